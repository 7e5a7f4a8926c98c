import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '../../src/server/db/connection-lost';

/** Which errors answer 503 (the database is away) rather than 500 (a fault): see http/error-handler.ts. */
describe('isConnectionLost', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('knows a refused, reset or ended connection and a database that accepts none', () => {
    expect(isConnectionLost(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLost(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionLost(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(withCode('database "cw" is not currently accepting connections', '55000'))).toBe(true);
  });

  it('reads the cause that drizzle wraps the driver error in', () => {
    expect(isConnectionLost(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });

  it('leaves a failed statement a fault', () => {
    expect(isConnectionLost(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLost(withCode('deadlock detected', '40P01'))).toBe(false);
    expect(isConnectionLost(new Error('Failed query: select 1', { cause: withCode('syntax error', '42601') }))).toBe(false);
    expect(isConnectionLost('a string')).toBe(false);
  });
});
