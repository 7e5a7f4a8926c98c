import pg from 'pg';
import type { Config } from '../config';

/**
 * Whether this process is the one that sweeps the file store: of a WORKERS server's processes (and of several
 * servers on one database) one sweeps at a time, so the store is listed once an hour, not once per process.
 */
export interface SweeperTurn {
  /** Whether the turn is this process's, taking it when no process holds it. */
  mine(): Promise<boolean>;
  /** Gives the turn up, so another process takes it at its next round. */
  release(): Promise<void>;
}

// The first key tells this lock from the product's other advisory locks (7001, 7002: the day's control numbers).
const SWEEPER_LOCK = 7003;
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 10_000;

/** PGlite serves one process (its directory's lock file): the turn is always its own. */
const onlyProcess: SweeperTurn = { mine: () => Promise.resolve(true), release: () => Promise.resolve() };

export function sweeperTurnFor(config: Pick<Config, 'databaseUrl'>): SweeperTurn {
  return config.databaseUrl ? advisoryLockTurn(config.databaseUrl) : onlyProcess;
}

/**
 * On PostgreSQL the turn is a session advisory lock held on a connection of the turn's own (not the pool's, whose
 * connections come and go). The database lets it go when that connection ends: the process stopped or crashed, or
 * the database blinked. Another process's next round then takes it.
 */
function advisoryLockTurn(databaseUrl: string): SweeperTurn {
  let held: pg.Client | null = null;
  const forget = (client: pg.Client) => {
    if (held === client) held = null;
  };
  const end = (client: pg.Client) => client.end().catch(() => undefined);

  return {
    async mine() {
      if (held) {
        // A connection can be gone without a word (a network cut): the turn is only as good as an answer on it.
        const client = held;
        try {
          await client.query('select 1');
          return true;
        } catch {
          forget(client);
          await end(client);
        }
      }
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        query_timeout: QUERY_TIMEOUT_MS,
        keepAlive: true,
      });
      // Without a listener, the database ending this idle connection would end the process.
      client.on('error', () => forget(client));
      client.once('end', () => forget(client));
      await client.connect();
      try {
        const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1::integer, 0) as taken', [SWEEPER_LOCK]);
        if (rows[0]?.taken === true) {
          held = client;
          return true;
        }
      } catch (error) {
        await end(client);
        throw error;
      }
      await end(client);
      return false;
    },
    async release() {
      const client = held;
      held = null;
      if (client) await end(client);
    },
  };
}
