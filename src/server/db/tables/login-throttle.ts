import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Consecutive failed logins per submitted user id (lowercased), whether or not that user exists. */
export const loginThrottle = pgTable('login_throttle', {
  userKey: text('user_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
