import { PAYMENT_MODES } from '../../../../domain/documents/otp-text';
import { AmountFields } from './AmountFields';
import { Clause, InlineDate, InlineSelect, InlineText } from './contract-fields';
import { textPatch, type OtpPartProps } from './otp-props';

const PAYMENT_MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ id: mode, name: mode }));

/** Clauses 1 and 2: the option money, the price and how long the offer stays open (seed 001 §2.2). */
export function OtpOfferClauses(props: OtpPartProps) {
  const { metadata, isEditing, onChange } = props;
  return (
    <>
      <Clause>
        {'In consideration of the sum of '}
        <AmountFields {...props} label="Option money" words="singDollarsOptionMoney" figures="optionMoney" />
        {' paid to the Vendor by '}
        <InlineSelect
          label="Payment mode"
          isEditing={isEditing}
          value={metadata.paymentMode}
          options={PAYMENT_MODE_OPTIONS}
          onChange={(mode) => onChange({ paymentMode: mode })}
        />
        {' (the "Option Money"), the receipt of which the Vendor acknowledges, the Vendor grants the Purchaser the option to purchase the Property for '}
        <AmountFields {...props} label="Purchase price" words="singDollarsPurchasePrice" figures="purchasePrice" />
        {' (the "Purchase Price") on the terms of this Option.'}
      </Clause>
      <Clause>
        {'This Option is open for acceptance until '}
        <InlineText
          label="Offer time"
          size="short"
          isEditing={isEditing}
          value={metadata.otpTime}
          onChange={(value) => onChange(textPatch('otpTime', value))}
        />
        {' on '}
        <InlineDate
          label="Expiry date"
          isEditing={isEditing}
          value={metadata.otpSpecificDate}
          onChange={(iso) => onChange({ otpSpecificDate: iso })}
        />
        {', after which it lapses and the Option Money is forfeited to the Vendor.'}
      </Clause>
    </>
  );
}
