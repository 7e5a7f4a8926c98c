import type { FileStore } from './file-store';

/**
 * Runs `work` with a writer into the store (and an adopter of files it received) and, when `work` fails
 * (typically the transaction that was to record the files), removes every file it wrote or adopted, so no
 * file is left that no row names.
 */
export async function undoWritesOnFailure<T>(
  store: FileStore,
  work: (write: FileStore['write'], adopt: FileStore['adopt']) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const write: FileStore['write'] = async (...file) => {
    const filePath = await store.write(...file);
    written.push(filePath);
    return filePath;
  };
  const adopt: FileStore['adopt'] = async (...file) => {
    const filePath = await store.adopt(...file);
    written.push(filePath);
    return filePath;
  };
  try {
    return await work(write, adopt);
  } catch (error) {
    // allSettled: a file that cannot be removed must not hide why the work failed.
    await Promise.allSettled(written.map((filePath) => store.remove(filePath)));
    throw error;
  }
}
