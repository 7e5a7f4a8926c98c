import type { ClientContactDraft } from '../../../../../machines/client-form.machine';
import { Button, Checkbox, FormTable, FormTableCell, FormTableRow, Select, TextField } from '../../../ui';
import { patchPerson, setPrimary, type PersonTextField } from './client-changes';
import type { ClientFieldsProps } from './client-fields-props';

const TEXT_COLUMNS: readonly (readonly [PersonTextField, string])[] = [
  ['individualName', 'Name'],
  ['identificationNo', 'NRIC/Passport No.'],
  ['email', 'Email'],
  ['contactNo', 'Contact No.'],
  ['reference', 'Reference'],
  ['postal', 'Postal Code'],
  ['blkNo', 'Block No.'],
  ['roadName', 'Road Name'],
  ['building', 'Building'],
  ['storeyNo', 'Storey No.'],
  ['unitNo', 'Unit No.'],
];

const MAX_LENGTHS: Partial<Record<PersonTextField, number>> = { identificationNo: 10, contactNo: 8, postal: 6, blkNo: 6, storeyNo: 3, unitNo: 5 };

/** Seed 000 §3, §9: contact type '0' signatory, '1' director. */
const CONTACT_TYPES = [
  { id: '0', name: 'Signatory' },
  { id: '1', name: 'Director' },
] as const;

const typeName = (contactType: string) => CONTACT_TYPES.find((type) => type.id === contactType)?.name ?? '';

const COLUMNS = ['No.', ...TEXT_COLUMNS.map(([, label]) => label), 'Type', 'Primary'];

/**
 * A company's signatories and directors (seed 000 §3 client contact). Ticking Primary clears it on the others;
 * Add and Remove show only when the machine allows them (a client on no property, in edit mode).
 */
export function ContactPersonsTable({ draft, readOnly, fieldErrors, onUpdate, persons }: ClientFieldsProps) {
  const rows = draft.clientContacts;
  if (readOnly) {
    return (
      <FormTable aria-label="Contact persons" columns={COLUMNS} emptyText="No contact persons.">
        {rows.map((person, index) => (
          <FormTableRow key={person.id ?? `new-${index}`}>
            <FormTableCell>{index + 1}</FormTableCell>
            {TEXT_COLUMNS.map(([field]) => (
              <FormTableCell key={field}>{person[field]}</FormTableCell>
            ))}
            <FormTableCell>{typeName(person.contactType)}</FormTableCell>
            <FormTableCell>{person.primary ? 'Yes' : 'No'}</FormTableCell>
          </FormTableRow>
        ))}
      </FormTable>
    );
  }
  const update = (index: number, patch: Partial<ClientContactDraft>) => onUpdate((current) => patchPerson(current, index, patch));
  return (
    <>
      <FormTable aria-label="Contact persons" columns={persons.canRemove ? [...COLUMNS, 'Action'] : COLUMNS} emptyText="No contact persons.">
        {rows.map((person, index) => {
          const n = index + 1;
          const errorFor = (field: string) => fieldErrors[`clientContacts.${index}.${field}`];
          return (
            // Rows have no id until saved; the fields are controlled, so an index key loses nothing.
            <FormTableRow key={index}>
              <FormTableCell>{n}</FormTableCell>
              {TEXT_COLUMNS.map(([field, label]) => (
                <FormTableCell key={field}>
                  <TextField
                    label={`${label} row ${n}`}
                    value={person[field]}
                    onChange={(value) =>
                      update(index, { [field]: field === 'roadName' || field === 'identificationNo' ? value.toUpperCase() : value })
                    }
                    maxLength={MAX_LENGTHS[field]}
                    validationBehavior="aria"
                    errorMessage={errorFor(field)}
                  />
                </FormTableCell>
              ))}
              <FormTableCell>
                <Select
                  label={`Type row ${n}`}
                  items={CONTACT_TYPES}
                  selectedKey={person.contactType}
                  onSelectionChange={(key) => (key === '0' || key === '1') && update(index, { contactType: key })}
                />
              </FormTableCell>
              <FormTableCell>
                <Checkbox
                  aria-label={`Primary row ${n}`}
                  isSelected={person.primary}
                  onChange={(primary) => onUpdate((current) => setPrimary(current, index, primary))}
                />
              </FormTableCell>
              {persons.canRemove && (
                <FormTableCell>
                  <Button variant="secondary" aria-label={`Remove contact person row ${n}`} onPress={() => persons.onRemove(index)}>
                    Remove
                  </Button>
                </FormTableCell>
              )}
            </FormTableRow>
          );
        })}
      </FormTable>
      {fieldErrors.clientContacts && <p className="ui-field__error contact-persons-error">{fieldErrors.clientContacts}</p>}
      {persons.canAdd && (
        <Button variant="secondary" className="pf-add-row" onPress={persons.onAdd}>
          Add Contact Person
        </Button>
      )}
    </>
  );
}
