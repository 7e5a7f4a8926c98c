import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** Tells this lock from the product's other advisory locks (7001, 7002: the day's control numbers; 7003: the sweeper; 7011). */
const MIGRATION_LOCK = 7100;

/** Runs `work` while no other server migrates or seeds the database; nested calls run inside the lock already held. */
export type MigrationLock = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * The lock two servers starting together on one PostgreSQL database take in turn: drizzle's migrator creates its
 * schema and applies each pending migration without waiting for anyone, so the second one fails on a duplicate key,
 * and the seed adds what it finds missing, which both would find. A session advisory lock on a connection of its own,
 * held while `work` runs on the pool's others; the database lets it go if this process dies meanwhile.
 *
 * Reentrant: the migrations inside a lock held for migrations and seed (prepare-database.ts) do not wait for it again.
 */
export function migrationLock(pool: pg.Pool): MigrationLock {
  const holding = new AsyncLocalStorage<true>();
  return async (work) => {
    if (holding.getStore()) return work();
    const client = await pool.connect();
    let broken: unknown;
    try {
      await client.query('select pg_advisory_lock($1::integer, 0)', [MIGRATION_LOCK]);
      try {
        return await holding.run(true, work);
      } finally {
        await client.query('select pg_advisory_unlock($1::integer, 0)', [MIGRATION_LOCK]).catch((error: unknown) => (broken = error));
      }
    } catch (error) {
      broken ??= error;
      throw error;
    } finally {
      // A connection whose unlock failed may still hold the lock: ending it is what lets it go.
      client.release(broken instanceof Error ? broken : undefined);
    }
  };
}
