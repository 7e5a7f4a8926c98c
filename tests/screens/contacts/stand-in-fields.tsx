import { FILLED_COMPANY_DRAFT } from '../../../machines/client-form.samples';
import type { ClientFieldsProps } from '../../../src/app/screens/contacts/form/client-fields-props';

/**
 * Stands in for the contact form's fields in the model test: the model's draft change is one press, the person
 * buttons show exactly when the machine allows them, and the draft and field messages the form holds are shown
 * as text. The real fields have their own tests (add-contact-dialog, client-lookups, client-details).
 */
export const FILL_LABEL = 'Fill in Orchid Realty';

export function ClientFormFields({ draft, readOnly, fieldErrors, onUpdate, persons }: ClientFieldsProps) {
  return (
    <div>
      <p>{`Fields for ${readOnly ? 'preview' : 'edit'}`}</p>
      <p>{`Name: ${draft.compName}`}</p>
      <p>{`Persons: ${draft.clientContacts.length}`}</p>
      <ul aria-label="Field messages">
        {Object.entries(fieldErrors).map(([key, message]) => (
          <li key={key}>{`${key}: ${message}`}</li>
        ))}
      </ul>
      {!readOnly && (
        <button type="button" onClick={() => onUpdate(() => FILLED_COMPANY_DRAFT)}>
          {FILL_LABEL}
        </button>
      )}
      {persons.canAdd && (
        <button type="button" onClick={persons.onAdd}>
          Add Contact Person
        </button>
      )}
      {persons.canRemove && draft.clientContacts.length > 0 && (
        <button type="button" onClick={() => persons.onRemove(0)}>
          Remove contact person row 1
        </button>
      )}
    </div>
  );
}
