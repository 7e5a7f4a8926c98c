import type { DocumentParties } from '../../../../domain/documents/document-parties';
import type { DocumentMetadata } from '../../../../domain/documents/metadata';
import { signingDateWords } from '../../../../domain/documents/signing-date';
import { clientWording } from '../../../../domain/documents/wta-defaults';
import { messages } from '../../../../domain/messages';
import { DatePicker } from '../../../ui';
import { firmAddressLine, type FirmDetails } from '../common/firm-details';
import { MetadataField, type MetadataChange } from '../common/MetadataField';
import { SignatureBlock } from '../common/SignatureBlock';
import { wtaClient } from './wta-client';
import '../common/documents.css';
import './wta.css';

export interface WtaLetterProps {
  metadata: DocumentMetadata;
  parties: DocumentParties;
  firm: FirmDetails;
  isEditing: boolean;
  onChange: MetadataChange;
}

/** Seed 001 §2.3: the reference line, '{propertyRefNo}/WTA-1'. */
export function wtaReference(propertyRefNo: string): string {
  return `${propertyRefNo}/WTA-1`;
}

/**
 * The Warrant to Act as it will print (seed 001 §2.3): the firm's name at the top, the client's statement
 * ('I' or 'We'), the proceedings, the date and the two signature blocks, the firm's particulars at the foot.
 * In edit mode the proceedings, the engagement letter, the date and the lawyer's particulars are inputs.
 */
export function WtaLetter({ metadata, parties, firm, isEditing, onChange }: WtaLetterProps) {
  const client = wtaClient(metadata, parties);
  const words = clientWording(client.count);
  const field = { metadata, isEditing, onChange };
  return (
    <article className="document-paper wta-letter" aria-label="Warrant to Act">
      <header className="wta-letter__letterhead">
        <p className="wta-letter__firm">{firm.accountName}</p>
      </header>
      <p className="wta-letter__reference">Our Ref: {wtaReference(parties.propertyRefNo)}</p>
      <h2>WARRANT TO ACT</h2>
      <p>
        To: <span className="document-value">{firm.accountName}</span>
      </p>
      {client.count === 0 && (
        <p role="note" className="document-note">
          {messages.wtaNoClient}
        </p>
      )}
      <p className="wta-letter__statement">
        {words.subject}, <span className="document-value">{client.name || '—'}</span>
        {client.maskedIds && <> (NRIC No. {client.maskedIds})</>}, hereby authorise and appoint you to act for{' '}
        {words.object} in the following matter, and in any legal proceedings arising from it:
      </p>
      <div className="wta-letter__matter">
        <MetadataField {...field} field="userDescription" label="Description of the legal proceedings" multiline />
      </div>
      <p>
        {words.subject} authorise you to sign and file all documents, to receive and pay all monies on {words.possessive}{' '}
        behalf, and to take every step you consider necessary in the matter.
      </p>
      {(isEditing || metadata.letterOfEngagement?.trim()) && (
        <div className="wta-letter__engagement">
          {!isEditing && 'Letter of engagement: '}
          <MetadataField {...field} field="letterOfEngagement" label="Letter of engagement" />
        </div>
      )}
      <WtaDated value={metadata.wtaSignedOn ?? ''} isEditing={isEditing} onChange={(wtaSignedOn) => onChange({ wtaSignedOn })} />
      <div className="document-signatures">
        <SignatureBlock
          heading={client.count > 1 ? 'Signature of the clients' : 'Signature of the client'}
          rows={[
            { label: 'Name', value: client.name },
            { label: 'NRIC', value: client.maskedIds },
          ]}
        />
        <SignatureBlock
          heading="Accepted by the lawyer"
          rows={
            isEditing
              ? []
              : [
                  { label: 'Name', value: metadata.wtaLawyerName },
                  { label: 'NRIC', value: metadata.wtaLawyerNric },
                ]
          }
          fields={
            isEditing && (
              <>
                <MetadataField {...field} field="wtaLawyerName" label="Lawyer's name" />
                <MetadataField {...field} field="wtaLawyerNric" label="Lawyer's NRIC" />
              </>
            )
          }
        />
      </div>
      <footer className="wta-letter__foot">
        <span>{firmAddressLine(firm)}</span>
        <span>Tel: {firm.phone || '—'}</span>
        <span>Fax: {firm.fax || '—'}</span>
        <span>UEN: {firm.uen || '—'}</span>
      </footer>
    </article>
  );
}

interface WtaDatedProps {
  value: string;
  isEditing: boolean;
  onChange: (iso: string) => void;
}

/** "Dated this 2nd day of March 2026" (seed 001 §9 ordinal days and month names); a date picker in edit mode. */
function WtaDated({ value, isEditing, onChange }: WtaDatedProps) {
  if (isEditing) return <DatePicker label="Dated" value={value} onChange={onChange} className="document-field" />;
  const date = signingDateWords(value);
  return (
    <p className="wta-letter__dated">
      {date ? `Dated this ${date.day} day of ${date.month} ${date.year}.` : 'Dated this ______ day of ____________ 20____.'}
    </p>
  );
}
