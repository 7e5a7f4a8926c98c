import { FieldGrid, TextEntry } from '../../property-form/sections/fields';
import type { AddressPatch, AddressValues } from './client-changes';
import { useAddressLookup } from './use-address-lookup';

interface AddressFieldsProps {
  values: AddressValues;
  readOnly: boolean;
  /** The field's message, by address field name. */
  errorFor: (field: keyof AddressValues) => string | undefined;
  onPatch: (patch: AddressPatch) => void;
}

/** Postal code (looked up), block, road, building, storey and unit (seed 000 §3; limits as for a property, §9). */
export function AddressFields({ values, readOnly, errorFor, onPatch }: AddressFieldsProps) {
  const lookup = useAddressLookup(values, onPatch);
  const text = (field: keyof AddressValues) => (value: string) => onPatch({ [field]: value });
  return (
    <>
      <FieldGrid readOnly={readOnly}>
        <TextEntry
          label="Postal Code"
          value={values.postal}
          onChange={lookup.typePostal}
          readOnly={readOnly}
          inputMode="numeric"
          autoComplete="postal-code"
          errorMessage={errorFor('postal')}
        />
        <TextEntry
          label="Block No."
          value={values.blkNo}
          onChange={text('blkNo')}
          readOnly={readOnly}
          maxLength={6}
          isRequired
          errorMessage={errorFor('blkNo')}
        />
        <TextEntry
          label="Road Name"
          value={values.roadName}
          onChange={(value) => onPatch({ roadName: value.toUpperCase() })}
          readOnly={readOnly}
          isRequired
          wide
          errorMessage={errorFor('roadName')}
        />
        <TextEntry
          label="Building"
          value={values.building}
          onChange={text('building')}
          readOnly={readOnly}
          wide
          errorMessage={errorFor('building')}
        />
        <TextEntry
          label="Storey No."
          value={values.storeyNo}
          onChange={text('storeyNo')}
          readOnly={readOnly}
          maxLength={3}
          errorMessage={errorFor('storeyNo')}
        />
        <TextEntry
          label="Unit No."
          value={values.unitNo}
          onChange={text('unitNo')}
          readOnly={readOnly}
          maxLength={5}
          errorMessage={errorFor('unitNo')}
        />
      </FieldGrid>
      {!readOnly && (
        // Always there while editing, so screen readers announce the warning when it appears.
        <p role="status" aria-label="Postal code search" className="pf-warning">
          {lookup.warning}
        </p>
      )}
    </>
  );
}
