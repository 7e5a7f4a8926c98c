import { useState } from 'react';
import { AcceptanceCopy } from '../../../src/app/screens/documents/otp/AcceptanceCopy';
import { OtpAnnexes } from '../../../src/app/screens/documents/otp/OtpAnnexes';
import { OtpContract } from '../../../src/app/screens/documents/otp/OtpContract';
import type { DocumentParties } from '../../../src/domain/documents/document-parties';
import type { DocumentMetadata } from '../../../src/domain/documents/metadata';

export interface OtpHostProps {
  metadata: DocumentMetadata;
  parties: DocumentParties;
  isEditing: boolean;
}

/**
 * The EDIT AND PRINT tab's content in a host that merges each change into its draft, as the template-document
 * machine does; the draft shows under the document so a story (and its reader) sees what would be saved.
 */
export function OtpHost({ metadata, parties, isEditing }: OtpHostProps) {
  const [draft, setDraft] = useState(metadata);
  const change = (patch: DocumentMetadata) => setDraft((before) => ({ ...before, ...patch }));
  return (
    <div style={{ padding: 16, display: 'grid', gap: 16 }}>
      <OtpContract metadata={draft} parties={parties} isEditing={isEditing} onChange={change} />
      <AcceptanceCopy metadata={draft} parties={parties} isEditing={isEditing} onChange={change} />
      <OtpAnnexes metadata={draft} isEditing={isEditing} onChange={change} />
      <details>
        <summary>Draft</summary>
        <pre aria-label="Draft">{JSON.stringify(draft, null, 2)}</pre>
      </details>
    </div>
  );
}

/** The draft as the host holds it now, read from the page. */
export function shownDraft(canvasElement: HTMLElement): DocumentMetadata {
  const pre = canvasElement.querySelector('pre[aria-label="Draft"]');
  return JSON.parse(pre?.textContent ?? '{}') as DocumentMetadata;
}
