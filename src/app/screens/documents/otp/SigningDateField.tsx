import type { DocumentMetadata, MetadataTextField } from '../../../../domain/documents/metadata';
import { signingDateIso, signingDateParts } from '../../../../domain/documents/otp-text';
import { DocumentDatePicker } from '../common/field-validity';

/** The three stored parts of a signing date: 'this 5th day of January 20 26' (seed 001 §9). */
export interface SigningDateFields {
  day: MetadataTextField;
  of: MetadataTextField;
  year: MetadataTextField;
}

export const OTP_SIGNING_DATE: SigningDateFields = { day: 'signOtherTermsDay', of: 'signOtherTermsOf', year: 'signOtherTerms20' };
export const ACCEPTANCE_DATE: SigningDateFields = {
  day: 'acceptanceOtherTermsDay',
  of: 'acceptanceOtherTermsOf',
  year: 'acceptanceOtherTerms20',
};

interface SigningDateFieldProps {
  label: string;
  fields: SigningDateFields;
  metadata: DocumentMetadata;
  onChange: (patch: DocumentMetadata) => void;
}

/** Picked as a date; kept as the ordinal day, the month's name and the year's last two digits (the wording shows them). */
export function SigningDateField({ label, fields, metadata, onChange }: SigningDateFieldProps) {
  const parts = { day: metadata[fields.day], of: metadata[fields.of], year: metadata[fields.year] };
  return (
    <DocumentDatePicker
      field={fields.day}
      label={label}
      value={signingDateIso(parts)}
      onChange={(iso) => {
        const next = signingDateParts(iso);
        const patch: DocumentMetadata = {};
        patch[fields.day] = next.day;
        patch[fields.of] = next.of;
        patch[fields.year] = next.year;
        onChange(patch);
      }}
      className="otp-inline otp-inline--date"
    />
  );
}
