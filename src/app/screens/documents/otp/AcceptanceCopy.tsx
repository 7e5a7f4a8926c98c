import { useId } from 'react';
import { InlineText } from './contract-fields';
import { textPatch, type OtpPartProps } from './otp-props';
import { ACCEPTANCE_DATE, SigningDateField } from './SigningDateField';
import { WitnessBlock } from './WitnessBlock';
import './otp.css';

type AcceptanceField = 'acceptancePurchaser' | 'acceptanceKnownAs' | 'acceptanceSolicitors';

/** The ACCEPTANCE COPY the purchaser signs to exercise the Option (seed 001 §2.2). */
export function AcceptanceCopy(props: OtpPartProps) {
  const { metadata, isEditing, onChange } = props;
  const headingId = useId();
  const text = (label: string, field: AcceptanceField) => (
    <InlineText label={label} size="long" isEditing={isEditing} value={metadata[field]} onChange={(value) => onChange(textPatch(field, value))} />
  );
  return (
    <section className="otp-contract otp-acceptance" aria-labelledby={headingId}>
      <h2 id={headingId} className="otp-contract__title">
        ACCEPTANCE COPY
      </h2>
      <div className="otp-paragraph">
        {'I/We, '}
        {text('Purchaser', 'acceptancePurchaser')}
        {', exercise the Option granted to me/us to purchase the property known as '}
        {text('Known as', 'acceptanceKnownAs')}
        {' on the terms of the Option, and appoint Messrs '}
        {text("Purchaser's solicitors", 'acceptanceSolicitors')}
        {' as my/our solicitors in the purchase.'}
      </div>
      <div className="otp-dated">
        {'Dated '}
        <SigningDateField label="Acceptance dated" fields={ACCEPTANCE_DATE} {...props} />.
      </div>
      <WitnessBlock signer="Purchaser" nameField="purchaserWitnessName" nricField="purchaserWitnessNric" {...props} />
    </section>
  );
}
