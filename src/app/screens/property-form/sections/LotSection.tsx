import type { SectionProps } from '../draft';
import { FormSection } from './fields';
import { LandLotTable } from './LandLotTable';
import { StrataLotTable } from './StrataLotTable';

/** Land lots always; the strata / accessory lot only for a BUILDING (seed 000 §2 property details). */
export function LotSection({ draft, onChange, readOnly, fieldErrors = {} }: SectionProps) {
  return (
    <FormSection title="Lot Information">
      <h4 className="pf-subheading">Land Lot</h4>
      <LandLotTable rows={draft.lotInfos} readOnly={readOnly} onChange={(lotInfos) => onChange({ lotInfos })} fieldErrors={fieldErrors} />
      {draft.propType === 'BUILDING' && (
        <>
          <h4 className="pf-subheading">Strata / Accessory Lot</h4>
          <StrataLotTable draft={draft} onChange={onChange} readOnly={readOnly} fieldErrors={fieldErrors} />
        </>
      )}
    </FormSection>
  );
}
