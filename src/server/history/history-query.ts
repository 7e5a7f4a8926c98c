import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { HISTORY_EVENT_KIND_NAMES, HISTORY_EVENT_KINDS, kindsOfGroup, type HistoryGroup } from '../../domain/history/event-kinds';
import { kindInfo, type HistoryRecord } from '../../domain/history/history-record';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { containing } from '../db/queries/like-pattern';
import { historyEvents as events, properties, users } from '../db/schema';

const SINGAPORE = 'Asia/Singapore';

export interface HistoryFilter {
  propertyId?: number;
  actorUserPk?: number;
  kinds?: readonly string[];
  group?: HistoryGroup;
  search?: string;
  /** Singapore calendar days, inclusive; '' or absent for no limit. */
  fromDate?: string;
  toDate?: string;
}

export interface HistoryPaging {
  limit: number;
  offset: number;
}

function startOfSingaporeDay(day: string): Date {
  return new Date(Temporal.PlainDate.from(day).toZonedDateTime({ timeZone: SINGAPORE }).epochMilliseconds);
}

/** The kinds whose label holds the words: searching 'password' finds password changes though no summary says so. */
function kindsLabelled(text: string): string[] {
  const words = text.toLowerCase();
  return HISTORY_EVENT_KIND_NAMES.filter((kind) => HISTORY_EVENT_KINDS[kind].label.toLowerCase().includes(words));
}

function conditions(filter: HistoryFilter): Array<SQL | undefined> {
  const where: Array<SQL | undefined> = [];
  if (filter.propertyId !== undefined) where.push(eq(events.propertyId, filter.propertyId));
  if (filter.actorUserPk !== undefined) where.push(eq(events.actorUserId, filter.actorUserPk));
  if (filter.kinds) where.push(inArray(events.kind, [...filter.kinds]));
  if (filter.group) where.push(inArray(events.kind, kindsOfGroup(filter.group)));
  if (filter.fromDate) where.push(gte(events.at, startOfSingaporeDay(filter.fromDate)));
  if (filter.toDate) where.push(lt(events.at, startOfSingaporeDay(Temporal.PlainDate.from(filter.toDate).add({ days: 1 }).toString())));
  const text = filter.search?.trim();
  if (text) {
    const pattern = containing(text);
    const labelled = kindsLabelled(text);
    where.push(
      or(
        ilike(events.summary, pattern),
        ilike(users.userName, pattern),
        ilike(users.userId, pattern),
        ilike(properties.propertyRefNo, pattern),
        labelled.length > 0 ? inArray(events.kind, labelled) : undefined,
      ),
    );
  }
  return where;
}

type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

function selectEvents(db: Database, firmId: FirmId, filter: HistoryFilter, paging: HistoryPaging) {
  return db
    .select({
      id: events.id,
      at: events.at,
      kind: events.kind,
      summary: events.summary,
      link: events.link,
      changes: events.changes,
      stage: events.stage,
      propertyId: events.propertyId,
      propertyRefNo: properties.propertyRefNo,
      actorUserId: users.userId,
      actorUserName: users.userName,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.actorUserId))
    .leftJoin(properties, eq(properties.id, events.propertyId))
    .where(inFirm(events, firmId, ...conditions(filter)))
    .orderBy(desc(events.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

function recordOf(row: EventRow): HistoryRecord {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    ...kindInfo(row.kind),
    summary: row.summary,
    link: row.link,
    actor: row.actorUserId === null ? null : { userId: row.actorUserId, userName: row.actorUserName ?? row.actorUserId },
    changes: row.changes,
    stage: row.stage,
    propertyId: row.propertyId,
    propertyRefNo: row.propertyRefNo,
  };
}

/** The firm's events matching the filter, newest first. */
export async function readHistory(db: Database, firmId: FirmId, filter: HistoryFilter, paging: HistoryPaging): Promise<HistoryRecord[]> {
  return (await selectEvents(db, firmId, filter, paging)).map(recordOf);
}

/** How many of the firm's events match the filter. */
export async function countHistory(db: Database, firmId: FirmId, filter: HistoryFilter): Promise<number> {
  const needsJoins = Boolean(filter.search?.trim());
  const base = db.select({ value: count() }).from(events);
  const joined = needsJoins
    ? base.leftJoin(users, eq(users.id, events.actorUserId)).leftJoin(properties, eq(properties.id, events.propertyId))
    : base;
  const [row] = await joined.where(and(inFirm(events, firmId, ...conditions(filter))));
  return row?.value ?? 0;
}
