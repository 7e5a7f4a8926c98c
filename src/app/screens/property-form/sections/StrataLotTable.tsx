import { digitsOnly } from '../../../../domain/property/form-changes';
import { lotEntry } from '../../../../domain/property/lot-entry';
import { FormTable, FormTableCell, FormTableRow, Select, TextField } from '../../../ui';
import type { SectionProps } from '../draft';
import { isLotFormat, isLotType, isMktsId, LOT_FORMAT_OPTIONS, LOT_TYPE_NONE, LOT_TYPE_OPTIONS, MKTS_OPTIONS, optionName } from './lot-options';

const COLUMNS = ['Lot Type', 'MK/TS', 'MK/TS No.', 'Format', 'Lot No.'];
const LABEL = 'Strata/Accessory';

/** The strata or accessory lot of a BUILDING (seed 000 §3, §5 "Strata / accessory lot"): one row. */
export function StrataLotTable({ draft, onChange, readOnly, fieldErrors = {} }: Omit<SectionProps, 'mode'>) {
  if (readOnly) {
    return (
      <FormTable aria-label="Strata / Accessory lot" columns={COLUMNS}>
        <FormTableRow>
          <FormTableCell>{draft.lotType ? optionName(LOT_TYPE_OPTIONS, draft.lotType) : 'None'}</FormTableCell>
          <FormTableCell>{draft.mktsId}</FormTableCell>
          <FormTableCell>{draft.mktsNo}</FormTableCell>
          <FormTableCell>{optionName(LOT_FORMAT_OPTIONS, draft.strataLotFormat)}</FormTableCell>
          <FormTableCell>{draft.strataLotNo}</FormTableCell>
        </FormTableRow>
      </FormTable>
    );
  }
  return (
    <FormTable aria-label="Strata / Accessory lot" columns={COLUMNS}>
      <FormTableRow>
        <FormTableCell>
          <Select
            label={`${LABEL} Lot Type`}
            items={LOT_TYPE_OPTIONS}
            selectedKey={draft.lotType || LOT_TYPE_NONE}
            onSelectionChange={(key) => onChange({ lotType: isLotType(key) ? key : '' })}
            errorMessage={fieldErrors.lotType}
          />
        </FormTableCell>
        <FormTableCell>
          <Select
            label={`${LABEL} MK/TS`}
            items={MKTS_OPTIONS}
            selectedKey={draft.mktsId || null}
            onSelectionChange={(key) => isMktsId(key) && onChange({ mktsId: key })}
            errorMessage={fieldErrors.mktsId}
          />
        </FormTableCell>
        <FormTableCell>
          <TextField
            label={`${LABEL} MK/TS No.`}
            value={draft.mktsNo}
            onChange={(value) => onChange({ mktsNo: digitsOnly(value, 2) })}
            inputMode="numeric"
            errorMessage={fieldErrors.mktsNo}
          />
        </FormTableCell>
        <FormTableCell>
          <Select
            label={`${LABEL} Lot Format`}
            items={LOT_FORMAT_OPTIONS}
            selectedKey={draft.strataLotFormat}
            onSelectionChange={(key) => isLotFormat(key) && onChange({ strataLotFormat: key })}
          />
        </FormTableCell>
        <FormTableCell>
          <TextField
            label={`${LABEL} Lot No.`}
            value={draft.strataLotNo}
            onChange={(value) => onChange({ strataLotNo: lotEntry(value) })}
            errorMessage={fieldErrors.strataLotNo}
          />
        </FormTableCell>
      </FormTableRow>
    </FormTable>
  );
}
