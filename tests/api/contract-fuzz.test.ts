import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFor } from './support/fuzz/cases';
import { createRandom, hashText } from './support/fuzz/prng';
import type { FuzzRequest } from './support/fuzz/request';
import { fuzzSettings } from './support/fuzz/settings';
import { loadOperations, type Operation } from './support/fuzz/spec';
import { describeFailure, problemWith, type Failure } from './support/fuzz/verdict';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * The contract fuzz suite: every operation in openapi/openapi.yaml (read from the spec, so a new operation
 * is covered without editing this file) gets a seeded set of malformed requests, with lawyer1's token and
 * without. No answer may be 5xx, and every 4xx must carry a readable message (see verdict.ts). A failure
 * names the operation, the request and the answer; FUZZ_SEED replays it (settings.ts).
 */
const USER = 'lawyer1';
const settings = fuzzSettings();
const operations = loadOperations();
const TOKEN_CHECK: FuzzRequest = { label: 'token check', method: 'GET', url: `/api/get-user-details/${USER}/x`, headers: {} };

let server: TestServer;
let token = '';
let sent = 0;
const statuses = new Map<number, number>();
let startedAt = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor(USER);
  startedAt = performance.now();
});

afterAll(async () => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  console.info(`contract fuzz: ${sent} requests over ${operations.length} operations in ${seconds} s (seed ${settings.seed}, ${settings.rounds} round(s)); answers ${tally}`);
  await server?.close();
});

async function send(request: FuzzRequest, withToken: boolean): Promise<Response> {
  sent += 1;
  // Bytes rather than a string, so a case that sends no Content-Type really sends none.
  const body = typeof request.body === 'string' ? new TextEncoder().encode(request.body) : request.body;
  const headers = withToken ? { ...request.headers, Authorization: `Bearer ${token}` } : request.headers;
  return server.app.request(request.url, { method: request.method, headers, ...(body === undefined ? {} : { body }) });
}

/** A case may end the session itself (logout, token renewal): sign in again so later cases get past the bearer check. */
async function sendWithToken(request: FuzzRequest): Promise<Response> {
  const response = await send(request, true);
  if (response.status !== 401) return response;
  const check = await send(TOKEN_CHECK, true);
  await check.body?.cancel();
  if (check.status !== 401) return response;
  await response.body?.cancel();
  token = await server.tokenFor(USER);
  return send(request, true);
}

async function failureOf(operation: Operation, request: FuzzRequest, withToken: boolean): Promise<Failure | null> {
  const response = withToken ? await sendWithToken(request) : await send(request, false);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const answer = { status: response.status, contentType: response.headers.get('Content-Type') ?? '', text: await response.text() };
  const reason = problemWith(operation, answer);
  return reason ? { operation: `${operation.method} ${operation.path}`, withToken, request, answer, reason } : null;
}

describe('contract fuzz', () => {
  it('reads every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(new Set(operations.map((operation) => operation.id)).size).toBe(operations.length);
  });

  for (const operation of operations) {
    const name = `${operation.method} ${operation.path}`;
    it(`${name} answers malformed requests with a readable 4xx, never a 5xx`, { timeout: 30_000 * settings.rounds }, async () => {
      const failures: Failure[] = [];
      for (let round = 0; round < settings.rounds; round += 1) {
        const random = createRandom((settings.seed + round) ^ hashText(operation.id));
        const hints = { userId: operation.isPublic ? 'fuzz-stranger' : USER };
        const cases = casesFor(operation, { random, hints, mutations: settings.mutations, junkPerParameter: settings.junkPerParameter });
        // Public operations do not read the token, so their cases go without one; the others get both runs.
        for (const request of cases.main) {
          const failure = await failureOf(operation, request, !operation.isPublic);
          if (failure) failures.push(failure);
        }
        for (const request of cases.anonymous) {
          const failure = await failureOf(operation, request, false);
          if (failure) failures.push(failure);
        }
      }
      expect(failures.map(describeFailure).join('\n\n')).toBe('');
    });
  }
});
