import { useState } from 'react';
import { toDisplayDate } from '../../../../domain/display-date';
import { digitsOnly, irasUnitChanges, isCompletePostalCode } from '../../../../domain/property/form-changes';
import { todayInSingapore } from '../../../../domain/today';
import { Button, DatePicker } from '../../../ui';
import type { SectionProps } from '../draft';
import { FieldGrid, FormSection, ReadOnlyValue, TextEntry } from './fields';
import { IrasUnitsDialog } from './IrasUnitsDialog';
import { PropertyTypeField } from './PropertyTypeField';
import { TransactionTypeField } from './TransactionTypeField';
import { usePostalLookup } from './use-postal-lookup';

type RoadField = 'streetName' | 'road1' | 'road2';

/** Reference, transaction and property type, address and completion date (seed 000 §3 Property, §4, §9). */
export function PropertySection(props: SectionProps) {
  const { draft, onChange, onPreset, readOnly, mode, fieldErrors = {} } = props;
  const postal = usePostalLookup(draft, onChange);
  const [irasOpen, setIrasOpen] = useState(false);
  const isBuilding = draft.propType === 'BUILDING';
  // A LAND property has no storey or unit (resetForLand drops them): the fields show for anything else.
  const hasUnits = draft.propType !== 'LAND';
  const text = (field: 'lawfirmRefNo' | 'propName' | 'hseNo' | 'storeyNo' | 'unitNo' | 'plotName') => (value: string) => onChange({ [field]: value });
  // Streets and roads are shown and stored in uppercase (seed 000 §5).
  const road = (field: RoadField) => (value: string) => onChange({ [field]: value.toUpperCase() });

  return (
    <FormSection title="Property Information">
      <FieldGrid readOnly={readOnly}>
        <TextEntry
          label="Reference No."
          value={draft.lawfirmRefNo}
          onChange={text('lawfirmRefNo')}
          readOnly={readOnly}
          maxLength={25}
          isRequired
          errorMessage={fieldErrors.lawfirmRefNo}
        />
        {readOnly ? (
          <ReadOnlyValue label="Transaction Type" value={draft.transactionTypeName} />
        ) : (
          <TransactionTypeField draft={draft} onChange={onChange} onPreset={onPreset} mode={mode} />
        )}
        <PropertyTypeField draft={draft} onChange={onChange} readOnly={readOnly} />
        <div className="pf-postal">
          <TextEntry
            label="Postal Code"
            value={draft.postal}
            onChange={postal.typePostal}
            readOnly={readOnly}
            inputMode="numeric"
            autoComplete="postal-code"
            errorMessage={fieldErrors.postal}
          />
          {!readOnly && isBuilding && isCompletePostalCode(draft.postal) && (
            <Button variant="secondary" onPress={() => setIrasOpen(true)}>
              IRAS Eligible Units
            </Button>
          )}
        </div>
        <TextEntry label="Development Name" value={draft.propName} onChange={text('propName')} readOnly={readOnly} />
        {isBuilding && (
          <TextEntry
            label="Block/House No."
            value={draft.hseNo}
            onChange={text('hseNo')}
            readOnly={readOnly}
            maxLength={6}
            isRequired
            errorMessage={fieldErrors.hseNo}
          />
        )}
        {hasUnits && (
          <>
            <TextEntry
              label="Storey No."
              value={draft.storeyNo}
              onChange={text('storeyNo')}
              readOnly={readOnly}
              maxLength={3}
              errorMessage={fieldErrors.storeyNo}
            />
            <TextEntry
              label="Unit No."
              value={draft.unitNo}
              onChange={text('unitNo')}
              readOnly={readOnly}
              maxLength={5}
              errorMessage={fieldErrors.unitNo}
            />
          </>
        )}
        <TextEntry
          label="Street Name"
          value={draft.streetName}
          onChange={road('streetName')}
          readOnly={readOnly}
          isRequired
          wide
          errorMessage={fieldErrors.streetName}
        />
        <TextEntry label="Road 1" value={draft.road1} onChange={road('road1')} readOnly={readOnly} />
        <TextEntry label="Road 2" value={draft.road2} onChange={road('road2')} readOnly={readOnly} />
        <TextEntry
          label="Plot Name"
          value={draft.plotName}
          onChange={text('plotName')}
          readOnly={readOnly}
          maxLength={25}
          errorMessage={fieldErrors.plotName}
        />
        <TextEntry
          label="Property A/C No."
          value={draft.propAcctNo}
          onChange={(value) => onChange({ propAcctNo: digitsOnly(value, 8) })}
          readOnly={readOnly}
          inputMode="numeric"
          errorMessage={fieldErrors.propAcctNo}
        />
        {readOnly ? (
          <ReadOnlyValue label="Completion Date" value={toDisplayDate(draft.completionDate)} />
        ) : (
          <DatePicker
            label="Completion Date"
            value={draft.completionDate}
            onChange={(completionDate) => onChange({ completionDate })}
            minValue={todayInSingapore()}
            errorMessage={fieldErrors.completionDate}
          />
        )}
      </FieldGrid>
      {!readOnly && (
        // Always there while editing, so screen readers announce what the postal code search found.
        <p role="status" aria-label="Postal code search" className="pf-warning">
          {postal.warning}
        </p>
      )}
      {irasOpen && (
        <IrasUnitsDialog
          postalCode={draft.postal}
          onClose={() => setIrasOpen(false)}
          onChoose={(unit) => {
            postal.markIrasUnitChosen();
            onChange(irasUnitChanges(unit, draft.postal));
            setIrasOpen(false);
          }}
        />
      )}
    </FormSection>
  );
}
