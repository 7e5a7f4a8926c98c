import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PRESENCE_ACTIVITIES } from '../../../domain/presence/case-presence';
import { lawFirms } from './law-firms';
import { users } from './users';

/**
 * Who has a case open (src/domain/presence): one row per browser tab of a user, on the case that tab shows, moved
 * when the tab opens another case. `seen_at` is the tab's last heartbeat; a row older than PRESENCE_TTL_MS is no
 * longer present, and the heartbeats sweep such rows away. Kept in the database, not in a process, because the
 * heartbeat and the stream that reports it may reach different server processes.
 *
 * No foreign key to the case: its check would take a share lock on the case row, which every write to the case
 * locks for update, and a heartbeat every few seconds per tab should never wait on a save. The heartbeat checks
 * the case is the firm's own; a row outliving a deleted case lapses within seconds.
 */
export const casePresence = pgTable(
  'case_presence',
  {
    userPk: integer('user_pk')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random per page load (the browser's tab); not a secret: rows are only ever read with the session's own user. */
    tabId: varchar('tab_id', { length: 64 }).notNull(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    propertyId: integer('property_id').notNull(),
    activity: text('activity', { enum: PRESENCE_ACTIVITIES }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userPk, t.tabId] }), index('case_presence_property_idx').on(t.propertyId, t.seenAt)],
);

export type CasePresenceRow = typeof casePresence.$inferSelect;
