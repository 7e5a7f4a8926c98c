import type { PaymentClientOption } from '../../../../domain/documents/metadata';
import { PAYMENT_CLIENT_OPTIONS } from '../../../../domain/documents/metadata';
import { ACADEMY_PAYMENT_MODES, academyReferenceField, PAYEE_TEXT } from '../../../../domain/documents/otp-text';
import { Radio, RadioGroup } from '../../../ui';
import { Fill, InlineSelect, InlineText } from './contract-fields';
import { textPatch, type OtpPartProps } from './otp-props';

const ACADEMY_OPTIONS = ACADEMY_PAYMENT_MODES.map((mode) => ({ id: mode, name: mode }));

/** The label of the reference each academy payment mode needs. */
const REFERENCE_LABELS: Record<string, string> = {
  chequeNo: 'Cheque No.',
  orderNo: "Cashier's Order No.",
  designedAccount: 'Designated account',
};

function isPayee(value: string): value is PaymentClientOption {
  return (PAYMENT_CLIENT_OPTIONS as readonly string[]).includes(value);
}

/** How a deposit to the Singapore Academy of Law is paid: the mode, then the one reference that mode needs. */
function AcademyPayment({ metadata, isEditing, onChange }: OtpPartProps) {
  const referenceField = academyReferenceField(metadata.academyLawby);
  return (
    <span className="otp-academy">
      {' by '}
      <InlineSelect
        label="Academy payment mode"
        isEditing={isEditing}
        value={metadata.academyLawby}
        options={ACADEMY_OPTIONS}
        onChange={(mode) => onChange({ academyLawby: mode })}
      />
      {referenceField && (
        <>
          {' '}
          <InlineText
            label={REFERENCE_LABELS[referenceField] ?? referenceField}
            isEditing={isEditing}
            value={metadata[referenceField]}
            onChange={(value) => onChange(textPatch(referenceField, value))}
          />
        </>
      )}
    </span>
  );
}

/** Seed 001 §2.2 payee choice: client1 the vendor, client2 the vendor's solicitors, client3 the Academy. */
export function OtpPayee(props: OtpPartProps) {
  const { metadata, isEditing, onChange } = props;
  const payee = metadata.paymentClientOption;
  if (!isEditing) {
    return (
      <>
        <Fill>{payee ? PAYEE_TEXT[payee] : ''}</Fill>
        {payee === 'client3' && <AcademyPayment {...props} />}
      </>
    );
  }
  return (
    <div className="otp-payee">
      <RadioGroup
        label="Deposit payable to"
        value={payee ?? null}
        onChange={(value) => isPayee(value) && onChange({ paymentClientOption: value })}
      >
        {PAYMENT_CLIENT_OPTIONS.map((option) => (
          <Radio key={option} value={option}>
            {PAYEE_TEXT[option]}
          </Radio>
        ))}
      </RadioGroup>
      {payee === 'client3' && <AcademyPayment {...props} />}
    </div>
  );
}
