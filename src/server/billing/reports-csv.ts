import type { components } from '../../api/schema.gen';
import { fromDisplayDate } from '../../domain/display-date';
import { billedLines, billTotals } from './billing-lines';
import type { BilledRequisition } from './billing-query';
import { amount, csvText, type CsvCell } from './csv';

type ReportRow = components['schemas']['ReportRow'];

/** The most rows one export writes (openapi: export-billing-reports-csv, export-requisition-reports-csv). */
export const CSV_EXPORT_MAX_ROWS = 10_000;

export const BILLING_CSV_NAME = 'billing-report.csv';
export const REQUISITION_CSV_NAME = 'requisition-report.csv';

export const BILLING_CSV_HEADER = [
  'Reference Number',
  'Law Firm Control Number',
  'Property Control No.',
  'Requisition Sent Date',
  'Agencies',
  'Application Fee',
  'GST',
  'Processing Fee',
  'Processing GST',
  'Total',
  'Total GST',
] as const;

/**
 * One line per billed requisition with its bill's sums (the same lines the Billing Summary shows): the SAL levy
 * counts as an application fee with its GST, the transaction fee as a processing fee with its GST; Total is the
 * fees before GST (the seed's totalFeePerLRCharged), Total GST their GST (totalFeePerLRGST).
 */
export function billingCsv(requisitions: readonly BilledRequisition[]): string {
  const rows = requisitions.map(({ row, charged }): CsvCell[] => {
    const lines = billedLines(charged);
    const totals = billTotals(lines);
    const agencies = lines.filter((line) => line.lineType === 'agency').map((line) => line.description);
    return [
      row.referenceNumber,
      row.lfControlNumber,
      row.propertyRefNo ?? '',
      row.billSentDate,
      agencies.join('; '),
      amount(totals.applFee),
      amount(totals.applGst),
      amount(totals.clFee),
      amount(totals.clGst),
      amount(totals.charged),
      amount(totals.gst),
    ];
  });
  return csvText(BILLING_CSV_HEADER, rows);
}

export const REQUISITION_CSV_HEADER = ['Reference Number', 'Law Firm Control Number', 'Address', 'Property Type', 'Last Updated'] as const;

/** The report's 'dd-MMM-yyyy HH:mm:ss' (Singapore) as ISO 8601 with Singapore's offset; as given when it is not one. */
export function isoSingaporeTimestamp(display: string): string {
  const match = /^(\S+) (\d{2}:\d{2}:\d{2})$/.exec(display);
  const date = match?.[1] ? fromDisplayDate(match[1]) : undefined;
  return match && date ? `${date}T${match[2]}+08:00` : display;
}

/** The requisition report's rows, as /loadAllRequisitions answers them for the same body. */
export function requisitionCsv(rows: readonly ReportRow[]): string {
  return csvText(
    REQUISITION_CSV_HEADER,
    rows.map((row) => [
      row.referenceNumber,
      row.lfControlNumber,
      row.appAddress ?? '',
      row.propertyType ?? '',
      isoSingaporeTimestamp(row.lastUpdatedDate ?? ''),
    ]),
  );
}
