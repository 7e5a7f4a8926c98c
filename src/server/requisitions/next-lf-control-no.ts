import { and, eq, sql } from 'drizzle-orm';
import { lfControlNumber } from '../../domain/requisitions/control-numbers';
import type { Database } from '../db/database';
import { dueDiligences, otherServiceRequests } from '../db/schema';

/** Distinguishes this lock from any other advisory lock the product may take (the second key is the day). */
const LF_SEQUENCE_LOCK = 7001;

/**
 * `count` LF control numbers of `today` (Singapore, yyyy-mm-dd) in a row: the day's highest sequence plus one
 * onwards, over both holders of LF numbers (requisitions and non-requisition statements of account). A
 * transaction-scoped advisory lock on the day makes concurrent requests of every firm queue for it (the number is
 * unique across firms), and it is released when the caller's transaction ends, so a rolled-back request gives its
 * numbers back.
 */
export async function nextLfControlNos(tx: Database, today: string, count: number): Promise<string[]> {
  const day = today.replaceAll('-', '');
  await tx.execute(sql`select pg_advisory_xact_lock(${LF_SEQUENCE_LOCK}::integer, ${Number(day)}::integer)`);
  const pattern = `^LF${day}([0-9]{5,})$`;
  const [requisitions] = await tx
    .select({ highest: sql<number>`coalesce(max(substring(${dueDiligences.lfControlNo} from ${pattern})::integer), 0)` })
    .from(dueDiligences)
    .where(sql`${dueDiligences.lfControlNo} ~ ${pattern}`);
  const [statements] = await tx
    .select({ highest: sql<number>`coalesce(max(substring(${otherServiceRequests.lfControlNo} from ${pattern})::integer), 0)` })
    .from(otherServiceRequests)
    .where(and(eq(otherServiceRequests.kind, 'nonSoa'), sql`${otherServiceRequests.lfControlNo} ~ ${pattern}`));
  const first = Math.max(Number(requisitions?.highest ?? 0), Number(statements?.highest ?? 0)) + 1;
  return Array.from({ length: count }, (_, index) => lfControlNumber(today, first + index));
}

/** The next LF control number of `today`, for one requisition. */
export async function nextLfControlNo(tx: Database, today: string): Promise<string> {
  const [next] = await nextLfControlNos(tx, today, 1);
  if (!next) throw new Error('no LF control number allocated');
  return next;
}
