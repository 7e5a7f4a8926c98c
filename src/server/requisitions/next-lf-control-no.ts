import { sql } from 'drizzle-orm';
import { lfControlNumber } from '../../domain/requisitions/control-numbers';
import type { Database } from '../db/database';
import { dueDiligences } from '../db/schema';

/** Distinguishes this lock from any other advisory lock the product may take (the second key is the day). */
const LF_SEQUENCE_LOCK = 7001;

/**
 * The next LF control number of `today` (Singapore, yyyy-mm-dd): the day's highest sequence plus one. A
 * transaction-scoped advisory lock on the day makes concurrent requisitions of every firm queue for it (the
 * number is unique across firms), and it is released when the caller's transaction ends, so a rolled-back
 * requisition gives its number back.
 */
export async function nextLfControlNo(tx: Database, today: string): Promise<string> {
  const day = today.replaceAll('-', '');
  await tx.execute(sql`select pg_advisory_xact_lock(${LF_SEQUENCE_LOCK}::integer, ${Number(day)}::integer)`);
  const pattern = `^LF${day}([0-9]{5,})$`;
  const [row] = await tx
    .select({ highest: sql<number>`coalesce(max(substring(${dueDiligences.lfControlNo} from ${pattern})::integer), 0)` })
    .from(dueDiligences)
    .where(sql`${dueDiligences.lfControlNo} ~ ${pattern}`);
  return lfControlNumber(today, Number(row?.highest ?? 0) + 1);
}
