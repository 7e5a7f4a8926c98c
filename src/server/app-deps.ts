import type { ServerKeys } from './auth/keys';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { FileStore } from './services/files/file-store';

/** What the routes need from the outside world; tests supply a real PGlite and in-memory keys. */
export interface AppDeps {
  db: Database;
  config: Config;
  keys: ServerKeys;
  clock: Clock;
  logger: Logger;
  files: FileStore;
}
