import { useState } from 'react';
import { OtpSummaryFields } from '../../../src/app/screens/documents/otp/OtpSummaryFields';
import type { DocumentSummary } from '../../../src/domain/documents/summary';

export interface SummaryHostProps {
  summary: DocumentSummary;
  isEditing: boolean;
  today: string;
  withUploads?: boolean;
}

/** The SUMMARY tab's fields in a host holding the draft; the upload slots get stand-ins. */
export function SummaryHost({ summary, isEditing, today, withUploads = false }: SummaryHostProps) {
  const [draft, setDraft] = useState(summary);
  return (
    <div style={{ padding: 16, display: 'grid', gap: 16 }}>
      <OtpSummaryFields
        summary={draft}
        isEditing={isEditing}
        today={today}
        onChange={(patch) => setDraft((before) => ({ ...before, ...patch }))}
        signedUpload={withUploads ? <a href="#signed">Signed OTP.pdf</a> : undefined}
        acceptanceUpload={withUploads ? <span>No acceptance copy uploaded.</span> : undefined}
      />
      <pre aria-label="Summary draft">{JSON.stringify(draft, null, 2)}</pre>
    </div>
  );
}
