import type { DueDiligence, ReplyPrintRequest, StatusAgencyRow } from '../../../src/api/requisitions';
import { messages } from '../../../src/domain/messages';
import { canTickForPrint } from '../../../src/domain/requisitions/status';
import { json, type MockHandler, type MockRoutes } from '../../support/mock-api';
import { demoRequisitions, type StatusRequisition } from './status-fixtures';

export interface StatusServerOptions {
  /** What the property has; the demo's draft, processing and replied requisitions when left out. */
  requisitions?: StatusRequisition[];
  /** GET /get-duedeligence answers 500. */
  listFails?: boolean;
  /** POST /checkStatus answers 500. */
  statusFails?: boolean;
  /** POST /print and /printAttachment answer 400 with this message. */
  printRefused?: string;
}

/** The link a print answers; the stories' popup stub shows it. */
export const REPLIES_PDF_URL = '/api/open-pdf/story-replies';
export const REPORT_PDF_URL = '/api/open-pdf/story-report';

const serverError = () => json({ errormsg: 'Internal Server Error' }, 500);

function dueDiligence(requisition: StatusRequisition): DueDiligence {
  const { agencies, ...record } = requisition;
  return {
    ...record,
    requested: agencies.length,
    received: agencies.filter((row) => row.status === 'Replied').length,
    agencies: agencies.map(({ status, agencyCode, deptCode, rpControlNo, messageType }) => ({
      status,
      agencyCode,
      deptCode,
      rpControlNo,
      messageType,
    })),
  };
}

/**
 * The STATUS tab's calls in memory, for stories and screen tests: the property's requisitions, their agency rows,
 * and printing, which marks the printed replies (or the opened report) read as the server does.
 */
export function statusServer(options: StatusServerOptions = {}) {
  const requisitions = structuredClone(options.requisitions ?? demoRequisitions());
  const allRows = () => requisitions.flatMap((requisition) => requisition.agencies);
  const markRead = (rpControlNos: readonly string[]) => {
    for (const row of allRows()) if (rpControlNos.includes(row.rpControlNo)) row.flag = 'read';
  };

  const print: MockHandler = ({ body }) => {
    if (options.printRefused) return json({ errormsg: options.printRefused }, 400);
    const wanted = (body as ReplyPrintRequest).lrPrint.map((item) => item.rpControlNo);
    const rows = allRows().filter((row) => wanted.includes(row.rpControlNo));
    if (rows.length !== wanted.length || !rows.every(canTickForPrint)) return json({ errormsg: messages.replyNotReadyToPrint }, 400);
    markRead(wanted);
    return json({ pdfURL: REPLIES_PDF_URL });
  };

  const printAttachment: MockHandler = ({ body }) => {
    if (options.printRefused) return json({ errormsg: options.printRefused }, 400);
    const { rpControlNo } = body as { rpControlNo: string };
    const row = allRows().find((candidate) => candidate.rpControlNo === rpControlNo);
    if (row?.status !== 'Replied') return json({ errormsg: messages.attachmentNotReady }, 400);
    markRead([rpControlNo]);
    return json({ pdfURL: REPORT_PDF_URL });
  };

  const routes: MockRoutes = {
    'GET /get-duedeligence/{propertyId}': () => (options.listFails ? serverError() : json(requisitions.map(dueDiligence))),
    'POST /checkStatus': ({ body }) => {
      if (options.statusFails) return serverError();
      const wanted = (body as { lfControlNo: string[] }).lfControlNo;
      return json(allRows().filter((row) => row.lfControlNo !== undefined && wanted.includes(row.lfControlNo)));
    },
    'POST /print': print,
    'POST /printAttachment': printAttachment,
  };

  return {
    routes,
    /** A requisition's agency rows as they are now. */
    rowsOf: (lfControlNo: string): readonly StatusAgencyRow[] => allRows().filter((row) => row.lfControlNo === lfControlNo),
    /** An agency reply arrives, as the simulator would bring it in. */
    reply: (rpControlNo: string, receivedOn: string) => {
      const row = allRows().find((candidate) => candidate.rpControlNo === rpControlNo);
      if (row) Object.assign(row, { status: 'Replied', receivedOn, showAttachment: ['ACRA', 'MCST'].includes(row.agencyCode) });
    },
  };
}
