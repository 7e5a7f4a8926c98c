import { propTypeChanges } from '../../../../domain/property/form-changes';
import { Radio, RadioGroup, TextField } from '../../../ui';
import type { SectionProps } from '../draft';
import { ReadOnlyValue } from './fields';

const isPropType = (value: string): value is 'BUILDING' | 'LAND' => value === 'BUILDING' || value === 'LAND';

/** BUILDING or LAND; the description follows the type (seed 000 §4) and is shown, not typed. */
export function PropertyTypeField({ draft, onChange, readOnly }: Omit<SectionProps, 'mode'>) {
  if (readOnly) {
    return (
      <>
        <ReadOnlyValue label="Property Type" value={draft.propType} />
        <ReadOnlyValue label="Property Description" value={draft.propDesc} />
      </>
    );
  }
  return (
    <>
      <RadioGroup
        label="Property Type"
        orientation="horizontal"
        value={draft.propType || null}
        onChange={(value) => {
          if (isPropType(value)) onChange(propTypeChanges(value));
        }}
        isRequired
        validationBehavior="aria"
      >
        <Radio value="BUILDING">BUILDING</Radio>
        <Radio value="LAND">LAND</Radio>
      </RadioGroup>
      <TextField label="Property Description" value={draft.propDesc} isReadOnly />
    </>
  );
}
