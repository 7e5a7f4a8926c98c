import { Server as HttpServer } from 'node:http';
import type { Hono } from 'hono';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../logger';
import { listen, ListenError } from './listen';

export interface ServeOptions {
  app: Hono;
  config: Pick<Config, 'port' | 'host'>;
  database: Pick<DatabaseHandle, 'close'>;
  log: Logger;
  /** Told the bound port once the server takes requests. */
  onListening(port: number): void;
  /** Work to end before the database closes (the notifications' periodic rounds). */
  beforeClose?: () => Promise<void>;
}

// A client holding a request open must not keep the database (and its files) open for ever.
const FORCED_STOP_MS = 5_000;

/**
 * Serves the app in this process until SIGINT or SIGTERM, then stops taking connections, lets requests in
 * flight finish (for 5 s at most), closes the database and exits. A port that cannot be bound is one log
 * line and exit code 1. The same for a lone server and for each WORKERS process.
 */
export async function serveUntilStopped(options: ServeOptions): Promise<void> {
  const { database, log } = options;
  const listening = await listen(options.app, options.config).catch(async (error: unknown) => {
    if (!(error instanceof ListenError)) throw error;
    log.error(error.message);
    await database.close();
    process.exit(1);
  });
  const { server } = listening;
  options.onListening(listening.port);

  let stopping: Promise<void> | undefined;
  const closeDatabaseAndExit = () => {
    stopping ??= (options.beforeClose?.() ?? Promise.resolve())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error('Closing the database failed', error);
          process.exit(1);
        },
      );
  };
  let signalled = false;
  const shutdown = (signal: string) => {
    // Ctrl-C reaches every process of the group and the primary passes SIGTERM on as well: stop once.
    if (signalled) return;
    signalled = true;
    log.info(`${signal} received, shutting down`);
    server.close(closeDatabaseAndExit);
    if (server instanceof HttpServer) server.closeIdleConnections();
    setTimeout(closeDatabaseAndExit, FORCED_STOP_MS).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
