import type { ClientCategory } from '../../../../domain/contact/types';
import { Radio, RadioGroup } from '../../../ui';
import { FieldGrid, FormSection, ReadOnlyValue } from '../../property-form/sections/fields';
import { switchCategory } from './client-changes';
import type { ClientFieldsProps } from './client-fields-props';
import { CompanySection } from './CompanySection';
import { ContactPersonsTable } from './ContactPersonsTable';
import { IndividualSection } from './IndividualSection';
import '../../property-form/sections/sections.css';
import './client-form.css';

const isCategory = (value: string): value is ClientCategory => value === '0' || value === '1';

/**
 * The contact form shared by the Add Contact dialog and the client details page (seed 000 §4 "Contacts"): the
 * Company / Individual radio decides the sub-form. A client on a property keeps its category: switching would
 * change its contact persons, which are fixed then.
 */
export function ClientFormFields(props: ClientFieldsProps) {
  const { draft, readOnly, onUpdate, persons } = props;
  const isCompany = draft.clientCategory === '0';
  const categoryFixed = !persons.canAdd && !persons.canRemove;
  return (
    <div className="pf-sections contact-form">
      {readOnly ? (
        <FieldGrid readOnly>
          <ReadOnlyValue label="Category" value={isCompany ? 'Company' : 'Individual'} />
        </FieldGrid>
      ) : (
        <RadioGroup
          label="Category"
          orientation="horizontal"
          value={draft.clientCategory}
          isDisabled={categoryFixed}
          onChange={(value) => isCategory(value) && onUpdate((current) => switchCategory(current, value))}
        >
          <Radio value="0">Company</Radio>
          <Radio value="1">Individual</Radio>
        </RadioGroup>
      )}
      {isCompany ? (
        <>
          <CompanySection {...props} />
          <FormSection title="Contact Persons">
            <ContactPersonsTable {...props} />
          </FormSection>
        </>
      ) : (
        <IndividualSection {...props} />
      )}
    </div>
  );
}
