import { useId } from 'react';
import type { DocumentParties } from '../../../../domain/documents/document-parties';
import { otpClauses, otpDatedPieces, otpReLines, signatureCaptions, WITNESS_INTRO, witnessCaptions } from '../../../../domain/documents/otp-wording';
import { messages } from '../../../../domain/messages';
import { SignatureCaptions, Wording } from '../common/Wording';
import { Clause } from './contract-fields';
import type { OtpPartProps } from './otp-props';
import { otpSlotEditor } from './otp-slot-editors';
import { OtpPartyBlock } from './OtpPartyBlock';
import './otp.css';

export interface OtpContractProps extends OtpPartProps {
  parties: DocumentParties;
}

/**
 * The Option to Purchase as the lawyer reads and fills it (seed 001 §2.2), in the wording the PDF prints
 * (src/domain/documents/otp-wording.ts): the vendor ('From') and purchaser ('To') blocks are read-only; in edit
 * mode every editable value is an input inside the contract's sentences, in the preview the same sentences
 * carry the values.
 */
export function OtpContract({ parties, ...part }: OtpContractProps) {
  const { metadata, isEditing } = part;
  const titleId = useId();
  const editor = otpSlotEditor(part);
  const options = { editing: isEditing };
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
          {otpReLines(metadata, parties, options).map((line, index) => (
            <div key={`${index}`} className="otp-re__line">
              <Wording pieces={line} editor={editor} fillClassName="otp-fill" />
            </div>
          ))}
        </div>
      </div>
      <ol className="otp-clauses">
        {otpClauses(metadata, parties, options).map((clause) => (
          <Clause key={clause.key} title={clause.title}>
            <Wording pieces={clause.pieces} editor={editor} fillClassName="otp-fill" />
          </Clause>
        ))}
      </ol>
      <div className="otp-dated">
        <Wording pieces={otpDatedPieces(metadata)} editor={editor} fillClassName="otp-fill" />
      </div>
      <div className="document-signatures">
        {signatureCaptions('Vendor', parties.vendors).map((lines, index) => (
          <SignatureCaptions key={`${index}`} lines={lines} />
        ))}
        <SignatureCaptions intro={WITNESS_INTRO} lines={witnessCaptions(metadata, 'vendorWitnessName', 'vendorWitnessNric')} editor={editor} />
      </div>
    </article>
  );
}
