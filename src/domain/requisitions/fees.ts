import { agencyDisplayName, SAL_LEVY_LABEL, SAL_LEVY_PERCENT, TRANSACTION_FEE, type AgencyFee } from './agencies';
import { gstOf, percentOfCents, type Cents } from './money';

/** One agency line of a requisition with its amounts for the whole usage (MCST: per MCST detail × count). */
export interface ChargeLine {
  agencyCode: string;
  deptCode: string;
  chargeCode: string;
  usageQty: number;
  applFee: Cents;
  applGst: Cents;
  clFee: Cents;
  clGst: Cents;
  /** Only MCST lines carry the SAL levy; 0 elsewhere. */
  salLevyFee: Cents;
  salLevyGst: Cents;
}

/** How many MCST requests one MCST line makes: every ticked MCST detail of the property, at least one. */
export function mcstUsage(tickedMcstDetails: number): number {
  return Math.max(1, tickedMcstDetails);
}

/** The line an agency fee row makes on a property (seed 001 §9: MCST multiplied by the number of details). */
export function chargeLineFor(fee: AgencyFee, tickedMcstDetails: number): ChargeLine {
  const isMcst = fee.agencyCode === 'MCST';
  const qty = isMcst ? mcstUsage(tickedMcstDetails) : 1;
  const applFee = fee.applFee * qty;
  const clFee = fee.clFee * qty;
  const salLevyFee = isMcst ? percentOfCents(applFee, SAL_LEVY_PERCENT) : 0;
  return {
    agencyCode: fee.agencyCode,
    deptCode: fee.deptCode,
    chargeCode: fee.chargeCode,
    usageQty: qty,
    applFee,
    applGst: gstOf(fee.applFee) * qty,
    clFee,
    clGst: gstOf(fee.clFee) * qty,
    salLevyFee,
    salLevyGst: gstOf(salLevyFee),
  };
}

/** A row of the step-2 summary table. */
export interface SummaryRow {
  label: string;
  applFee: Cents;
  applGst: Cents;
  clFee: Cents;
  clGst: Cents;
}

export interface RequisitionTotals {
  totalApplicationFee: Cents;
  totalGSTFee: Cents;
  totalCLFee: Cents;
  totalCLGstFee: Cents;
  /** Everything together: what the firm is charged. */
  grandTotal: Cents;
}

export interface RequisitionSummary {
  rows: SummaryRow[];
  totals: RequisitionTotals;
}

export const TRANSACTION_FEE_LABEL = 'Transaction Fee';

/**
 * The step-2 summary (seed 001 §9): one row per chosen agency line, the 'SAL Levy (5%)' row after an MCST line
 * (the levy is an application fee with its GST), then the processor's transaction fee row (a portal fee with
 * its GST), all summed into the four totals.
 */
export function requisitionSummary(lines: readonly ChargeLine[]): RequisitionSummary {
  const rows: SummaryRow[] = [];
  for (const line of lines) {
    rows.push({
      label: agencyDisplayName(line.agencyCode, line.deptCode),
      applFee: line.applFee,
      applGst: line.applGst,
      clFee: line.clFee,
      clGst: line.clGst,
    });
    if (line.salLevyFee > 0) rows.push({ label: SAL_LEVY_LABEL, applFee: line.salLevyFee, applGst: line.salLevyGst, clFee: 0, clGst: 0 });
  }
  if (lines.length > 0) rows.push({ label: TRANSACTION_FEE_LABEL, applFee: 0, applGst: 0, clFee: TRANSACTION_FEE, clGst: gstOf(TRANSACTION_FEE) });
  const sum = (pick: (row: SummaryRow) => Cents) => rows.reduce((total, row) => total + pick(row), 0);
  const totals = {
    totalApplicationFee: sum((row) => row.applFee),
    totalGSTFee: sum((row) => row.applGst),
    totalCLFee: sum((row) => row.clFee),
    totalCLGstFee: sum((row) => row.clGst),
  };
  return { rows, totals: { ...totals, grandTotal: totals.totalApplicationFee + totals.totalGSTFee + totals.totalCLFee + totals.totalCLGstFee } };
}

/** What one line costs in all (the charge card shows it). */
export function lineTotal(line: ChargeLine): Cents {
  return line.applFee + line.applGst + line.clFee + line.clGst + line.salLevyFee + line.salLevyGst;
}
