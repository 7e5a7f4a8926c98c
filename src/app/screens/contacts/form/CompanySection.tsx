import { Button } from '../../../ui';
import { FieldGrid, FormSection, TextEntry } from '../../property-form/sections/fields';
import { AddressFields } from './AddressFields';
import { patchClient, type AddressValues, type ClientTextField } from './client-changes';
import type { ClientFieldsProps } from './client-fields-props';
import { useUenLookup } from './use-uen-lookup';

/** A company's own details (seed 000 §3 Client, §5): name, UEN with the company-register search, reach, address. */
export function CompanySection({ draft, readOnly, fieldErrors, onUpdate }: Omit<ClientFieldsProps, 'persons'>) {
  const uen = useUenLookup(draft.compName, (compName) => onUpdate((current) => patchClient(current, { compName })));
  const text = (field: ClientTextField) => (value: string) => onUpdate((current) => patchClient(current, { [field]: value }));
  return (
    <FormSection title="Company Information">
      <FieldGrid readOnly={readOnly}>
        <TextEntry
          label="Company Name"
          value={draft.compName}
          onChange={text('compName')}
          readOnly={readOnly}
          isRequired
          wide
          autoComplete="organization"
          errorMessage={fieldErrors.compName}
        />
        {readOnly ? (
          <TextEntry label="UEN" value={draft.uenNo} onChange={() => undefined} readOnly />
        ) : (
          <div className="contact-uen">
            <TextEntry
              label="UEN"
              value={draft.uenNo}
              onChange={(value) => {
                uen.typed();
                text('uenNo')(value.toUpperCase());
              }}
              readOnly={false}
              maxLength={10}
              errorMessage={uen.error ?? fieldErrors.uenNo}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  // Enter in the UEN field means "look it up", not "save the contact".
                  event.preventDefault();
                  uen.search(draft.uenNo);
                }
              }}
            />
            <Button variant="secondary" isPending={uen.isSearching} onPress={() => uen.search(draft.uenNo)}>
              UEN Search
            </Button>
          </div>
        )}
        <TextEntry
          label="Email"
          type="email"
          value={draft.email}
          onChange={text('email')}
          readOnly={readOnly}
          autoComplete="email"
          errorMessage={fieldErrors.email}
        />
        <TextEntry
          label="Contact No."
          type="tel"
          value={draft.contactNo}
          onChange={text('contactNo')}
          readOnly={readOnly}
          maxLength={8}
          inputMode="numeric"
          autoComplete="tel-national"
          errorMessage={fieldErrors.contactNo}
        />
        <TextEntry label="Reference" value={draft.reference} onChange={text('reference')} readOnly={readOnly} errorMessage={fieldErrors.reference} />
      </FieldGrid>
      {!readOnly && (
        <p role="status" aria-label="UEN search" className="pf-warning">
          {uen.warning}
        </p>
      )}
      <AddressFields
        values={draft}
        readOnly={readOnly}
        errorFor={(field: keyof AddressValues) => fieldErrors[field]}
        onPatch={(patch) => onUpdate((current) => patchClient(current, patch))}
      />
    </FormSection>
  );
}
