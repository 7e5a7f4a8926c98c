import { useId } from 'react';
import type { DocumentParties } from '../../../../domain/documents/document-parties';
import { messages } from '../../../../domain/messages';
import { InlineText } from './contract-fields';
import { OtpCompletionClause } from './OtpCompletionClause';
import { OtpExerciseClause } from './OtpExerciseClause';
import { OtpOfferClauses } from './OtpOfferClauses';
import { OtpPartyBlock } from './OtpPartyBlock';
import { textPatch, type OtpPartProps } from './otp-props';
import { OtpTermsClauses } from './OtpTermsClauses';
import { OTP_SIGNING_DATE, SigningDateField } from './SigningDateField';
import { WitnessBlock } from './WitnessBlock';
import './otp.css';

export interface OtpContractProps extends OtpPartProps {
  parties: DocumentParties;
}

type ReField = 'reAddress1' | 'reAddress2' | 'reAddress3';
const RE_LINES: ReadonlyArray<{ field: ReField; label: string }> = [
  { field: 'reAddress1', label: 'RE address line 1' },
  { field: 'reAddress2', label: 'RE address line 2' },
  { field: 'reAddress3', label: 'RE address line 3' },
];

/**
 * The Option to Purchase as the lawyer reads and fills it (seed 001 §2.2): the vendor ('From') and purchaser
 * ('To') blocks are read-only; in edit mode every editable field sits inside the contract's text, in the
 * preview the same text carries the values.
 */
export function OtpContract({ parties, ...part }: OtpContractProps) {
  const { metadata, isEditing, onChange } = part;
  const titleId = useId();
  return (
    <article className="otp-contract" aria-labelledby={titleId}>
      <h2 id={titleId} className="otp-contract__title">
        OPTION TO PURCHASE
      </h2>
      <div className="otp-parties">
        <OtpPartyBlock title="From" role="Vendor" persons={parties.vendors} emptyText={messages.pleaseAssignSeller} />
        <OtpPartyBlock title="To" role="Purchaser" persons={parties.purchasers} emptyText={messages.pleaseAssignBuyer} />
      </div>
      <div className="otp-re">
        <span className="otp-re__label">RE:</span>
        <div className="otp-re__lines">
          {RE_LINES.map(({ field, label }) => (
            <div key={field} className="otp-re__line">
              <InlineText label={label} size="long" isEditing={isEditing} value={metadata[field]} onChange={(value) => onChange(textPatch(field, value))} />
            </div>
          ))}
          <span className="otp-re__note">(the &quot;Property&quot;)</span>
        </div>
      </div>
      <ol className="otp-clauses">
        <OtpOfferClauses {...part} />
        <OtpExerciseClause {...part} />
        <OtpCompletionClause {...part} />
        <OtpTermsClauses {...part} />
      </ol>
      <div className="otp-dated">
        {'Dated '}
        <SigningDateField label="Signing date" fields={OTP_SIGNING_DATE} {...part} />.
      </div>
      <WitnessBlock signer="Vendor" nameField="vendorWitnessName" nricField="vendorWitnessNric" {...part} />
    </article>
  );
}
