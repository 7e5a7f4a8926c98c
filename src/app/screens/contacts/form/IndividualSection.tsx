import { EMPTY_CONTACT_PERSON } from '../../../../../machines/client-form.machine';
import { FieldGrid, FormSection, TextEntry } from '../../property-form/sections/fields';
import { AddressFields } from './AddressFields';
import { patchPerson, type PersonPatch, type PersonTextField } from './client-changes';
import type { ClientFieldsProps } from './client-fields-props';

const PREFIX = 'clientContacts.0.';

/** An individual (seed 000 §3, §5): the person's own fields plus the address, block no. and road name required. */
export function IndividualSection({ draft, readOnly, fieldErrors, onUpdate }: Omit<ClientFieldsProps, 'persons'>) {
  const person = draft.clientContacts[0] ?? EMPTY_CONTACT_PERSON;
  const change = (patch: PersonPatch) =>
    onUpdate((current) =>
      current.clientContacts.length
        ? patchPerson(current, 0, patch)
        : { ...current, clientContacts: [{ ...EMPTY_CONTACT_PERSON, primary: true, ...patch }] },
    );
  const text = (field: PersonTextField) => (value: string) => change({ [field]: value });
  const errorFor = (field: string) => fieldErrors[`${PREFIX}${field}`];
  return (
    <FormSection title="Individual Information">
      <FieldGrid readOnly={readOnly}>
        <TextEntry
          label="Name"
          value={person.individualName}
          onChange={text('individualName')}
          readOnly={readOnly}
          isRequired
          wide
          autoComplete="name"
          errorMessage={errorFor('individualName')}
        />
        <TextEntry
          label="NRIC/Passport No."
          value={person.identificationNo}
          onChange={(value) => change({ identificationNo: value.toUpperCase() })}
          readOnly={readOnly}
          isRequired
          maxLength={10}
          errorMessage={errorFor('identificationNo')}
        />
        <TextEntry
          label="Email"
          type="email"
          value={person.email}
          onChange={text('email')}
          readOnly={readOnly}
          autoComplete="email"
          errorMessage={errorFor('email')}
        />
        <TextEntry
          label="Contact No."
          type="tel"
          value={person.contactNo}
          onChange={text('contactNo')}
          readOnly={readOnly}
          maxLength={8}
          inputMode="numeric"
          autoComplete="tel-national"
          errorMessage={errorFor('contactNo')}
        />
        <TextEntry label="Reference" value={person.reference} onChange={text('reference')} readOnly={readOnly} errorMessage={errorFor('reference')} />
      </FieldGrid>
      <AddressFields values={person} readOnly={readOnly} errorFor={errorFor} onPatch={change} />
      {fieldErrors.clientContacts && <p className="ui-field__error contact-persons-error">{fieldErrors.clientContacts}</p>}
    </FormSection>
  );
}
