import { integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a person edits carries the version they edited (several people, one record): `version` counts the saves
 * made by people, `changed_by` / `changed_at` name the last one, so a save made from an older version is refused
 * with who changed it and when. Writes the server makes on its own (derived status, progress, signatures) leave
 * them alone: they are not an edit anyone could overwrite.
 */
export const editVersionColumns = () => ({
  version: integer('version').notNull().default(1),
  changedBy: integer('changed_by').references(() => users.id),
  changedAt: timestamp('changed_at', { withTimezone: true }),
});
