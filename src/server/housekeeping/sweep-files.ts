import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { FileStore, ListedFile } from '../services/files/file-store';
import { FILE_PATH_COLUMNS } from './file-columns';

/**
 * A file younger than this is never swept: its row may be about to commit in another process or server, and an
 * upload still arriving is a temporary file until its last byte. Nothing the product writes takes this long.
 */
export const FILE_GRACE_MS = 60 * 60 * 1000;

// Old files are checked against the rows this many at a time: memory stays bounded however large the store is.
const BATCH_SIZE = 500;

export interface SweptFiles {
  count: number;
  bytes: number;
}

export interface FileSweep {
  /** Stored files no row refers to: a stop between writing a file and committing its row. */
  unreferenced: SweptFiles;
  /** Writes and uploads cut off by a stop. */
  temporary: SweptFiles;
  /** Files that could not be removed (tried again at the next sweep), with the first reason. */
  failed: { count: number; firstError: unknown };
}

export interface FileSweepDeps {
  db: Database;
  files: FileStore;
}

/**
 * Removes the store's litter older than `graceMs`: temporary files, and stored files that no column of
 * FILE_PATH_COLUMNS names. Several servers may sweep one store at once: a file removed twice is no harm, and a
 * file a row names is never removed, since a row only ever names a file it wrote within the grace.
 */
export async function sweepFiles(deps: FileSweepDeps, nowMs: number, graceMs = FILE_GRACE_MS): Promise<FileSweep> {
  const sweep: FileSweep = { unreferenced: { count: 0, bytes: 0 }, temporary: { count: 0, bytes: 0 }, failed: { count: 0, firstError: undefined } };
  const removeCounting = async (file: ListedFile, into: SweptFiles) => {
    try {
      await deps.files.remove(file.path);
      into.count += 1;
      into.bytes += file.size;
    } catch (error) {
      if (sweep.failed.count === 0) sweep.failed.firstError = error;
      sweep.failed.count += 1;
    }
  };
  const sweepStored = async (candidates: readonly ListedFile[]) => {
    const referenced = await referencedAmong(
      deps.db,
      candidates.map((file) => file.path),
    );
    for (const file of candidates) if (!referenced.has(file.path)) await removeCounting(file, sweep.unreferenced);
  };

  let candidates: ListedFile[] = [];
  for await (const file of deps.files.list()) {
    if (nowMs - file.modifiedAt.getTime() < graceMs) continue;
    if (file.temporary) {
      await removeCounting(file, sweep.temporary);
      continue;
    }
    candidates.push(file);
    if (candidates.length === BATCH_SIZE) {
      await sweepStored(candidates);
      candidates = [];
    }
  }
  if (candidates.length > 0) await sweepStored(candidates);
  return sweep;
}

/** Which of these paths some row names. */
async function referencedAmong(db: Database, paths: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const column of FILE_PATH_COLUMNS) {
    const rows = await db
      .selectDistinct({ path: column })
      .from(column.table)
      .where(inArray(column, [...paths]));
    for (const row of rows) if (row.path !== null) referenced.add(row.path);
  }
  return referenced;
}

/**
 * The sweep's log line, or null when it swept nothing: a quiet store says nothing every hour, as the other
 * background work does; a failure is always told.
 */
function fileSweepSummary(sweep: FileSweep): string | null {
  const { unreferenced, temporary } = sweep;
  if (unreferenced.count === 0 && temporary.count === 0) return null;
  return `Swept ${counted(unreferenced, 'unreferenced')} and ${counted(temporary, 'temporary')}.`;
}

const counted = (swept: SweptFiles, kind: string) => `${swept.count} ${kind} file(s)${swept.count > 0 ? ` (${sizeText(swept.bytes)})` : ''}`;

/** Megabytes to a tenth; a smaller amount in kilobytes or bytes, so a few small files do not read as 0.0 MB. */
function sizeText(bytes: number): string {
  if (bytes >= 100_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

/** Sweeps and logs what it did (nothing when there was nothing to sweep). */
export async function sweepFilesAndLog(deps: FileSweepDeps & { logger: Logger }, nowMs: number, graceMs = FILE_GRACE_MS): Promise<FileSweep> {
  const sweep = await sweepFiles(deps, nowMs, graceMs);
  const summary = fileSweepSummary(sweep);
  if (summary) deps.logger.info(summary);
  if (sweep.failed.count > 0)
    deps.logger.error(`Could not remove ${sweep.failed.count} file(s) while sweeping; trying again next time`, sweep.failed.firstError);
  return sweep;
}
