import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
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

/** Starts the BUILT server (npm run build) on a free port with a fresh data directory and demo data. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(root, 'dist/server/index.mjs');
  if (!existsSync(entry)) throw new Error('dist/server/index.mjs is missing: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-e2e-'));
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
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
