import type { ReactNode } from 'react';
import { wordsAfterFiguresChange } from '../../../../domain/documents/amount-words';
import {
  COMPLETION_DATE_MODES,
  inferCompletionMode,
  PAYMENT_CLIENT_OPTIONS,
  type CompletionDateMode,
  type MetadataTextField,
  type PaymentClientOption,
} from '../../../../domain/documents/metadata';
import { ACADEMY_PAYMENT_MODES, PAYEE_TEXT, PAYMENT_MODES, VACANT_POSSESSION_TEXT } from '../../../../domain/documents/otp-text';
import { otpPayee, type OtpSlot } from '../../../../domain/documents/otp-wording';
import { Checkbox, Radio, RadioGroup, Select } from '../../../ui';
import type { SlotEditor } from '../common/Wording';
import { InlineDate, InlineSelect, InlineText } from './contract-fields';
import { textPatch, type OtpPartProps } from './otp-props';
import { ACCEPTANCE_DATE, OTP_SIGNING_DATE, SigningDateField } from './SigningDateField';

type Size = 'short' | 'medium' | 'long';

/** The label and width of each free-text value's input inside the contract. */
const TEXT_INPUTS: Partial<Record<MetadataTextField, { label: string; size: Size }>> = {
  reAddress1: { label: 'RE address line 1', size: 'long' },
  reAddress2: { label: 'RE address line 2', size: 'long' },
  reAddress3: { label: 'RE address line 3', size: 'long' },
  singDollarsOptionMoney: { label: 'Option money in words', size: 'long' },
  singDollarsPurchasePrice: { label: 'Purchase price in words', size: 'long' },
  vendorSingDollars: { label: 'Deposit in words', size: 'long' },
  otpTime: { label: 'Offer time', size: 'short' },
  vendorSolicitors: { label: "Vendor's solicitors", size: 'long' },
  vendorAddress: { label: "Vendor's solicitors' address", size: 'long' },
  vendorAddress2: { label: "Vendor's solicitors' address line 2", size: 'long' },
  vendorPercent: { label: 'Deposit percentage', size: 'short' },
  vendorPaid: { label: 'Amount already paid (S$)', size: 'short' },
  chequeNo: { label: 'Cheque No.', size: 'medium' },
  orderNo: { label: "Cashier's Order No.", size: 'medium' },
  designedAccount: { label: 'Designated account', size: 'medium' },
  completionDayOf: { label: 'Completion weeks', size: 'short' },
  foreignPurchaserApplicationWeek: { label: 'Weeks to apply for approval', size: 'short' },
  foreignPurchaserObtainedWeek: { label: 'Weeks to obtain approval', size: 'short' },
  foreignPurchaserPropertyWeek: { label: 'Weeks from approval to completion', size: 'short' },
  vendorWitnessName: { label: "Vendor's witness name", size: 'long' },
  vendorWitnessNric: { label: "Vendor's witness NRIC", size: 'medium' },
  acceptancePurchaser: { label: 'Purchaser', size: 'long' },
  acceptanceKnownAs: { label: 'Known as', size: 'long' },
  acceptanceSolicitors: { label: "Purchaser's solicitors", size: 'long' },
  purchaserWitnessName: { label: "Purchaser's witness name", size: 'long' },
  purchaserWitnessNric: { label: "Purchaser's witness NRIC", size: 'medium' },
};

/** Figures whose words follow them as typed, until the lawyer words the amount by hand. */
const AMOUNTS: Partial<Record<MetadataTextField, { label: string; words: MetadataTextField }>> = {
  optionMoney: { label: 'Option money (S$)', words: 'singDollarsOptionMoney' },
  purchasePrice: { label: 'Purchase price (S$)', words: 'singDollarsPurchasePrice' },
  vendorSings: { label: 'Deposit (S$)', words: 'vendorSingDollars' },
};

const DATES: Partial<Record<MetadataTextField, string>> = { otpSpecificDate: 'Expiry date', completionDay: 'Completion date' };

const options = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));
const SELECTS: Partial<Record<MetadataTextField, { label: string; options: ReadonlyArray<{ id: string; name: string }> }>> = {
  paymentMode: { label: 'Payment mode', options: options(PAYMENT_MODES) },
  vendorPaymentMode: { label: 'Deposit payment mode', options: options(PAYMENT_MODES) },
  academyLawby: { label: 'Academy payment mode', options: options(ACADEMY_PAYMENT_MODES) },
};

const COMPLETION_OPTIONS: ReadonlyArray<{ id: CompletionDateMode; name: string }> = [
  { id: 'default', name: 'Default' },
  { id: 'date', name: 'By date' },
  { id: 'week', name: 'By weeks' },
];

const isMode = (value: string): value is CompletionDateMode => (COMPLETION_DATE_MODES as readonly string[]).includes(value);
const isPayee = (value: string): value is PaymentClientOption => (PAYMENT_CLIENT_OPTIONS as readonly string[]).includes(value);

/**
 * The OTP's inputs, one per value its wording fills in (src/domain/documents/otp-wording.ts): while editing the
 * contract reads as the same sentences with these in place of the values. Undefined in the preview.
 */
export function otpSlotEditor({ metadata, isEditing, onChange }: OtpPartProps): SlotEditor<OtpSlot> | undefined {
  if (!isEditing) return undefined;
  const part = { metadata, isEditing, onChange };
  return (slot): ReactNode | undefined => {
    switch (slot) {
      case 'paymentClientOption':
        return (
          <RadioGroup
            label="Deposit payable to"
            value={otpPayee(metadata)}
            onChange={(value) => isPayee(value) && onChange({ paymentClientOption: value })}
            className="otp-payee"
          >
            {PAYMENT_CLIENT_OPTIONS.map((option) => (
              <Radio key={option} value={option}>
                {PAYEE_TEXT[option]}
              </Radio>
            ))}
          </RadioGroup>
        );
      case 'completionDateMode':
        return (
          <Select
            label="Completion"
            items={COMPLETION_OPTIONS}
            selectedKey={inferCompletionMode(metadata)}
            onSelectionChange={(key) => key !== null && isMode(key) && onChange({ completionDateMode: key })}
            className="otp-inline otp-inline--select"
          />
        );
      case 'bgElevenVacant':
        return (
          <Checkbox isSelected={Boolean(metadata.bgElevenVacant)} onChange={(selected) => onChange({ bgElevenVacant: selected })}>
            {VACANT_POSSESSION_TEXT}
          </Checkbox>
        );
      case 'signOtherTermsDay':
        return <SigningDateField label="Signing date" fields={OTP_SIGNING_DATE} {...part} />;
      case 'acceptanceOtherTermsDay':
        return <SigningDateField label="Acceptance dated" fields={ACCEPTANCE_DATE} {...part} />;
      default:
        return textSlot(slot, part);
    }
  };
}

/** A free-text value's input: an amount's figures, a date, a choice or a text; undefined for what has none. */
function textSlot(field: OtpSlot, { metadata, onChange }: OtpPartProps): ReactNode | undefined {
  if (!isTextField(field)) return undefined;
  const amount = AMOUNTS[field];
  if (amount) {
    return (
      <InlineText
        label={amount.label}
        size="short"
        value={metadata[field]}
        onChange={(value) => {
          const words = wordsAfterFiguresChange(metadata[amount.words], metadata[field], value);
          onChange({ ...textPatch(field, value), ...textPatch(amount.words, words) });
        }}
      />
    );
  }
  const change = (value: string) => onChange(textPatch(field, value));
  const date = DATES[field];
  if (date) return <InlineDate label={date} field={field} value={metadata[field]} onChange={change} />;
  const select = SELECTS[field];
  if (select) return <InlineSelect label={select.label} value={metadata[field]} options={select.options} onChange={change} />;
  const input = TEXT_INPUTS[field];
  if (input) return <InlineText label={input.label} size={input.size} value={metadata[field]} onChange={change} />;
  return undefined;
}

function isTextField(slot: string): slot is MetadataTextField {
  return slot in AMOUNTS || slot in DATES || slot in SELECTS || slot in TEXT_INPUTS;
}
