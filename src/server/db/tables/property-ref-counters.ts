import { integer, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * The last property control number handed out per year ('PCN-{year}-{6 digits}'). One row per year,
 * bumped with an upsert inside the add transaction, so concurrent adds never get the same number.
 */
export const propertyRefCounters = pgTable('property_ref_counters', {
  year: smallint('year').primaryKey(),
  lastNo: integer('last_no').notNull(),
});
