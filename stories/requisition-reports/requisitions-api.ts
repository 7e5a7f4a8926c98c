import type { DraftActionRequest, LoadRequisitionsRequest, ReplyPrintRequest, ReplyRow, ReportRow } from '../../src/api/requisitions';
import { messages } from '../../src/domain/messages';
import { json, neverAnswers, type MockRoutes } from '../support/mock-api';
import type { StoredRequisition } from './report-fixtures';

/**
 * The requisition report and draft cart part of the server, in memory, for stories and screen tests: the
 * listing with its filters, the replies, printing, the LF → property lookup, and submitting or discarding drafts.
 */
export interface RequisitionsServerOptions {
  requisitions: StoredRequisition[];
  /** Replies per LF control number; none → an empty list. */
  replies?: Readonly<Record<string, readonly ReplyRow[]>>;
  /** The property of each LF control number; a number not here answers 404. */
  propertyIds?: Readonly<Record<string, number>>;
  /** 'fail' answers the listing with a 500; 'never' keeps it pending. */
  listing?: 'ok' | 'fail' | 'never';
  /** What the draft action answers: done, false ('Error'), or refused as already handled (409). */
  draftAction?: 'ok' | 'false' | 'conflict';
}

export interface RequisitionsServer {
  routes: MockRoutes;
  requisitions: () => readonly StoredRequisition[];
}

export const PRINTED_REPLIES_URL = '/api/open-pdf/demo-replies';
export const ATTACHMENT_URL = (rpControlNo: string) => `/api/open-pdf/demo-${rpControlNo}`;

function matches(row: StoredRequisition, request: LoadRequisitionsRequest): boolean {
  const text = request.searchCriteria.trim().toLowerCase();
  const inText = !text || [row.lfControlNumber, row.referenceNumber, row.appAddress ?? ''].some((field) => field.toLowerCase().includes(text));
  const inRange = (!request.fromDate || row.submittedOn >= request.fromDate) && (!request.toDate || row.submittedOn <= request.toDate);
  return row.drafted === request.drafted && inText && inRange;
}

const reportRow = ({ submittedOn: _submittedOn, drafted: _drafted, ...row }: StoredRequisition): ReportRow => row;

export function requisitionsServer(options: RequisitionsServerOptions): RequisitionsServer {
  let stored = [...options.requisitions];
  const { replies = {}, propertyIds = {}, listing = 'ok', draftAction = 'ok' } = options;

  const routes: MockRoutes = {
    'POST /export-requisition-reports-csv': () => new Response('LF Control No,Reference No\n', { headers: { 'Content-Type': 'text/csv' } }),
    'POST /loadAllRequisitions':
      listing === 'never'
        ? neverAnswers
        : ({ body }) =>
            listing === 'fail'
              ? json({ errormsg: 'Internal Server Error' }, 500)
              : json(stored.filter((row) => matches(row, body as LoadRequisitionsRequest)).map(reportRow)),
    'POST /checkStatusIntreq': ({ body }) => json(replies[(body as { lf_control_no: string }).lf_control_no] ?? []),
    'GET /get-PropId-by-LFContNum/{lfControlNumber}': ({ params }) => {
      const id = propertyIds[params.lfControlNumber ?? ''];
      return id === undefined ? json({ errormsg: messages.notFound }, 404) : json(id);
    },
    'POST /print': ({ body }) =>
      (body as ReplyPrintRequest).lrPrint.length > 0
        ? json({ pdfURL: PRINTED_REPLIES_URL })
        : json({ errormsg: messages.selectAtLeastOneOptionAndPrint }, 400),
    'POST /printAttachment': ({ body }) => json({ pdfURL: ATTACHMENT_URL((body as { rpControlNo: string }).rpControlNo) }),
    'POST /submitOrDiscardDraftedDueDiligences': ({ body }) => {
      const request = body as DraftActionRequest;
      if (draftAction === 'false') return json(false);
      if (draftAction === 'conflict') return json({ errormsg: messages.requisitionAlreadyHandled }, 409);
      stored = request.isSubmit
        ? stored.map((row) => (request.lfControlNos.includes(row.lfControlNumber) ? { ...row, drafted: false } : row))
        : stored.filter((row) => !request.lfControlNos.includes(row.lfControlNumber));
      return json(true);
    },
  };
  return { routes, requisitions: () => stored };
}
