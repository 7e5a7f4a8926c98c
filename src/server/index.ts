import { createApp } from './app';
import { loadServerKeys } from './auth/keys';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { isClusterWorker, runPrimary, runWorker } from './http/cluster';
import { serveUntilStopped } from './http/serve';
import { APP_HOME } from './http/static-app';
import { consoleLogger as log } from './logger';
import { BackgroundSwitch } from './notifications/background-work';
import { prepareDatabase } from './prepare-database';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** One process, as on PGlite and with WORKERS=1: migrate, seed, serve. */
async function runAlone(config: Config): Promise<void> {
  const database = await prepareDatabase(config, log);
  const keys = await loadServerKeys(config);
  const background = new BackgroundSwitch();
  const app = createApp({ db: database.db, config, keys, logger: log, logRequests: true, background });
  await serveUntilStopped({
    app,
    config,
    database,
    log,
    beforeClose: () => background.stop(),
    onListening: (port) => log.info(`Conveyancing Workbench listening on http://localhost:${port}${APP_HOME}`),
  });
}

async function main(): Promise<void> {
  const config = readConfig();
  // The workers run this same file (node:cluster forks the entry point); src/server/http/cluster.ts.
  if (isClusterWorker()) await runWorker(config, log);
  else if (config.workers > 1) await runPrimary(config, log);
  else await runAlone(config);
}

main().catch((error: unknown) => {
  // Another server on the same DATA_DIR: the message says it all, in one line.
  if (error instanceof DataDirInUseError) log.error(error.message);
  else log.error('Server failed to start', error);
  process.exit(1);
});
