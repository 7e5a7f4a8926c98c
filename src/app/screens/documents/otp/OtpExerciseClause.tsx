import { AmountFields } from './AmountFields';
import { Clause, InlineText } from './contract-fields';
import { OtpPayee } from './OtpPayee';
import { textPatch, type OtpPartProps } from './otp-props';

/** Clause 3: how the Purchaser exercises the Option — to whom, and with what deposit (seed 001 §2.2). */
export function OtpExerciseClause(props: OtpPartProps) {
  const { metadata, isEditing, onChange } = props;
  const text = (
    label: string,
    field: 'vendorSolicitors' | 'vendorAddress' | 'vendorAddress2' | 'vendorPercent' | 'vendorPaid',
    size: 'short' | 'long',
    optional = false,
  ) => (
    <InlineText
      label={label}
      size={size}
      optional={optional}
      isEditing={isEditing}
      value={metadata[field]}
      onChange={(value) => onChange(textPatch(field, value))}
    />
  );
  return (
    <Clause>
      {"The Purchaser exercises this Option by signing the Acceptance Copy below and delivering it before the Option lapses to the Vendor's solicitors, Messrs "}
      {text("Vendor's solicitors", 'vendorSolicitors', 'long')}
      {', of '}
      {text("Vendor's solicitors' address", 'vendorAddress', 'long')}{' '}
      {text("Vendor's solicitors' address line 2", 'vendorAddress2', 'long', true)}
      {', together with '}
      <AmountFields {...props} label="Deposit" words="vendorSingDollars" figures="vendorSings" />
      {', being '}
      {text('Deposit percentage', 'vendorPercent', 'short')}
      {'% of the Purchase Price less the Option Money of S$ '}
      {text('Amount already paid (S$)', 'vendorPaid', 'short')}
      {' already paid (the "Deposit"), payable to '}
      <OtpPayee {...props} />
      {'.'}
    </Clause>
  );
}
