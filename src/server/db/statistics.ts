import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Planner statistics and visibility maps for our tables. PGlite has no autovacuum: without this, a table
 * filled after its last ANALYZE keeps the statistics of an empty table, and the planner picks plans (a
 * sequential scan per listed row) that take seconds at a few thousand rows. PostgreSQL's autovacuum keeps
 * both up to date, but only a minute or so after the fact, so a fresh or freshly seeded database is
 * refreshed here too.
 */

export interface TableState {
  name: string;
  /** Never analyzed, or grown or shrunk by a tenth since it was, or a tenth of its rows changed. */
  stale: boolean;
  /** Most of its pages are not marked all-visible, or dead rows have piled up: index-only scans go to the heap. */
  needsVacuum: boolean;
}

/*
 * The catalog (pg_class) says how big a table was when last analyzed and survives a restart; the activity
 * counters (pg_stat_user_tables) also see changes that do not grow the file, but start from zero in each
 * process. Either may call a table stale. The thresholds are autovacuum's defaults.
 */
const OUR_TABLES = sql`(
  select c.relname as name, c.reltuples, c.relpages, c.relallvisible,
    (pg_relation_size(c.oid) / current_setting('block_size')::integer)::integer as pages,
    coalesce(s.n_mod_since_analyze, 0) as modified, coalesce(s.n_dead_tup, 0) as dead
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_stat_user_tables s on s.relid = c.oid
  where n.nspname = 'public' and c.relkind = 'r'
) as tables`;

export function tableStates(db: Database): Promise<TableState[]> {
  return db
    .select({
      name: sql<string>`name`,
      stale: sql<boolean>`reltuples < 0 or abs(pages - relpages) > 0.1 * relpages or modified > 50 + 0.1 * greatest(reltuples, 0)`,
      needsVacuum: sql<boolean>`(pages > 4 and relallvisible < 0.8 * pages) or dead > 50 + 0.2 * greatest(reltuples, 0)`,
    })
    .from(OUR_TABLES)
    .orderBy(sql`name`);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A session's row counts reach pg_stat_user_tables up to a second after its writes. Counts still on their way
 * when ANALYZE runs would land after it and call the table stale again at once; PostgreSQL 15 and later (PGlite
 * among them) can be told to send them now, which takes effect once this statement ends.
 */
async function sendActivityCounts(db: Database): Promise<void> {
  const [available] = await db
    .select({ yes: sql<boolean>`to_regprocedure('pg_stat_force_next_flush()') is not null` })
    .from(sql`(values (1)) as one`);
  if (available?.yes) await db.execute(sql`select pg_stat_force_next_flush()`);
}

export interface RefreshOptions {
  /**
   * Also VACUUM tables whose visibility map lags, so index-only scans stay index-only. For PGlite, which
   * nothing else vacuums; PostgreSQL's autovacuum does it without holding up a start.
   */
  vacuum?: boolean;
}

/**
 * ANALYZE each of our tables whose statistics are missing or out of date (VACUUM (ANALYZE) where asked and
 * needed); an up-to-date table costs nothing, so this may run after any bulk write. Returns the tables it
 * refreshed. Runs outside a transaction: VACUUM cannot run inside one.
 */
export async function refreshStatistics(db: Database, options: RefreshOptions = {}): Promise<string[]> {
  await sendActivityCounts(db);
  const refreshed: string[] = [];
  for (const table of await tableStates(db)) {
    const vacuum = options.vacuum === true && table.needsVacuum;
    if (!table.stale && !vacuum) continue;
    await db.execute(sql.raw(`${vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${quoted(table.name)}`));
    refreshed.push(table.name);
  }
  return refreshed;
}

export interface StatisticsKeeper {
  /** Stops the timer and waits for a refresh in progress, so the database does not close under it. */
  stop(): Promise<void>;
}

/** How often the keeper looks: a look is one catalog query, a refresh happens only after sizeable change. */
export const STATISTICS_INTERVAL_MS = 60_000;

/**
 * Refreshes stale statistics and visibility maps every `intervalMs` while the process runs, for a database
 * without autovacuum (PGlite). The timer does not keep the process alive; a failed refresh is reported and
 * tried again at the next tick.
 */
export function keepStatistics(db: Database, onError: (error: unknown) => void, intervalMs = STATISTICS_INTERVAL_MS): StatisticsKeeper {
  let running: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    // A refresh still running when the next tick comes is left to finish; ticks do not pile up.
    if (stopped || running) return;
    running = refreshStatistics(db, { vacuum: true })
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
