import { integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms';

/**
 * The last property control number a firm handed out per year ('PCN-{year}-{6 digits}'). Each firm counts
 * its own cases, so a number tells nothing about another firm's. Bumped with an upsert inside the add
 * transaction, so concurrent adds never get the same number.
 */
export const firmPropertyRefCounters = pgTable(
  'firm_property_ref_counters',
  {
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    year: smallint('year').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.year] })],
);
