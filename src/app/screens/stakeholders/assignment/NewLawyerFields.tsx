import type { NewLawyerForm } from '../../../../domain/stakeholder-rules';
import { TextField } from '../../../ui';

const FIELDS: ReadonlyArray<{ name: keyof NewLawyerForm; label: string; required?: boolean }> = [
  { name: 'lawfirmName', label: 'Law Firm Name', required: true },
  { name: 'firstName', label: 'First Name', required: true },
  { name: 'lastName', label: 'Last Name', required: true },
  { name: 'email', label: 'Email', required: true },
  { name: 'contact', label: 'Contact No.', required: true },
  { name: 'address1', label: 'Address', required: true },
  { name: 'address2', label: 'Address line 2' },
  { name: 'postalCode', label: 'Postal Code', required: true },
  { name: 'faxNumber', label: 'Fax No.' },
  { name: 'referenceNumber', label: 'Reference No.' },
];

export interface NewLawyerFieldsProps {
  draft: NewLawyerForm;
  isDisabled: boolean;
  onChange: (patch: Partial<NewLawyerForm>) => void;
}

/** The create-lawyer form (seed 000 §3 lawyer payload); the rules run on Save. */
export function NewLawyerFields({ draft, isDisabled, onChange }: NewLawyerFieldsProps) {
  return (
    <div className="assign-fields">
      {FIELDS.map(({ name, label, required }) => (
        <TextField
          key={name}
          label={label}
          isRequired={required}
          // The rules, not the browser, decide what is missing: their messages are the seed's.
          validationBehavior="aria"
          isDisabled={isDisabled}
          value={draft[name]}
          onChange={(value) => onChange({ [name]: value })}
        />
      ))}
    </div>
  );
}
