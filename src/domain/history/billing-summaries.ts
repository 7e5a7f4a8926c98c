/** The history's one-line summaries of the billing report's prints and of the reports' CSV exports. */

export function billsPrinted(lfControlNos: readonly string[]): string {
  const [only] = lfControlNos;
  if (lfControlNos.length === 1 && only) return `Printed the bill of requisition ${only}.`;
  return `Printed the bills of requisitions ${lfControlNos.join(', ')}.`;
}

export type ExportedReport = 'billing' | 'requisition';

const REPORT_NAMES: Readonly<Record<ExportedReport, string>> = { billing: 'billing report', requisition: 'requisition report' };

export function reportExported(report: ExportedReport, rows: number): string {
  return `Exported the ${REPORT_NAMES[report]} as CSV (${rows === 1 ? '1 row' : `${rows} rows`}).`;
}
