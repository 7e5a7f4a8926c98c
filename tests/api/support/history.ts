import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { historyEvents, users } from '../../../src/server/db/schema';

/** The history's events as a test reads them straight from the table, newest first, with the actor's login id. */
export async function eventsOf(db: Database, filter: { kind?: string; propertyId?: number } = {}) {
  const rows = await db
    .select({ event: historyEvents, actor: users.userId })
    .from(historyEvents)
    .leftJoin(users, eq(users.id, historyEvents.actorUserId))
    .where(
      sql.join(
        [
          sql`true`,
          ...(filter.kind ? [sql`${historyEvents.kind} = ${filter.kind}`] : []),
          ...(filter.propertyId !== undefined ? [sql`${historyEvents.propertyId} = ${filter.propertyId}`] : []),
        ],
        sql` and `,
      ),
    )
    .orderBy(desc(historyEvents.id));
  return rows.map(({ event, actor }) => ({ ...event, actor }));
}

/** How many events the history holds: a refused write must leave it as it was. */
export async function eventCount(db: Database): Promise<number> {
  return db.$count(historyEvents);
}

/**
 * How many events users' requests made: what the product does by itself meanwhile (an agency's reply collected
 * on the way, a deadline falling due) is not counted.
 */
export async function usersEventCount(db: Database): Promise<number> {
  return db.$count(historyEvents, isNotNull(historyEvents.actorUserId));
}
