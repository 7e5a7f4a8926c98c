import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Uploaded files under one directory (FILES_DIR, default DATA_DIR/files). The database keeps paths
 * relative to it, so the directory can move. Writes go to a temporary name first and are renamed into
 * place, so a reader never sees half a file.
 */
export interface FileStore {
  /** Writes the bytes as `<folder>/<stem>-<random>.<ext>` and returns that relative path. */
  write(folder: string, stem: string, ext: string, bytes: Uint8Array): Promise<string>;
  /** The bytes at a relative path this store wrote, or null when missing or not one of ours. */
  read(relativePath: string): Promise<Uint8Array | null>;
  /** Best effort: a file that is already gone is fine. */
  remove(relativePath: string): Promise<void>;
}

// Only names this store makes are ever resolved, so a stored path cannot point outside the directory.
const OUR_PATH = /^[a-z]+\/[A-Za-z0-9_-]+\.[a-z]{2,4}$/;
const SAFE_PART = /[^A-Za-z0-9_-]/g;

export function createFileStore(filesDir: string | undefined): FileStore {
  // DATA_DIR memory:// without FILES_DIR: a throwaway run keeps its files in a temporary directory.
  let root: Promise<string> | undefined;
  const rootDir = () => (root ??= filesDir ? Promise.resolve(path.resolve(filesDir)) : mkdtemp(path.join(tmpdir(), 'cw-files-')));
  const resolve = async (relativePath: string) => (OUR_PATH.test(relativePath) ? path.join(await rootDir(), relativePath) : null);

  return {
    async write(folder, stem, ext, bytes) {
      const name = `${stem.replace(SAFE_PART, '_')}-${randomBytes(8).toString('hex')}.${ext}`;
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
    async remove(relativePath) {
      const file = await resolve(relativePath);
      if (file) await rm(file, { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ENOENT';
}
