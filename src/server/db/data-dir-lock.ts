import { randomBytes } from 'node:crypto';
import { link, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** The file in DATA_DIR that says which process writes the PGlite directory beside it. */
export const LOCK_FILE_NAME = 'pglite.lock';

/** A start refused because another server writes the same DATA_DIR; the message is the one line to show. */
export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

/** Held until released; releasing twice, or after another process took the lock over, does nothing. */
export interface DataDirLock {
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  host: string;
}

// Locks this process holds, by lock path: the pid in a lock file cannot tell this process's lock from one a
// crashed process with the same pid left (a container restarted after kill -9 numbers its processes the same).
const heldHere = new Set<string>();

const MAX_ATTEMPTS = 5;

/**
 * Takes DATA_DIR for this process: PGlite is one process's database, and two servers writing one directory
 * lose data. The lock is a file created only if absent, holding the pid and host. A lock whose
 * process is gone (a crash, kill -9) is taken over; a live one refuses the start with a DataDirInUseError.
 *
 * Taking over renames the stale file out of the way (one rename wins) and then creates the lock as at first, so
 * of two servers starting over one stale lock, one gets it and the other is refused. Whether a pid is alive is
 * known only on its own host: a lock written on another machine (DATA_DIR on a shared disk) is never taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const directory = path.resolve(dataDir);
  const lockPath = path.join(directory, LOCK_FILE_NAME);
  if (heldHere.has(lockPath)) throw inUse(directory, { pid: process.pid, host: hostname() });
  // Claimed here from the start: a second open in this process meanwhile is refused, never judged stale.
  heldHere.add(lockPath);
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (await createLockFile(lockPath)) {
        const ours = await readLock(lockPath);
        return { release: () => releaseLock(lockPath, ours?.identity) };
      }
      const found = await readLock(lockPath);
      // Gone since the create failed (its holder released it): try again.
      if (!found) continue;
      if (found.holder && isAlive(found.holder)) throw inUse(directory, found.holder);
      await moveStaleLock(lockPath, found.identity);
    }
  } catch (error) {
    heldHere.delete(lockPath);
    throw error;
  }
  heldHere.delete(lockPath);
  throw new DataDirInUseError(
    `Could not take the lock ${lockPath} of DATA_DIR ${directory}: other servers kept taking it. Start one server at a time.`,
  );
}

function inUse(directory: string, holder: Holder): DataDirInUseError {
  const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
  return new DataDirInUseError(`Another server (pid ${holder.pid}${where}) is using DATA_DIR ${directory}; stop it or choose another DATA_DIR.`);
}

/**
 * Creates the lock file with this process as holder; false when one is there already. Written whole under a name of
 * its own first and then linked into place (link, like O_EXCL, never replaces a file), so a lock file is never seen
 * empty: one without a holder can only be damaged, and is stale.
 */
async function createLockFile(lockPath: string): Promise<boolean> {
  const content = `${JSON.stringify({ pid: process.pid, host: hostname() } satisfies Holder)}\n`;
  const written = `${lockPath}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(written, content, { flag: 'wx', mode: 0o644 });
  try {
    await link(written, lockPath);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(written).catch(() => undefined);
  }
}

/**
 * A lock file's holder, and what tells this file from another at the same path (an inode number is soon reused
 * once freed, so with its modification time and text), or undefined when there is none. Holder undefined: the
 * file names none (damaged), so it is stale.
 */
async function readLock(file: string): Promise<{ holder: Holder | undefined; identity: string } | undefined> {
  try {
    const { ino, mtimeMs } = await stat(file);
    const text = await readFile(file, 'utf8');
    return { holder: parseHolder(text), identity: `${ino}:${mtimeMs}:${text}` };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, host } = value as Record<string, unknown>;
    return Number.isSafeInteger(pid) && typeof pid === 'number' && pid > 0 && typeof host === 'string' ? { pid, host } : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  // Our own pid in a lock this process does not hold: an earlier process of the same number, now gone.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return errorCode(error) !== 'ESRCH';
  }
}

/**
 * Moves the stale lock file read as `stale` out of the way. Another starter may have replaced it with a live lock
 * meanwhile: when what was moved is not the stale file it is put back (link fails rather than overwrite).
 */
async function moveStaleLock(lockPath: string, stale: string): Promise<void> {
  const aside = `${lockPath}.stale-${randomBytes(6).toString('hex')}`;
  try {
    await rename(lockPath, aside);
  } catch (error) {
    // Another starter moved it first.
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if ((await readLock(aside))?.identity !== stale) await link(aside, lockPath).catch(() => undefined);
  await unlink(aside);
}

async function releaseLock(lockPath: string, ours: string | undefined): Promise<void> {
  if (!heldHere.delete(lockPath)) return;
  // Only our own file: someone may have removed ours by hand and started another server, whose lock stays.
  if (ours !== undefined && (await readLock(lockPath))?.identity === ours) await unlink(lockPath).catch(() => undefined);
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
}
