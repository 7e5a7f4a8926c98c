import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFor } from './support/fuzz/cases';
import { createRandom, hashText } from './support/fuzz/prng';
import type { FuzzRequest } from './support/fuzz/request';
import { fuzzSettings } from './support/fuzz/settings';
import { loadOperations, type Operation } from './support/fuzz/spec';
import { describeFailure, problemWith, type Failure } from './support/fuzz/verdict';
import { usersEventCount } from './support/history';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * The contract fuzz suite: every operation in openapi/openapi.yaml (read from the spec, so a new operation
 * is covered without editing this file) gets a seeded set of malformed requests, with lawyer1's token and
 * without. No answer may be 5xx, every 4xx must carry a readable message, an answer of a listed status has the
 * media type and headers listed for it, and an operation refusing with pages or redirecting answers only the
 * statuses it lists (see verdict.ts). A refused request (4xx) leaves the firm's history as it was.
 * A failure names the operation, the request and the answer; FUZZ_SEED replays it (settings.ts).
 */
const USER = 'lawyer1';
/** lawyer1's firm has the checklist add-on; LA-000101 is its demo case's checklist (the contract's example). */
const CHECKLIST_ADDRESS = '/api/get-checklist-url/LA-000101?direct=true';
const settings = fuzzSettings();
const operations = loadOperations();
const TOKEN_CHECK: FuzzRequest = { label: 'token check', method: 'GET', url: `/api/get-user-details/${USER}/x`, headers: {} };

/**
 * A credential a public operation takes in its address and lawyer1 can get: its cases carry a valid one (the
 * parameter cases spoil it), so bad forms and parameters reach the handler rather than stopping at the 401.
 */
interface AddressCredential {
  pathPrefix: string;
  parameter: string;
  value: string;
}

/** The checklist stand-in's pages take the editable checklist token of get-checklist-url. */
async function addressCredentials(): Promise<AddressCredential[]> {
  const { url } = (await (await server.get(CHECKLIST_ADDRESS, token)).json()) as { url: string };
  return [{ pathPrefix: '/sandbox/checklist/', parameter: 'token', value: new URL(url).searchParams.get('token') ?? '' }];
}

let server: TestServer;
let token = '';
let credentials: AddressCredential[] = [];
const credentialOf = (operation: Operation) => credentials.find((credential) => operation.path.startsWith(credential.pathPrefix));
let sent = 0;
const statuses = new Map<number, number>();
/** Requests that carried a valid address credential, by operation, and their answers. */
const credentialed = { operations: new Set<string>(), statuses: new Map<number, number>() };
let startedAt = 0;
/** The users' events in the history after the last request: a refused request must append none (issue 20). */
let eventsBefore = 0;

const tallyOf = (counts: Map<number, number>) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor(USER);
  credentials = await addressCredentials();
  eventsBefore = await usersEventCount(server.db);
  startedAt = performance.now();
});

afterAll(async () => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const withCredential = [...credentialed.statuses.values()].reduce((sum, count) => sum + count, 0);
  console.info(
    `contract fuzz: ${sent} requests over ${operations.length} operations in ${seconds} s (seed ${settings.seed}, ${settings.rounds} round(s)); ` +
      `answers ${tallyOf(statuses)}; ${withCredential} of them with a valid address token over ${credentialed.operations.size} operations, ` +
      `answers ${tallyOf(credentialed.statuses)}`,
  );
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
  // The suite's own login is in the history; only what the request itself appends is judged.
  eventsBefore = await usersEventCount(server.db);
  return send(request, true);
}

/** An event stream stays open for as long as the session: its first event is what is judged, then the suite hangs up. */
async function bodyText(response: Response): Promise<string> {
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/event-stream') || !response.body) return response.text();
  const reader = response.body.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

/** Whether the request's address carries the operation's credential unspoiled. */
function carriesCredential(operation: Operation, request: FuzzRequest): boolean {
  const credential = credentialOf(operation);
  return credential !== undefined && new URL(request.url, 'http://fuzz').searchParams.get(credential.parameter) === credential.value;
}

async function failureOf(operation: Operation, request: FuzzRequest, withToken: boolean): Promise<Failure | null> {
  const response = withToken ? await sendWithToken(request) : await send(request, false);
  const eventsAfter = await usersEventCount(server.db);
  const appended = eventsAfter - eventsBefore;
  eventsBefore = eventsAfter;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const contentType = response.headers.get('Content-Type') ?? '';
  const answer = { status: response.status, contentType, text: await bodyText(response), headers: response.headers };
  const withCredential = carriesCredential(operation, request);
  const credential = withToken ? 'bearer token' : withCredential ? 'address token' : 'no token';
  const failure = (reason: string): Failure => ({ operation: `${operation.method} ${operation.path}`, credential, request, answer, reason });
  if (withCredential) {
    credentialed.operations.add(operation.id);
    credentialed.statuses.set(response.status, (credentialed.statuses.get(response.status) ?? 0) + 1);
    // The credential is what the suite gives these cases for: the well-formed call must get through to the handler.
    if (request.label === 'well-formed example' && answer.status >= 400) return failure(`answered ${answer.status} to a valid address token`);
  }
  if (answer.status >= 400 && appended > 0) return failure(`a refused request appended ${appended} history event(s)`);
  const reason = problemWith(operation, request, answer);
  return reason ? failure(reason) : null;
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
        const credential = credentialOf(operation);
        const hints = {
          userId: operation.isPublic ? 'fuzz-stranger' : USER,
          ...(credential ? { addressCredentials: { [credential.parameter]: credential.value } } : {}),
        };
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
