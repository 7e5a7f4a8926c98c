import type { ReactNode } from 'react';
import { toDisplayDate } from '../../../../domain/display-date';
import { summaryProblems, type DocumentSummary } from '../../../../domain/documents/summary';
import { messages } from '../../../../domain/messages';
import { DocumentDatePicker } from '../common/field-validity';
import '../common/documents.css';

export const WTA_SIGNED_ON = 'WTA Signed On';

export interface WtaSummaryFieldsProps {
  summary: DocumentSummary;
  isEditing: boolean;
  /** yyyy-mm-dd in Singapore: the signed-on date may not be later. */
  today: string;
  onChange: (patch: DocumentSummary) => void;
  /** The signed-copy upload (another part of the page owns it). */
  signedUpload?: ReactNode;
}

/** Seed 001 §2.3 SUMMARY tab: 'WTA Signed On' (not after today, §5) and the signed copy. */
export function WtaSummaryFields({ summary, isEditing, today, onChange, signedUpload }: WtaSummaryFieldsProps) {
  const signedOn = summary.signedOn ?? '';
  const problem = summaryProblems({ signedOn: signedOn || null }, today).find((text) => text === messages.signedOnAfterToday);
  return (
    <section className="document-summary" aria-label="Warrant to Act summary">
      {isEditing ? (
        <DocumentDatePicker
          field="summary.signedOn"
          label={WTA_SIGNED_ON}
          value={signedOn}
          maxValue={today}
          onChange={(iso) => onChange({ signedOn: iso || null })}
          errorMessage={problem}
        />
      ) : (
        <dl className="document-facts">
          <dt>{WTA_SIGNED_ON}</dt>
          <dd>{signedOn ? toDisplayDate(signedOn) : '—'}</dd>
        </dl>
      )}
      {signedUpload}
    </section>
  );
}
