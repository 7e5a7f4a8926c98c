import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReplyPrintRequest, StatusAgencyRow } from '../../../../src/api/requisitions';
import { sessionStore } from '../../../../src/app/session/storage';
import { toastQueue } from '../../../../src/app/ui';
import { messages } from '../../../../src/domain/messages';
import { rpControlNumber } from '../../../../src/domain/requisitions/control-numbers';
import { canTickForPrint, repliesAsAttachment } from '../../../../src/domain/requisitions/status';
import { LF_DRAFT } from '../../../../stories/due-diligence/status/status-fixtures';
import { StatusTabHost } from '../../../../stories/due-diligence/status/status-host';
import { REPLIES_PDF_URL, REPORT_PDF_URL } from '../../../../stories/due-diligence/status/status-server';
import { json, mockApi, type MockRoutes } from '../../../../stories/support/mock-api';
import { stubPopups } from '../../../../stories/support/popup-stub';

/** The requisition of the replay: saved as a draft with one agency request. */
export const REQUEST_LF = LF_DRAFT;
export const REQUEST_RP = rpControlNumber(REQUEST_LF, 0);

const CREATED = '2026-03-10T02:30:00Z';
const SENT = { submittedDate: '2026-03-10T02:35:00Z', sentOn: '10-Mar-2026 10:35:00' };
const RECEIVED_ON = '11-Mar-2026 09:12:40';

/**
 * The property's one requisition with one agency request, as the server keeps it while a replay moves it on: the
 * gateway sends it or the draft is discarded, the agency replies, and printing or opening the reply marks it read
 * (the same refusals as stories/due-diligence/status/status-server.ts, whose requisitions cannot be moved on).
 */
export function oneRequestServer(agency: { agencyCode: string; deptCode: string }) {
  const row: StatusAgencyRow = {
    lfControlNo: REQUEST_LF,
    rpControlNo: REQUEST_RP,
    ...agency,
    status: 'Draft',
    sentOn: null,
    receivedOn: null,
    flag: 'unread',
    messageType: 'REQUEST',
    pdfURL: null,
    showAttachment: false,
  };
  let submittedDate: string | null = null;
  let discarded = false;
  const rows = () => (discarded ? [] : [row]);
  const refused = (message: string) => json({ errormsg: message }, 400);

  const routes: MockRoutes = {
    'GET /get-duedeligence/{propertyId}': () =>
      json(
        rows().map(() => ({
          lfcontrolNo: REQUEST_LF,
          createdDate: CREATED,
          submittedDate,
          drafted: submittedDate ? 'N' : 'Y',
          requested: 1,
          received: row.status === 'Replied' ? 1 : 0,
          agencies: [
            { status: row.status, agencyCode: row.agencyCode, deptCode: row.deptCode, rpControlNo: row.rpControlNo, messageType: row.messageType },
          ],
        })),
      ),
    'POST /checkStatus': ({ body }) => json((body as { lfControlNo: string[] }).lfControlNo.includes(REQUEST_LF) ? rows() : []),
    'POST /print': ({ body }) => {
      const wanted = (body as ReplyPrintRequest).lrPrint.map((item) => item.rpControlNo);
      if (discarded || wanted.join() !== REQUEST_RP || !canTickForPrint(row)) return refused(messages.replyNotReadyToPrint);
      row.flag = 'read';
      return json({ pdfURL: REPLIES_PDF_URL });
    },
    'POST /printAttachment': ({ body }) => {
      if (discarded || (body as { rpControlNo: string }).rpControlNo !== REQUEST_RP || row.status !== 'Replied')
        return refused(messages.attachmentNotReady);
      row.flag = 'read';
      return json({ pdfURL: REPORT_PDF_URL });
    },
  };

  return {
    routes,
    /** The gateway sent the draft to the agency (on /submitDD, or submitted from the cart). */
    sent: () => {
      submittedDate = SENT.submittedDate;
      Object.assign(row, { status: 'Processing', sentOn: SENT.sentOn });
    },
    /** The agency's reply came in: a report for ACRA and MCST, a reply to print for the others. */
    replied: () => {
      const report = repliesAsAttachment(row.agencyCode);
      Object.assign(row, { status: 'Replied', receivedOn: RECEIVED_ON, messageType: report ? 'REPORT' : 'REPLY', showAttachment: report });
    },
    /** The draft was discarded from the cart: no list answers it any more. */
    discarded: () => {
      discarded = true;
    },
  };
}

/** The STATUS tab for lawyer1 against `routes`, with window.open stubbed; `cleanup` undoes all of it. */
export function renderOnStatusTab(routes: MockRoutes) {
  const restoreApi = mockApi(routes);
  const popups = stubPopups();
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StatusTabHost />
    </QueryClientProvider>,
  );
  return {
    popups,
    cleanup: () => {
      restoreApi();
      popups.restore();
      queryClient.clear();
      act(() => toastQueue.clear());
    },
  };
}
