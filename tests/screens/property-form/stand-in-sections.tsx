import { FILL_LAND_PATCH, PRESET_TYPE_PATCH, SWITCH_TO_SALE_PATCH } from '../../../machines/property-form.samples';
import type { SectionProps } from '../../../src/app/screens/property-form/draft';

/**
 * Stands in for the form sections (another part of the app, tested in tests/screens/property-form-sections):
 * it shows what the draft holds and hands the form the model's two changes as whole patches, the way the
 * real sections report what the user typed or chose.
 */
export const STAND_IN_CHANGES = [
  { label: 'Fill in a LAND property', patch: FILL_LAND_PATCH },
  { label: 'Switch to a sale type', patch: SWITCH_TO_SALE_PATCH },
] as const;

/** Stands in for the transaction types arriving, which the add form answers by presetting the first (form.preset). */
export const PRESET_LABEL = 'Transaction types arrive';

export function PropertyFormFields({ draft, onChange, onPreset, readOnly, mode }: SectionProps) {
  return (
    <div>
      <p>Sections for {readOnly ? 'preview' : mode}</p>
      <p>Reference No.: {draft.lawfirmRefNo}</p>
      <p>Transaction Type: {draft.transactionTypeName}</p>
      {!readOnly &&
        STAND_IN_CHANGES.map(({ label, patch }) => (
          <button key={label} type="button" onClick={() => onChange(patch)}>
            {label}
          </button>
        ))}
      {!readOnly && mode === 'add' && onPreset && (
        <button type="button" onClick={() => onPreset(PRESET_TYPE_PATCH)}>
          {PRESET_LABEL}
        </button>
      )}
    </div>
  );
}
