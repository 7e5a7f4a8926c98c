import { Temporal } from 'temporal-polyfill';
import type { BillingDetail, BillingRow } from '../../src/api/billing';
import { messages } from '../../src/domain/messages';
import { billingDateProblem } from '../../src/domain/requisitions/report-range';
import { todayInSingapore } from '../../src/domain/today';
import { CHECKLIST_TOKEN, checklistPageUrl } from '../property-listing/listing-api';
import { demoRow } from '../property-listing/listing-fixtures';
import { demoApi, json, type MockHandler, type MockRoutes } from '../support/mock-api';

/** A billed requisition of n days ago on case PCN-2026-0001{nn}; cases 100 and 102 have a checklist, 101 none. */
export function billingRow(n: number, { days = n, caseNo = 100 + (n % 3) }: { days?: number; caseNo?: number } = {}): BillingRow {
  return {
    id: n,
    source: 'requisition',
    referenceNumber: `TL/CONV/2026/${String(caseNo).padStart(4, '0')}`,
    lfControlNumber: `LF202611${String(n).padStart(8, '0')}`,
    billSentDate: Temporal.PlainDate.from(todayInSingapore()).subtract({ days }).toString(),
    propertyType: 'L',
    transactionTypeName: 'Sale',
    propertyRefNo: `PCN-2026-000${caseNo}`,
    propertyId: caseNo,
    checkListId: caseNo === 101 ? null : `LA-000${caseNo}`,
  };
}

export const billingRows = (count: number) => Array.from({ length: count }, (_, index) => billingRow(index + 1));

/**
 * A parcel land request of `days` days ago on no case (issue 16): its PL number where a requisition has its LF
 * number, and the id n, which a requisition's may share (the two tables number apart).
 */
export function parcelLandBillingRow(n: number, { days = n }: { days?: number } = {}): BillingRow {
  return {
    id: n,
    source: 'otherService',
    serviceType: 'Parcel Land',
    referenceNumber: `TL/PL/2026/${String(n).padStart(4, '0')}`,
    lfControlNumber: `PL202611${String(n).padStart(7, '0')}`,
    billSentDate: Temporal.PlainDate.from(todayInSingapore()).subtract({ days }).toString(),
    propertyType: 'L',
    transactionTypeName: '',
    propertyRefNo: '',
    checkListId: null,
  };
}

/** IRAS and MCST with its SAL levy, and the transaction fee: the lines one requisition was charged. */
export function billingLines(row: BillingRow): BillingDetail[] {
  const base = { referenceNumber: row.referenceNumber, lfControlNumber: row.lfControlNumber, billSentDate: row.billSentDate };
  const line = (
    agencyCode: string,
    description: string,
    lineType: BillingDetail['lineType'],
    fees: [number, number, number, number],
  ): BillingDetail => ({
    ...base,
    agencyCode,
    departmentCode: agencyCode,
    description,
    lineType,
    applyFee: fees[0],
    applyGst: fees[1],
    crimsonLogicProcessingChargedFee: fees[2],
    crimsonLogicProcessingGSTFee: fees[3],
    totalFeePerLRCharged: fees[0] + fees[2],
    totalFeePerLRGST: fees[1] + fees[3],
  });
  // Parcel land as charged (seed 002 §9): the IRAS line and the transaction fee, S$ 40.88 and 2.86 GST.
  if (row.source === 'otherService') {
    return [
      line('IRAS', 'IRAS - Parcel Land Information', 'agency', [37.38, 2.62, 0, 0]),
      { ...line('', 'Transaction Fee', 'transactionFee', [0, 0, 3.5, 0.24]), departmentCode: '' },
    ];
  }
  // As the requisition page charges them (seed 001 §9): S$ 76.48 in all.
  return [
    line('IRAS', 'IRAS', 'agency', [36.69, 3.31, 3.5, 0.32]),
    line('MCST', 'MCST Managing Agent', 'agency', [25, 2.25, 3.5, 0.32]),
    line('MCST', 'SAL Levy (5%)', 'salLevy', [1.25, 0.12, 0, 0]),
    line('', 'Transaction Fee', 'transactionFee', [0, 0, 0.2, 0.02]),
  ];
}
interface SearchBody {
  fromDate?: string;
  toDate?: string;
  searchCriteria?: string;
  pageNo?: number;
  pageSize?: number;
}

const pdf = () => new Response(new TextEncoder().encode('%PDF-1.4 billing'), { headers: { 'Content-Type': 'application/pdf' } });

/** The billing part of the server, in memory: search (text, sent-date range, paging), details, prints and CSV. */
export function billingRoutes(rows: readonly BillingRow[], { print = 'ok' }: { print?: 'ok' | 'fail' } = {}): MockRoutes {
  const search: MockHandler = ({ body }) => {
    const request = (body ?? {}) as SearchBody;
    const problem = billingDateProblem({ fromDate: request.fromDate ?? '', toDate: request.toDate ?? '' });
    if (problem) return json({ errormsg: problem, errors: [problem] }, 400);
    const text = (request.searchCriteria ?? '').toUpperCase();
    const matching = rows
      .filter(
        (row) => !text || [row.referenceNumber, row.lfControlNumber, row.propertyRefNo ?? ''].some((value) => value.toUpperCase().includes(text)),
      )
      .filter((row) => !request.fromDate || (row.billSentDate >= request.fromDate && row.billSentDate <= (request.toDate ?? '')))
      .sort((a, b) => b.billSentDate.localeCompare(a.billSentDate) || a.source.localeCompare(b.source) || b.id - a.id);
    const pageNo = request.pageNo ?? 1;
    const pageSize = request.pageSize ?? 10;
    return json({ records: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize), recordCount: matching.length, pageNo, pageSize });
  };
  return {
    ...demoApi(),
    'POST /searchBillingReports': search,
    'POST /generateAgencyBilligDetail': ({ body }) => {
      const row = rows.find((candidate) => candidate.lfControlNumber === (body as { lf_control_no?: string } | undefined)?.lf_control_no);
      return row ? json(billingLines(row)) : json({ errormsg: messages.notFound }, 404);
    },
    'POST /printBillingSummary': () => (print === 'ok' ? pdf() : json({ errormsg: 'The billing summary could not be printed.' }, 502)),
    'POST /printMultipleBillingSummaries': ({ body }) => {
      if (print === 'fail') return json({ errormsg: 'The billing summaries could not be printed.' }, 502);
      const onePage = (body as { onePage?: boolean } | undefined)?.onePage;
      return onePage ? pdf() : new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'Content-Type': 'application/zip' } });
    },
    // The checklist view of a billed case: the frame's address and the compact listing of cases with a checklist.
    'GET /get-legalassiz-token': () => json({ token: CHECKLIST_TOKEN }),
    'GET /get-checklist-url/{checkListId}': ({ params }) => {
      const checkListId = params.checkListId ?? '';
      return rows.some((row) => row.checkListId === checkListId)
        ? json({ url: checklistPageUrl(checkListId) })
        : json({ errormsg: messages.notFound }, 404);
    },
    'POST /get-properties-by-cl': () => {
      const records = [100, 102].map((caseNo) =>
        demoRow(caseNo, { propertyRefNo: `PCN-2026-000${caseNo}`, checkListId: `LA-000${caseNo}`, status: 'Active' }),
      );
      return json({ records, recordCount: records.length, pageNo: 1, pageSize: 10 });
    },
    'POST /export-billing-reports-csv': () => new Response('Reference Number,Law Firm Control Number\n', { headers: { 'Content-Type': 'text/csv' } }),
  };
}
