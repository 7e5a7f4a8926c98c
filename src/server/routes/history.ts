import { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { auditDateProblem, isOutsideAuditDays } from '../../domain/history/audit-log-search';
import { changeLine, type HistoryRecord } from '../../domain/history/history-record';
import { historyMessages } from '../../domain/messages/history';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { csvText } from '../billing/csv';
import { CSV_EXPORT_MAX_ROWS } from '../billing/reports-csv';
import { countHistory, readHistory, type HistoryFilter } from '../history/history-query';
import type { AppEnv } from '../http/app-env';
import { contentDisposition } from '../http/content-disposition';
import { BadRequestError } from '../http/errors';
import { readJson } from '../http/read-input';
import { USER_FILE_HEADERS } from '../http/security-headers';
import { AuditLogBody, AuditLogSearchBody, CaseHistoryBody } from './history-bodies';

const LOGIN_KINDS = ['account.login', 'account.login-failed', 'account.logout'] as const;
const LOGIN_HISTORY_SIZE = 20;
const AUDIT_CSV_NAME = 'audit-log.csv';
const AUDIT_CSV_HEADER = ['Date and Time', 'User', 'Case', 'Kind', 'Summary', 'Changes'] as const;

const pagingOf = ({ pageNo, pageSize }: { pageNo: number; pageSize: number }) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

function auditFilter(body: { search: string; group?: HistoryFilter['group']; fromDate: string; toDate: string }): HistoryFilter {
  const problem = auditDateProblem(body);
  if (problem) {
    const field = isOutsideAuditDays(body.toDate) && !isOutsideAuditDays(body.fromDate) ? 'toDate' : 'fromDate';
    throw new BadRequestError([`${field}: ${problem}`], problem);
  }
  return { search: body.search, fromDate: body.fromDate, toDate: body.toDate, ...(body.group ? { group: body.group } : {}) };
}

function singaporeTime(at: string): string {
  const local = Temporal.Instant.from(at).toZonedDateTimeISO('Asia/Singapore');
  return `${local.toPlainDate().toString()} ${local.toPlainTime().toString({ smallestUnit: 'second' })}`;
}

function csvRow(record: HistoryRecord): string[] {
  return [
    singaporeTime(record.at),
    record.actor ? `${record.actor.userName} (${record.actor.userId})` : historyMessages.historyBySystem,
    record.propertyRefNo ?? '',
    record.label,
    record.summary,
    record.changes.map(changeLine).join('\n'),
  ];
}

/**
 * The firm's history read back (issue 20): a case's timeline, the audit log (also as CSV) and the user's own
 * logins. Every query is the session's firm's; nothing here writes, and nothing can change an event.
 */
export function historyRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  return new Hono<AppEnv>()
    .post('/get-case-history', bearer, async (c) => {
      const { firmId } = c.get('session');
      const body = await readJson(c, CaseHistoryBody);
      const filter: HistoryFilter = { propertyId: body.propertyId, ...(body.group ? { group: body.group } : {}) };
      const [records, recordCount] = await Promise.all([readHistory(deps.db, firmId, filter, pagingOf(body)), countHistory(deps.db, firmId, filter)]);
      return c.json({ records, recordCount, pageNo: body.pageNo, pageSize: body.pageSize });
    })
    .post('/get-audit-log', bearer, async (c) => {
      const { firmId } = c.get('session');
      const body = await readJson(c, AuditLogBody);
      const filter = auditFilter(body);
      const [records, recordCount] = await Promise.all([readHistory(deps.db, firmId, filter, pagingOf(body)), countHistory(deps.db, firmId, filter)]);
      return c.json({ records, recordCount, pageNo: body.pageNo, pageSize: body.pageSize });
    })
    .post('/export-audit-log-csv', bearer, async (c) => {
      const { firmId } = c.get('session');
      const filter = auditFilter(await readJson(c, AuditLogSearchBody));
      const records = await readHistory(deps.db, firmId, filter, { limit: CSV_EXPORT_MAX_ROWS, offset: 0 });
      return c.body(csvText(AUDIT_CSV_HEADER, records.map(csvRow)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition('attachment', AUDIT_CSV_NAME),
        ...USER_FILE_HEADERS,
      });
    })
    .get('/get-login-history', bearer, async (c) => {
      const { firmId, userPk } = c.get('session');
      const records = await readHistory(deps.db, firmId, { actorUserPk: userPk, kinds: LOGIN_KINDS }, { limit: LOGIN_HISTORY_SIZE, offset: 0 });
      return c.json({ records });
    });
}
