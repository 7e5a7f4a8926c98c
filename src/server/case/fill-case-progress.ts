import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { verifiedFirmId } from '../db/firm-scope';
import { caseProgressSummaries, properties } from '../db/schema';
import { refreshCaseProgress } from './case-progress-store';

/** Cases summed up per transaction: a large upgrade commits as it goes instead of holding one transaction for all. */
const BATCH = 200;

/**
 * Gives every case without a case_progress row its row, and answers how many it made. Runs at every start after the
 * migrations and the seed (src/server/db/seed/index.ts): a database from before migration 0015 gets its rows once,
 * and the demo seed's cases (written straight into their tables) get theirs. The migration cannot fill them itself:
 * a stage and its deadlines come from TypeScript rules (Temporal, the OTP's clock time, the agencies' reply times)
 * that SQL has no copy of. With every case summed up this is one query that finds nothing.
 */
export async function fillMissingCaseProgress(db: Database, now: Date): Promise<number> {
  let filled = 0;
  // Onwards from the last case seen, so a case that could not be summed up is not asked for again and again.
  let after = 0;
  for (;;) {
    const summed = db
      .select({ one: sql`1` })
      .from(caseProgressSummaries)
      .where(eq(caseProgressSummaries.propertyId, properties.id));
    const missing = await db
      .select({ id: properties.id, firmId: properties.firmId })
      .from(properties)
      .where(and(gt(properties.id, after), notExists(summed)))
      .orderBy(asc(properties.id))
      .limit(BATCH);
    const last = missing.at(-1);
    if (!last) return filled;
    after = last.id;
    await db.transaction(async (tx) => {
      // The case's own firm, read from its row: the summary is written as that firm's.
      for (const row of missing) await refreshCaseProgress(tx, verifiedFirmId(row.firmId), row.id, now);
    });
    filled += missing.length;
  }
}
