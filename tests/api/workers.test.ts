// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): WORKERS=2 needs PostgreSQL (the file skips itself without TEST_DATABASE_URL).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-people';
import { encryptPassword } from './support/encrypt-password';
import { FIXTURE_APP_DIR } from './support/start-test-server';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/**
 * WORKERS on PostgreSQL, end to end: the real entry point (src/server/index.ts, the one the build bundles)
 * started with WORKERS=2 on a fresh database. Which process answered is read from the log, where every
 * worker's lines carry its number: no debug header is needed. Each request opens its own connection, so the
 * cluster's round-robin hands them to the workers in turn.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const adminUrl = process.env.TEST_DATABASE_URL;

interface Reply {
  status: number;
  json: Record<string, unknown>;
}

let port = 0;
let server: ChildProcess;
let output = '';
let testDatabase: TestDatabase;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** One request on a connection of its own (no keep-alive), so consecutive requests meet different workers. */
function call(urlPath: string, options: { jwt?: string; body?: unknown } = {}): Promise<Reply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: body === undefined ? 'GET' : 'POST',
        agent: false,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(options.jwt ? { Authorization: `Bearer ${options.jwt}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** Waits until the log matches, and answers every match (a worker's line may land a moment after its reply). */
async function logMatches(pattern: RegExp, atLeast = 1, timeoutMs = 20_000): Promise<RegExpExecArray[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = [...output.matchAll(new RegExp(pattern.source, 'g'))];
    if (found.length >= atLeast) return found;
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(`log has ${found.length} of ${atLeast} lines matching ${pattern} (exit ${server.exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const workersListening = async (atLeast: number) =>
  (await logMatches(/\[worker (\d+)\] listening on port \d+ \(pid (\d+)\)/, atLeast)).map((m) => ({ id: m[1], pid: Number(m[2]) }));

/** The workers that logged an answer of this status to this request line, e.g. 'GET /api/public-key'. */
async function answeredBy(requestLine: string, status: number, atLeast: number): Promise<Set<string>> {
  const escaped = requestLine.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new Set((await logMatches(new RegExp(`\\[worker (\\d+)\\] ${escaped} ${status} `), atLeast)).map((m) => m[1] ?? ''));
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function logIn(): Promise<string> {
  const { json: key } = await call('/api/public-key');
  const password = encryptPassword(String(key.publicKey), DEMO_PASSWORD);
  const { status, json } = await call('/api/login', { body: { userid: 'lawyer1', password } });
  expect(status).toBe(200);
  expect(typeof json.jwt).toBe('string');
  return String(json.jwt);
}

describe.skipIf(!adminUrl)('WORKERS=2 on PostgreSQL (needs TEST_DATABASE_URL; PGlite serves one process)', () => {
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'cw-workers-'));
    port = await freePort();
    // The entry the build bundles, run from source through tsx; node:cluster forks it with the same loader.
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: testDatabase.databaseUrl,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: FIXTURE_APP_DIR,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await logMatches(/listening on http:\/\/localhost:\d+\/conveyancing\/home \(2 worker processes\)/, 1, 50_000);
  });

  afterAll(async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    }
    // A SIGKILLed primary takes its workers along (their IPC channel closes); the drop waits for none of them.
    await testDatabase.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs two worker processes besides the primary, and both answer', async () => {
    const workers = await workersListening(2);
    expect(new Set(workers.map((w) => w.pid)).size).toBe(2);
    for (const { pid } of workers) {
      expect(pid).not.toBe(server.pid);
      expect(isRunning(pid)).toBe(true);
    }
    const keys = await Promise.all(Array.from({ length: 6 }, () => call('/api/public-key')));
    // One key pair for all: a password encrypted with the key one worker served decrypts on the other.
    expect(new Set(keys.map((reply) => reply.json.keyId)).size).toBe(1);
    expect(await answeredBy('GET /api/public-key', 200, 6)).toEqual(new Set(workers.map((w) => w.id)));
  });

  it('accepts on every worker the token another one issued', async () => {
    const jwt = await logIn();
    const [loginBy] = await answeredBy('POST /api/login', 200, 1);
    const replies = await Promise.all(Array.from({ length: 20 }, () => call('/api/get-user-details/lawyer1/x', { jwt })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    // The log never shows the path's token segment, whatever it holds.
    const servedBy = await answeredBy('GET /api/get-user-details/lawyer1/[redacted]', 200, 20);
    expect([...servedBy].filter((id) => id !== loginBy)).not.toHaveLength(0);
  });

  it('replaces a worker that dies, and the session lives on', async () => {
    const jwt = await logIn();
    const [victim] = await workersListening(2);
    process.kill(victim!.pid, 'SIGKILL');
    await logMatches(new RegExp(`Worker ${victim!.id} \\(pid ${victim!.pid}\\) stopped unexpectedly \\(SIGKILL\\); starting another`));
    const replacement = (await workersListening(3))[2]!;
    expect(isRunning(replacement.pid)).toBe(true);
    const replies = await Promise.all(Array.from({ length: 6 }, () => call('/api/get-user-details/lawyer1/y', { jwt })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(200));
  });

  it('stops the primary and every worker on SIGTERM, exit code 0', async () => {
    const workers = (await workersListening(3)).filter((w) => isRunning(w.pid));
    expect(workers).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM received, stopping 2 worker processes/);
    for (const { id, pid } of workers) {
      expect(output).toContain(`[worker ${id}] SIGTERM received, shutting down`);
      expect(isRunning(pid)).toBe(false);
    }
  });
});
