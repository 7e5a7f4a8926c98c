import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per live login (the token's sid claim). A token is good only while its row exists: logout deletes
 * it, a renewal replaces it, a password change deletes the user's other rows. Expired rows are swept at login.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    /** Random, URL-safe; the token's sid. */
    id: text('id').primaryKey(),
    userPk: integer('user_pk')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the login that began this chain of renewals happened. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userPk)],
);

export type UserSession = typeof userSessions.$inferSelect;
