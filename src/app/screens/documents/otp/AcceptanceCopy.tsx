import { useId } from 'react';
import type { DocumentParties } from '../../../../domain/documents/document-parties';
import { acceptanceWording, signatureCaptions, WITNESS_INTRO, witnessCaptions } from '../../../../domain/documents/otp-wording';
import { SignatureCaptions, Wording } from '../common/Wording';
import type { OtpPartProps } from './otp-props';
import { otpSlotEditor } from './otp-slot-editors';
import './otp.css';

export interface AcceptanceCopyProps extends OtpPartProps {
  parties: DocumentParties;
}

/**
 * The ACCEPTANCE COPY the purchaser signs to exercise the Option (seed 001 §2.2), in the PDF's wording: the
 * purchaser its statement names is the one who signs it (issue 18).
 */
export function AcceptanceCopy({ parties, ...part }: AcceptanceCopyProps) {
  const headingId = useId();
  const editor = otpSlotEditor(part);
  const wording = acceptanceWording(part.metadata, parties);
  return (
    <section className="otp-contract otp-acceptance" aria-labelledby={headingId}>
      <h2 id={headingId} className="otp-contract__title">
        ACCEPTANCE COPY
      </h2>
      <div className="otp-paragraph">To (Vendor): {wording.vendor}</div>
      <div className="otp-paragraph">
        <Wording pieces={wording.statement} editor={editor} fillClassName="otp-fill" />
      </div>
      <div className="otp-paragraph">
        <Wording pieces={wording.solicitors} editor={editor} fillClassName="otp-fill" />
      </div>
      <div className="otp-dated">
        <Wording pieces={wording.dated} editor={editor} fillClassName="otp-fill" />
      </div>
      <div className="document-signatures">
        {signatureCaptions('Purchaser', wording.signers).map((lines, index) => (
          <SignatureCaptions key={`${index}`} lines={lines} />
        ))}
        <SignatureCaptions
          intro={WITNESS_INTRO}
          lines={witnessCaptions(part.metadata, 'purchaserWitnessName', 'purchaserWitnessNric')}
          editor={editor}
        />
      </div>
    </section>
  );
}
