import type { Logger } from '../../logger';
import type { FileStore } from './file-store';

/**
 * Removes a file no row names any more (the change that dropped it is committed). A file left behind is
 * litter, not a broken record, so a failure is logged, not raised. `what` says which file, for the log.
 */
export async function removeQuietly(deps: { files: FileStore; logger: Logger }, filePath: string, what: string): Promise<void> {
  try {
    await deps.files.remove(filePath);
  } catch (error) {
    deps.logger.error(`could not remove ${what}`, error);
  }
}
