import cluster, { type Worker } from 'node:cluster';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { loadServerSecrets, serverKeysFrom } from '../auth/keys';
import type { Config } from '../config';
import { createDatabase } from '../db/create-database';
import type { Logger } from '../logger';
import { BackgroundSwitch } from '../notifications/background-work';
import { prepareDatabase } from '../prepare-database';
import { isSetupRequest, setupFromPrimary, type WorkerSetup } from './cluster-setup';
import { serveUntilStopped } from './serve';
import { APP_HOME } from './static-app';

/**
 * WORKERS on PostgreSQL: one primary process prepares the database and the secrets once, then forks that
 * many workers, each serving the same port (node:cluster shares it and hands connections out in turn) over
 * its own connection pool. Nothing a request needs lives in one worker's memory: sessions, the login
 * throttle, idempotency keys, control numbers and the simulators' pending replies are rows; files are one
 * directory; the secrets are the primary's. So any worker may answer any request.
 */

// A worker that dies is replaced after a pause, so a crash at every start cannot spin the primary.
const RESTART_DELAY_MS = 1_000;
// Workers give requests in flight 5 s (serve.ts); past this they are killed.
const STOP_WAIT_MS = 10_000;

export const isClusterWorker = (): boolean => cluster.isWorker;

export async function runPrimary(config: Config, log: Logger): Promise<void> {
  const database = await prepareDatabase(config, log);
  // The primary serves nothing: an open pool here would only hold connections the workers could use.
  await database.close();
  const setup: WorkerSetup = { kind: 'cw:worker-setup', secrets: await loadServerSecrets(config), filesDir: await filesDirFor(config) };
  const alive = new Set<Worker>();
  const serving = new Set<Worker>();
  let stopping = false;
  let announced = false;

  const fork = () => alive.add(cluster.fork());
  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    if (alive.size === 0) process.exit(exitCode);
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => alive.forEach((worker) => worker.process.kill('SIGKILL')), STOP_WAIT_MS).unref();
    cluster.on('exit', () => {
      if (alive.size === 0) process.exit(exitCode);
    });
  };

  cluster.on('message', (worker, message: unknown) => {
    if (isSetupRequest(message)) worker.send(setup);
  });
  cluster.on('listening', (worker, address) => {
    serving.add(worker);
    if (announced || serving.size < config.workers) return;
    announced = true;
    log.info(`Conveyancing Workbench listening on http://localhost:${address.port}${APP_HOME} (${config.workers} worker processes)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const wasServing = serving.delete(worker);
    if (stopping) return;
    const how = signal ?? `exit code ${code}`;
    // Decided after the pause: Ctrl-C reaches workers and primary together, and a worker that stopped for
    // it must not be replaced (or reported) because its exit was seen before the primary's own signal.
    setTimeout(() => {
      if (stopping) return;
      if (!wasServing) {
        log.error(`Worker ${worker.id} stopped (${how}) before it was serving: stopping the server.`);
        stopAll(1);
        return;
      }
      log.error(`Worker ${worker.id} (pid ${worker.process.pid}) stopped unexpectedly (${how}); starting another.`);
      fork();
    }, RESTART_DELAY_MS);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) log.info(`${signal} received, stopping ${alive.size} worker processes`);
      stopAll(0);
    });
  }
  for (let i = 0; i < config.workers; i++) fork();
}

/** FILES_DIR; with DATA_DIR memory:// a temporary directory for all workers, gone with the server like the data. */
async function filesDirFor(config: Config): Promise<string> {
  if (config.filesDir) return path.resolve(config.filesDir);
  const temporary = await mkdtemp(path.join(tmpdir(), 'cw-files-'));
  process.once('exit', () => rmSync(temporary, { recursive: true, force: true }));
  return temporary;
}

/** One WORKERS process: the primary's secrets and files directory, its own pool, the shared port. */
export async function runWorker(config: Config, baseLog: Logger): Promise<void> {
  const id = cluster.worker?.id ?? 0;
  // Every line says which process wrote it: request lines show the load spread, errors their worker.
  const log: Logger = {
    info: (message) => baseLog.info(`[worker ${id}] ${message}`),
    warn: (message) => baseLog.warn(`[worker ${id}] ${message}`),
    error: (message, error) => baseLog.error(`[worker ${id}] ${message}`, error),
  };
  const setup = await setupFromPrimary();
  const database = await createDatabase(config, log);
  const background = new BackgroundSwitch();
  const app = createApp({
    db: database.db,
    config: { ...config, filesDir: setup.filesDir },
    keys: serverKeysFrom(setup.secrets),
    logger: log,
    logRequests: true,
    background,
  });
  await serveUntilStopped({
    app,
    config,
    database,
    log,
    beforeClose: () => background.stop(),
    onListening: (port) => log.info(`listening on port ${port} (pid ${process.pid})`),
  });
}
