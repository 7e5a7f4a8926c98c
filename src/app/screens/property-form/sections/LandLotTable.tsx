import { digitsOnly, removeLotRow } from '../../../../domain/property/form-changes';
import { lotEntry } from '../../../../domain/property/lot-entry';
import { Button, FormTable, FormTableCell, FormTableRow, Select, TextField } from '../../../ui';
import { emptyLotInfo, type PropertyDraft } from '../draft';
import { isLotFormat, isMktsId, isPartIndicator, LOT_FORMAT_OPTIONS, MKTS_OPTIONS, optionName, PART_INDICATOR_OPTIONS } from './lot-options';

type LotRow = PropertyDraft['lotInfos'][number];

const COLUMNS = ['No.', 'MK/TS', 'MK/TS No.', 'Format', 'Lot No.', 'Part Indicator', 'IRAS PL/PT No.'];

export interface LandLotTableProps {
  rows: readonly LotRow[];
  readOnly: boolean;
  onChange: (rows: LotRow[]) => void;
  /** The message under each refused field, keyed 'lotInfos.{index}.{field}' (propertyFieldErrors). */
  fieldErrors?: Readonly<Record<string, string>>;
}

/** The land lots (seed 000 §3 "Lot info row"): rows are added and removed; one always stays. */
export function LandLotTable({ rows, readOnly, onChange, fieldErrors = {} }: LandLotTableProps) {
  const update = (index: number, patch: Partial<LotRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  if (readOnly) {
    return (
      <FormTable aria-label="Land lots" columns={COLUMNS}>
        {rows.map((row, index) => (
          <FormTableRow key={index}>
            <FormTableCell>{index + 1}</FormTableCell>
            <FormTableCell>{row.mktsId}</FormTableCell>
            <FormTableCell>{row.mktsNo}</FormTableCell>
            <FormTableCell>{optionName(LOT_FORMAT_OPTIONS, row.landLotFormat)}</FormTableCell>
            <FormTableCell>{row.landLotNo}</FormTableCell>
            <FormTableCell>{row.partIndicator}</FormTableCell>
            <FormTableCell>{row.irasPLPTNo}</FormTableCell>
          </FormTableRow>
        ))}
      </FormTable>
    );
  }
  return (
    <>
      <FormTable aria-label="Land lots" columns={[...COLUMNS, 'Action']}>
        {rows.map((row, index) => {
          const n = index + 1;
          const errorFor = (field: keyof LotRow) => fieldErrors[`lotInfos.${index}.${String(field)}`];
          return (
            // Rows have no id until saved; the fields are controlled, so an index key loses nothing.
            <FormTableRow key={index}>
              <FormTableCell>{n}</FormTableCell>
              <FormTableCell>
                <Select
                  label={`MK/TS row ${n}`}
                  items={MKTS_OPTIONS}
                  selectedKey={row.mktsId || null}
                  onSelectionChange={(key) => isMktsId(key) && update(index, { mktsId: key })}
                  errorMessage={errorFor('mktsId')}
                />
              </FormTableCell>
              <FormTableCell>
                <TextField
                  label={`MK/TS No. row ${n}`}
                  value={row.mktsNo}
                  onChange={(value) => update(index, { mktsNo: digitsOnly(value, 2) })}
                  inputMode="numeric"
                  errorMessage={errorFor('mktsNo')}
                />
              </FormTableCell>
              <FormTableCell>
                <Select
                  label={`Format row ${n}`}
                  items={LOT_FORMAT_OPTIONS}
                  selectedKey={row.landLotFormat}
                  onSelectionChange={(key) => isLotFormat(key) && update(index, { landLotFormat: key })}
                />
              </FormTableCell>
              <FormTableCell>
                {/* No maxLength: a pasted 'MK06-3985M' must arrive whole for lotEntry to keep '3985M'. */}
                <TextField
                  label={`Lot No. row ${n}`}
                  value={row.landLotNo}
                  onChange={(value) => update(index, { landLotNo: lotEntry(value) })}
                  errorMessage={errorFor('landLotNo')}
                />
              </FormTableCell>
              <FormTableCell>
                <Select
                  label={`Part Indicator row ${n}`}
                  items={PART_INDICATOR_OPTIONS}
                  selectedKey={row.partIndicator || null}
                  onSelectionChange={(key) => isPartIndicator(key) && update(index, { partIndicator: key })}
                />
              </FormTableCell>
              <FormTableCell>
                <TextField
                  label={`IRAS PL/PT No. row ${n}`}
                  value={row.irasPLPTNo}
                  onChange={(value) => update(index, { irasPLPTNo: value })}
                  maxLength={10}
                  errorMessage={errorFor('irasPLPTNo')}
                />
              </FormTableCell>
              <FormTableCell>
                <Button
                  variant="secondary"
                  aria-label={`Remove land lot row ${n}`}
                  isDisabled={rows.length <= 1}
                  onPress={() => onChange(removeLotRow(rows, index))}
                >
                  Remove
                </Button>
              </FormTableCell>
            </FormTableRow>
          );
        })}
      </FormTable>
      <Button variant="secondary" className="pf-add-row" onPress={() => onChange([...rows, emptyLotInfo()])}>
        Add Land Lot Row
      </Button>
    </>
  );
}
