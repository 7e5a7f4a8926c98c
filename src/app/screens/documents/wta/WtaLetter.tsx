import type { ReactNode } from 'react';
import type { DocumentParties } from '../../../../domain/documents/document-parties';
import type { DocumentMetadata } from '../../../../domain/documents/metadata';
import { WTA_ACCEPTED_BY, wtaClient, wtaFooterLines, wtaWording, type WtaSlot } from '../../../../domain/documents/wta-wording';
import { messages } from '../../../../domain/messages';
import { DocumentDatePicker } from '../common/field-validity';
import type { FirmDetails } from '../common/firm-details';
import { MetadataField, type MetadataChange } from '../common/MetadataField';
import { SignatureCaptions, Wording, type SlotEditor } from '../common/Wording';
import '../common/documents.css';
import './wta.css';

export interface WtaLetterProps {
  metadata: DocumentMetadata;
  parties: DocumentParties;
  firm: FirmDetails;
  isEditing: boolean;
  onChange: MetadataChange;
}

/** The inputs of the letter's values while editing: the proceedings, the engagement letter, the date, the lawyer. */
function wtaSlotEditor(metadata: DocumentMetadata, onChange: MetadataChange): SlotEditor<WtaSlot> {
  const field = { metadata, isEditing: true, onChange };
  return (slot): ReactNode | undefined => {
    switch (slot) {
      case 'userDescription':
        return <MetadataField {...field} field="userDescription" label="Description of the legal proceedings" multiline />;
      case 'letterOfEngagement':
        return <MetadataField {...field} field="letterOfEngagement" label="Letter of engagement" />;
      case 'wtaSignedOn':
        return (
          <DocumentDatePicker
            field="wtaSignedOn"
            label="Dated"
            value={metadata.wtaSignedOn ?? ''}
            onChange={(wtaSignedOn) => onChange({ wtaSignedOn })}
            className="document-field"
          />
        );
      case 'wtaLawyerName':
        return <MetadataField {...field} field="wtaLawyerName" label="Lawyer's name" />;
      case 'wtaLawyerNric':
        return <MetadataField {...field} field="wtaLawyerNric" label="Lawyer's NRIC" />;
      default:
        return undefined;
    }
  };
}

/**
 * The Warrant to Act as it will print (seed 001 §2.3), in the PDF's wording (src/domain/documents/wta-wording.ts):
 * the firm's name at the top, the client's statement ('I', or 'We' for several clients or a company), the
 * proceedings, the date and the two signature blocks, the firm's particulars at the foot. In edit mode the
 * proceedings, the engagement letter, the date and the lawyer's particulars are inputs.
 */
export function WtaLetter({ metadata, parties, firm, isEditing, onChange }: WtaLetterProps) {
  const wording = wtaWording(metadata, parties, firm.accountName, { editing: isEditing });
  const editor = isEditing ? wtaSlotEditor(metadata, onChange) : undefined;
  return (
    <article className="document-paper wta-letter" aria-label="Warrant to Act">
      <header className="wta-letter__letterhead">
        <p className="wta-letter__firm">{wording.letterhead}</p>
      </header>
      <h2>{wording.title}</h2>
      <dl className="document-facts-list">
        <dt>Our Ref:</dt>
        <dd>{wording.reference}</dd>
        <dt>To:</dt>
        <dd>{wording.to}</dd>
        <dt>RE:</dt>
        <dd>{wording.re}</dd>
      </dl>
      {wtaClient(metadata, parties).count === 0 && (
        <p role="note" className="document-note">
          {messages.wtaNoClient}
        </p>
      )}
      <div className="wta-letter__statement">
        <Wording pieces={wording.statement} editor={editor} />
      </div>
      <div className="wta-letter__matter">
        <Wording pieces={wording.matter} editor={editor} />
      </div>
      {wording.engagement && (
        <div className="wta-letter__engagement">
          <Wording pieces={wording.engagement} editor={editor} />
        </div>
      )}
      <div className="wta-letter__undertaking">{wording.undertaking}</div>
      <div className="wta-letter__dated">
        <Wording pieces={wording.dated} editor={editor} />
      </div>
      <div className="document-signatures">
        <SignatureCaptions lines={wording.clientSignature} editor={editor} />
        <SignatureCaptions intro={WTA_ACCEPTED_BY} lines={wording.lawyerSignature} editor={editor} />
      </div>
      <footer className="wta-letter__foot">
        {wtaFooterLines(firm).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </footer>
    </article>
  );
}
