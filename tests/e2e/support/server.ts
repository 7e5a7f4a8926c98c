import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the built server migrated and seeded (its secrets removed), or '' when there is none. */
    seededDataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  baseUrl: string;
  /** Ends the server and removes its data directory, unless asked to keep it. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the BUILT server (npm run build) on a free port with a data directory of its own and the demo data: a copy
 * of the one the e2e project's global set-up seeded for the run (seeded-data.global.ts), so each start skips
 * PGlite's initdb, the migrations and the seed (6 s of a busy machine's start). Without it (a file run outside the
 * project), the server seeds its own.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-e2e-'));
  const seeded = inject('seededDataDir');
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return runBuiltServer(dataDir, env);
}

/** The built server on a free port over `dataDir`, once it answers; `stop` ends it and removes the directory. */
export async function runBuiltServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(root, 'dist/server/index.mjs');
  if (!existsSync(entry)) throw new Error('dist/server/index.mjs is missing: run `npm run build` first.');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/public-key`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
