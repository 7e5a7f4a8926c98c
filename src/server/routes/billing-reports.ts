import type { Context } from 'hono';
import { Hono } from 'hono';
import { requisitionDateProblem } from '../../domain/requisitions/report-range';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { billingSearchOf } from '../billing/billing-criteria';
import { recordReportExported } from '../billing/billing-history';
import { billedLines, billingDetailJson } from '../billing/billing-lines';
import { printManyBills, printOneBill, type PrintedFile } from '../billing/billing-prints';
import { billedRequisitionsMatching, billedRequisitionsNamed, billingPage } from '../billing/billing-query';
import { BILLING_CSV_NAME, billingCsv, CSV_EXPORT_MAX_ROWS, REQUISITION_CSV_NAME, requisitionCsv } from '../billing/reports-csv';
import { todayBy } from '../clock';
import type { AppEnv } from '../http/app-env';
import { contentDisposition } from '../http/content-disposition';
import { BadRequestError, NotFoundError } from '../http/errors';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { USER_FILE_HEADERS } from '../http/security-headers';
import { reportRows } from '../requisitions/replies/report-listing';
import { BillingDetailBody, BillingSearchBody, LoadRequisitionsBody, PrintBillingSummaryBody, PrintMultipleBillingBody } from './billing-bodies';

/** A file for download: named, never sniffed, and inert if opened as a page. */
function download(c: Context, file: PrintedFile): Response {
  const body = file.body instanceof Uint8Array ? file.body.slice().buffer : file.body;
  return c.body(body, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition('attachment', file.fileName),
    ...USER_FILE_HEADERS,
  });
}

function csv(c: Context, fileName: string, text: string): Response {
  return c.body(text, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': contentDisposition('attachment', fileName),
    ...USER_FILE_HEADERS,
  });
}

/**
 * The billing report (seed 001 §2.9, §7 "Reports", paths verbatim with the seed's spelling): the paged search of
 * billed (submitted) requisitions, one requisition's bill lines, its bill as a PDF and the selection's bills as
 * one PDF or a zip per case; and, ours, both reports' searches as CSV.
 */
export function billingReportRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const now = () => new Date(deps.clock.nowMs());
  const printer = (c: Context<AppEnv>) => {
    const { firmId, userPk, userId } = c.get('session');
    return { firmId, userPk, userId };
  };

  return new Hono<AppEnv>()
    .post('/searchBillingReports', bearer, async (c) => {
      const session = c.get('session');
      const body = await readJson(c, BillingSearchBody);
      requireOwnUser(session, body.accountId);
      const search = billingSearchOf(body, todayBy(deps.clock));
      const { rows, recordCount } = await billingPage(deps.db, session.firmId, search, body);
      return c.json({ records: rows, recordCount, pageNo: body.pageNo, pageSize: body.pageSize });
    })
    .post('/generateAgencyBilligDetail', bearer, async (c) => {
      const session = c.get('session');
      const body = await readJson(c, BillingDetailBody);
      requireOwnUser(session, body.loginId);
      const [requisition] = (await billedRequisitionsNamed(deps.db, session.firmId, [body.lf_control_no])) ?? [];
      if (!requisition) throw new NotFoundError();
      const header = {
        referenceNumber: requisition.row.referenceNumber,
        lfControlNumber: requisition.row.lfControlNumber,
        billSentDate: requisition.row.billSentDate,
      };
      return c.json(billedLines(requisition.charged).map((line) => billingDetailJson(header, line)));
    })
    .post('/printBillingSummary', bearer, async (c) => {
      const body = await readJson(c, PrintBillingSummaryBody);
      const named = body.agencyBillingDetails.map((line) => line.lfControlNumber);
      return download(c, await printOneBill(deps.db, printer(c), named, now()));
    })
    .post('/printMultipleBillingSummaries', bearer, async (c) => {
      const body = await readJson(c, PrintMultipleBillingBody);
      requireOwnUser(c.get('session'), body.loggedInUser);
      const named = body.agencyBillingDetails.map((line) => line.lfControlNumber);
      return download(c, await printManyBills(deps.db, printer(c), named, body.onePage, now()));
    })
    .post('/export-billing-reports-csv', bearer, async (c) => {
      const session = c.get('session');
      const body = await readJson(c, BillingSearchBody);
      requireOwnUser(session, body.accountId);
      const search = billingSearchOf(body, todayBy(deps.clock));
      const requisitions = await billedRequisitionsMatching(deps.db, session.firmId, search, CSV_EXPORT_MAX_ROWS);
      await recordReportExported(deps.db, session, 'billing', requisitions.length, now());
      return csv(c, BILLING_CSV_NAME, billingCsv(requisitions));
    })
    .post('/export-requisition-reports-csv', bearer, async (c) => {
      const session = c.get('session');
      const { firmId } = session;
      const body = await readJson(c, LoadRequisitionsBody);
      const problem = requisitionDateProblem(body);
      if (problem) throw new BadRequestError([`fromDate: ${problem}`], problem);
      // As /loadAllRequisitions: replies that are due are collected first, so the export matches the report.
      await deps.agencies.collectReplies(firmId);
      const rows = (await reportRows(deps.db, firmId, body)).slice(0, CSV_EXPORT_MAX_ROWS);
      await recordReportExported(deps.db, session, 'requisition', rows.length, now());
      return csv(c, REQUISITION_CSV_NAME, requisitionCsv(rows));
    });
}
