import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type HistoryRecord = Schemas['HistoryRecord'];
export type HistoryPage = Schemas['HistoryPage'];
export type HistoryGroupName = Schemas['HistoryGroup'];
export type CaseHistoryRequest = Schemas['CaseHistoryRequest'];
export type AuditLogSearch = Schemas['AuditLogSearch'];
export type AuditLogRequest = Schemas['AuditLogRequest'];

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** POST /get-case-history: a page of the case's events, newest first. */
export async function getCaseHistory(client: ApiClient, body: CaseHistoryRequest, options: CallOptions = {}): Promise<HistoryPage> {
  return unwrap(await client.POST('/get-case-history', { body, signal: options.signal }));
}

/** POST /get-audit-log: a page of the firm's events, newest first. */
export async function getAuditLog(client: ApiClient, body: AuditLogRequest, options: CallOptions = {}): Promise<HistoryPage> {
  return unwrap(await client.POST('/get-audit-log', { body, signal: options.signal }));
}

/** POST /export-audit-log-csv: the search's events as a CSV file. */
export async function exportAuditLogCsv(client: ApiClient, body: AuditLogSearch): Promise<Blob> {
  return unwrap(await client.POST('/export-audit-log-csv', { body, parseAs: 'blob' }));
}

/** GET /get-login-history: the user's own last logins. */
export async function getLoginHistory(client: ApiClient, options: CallOptions = {}): Promise<HistoryRecord[]> {
  return unwrap(await client.GET('/get-login-history', { signal: options.signal })).records;
}
