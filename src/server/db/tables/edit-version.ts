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

/**
 * The parties of a case (buyer, seller, their lawyers and agents, the secondary stakeholders) are edited on their own
 * page, apart from the case's details: they carry a version of their own, so assigning a party never makes an open
 * case-details form stale, and a stale assignment is refused with who changed the parties and when.
 */
export const partiesVersionColumns = () => ({
  partiesVersion: integer('parties_version').notNull().default(1),
  partiesChangedBy: integer('parties_changed_by').references(() => users.id),
  partiesChangedAt: timestamp('parties_changed_at', { withTimezone: true }),
});
