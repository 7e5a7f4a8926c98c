import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** Tells this lock from the product's other advisory locks (7001, 7002: the day's control numbers; 7003: the sweeper). */
const REQUISITION_TURN_LOCK = 7011;

/**
 * Waits for the user's turn to store a requisition, held until the caller's transaction ends: one user's
 * requisitions are stored one at a time, so a repeated Idempotency-Key finds the first one's row and a second
 * submission finds the first one's time (the submit pace). An advisory lock rather than the user's row: every write
 * by the user checks its foreign key to that row, and a row lock there would make those writes wait on this one.
 * Taken after the case (db/case-lock.ts), like everything a case write locks.
 */
export async function takeRequisitionTurn(tx: Database, userPk: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REQUISITION_TURN_LOCK}::integer, ${userPk}::integer)`);
}
