import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OTHER_SERVICE_TYPES, type OtherServiceKind } from '../../domain/other-services/service-types';
import type { Database } from '../db/database';
import { otherServiceRequests } from '../db/schema';

/** The other services' own numbers (PL and RP), one lock per day for every kind. */
const OTHER_SERVICE_SEQUENCE_LOCK = 7002;

const dayOf = (today: string) => today.replaceAll('-', '');
const five = (sequence: number) => String(sequence).padStart(5, '0');

/** Parcel land's control number: 'PL' + the Singapore date + a five-digit sequence of the day, like an LF number. */
export const plControlNumber = (today: string, sequence: number): string => `PL${dayOf(today)}${five(sequence)}`;

/**
 * An other-service request's RP control number: 'RP', the message type (PLI, SOA, NSOA), the date and the day's
 * sequence of that type. The letters keep it apart from every requisition agency request's RP number (all digits).
 */
export const otherServiceRpNumber = (kind: OtherServiceKind, today: string, sequence: number): string =>
  `RP${OTHER_SERVICE_TYPES[kind].messageType}${dayOf(today)}${five(sequence)}`;

/** The highest sequence a column holds for `prefix` + the day, 0 when none. */
async function highestSequence(tx: Database, column: AnyPgColumn, prefix: string, today: string): Promise<number> {
  const pattern = `^${prefix}${dayOf(today)}([0-9]{5,})$`;
  const [row] = await tx
    .select({ highest: sql<number>`coalesce(max(substring(${column} from ${pattern})::integer), 0)` })
    .from(otherServiceRequests)
    .where(sql`${column} ~ ${pattern}`);
  return Number(row?.highest ?? 0);
}

/**
 * The next sequence of `today` for a kind's RP numbers (and, for parcel land, the PL number, which shares it); a
 * submission of several requests numbers them on from it. A transaction-scoped advisory lock on the day makes concurrent submissions queue; a
 * rolled-back one gives its numbers back.
 */
export async function nextOtherServiceSequence(tx: Database, kind: OtherServiceKind, today: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OTHER_SERVICE_SEQUENCE_LOCK}::integer, ${Number(dayOf(today))}::integer)`);
  const rp = await highestSequence(tx, otherServiceRequests.rpControlNo, `RP${OTHER_SERVICE_TYPES[kind].messageType}`, today);
  const pl = kind === 'parcelLand' ? await highestSequence(tx, otherServiceRequests.plControlNo, 'PL', today) : 0;
  return Math.max(rp, pl) + 1;
}
