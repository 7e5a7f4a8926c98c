import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checked-in migrations sit next to this module in src (src/server/db/migrations) and next to the
 * bundle in dist (dist/server/migrations, copied by scripts/build-server.mjs); both are "./migrations"
 * relative to the running file, so one expression serves tsx and the bundle.
 */
export function migrationsFolder(): string {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
  if (!existsSync(path.join(folder, 'meta', '_journal.json'))) {
    throw new Error(`Database migrations not found in ${folder}; rebuild the server (npm run build:server).`);
  }
  return folder;
}
