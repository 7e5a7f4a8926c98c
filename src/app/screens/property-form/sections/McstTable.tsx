import { canToggleMcst, toggleMcst } from '../../../../domain/property/form-changes';
import { Checkbox, FormTable, FormTableCell, FormTableRow } from '../../../ui';
import { mcstAddress, type McstDetailDraft } from './mcst-details';

const COLUMNS = ['MCST No.', 'Sub MCST No.', 'MCST Type', 'Development', 'Managing Agent', 'Address'];

export interface McstTableProps {
  rows: readonly McstDetailDraft[];
  readOnly: boolean;
  onChange: (rows: McstDetailDraft[]) => void;
}

/** The MCSTs found, each ticked or not; a single row is ticked and cannot be unticked (seed 000 §4). */
export function McstTable({ rows, readOnly, onChange }: McstTableProps) {
  const toggleable = canToggleMcst(rows.length);
  return (
    <FormTable aria-label="MCST details" columns={[readOnly ? 'Selected' : 'Select', ...COLUMNS]}>
      {rows.map((row, index) => {
        const n = index + 1;
        const ticked = row.isChecked === '1';
        return (
          <FormTableRow key={`${row.mcstNo}-${row.subMcsNo}-${n}`}>
            <FormTableCell>
              {readOnly ? (
                ticked ? (
                  'Yes'
                ) : (
                  'No'
                )
              ) : (
                <Checkbox
                  aria-label={`Select MCST row ${n}`}
                  isSelected={ticked}
                  isDisabled={!toggleable}
                  onChange={(checked) => onChange(toggleMcst(rows, index, checked))}
                />
              )}
            </FormTableCell>
            <FormTableCell>{row.mcstNo}</FormTableCell>
            <FormTableCell>{row.subMcsNo}</FormTableCell>
            <FormTableCell>{row.mcstType}</FormTableCell>
            <FormTableCell>{row.devName}</FormTableCell>
            <FormTableCell>{row.maName}</FormTableCell>
            <FormTableCell>{mcstAddress(row)}</FormTableCell>
          </FormTableRow>
        );
      })}
    </FormTable>
  );
}
