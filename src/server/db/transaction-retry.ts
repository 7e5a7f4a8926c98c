import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger';
import type { Database } from './database';

/**
 * PostgreSQL aborts a transaction that would wait for ever (deadlock_detected, 40P01) or that could not be
 * serialized with another (serialization_failure, 40001). Neither says anything about the request: run again, the
 * same work usually goes through. Every transaction is retried that way (retryTransactions, installed on the
 * database handle by createDatabase); a request whose transaction still fails then answers 503 with Retry-After
 * (http/error-handler.ts), never 500.
 *
 * A transaction whose callback does something outside the database (writes a file) must not run again on its own:
 * the first attempt's file would stay behind. Such work runs inside `retryingWhole`, which retries it all, its undo
 * included, and the transactions inside it do not retry by themselves.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before another attempt: a random time in this range, so two transactions that met do not meet again. */
  minWaitMs: number;
  maxWaitMs: number;
  log: Pick<Logger, 'warn'>;
}

export const TRANSACTION_ATTEMPTS = 3;
const MIN_WAIT_MS = 20;
const MAX_WAIT_MS = 100;

const CONFLICT_CODES: Record<string, string> = { '40P01': 'a deadlock', '40001': 'a serialization failure' };

/** The SQLSTATE of a deadlock or serialization failure anywhere in the error's cause chain (drizzle wraps the driver's). */
function conflictCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code in CONFLICT_CODES) return code;
  }
  return undefined;
}

/** Whether the error is a deadlock or a serialization failure: the transaction may simply be run again. */
export function isTransactionConflict(error: unknown): boolean {
  return conflictCode(error) !== undefined;
}

/** Set while retryable work runs: transactions inside it leave their conflicts to the work's own retry. */
const retryScope = new AsyncLocalStorage<true>();

/**
 * Runs `work`, and again (up to `policy.attempts` in all, after a jittered wait) while it fails with a deadlock or a
 * serialization failure; each retry is logged at warn level. Any other failure, or the last attempt's, is thrown.
 */
export async function retryOnConflict<T>(policy: RetryPolicy, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await retryScope.run(true, work);
    } catch (error) {
      const code = conflictCode(error);
      if (code === undefined || attempt >= policy.attempts) throw error;
      const waitMs = Math.round(policy.minWaitMs + Math.random() * (policy.maxWaitMs - policy.minWaitMs));
      policy.log.warn(
        `A transaction met ${CONFLICT_CODES[code]} (SQLSTATE ${code}) and was rolled back; trying again in ${waitMs} ms (attempt ${attempt + 1} of ${policy.attempts})`,
      );
      await sleep(waitMs);
    }
  }
}

const policies = new WeakMap<Database, RetryPolicy>();

/**
 * Makes every `db.transaction(…)` of this handle retry on a deadlock or serialization failure, logging each retry
 * to `log`; a transaction inside `retryingWhole` work (or inside another transaction's callback) runs once and
 * leaves the retry to the work around it. Savepoints (`tx.transaction`) are not touched: a conflict aborts the
 * whole transaction, so only the outermost can run again.
 */
export function retryTransactions(db: Database, log: Pick<Logger, 'warn'>, attempts = TRANSACTION_ATTEMPTS): Database {
  if (policies.has(db)) return db;
  const policy: RetryPolicy = { attempts, minWaitMs: MIN_WAIT_MS, maxWaitMs: MAX_WAIT_MS, log };
  policies.set(db, policy);
  const once = db.transaction.bind(db);
  const transaction: Database['transaction'] = (work, config) =>
    retryScope.getStore() ? once(work, config) : retryOnConflict(policy, () => once(work, config));
  db.transaction = transaction;
  return db;
}

/**
 * Runs `work` — a transaction with what it does outside the database around it, such as files written and their
 * undo on failure — and runs it all again on a deadlock or serialization failure, with the policy `db` was given
 * by retryTransactions (once, when it was given none).
 */
export function retryingWhole<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (retryScope.getStore()) return work();
  const policy = policies.get(db);
  return policy ? retryOnConflict(policy, work) : work();
}
