import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../src/server/db/create-database';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from '../../src/server/db/data-dir-lock';
import { silentLogger } from '../../src/server/logger';
import { FIXTURE_APP_DIR } from './support/start-test-server';

/*
 * One writer per embedded database: PGlite is one process's database, and two servers writing one DATA_DIR
 * lose data. A second server is refused with a line that says why; a lock left by a process killed with
 * SIGKILL does not keep the next start out.
 */

const root = path.resolve(import.meta.dirname, '..', '..');
const LOCK_MODULE = path.join(root, 'src', 'server', 'db', 'data-dir-lock.ts');

const inUseLine = (pid: number, dataDir: string) => `Another server (pid ${pid}) is using DATA_DIR ${dataDir}; stop it or choose another DATA_DIR.`;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function temporaryDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-data-dir-lock-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** Everything a process writes, and its exit, as it happens. */
function watch(child: ChildProcess): { output: () => string; exited: Promise<number | null> } {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { output: () => output, exited };
}

/** Another process that takes the lock of `dataDir` with the server's own code, says so, and holds it until killed. */
async function otherProcessHolding(dataDir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
await lockDataDir(process.argv[1]);
console.log('locked');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output } = watch(child);
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the lock holder exited: ${output()}`);
      expect(output()).toContain('locked');
    },
    { timeout: 20_000, interval: 50 },
  );
  return child;
}

describe('the PGlite DATA_DIR lock', () => {
  it('refuses a second open of one DATA_DIR, naming the holder, and lets DATA_DIR go on close', async () => {
    const dataDir = temporaryDataDir();
    const first = await createDatabase({ dataDir, databaseUrl: undefined }, silentLogger);
    let firstOpen = true;
    cleanups.push(() => (firstOpen ? first.close() : undefined));

    const second = createDatabase({ dataDir, databaseUrl: undefined }, silentLogger);
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(inUseLine(process.pid, dataDir));

    await first.close();
    firstOpen = false;
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('keeps a second server from starting, in one line, while another process holds DATA_DIR', async () => {
    const dataDir = temporaryDataDir();
    const holder = await otherProcessHolding(dataDir);

    // The entry the build bundles, run from source through tsx, on PGlite; it stops before it listens.
    const { DATABASE_URL: _url, WORKERS: _workers, ...environment } = process.env;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: root,
      env: { ...environment, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: FIXTURE_APP_DIR },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { output } = watch(server);
    await vi.waitFor(() => expect(server.exitCode !== null || output().includes('listening on')).toBe(true), { timeout: 25_000, interval: 100 });
    expect(server.exitCode).toBe(1);
    expect(output().trim()).toBe(inUseLine(holder.pid ?? 0, dataDir));
  });

  it('takes over the lock of a process killed with SIGKILL, and removes it on release', async () => {
    const dataDir = temporaryDataDir();
    const holder = await otherProcessHolding(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(inUseLine(holder.pid ?? 0, dataDir));

    const gone = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await gone;
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: holder.pid });

    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a damaged lock file, which names no holder', async () => {
    const dataDir = temporaryDataDir();
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), '');
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });
});
