import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, opendir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file received into a folder of the store under a temporary name: not stored until it is adopted. */
export interface ReceivedFile {
  readonly folder: string;
  readonly name: string;
}

/** One file as the store lists it. */
export interface ListedFile {
  /** Relative to the store: what a row keeps for a stored file, and what `remove` takes for either kind. */
  readonly path: string;
  /** When its last byte was written (a stored file keeps the time it was received or written). */
  readonly modifiedAt: Date;
  readonly size: number;
  /** A write or an upload on its way in (or cut off by a stop): no row can refer to it. */
  readonly temporary: boolean;
}

/**
 * Uploaded files under one directory (FILES_DIR, default DATA_DIR/files). The database keeps paths
 * relative to it, so the directory can move. Writes go to a temporary name first and are renamed into
 * place, so a reader never sees half a file.
 */
export interface FileStore {
  /** Writes the bytes as `<folder>/<stem>-<random>.<ext>` and returns that relative path. */
  write(folder: string, stem: string, ext: string, bytes: Uint8Array): Promise<string>;
  /**
   * Writes the bytes as they arrive to a temporary file in `folder`, which no listing or reader sees. When the
   * source fails (a check it makes, the client gone) the partial file is removed and the failure passed on.
   */
  receive(folder: string, source: Readable | AsyncIterable<Uint8Array>): Promise<ReceivedFile>;
  /** Renames a received file into place as `<folder>/<stem>-<random>.<ext>` and returns that relative path. */
  adopt(file: ReceivedFile, stem: string, ext: string): Promise<string>;
  /** Removes a received file that was not adopted; best effort, and a no-op once it has been. */
  discard(file: ReceivedFile): Promise<void>;
  /** The bytes at a relative path this store wrote, or null when missing or not one of ours. */
  read(relativePath: string): Promise<Uint8Array | null>;
  /** Whether a file this store wrote is at the relative path, without reading it (false when not one of ours). */
  exists(relativePath: string): Promise<boolean>;
  /**
   * Removes a stored file, or a temporary one `list` named. Best effort: a file that is already gone (another
   * server swept it first) is fine.
   */
  remove(relativePath: string): Promise<void>;
  /**
   * Every file this store holds, stored and temporary, one at a time as they are found (no order, no snapshot: a
   * file added or removed meanwhile may or may not be listed). Files it did not make are left out.
   */
  list(): AsyncIterable<ListedFile>;
}

// Only names this store makes are ever resolved, so a stored path cannot point outside the directory.
const OUR_PATH = /^[a-z]+\/[A-Za-z0-9_-]+\.[a-z]{2,4}$/;
const SAFE_PART = /[^A-Za-z0-9_-]/g;
const OUR_FOLDER = /^[a-z]+$/;
const RECEIVED_NAME = /^\.received-[0-9a-f]{32}\.tmp$/;
// Both kinds of temporary name: a received file, and a write's `.<name>.tmp` before its rename.
const TEMPORARY_NAME = /^\.[A-Za-z0-9_.-]+\.tmp$/;
const TEMPORARY_PATH = /^[a-z]+\/\.[A-Za-z0-9_.-]+\.tmp$/;

export function createFileStore(filesDir: string | undefined): FileStore {
  // DATA_DIR memory:// without FILES_DIR: a throwaway run keeps its files in a temporary directory.
  let root: Promise<string> | undefined;
  const rootDir = () => (root ??= filesDir ? Promise.resolve(path.resolve(filesDir)) : mkdtemp(path.join(tmpdir(), 'cw-files-')));
  const resolve = async (relativePath: string) => (OUR_PATH.test(relativePath) ? path.join(await rootDir(), relativePath) : null);
  const folderDir = async (folder: string) => {
    if (!OUR_FOLDER.test(folder)) throw new Error(`not a folder of the file store: ${folder}`);
    return path.join(await rootDir(), folder);
  };
  const receivedPath = async (file: ReceivedFile) => {
    if (!RECEIVED_NAME.test(file.name)) throw new Error('not a file this store received');
    return path.join(await folderDir(file.folder), file.name);
  };
  const storedName = (stem: string, ext: string) => `${stem.replace(SAFE_PART, '_')}-${randomBytes(8).toString('hex')}.${ext}`;

  return {
    async write(folder, stem, ext, bytes) {
      const name = storedName(stem, ext);
      const relativePath = `${folder}/${name}`;
      const dir = path.join(await rootDir(), folder);
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${name}.tmp`);
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, path.join(dir, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return relativePath;
    },
    async receive(folder, source) {
      const dir = await folderDir(folder);
      await mkdir(dir, { recursive: true });
      const file = { folder, name: `.received-${randomBytes(16).toString('hex')}.tmp` };
      const temporary = path.join(dir, file.name);
      // 'wx': a new file of our own, never one that is there already.
      const sink = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, sink);
      } catch (error) {
        // The pipeline rejects as soon as the source fails, while the sink's open (which creates the file) may still
        // be on its way: removing before the sink has closed could leave a partial copy that nothing owns.
        if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      return file;
    },
    async adopt(file, stem, ext) {
      const name = storedName(stem, ext);
      await rename(await receivedPath(file), path.join(await folderDir(file.folder), name));
      return `${file.folder}/${name}`;
    },
    async discard(file) {
      await rm(await receivedPath(file), { force: true });
    },
    async read(relativePath) {
      const file = await resolve(relativePath);
      if (!file) return null;
      try {
        return new Uint8Array(await readFile(file));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(relativePath) {
      const file = await resolve(relativePath);
      if (!file) return false;
      const stats = await stat(file).catch(nullWhenMissing);
      return stats?.isFile() ?? false;
    },
    async remove(relativePath) {
      const file = TEMPORARY_PATH.test(relativePath) ? path.join(await rootDir(), relativePath) : await resolve(relativePath);
      if (file) await rm(file, { force: true });
    },
    async *list() {
      const rootPath = await rootDir();
      const folders = (await readdir(rootPath, { withFileTypes: true }).catch(emptyWhenMissing)).filter(
        (entry) => entry.isDirectory() && OUR_FOLDER.test(entry.name),
      );
      for (const folder of folders) {
        const dir = path.join(rootPath, folder.name);
        // opendir reads the folder a little at a time: a folder of many files is never one array in memory.
        const entries = await opendir(dir).catch(emptyWhenMissing);
        for await (const entry of entries) {
          const temporary = TEMPORARY_NAME.test(entry.name);
          const relativePath = `${folder.name}/${entry.name}`;
          if (!entry.isFile() || (!temporary && !OUR_PATH.test(relativePath))) continue;
          // Gone since the folder was read: removed by its own request, or by another server's sweep.
          const stats = await stat(path.join(dir, entry.name)).catch(nullWhenMissing);
          if (stats) yield { path: relativePath, modifiedAt: stats.mtime, size: stats.size, temporary };
        }
      }
    },
  };
}

function emptyWhenMissing(error: unknown): never[] {
  if (isMissing(error)) return [];
  throw error;
}

function nullWhenMissing(error: unknown): null {
  if (isMissing(error)) return null;
  throw error;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}
