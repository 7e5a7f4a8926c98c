import { agencyDisplayName, agencyKey, agencyName } from '../../../../domain/requisitions/agencies';
import { lineTotal, type ChargeLine } from '../../../../domain/requisitions/fees';
import { formatCents } from '../../../../domain/requisitions/money';
import { Checkbox, FormTable, FormTableCell, FormTableRow } from '../../../ui';

export const FEE_TABLE_LABEL = 'Agencies and departments';
const COLUMNS = [
  'Select',
  'Agency / Department',
  'Agency Name',
  'Application Fee (S$)',
  'GST (S$)',
  'CL Fee (S$)',
  'CL GST (S$)',
  'Total (S$)',
] as const;

export interface AgencyFeeTableProps {
  lines: readonly ChargeLine[];
  selected: readonly string[];
  /** While a check runs nothing can be ticked. */
  isDisabled?: boolean;
  onToggle: (key: string) => void;
}

/**
 * Step 1's fee table (seed 001 §2.5): one line per agency and department with its tick box. The tick box only
 * asks; the machine decides (a refusal, a dialog first, or chosen at once), so it is controlled by `selected`.
 */
export function AgencyFeeTable({ lines, selected, isDisabled = false, onToggle }: AgencyFeeTableProps) {
  return (
    <FormTable aria-label={FEE_TABLE_LABEL} columns={COLUMNS}>
      {lines.map((line) => {
        const key = agencyKey(line);
        const name = agencyDisplayName(line.agencyCode, line.deptCode);
        return (
          <FormTableRow key={key}>
            <FormTableCell>
              <Checkbox aria-label={`Select ${name}`} isSelected={selected.includes(key)} isDisabled={isDisabled} onChange={() => onToggle(key)} />
            </FormTableCell>
            <FormTableCell>
              <span className="dd-fee-table__agency">{name}</span>
              {line.usageQty > 1 && <span className="dd-fee-table__usage"> × {line.usageQty}</span>}
            </FormTableCell>
            <FormTableCell>{agencyName(line.agencyCode)}</FormTableCell>
            <FormTableCell>{formatCents(line.applFee)}</FormTableCell>
            <FormTableCell>{formatCents(line.applGst)}</FormTableCell>
            <FormTableCell>{formatCents(line.clFee)}</FormTableCell>
            <FormTableCell>{formatCents(line.clGst)}</FormTableCell>
            <FormTableCell>{formatCents(lineTotal(line))}</FormTableCell>
          </FormTableRow>
        );
      })}
    </FormTable>
  );
}
