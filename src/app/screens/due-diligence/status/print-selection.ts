import type { StatusAgencyRow } from '../../../../api/requisitions';
import { canTickForPrint } from '../../../../domain/requisitions/status';

/** The rpControlNos that can be ticked for printing (seed 001 §5 "Print replies"). */
export function printableKeys(rows: readonly StatusAgencyRow[]): string[] {
  return rows.filter(canTickForPrint).map((row) => row.rpControlNo);
}

/** Ticks of rows that are no longer printable after a reload are dropped, so Print never sends them. */
export function tickedRows(rows: readonly StatusAgencyRow[], ticked: ReadonlySet<string>): StatusAgencyRow[] {
  return rows.filter((row) => canTickForPrint(row) && ticked.has(row.rpControlNo));
}

export function toggled(ticked: ReadonlySet<string>, key: string, isSelected: boolean): Set<string> {
  const next = new Set(ticked);
  if (isSelected) next.add(key);
  else next.delete(key);
  return next;
}

export type SelectAllState = { isSelected: boolean; isIndeterminate: boolean; isDisabled: boolean };

export function selectAllState(rows: readonly StatusAgencyRow[], ticked: ReadonlySet<string>): SelectAllState {
  const printable = printableKeys(rows);
  const count = printable.filter((key) => ticked.has(key)).length;
  return {
    isSelected: printable.length > 0 && count === printable.length,
    isIndeterminate: count > 0 && count < printable.length,
    isDisabled: printable.length === 0,
  };
}
