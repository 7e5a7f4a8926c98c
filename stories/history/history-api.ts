import type { AuditLogRequest, CaseHistoryRequest, HistoryRecord } from '../../src/api/history';
import type { FieldChange } from '../../src/domain/history/changes';
import type { HistoryEventKind } from '../../src/domain/history/event-kinds';
import { kindInfo } from '../../src/domain/history/history-record';
import { json, type MockHandler, type MockRoutes } from '../support/mock-api';

/**
 * The firm's history, in memory, for the history pages' stories and screen tests: events as the server answers them
 * (kind's label and group from src/domain/history), filtered by case, group, words and Singapore days and paged,
 * newest first.
 */

interface EventOptions {
  id: number;
  kind: HistoryEventKind;
  summary: string;
  at: string;
  by?: 'lawyer1' | 'newlawyer' | null;
  propertyId?: number | null;
  link?: string | null;
  changes?: FieldChange[];
  stage?: string | null;
}

const NAMES = { lawyer1: 'Tan Wei Ming', newlawyer: 'Nur Aisyah binte Rahman' } as const;

export function historyEvent({
  id,
  kind,
  summary,
  at,
  by = 'lawyer1',
  propertyId = 101,
  link = null,
  changes = [],
  stage = null,
}: EventOptions): HistoryRecord {
  return {
    id,
    at,
    kind,
    ...kindInfo(kind),
    summary,
    link,
    actor: by === null ? null : { userId: by, userName: NAMES[by] },
    changes,
    stage,
    propertyId,
    propertyRefNo: propertyId === null ? null : `PCN-2026-${String(propertyId).padStart(6, '0')}`,
  };
}

/** Case 101 from its opening to the IRAS reply: each kind of line the timeline shows (changes, the product's own). */
export function caseTimeline(): HistoryRecord[] {
  return [
    historyEvent({
      id: 1,
      kind: 'case.created',
      summary: 'Opened the case.',
      at: '2026-11-02T01:15:00Z',
      link: '/property-details/101',
      stage: 'opened',
    }),
    historyEvent({
      id: 2,
      kind: 'party.assigned',
      summary: 'Assigned Tan Ah Kow as buyer.',
      at: '2026-11-02T02:00:00Z',
      link: '/property-summary/101',
      changes: [{ field: 'Buyer', before: null, after: 'Tan Ah Kow' }],
      stage: 'opened',
    }),
    historyEvent({
      id: 3,
      kind: 'case.updated',
      summary: 'Changed the case details.',
      at: '2026-11-03T06:30:00Z',
      by: 'newlawyer',
      link: '/property-details/101',
      changes: [
        { field: 'Purchase Price', before: '1,250,000.00', after: '1,280,000.00' },
        { field: 'Remarks', before: null, after: 'Buyer asks for early completion' },
      ],
      stage: 'partiesInPlace',
    }),
    historyEvent({
      id: 4,
      kind: 'requisition.submitted',
      summary: 'Submitted requisitions to IRAS, URA.',
      at: '2026-11-04T03:00:00Z',
      link: '/property-duediligence/101',
      stage: 'partiesInPlace',
    }),
    historyEvent({
      id: 5,
      kind: 'requisition.replied',
      summary: 'IRAS replied to the requisition.',
      at: '2026-11-05T09:45:00Z',
      by: null,
      link: '/property-duediligence/101',
      stage: 'partiesInPlace',
    }),
  ].reverse();
}

/** Case 101's history with the stage after each event, for the replay: opened → parties in place → option granted. */
export function optionGrantedHistory(): HistoryRecord[] {
  return [
    historyEvent({ id: 1, kind: 'case.created', summary: 'Opened the case.', at: '2026-11-02T01:15:00Z', stage: 'opened' }),
    historyEvent({ id: 2, kind: 'party.assigned', summary: 'Assigned Tan Ah Kow as buyer.', at: '2026-11-02T02:00:00Z', stage: 'opened' }),
    historyEvent({
      id: 3,
      kind: 'party.assigned',
      summary: "Assigned Arjun Nair as seller's lawyer.",
      at: '2026-11-03T02:00:00Z',
      stage: 'partiesInPlace',
    }),
    historyEvent({ id: 4, kind: 'document.saved', summary: 'Saved the Option to Purchase.', at: '2026-11-04T02:00:00Z', stage: 'optionGranted' }),
  ].reverse();
}

/** The firm's log: the case's events, a contact's, and logins (one failed). */
export function firmLog(): HistoryRecord[] {
  const others = [
    historyEvent({
      id: 6,
      kind: 'contact.updated',
      summary: 'Changed the contact Lim Bee Hoon.',
      at: '2026-11-05T10:00:00Z',
      propertyId: null,
      link: '/client-details/7',
      changes: [{ field: 'NRIC/UEN', before: '******567A', after: '******890B' }],
    }),
    historyEvent({ id: 7, kind: 'account.login-failed', summary: 'Login failed: wrong password.', at: '2026-11-06T00:58:00Z', propertyId: null }),
    historyEvent({ id: 8, kind: 'account.login', summary: 'Logged in.', at: '2026-11-06T01:00:00Z', propertyId: null }),
  ];
  return [...others.reverse(), ...caseTimeline()];
}

/** Singapore's calendar day of an instant (UTC+8, no daylight saving). */
const singaporeDay = (at: string) => new Date(Date.parse(at) + 8 * 3_600_000).toISOString().slice(0, 10);

function matchesWords(record: HistoryRecord, words: string): boolean {
  const text = words.toLowerCase();
  return [record.summary, record.label, record.actor?.userName ?? '', record.actor?.userId ?? '', record.propertyRefNo ?? ''].some((value) =>
    value.toLowerCase().includes(text),
  );
}

function pageOf(records: HistoryRecord[], pageNo: number, pageSize: number) {
  return json({ records: records.slice((pageNo - 1) * pageSize, pageNo * pageSize), recordCount: records.length, pageNo, pageSize });
}

const inGroup = (record: HistoryRecord, group: string | undefined) => !group || record.group === group;

export interface HistoryRoutesOptions {
  /** 'fail': the history answers 500, as a broken server would. */
  answer?: 'ok' | 'fail';
}

export const HISTORY_FAILED = 'The history could not be loaded.';

/** The history's three reads over `events` (newest first). */
export function historyRoutes(events: readonly HistoryRecord[], { answer = 'ok' }: HistoryRoutesOptions = {}): MockRoutes {
  const caseHistory: MockHandler = ({ body }) => {
    if (answer === 'fail') return json({ errormsg: HISTORY_FAILED }, 500);
    const request = body as CaseHistoryRequest;
    const found = events.filter((record) => record.propertyId === request.propertyId && inGroup(record, request.group));
    return pageOf(found, request.pageNo, request.pageSize);
  };
  const auditLog: MockHandler = ({ body }) => {
    if (answer === 'fail') return json({ errormsg: HISTORY_FAILED }, 500);
    const request = body as AuditLogRequest;
    const found = events.filter(
      (record) =>
        inGroup(record, request.group) &&
        (!request.search || matchesWords(record, request.search)) &&
        (!request.fromDate || singaporeDay(record.at) >= request.fromDate) &&
        (!request.toDate || singaporeDay(record.at) <= request.toDate),
    );
    return pageOf(found, request.pageNo, request.pageSize);
  };
  return {
    'POST /get-case-history': caseHistory,
    'POST /get-audit-log': auditLog,
    'POST /export-audit-log-csv': () =>
      new Response('\uFEFFDate and Time,User,Case,Kind,Summary,Changes\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    'GET /get-login-history': () => json({ records: events.filter((record) => record.group === 'account') }),
  };
}
