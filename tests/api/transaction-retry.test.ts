import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { isTransactionConflict, retryOnConflict, type RetryPolicy } from '../../src/server/db/transaction-retry';
import { errorHandler } from '../../src/server/http/error-handler';
import { silentLogger } from '../../src/server/logger';

/**
 * A transaction PostgreSQL aborts as a deadlock or a serialization failure runs again, a few times, each retry
 * logged as a warning (src/server/db/transaction-retry.ts); a request whose transaction never gets through answers
 * 503 with Retry-After, not 500. The retries against a real deadlock: concurrent-case-writes.test.ts (PostgreSQL).
 */

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle throws a failed statement: its own error, the driver's as the cause. */
const failedQuery = (code: string, message = 'deadlock detected') =>
  new Error('Failed query: insert into "notifications" …', { cause: withCode(message, code) });

function policy(attempts = 3): RetryPolicy & { warnings: string[] } {
  const warnings: string[] = [];
  return { attempts, minWaitMs: 1, maxWaitMs: 5, log: { warn: (message) => warnings.push(message) }, warnings };
}

describe('retryOnConflict', () => {
  it('runs the work again after a deadlock or a serialization failure, warning each time, and answers what got through', async () => {
    const retries = policy();
    const failures = [failedQuery('40P01'), failedQuery('40001', 'could not serialize access due to concurrent update')];
    let runs = 0;
    const answer = await retryOnConflict(retries, () => {
      runs += 1;
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve('stored');
    });
    expect({ answer, runs }).toEqual({ answer: 'stored', runs: 3 });
    expect(retries.warnings).toEqual([
      expect.stringMatching(/deadlock \(SQLSTATE 40P01\).*attempt 2 of 3/),
      expect.stringMatching(/serialization failure \(SQLSTATE 40001\).*attempt 3 of 3/),
    ]);
  });

  it('gives up after the last attempt with its error', async () => {
    const retries = policy(3);
    let runs = 0;
    const failing = retryOnConflict(retries, () => {
      runs += 1;
      return Promise.reject(failedQuery('40P01'));
    });
    await expect(failing).rejects.toThrow('Failed query');
    expect(runs).toBe(3);
    expect(retries.warnings).toHaveLength(2);
  });

  it('never runs again after any other failure', async () => {
    const retries = policy();
    let runs = 0;
    const failing = retryOnConflict(retries, () => {
      runs += 1;
      return Promise.reject(failedQuery('23505', 'duplicate key value violates unique constraint'));
    });
    await expect(failing).rejects.toThrow('Failed query');
    expect({ runs, warnings: retries.warnings }).toEqual({ runs: 1, warnings: [] });
  });
});

describe('isTransactionConflict', () => {
  it('knows a deadlock and a serialization failure, also as the cause drizzle wraps', () => {
    expect(isTransactionConflict(withCode('deadlock detected', '40P01'))).toBe(true);
    expect(isTransactionConflict(failedQuery('40001'))).toBe(true);
    expect(isTransactionConflict(failedQuery('23505'))).toBe(false);
    expect(isTransactionConflict(withCode('connection failure', '08006'))).toBe(false);
    expect(isTransactionConflict('deadlock detected')).toBe(false);
  });
});

describe('the answer when every attempt met a deadlock', () => {
  it('is 503 with Retry-After and the message that nothing was saved, not 500', async () => {
    const app = new Hono();
    app.onError(errorHandler(silentLogger));
    app.post('/api/draftDD', () => {
      throw failedQuery('40P01');
    });
    const response = await app.request('/api/draftDD', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(await response.json()).toEqual({ errormsg: messages.databaseUnavailable });
  });
});
