import { Server as HttpServer } from 'node:http';
import { createApp } from './app';
import { loadServerKeys } from './auth/keys';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase } from './db/create-database';
import { seedDatabase } from './db/seed';
import { listen, ListenError } from './http/listen';
import { APP_HOME } from './http/static-app';
import { consoleLogger as log } from './logger';

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

async function main(): Promise<void> {
  const config = readConfig();
  const database = await createDatabase(config);
  await database.migrate();
  const { demoSeeded } = await seedDatabase(database.db, { demo: config.seedDemo });
  if (demoSeeded) log.info('Demo data seeded (users lawyer1, lawyer2, newlawyer, expired1, noquestions, nouen).');
  const keys = await loadServerKeys(config);
  const app = createApp({ db: database.db, config, keys, logger: log, logRequests: true });

  const listening = await listen(app, { port: config.port, host: config.host }).catch(async (error: unknown) => {
    if (!(error instanceof ListenError)) throw error;
    log.error(error.message);
    await database.close();
    process.exit(1);
  });
  const { server } = listening;
  log.info(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  log.info(`Conveyancing Workbench listening on http://localhost:${listening.port}${APP_HOME}`);

  let stopping: Promise<void> | undefined;
  const closeDatabaseAndExit = () => {
    stopping ??= database.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('Closing the database failed', error);
        process.exit(1);
      },
    );
  };
  const shutdown = (signal: string) => {
    log.info(`${signal} received, shutting down`);
    server.close(closeDatabaseAndExit);
    if (server instanceof HttpServer) server.closeIdleConnections();
    // A client holding a request open must not keep the database (and its files) open for ever.
    setTimeout(closeDatabaseAndExit, 5_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  log.error('Server failed to start', error);
  process.exit(1);
});
