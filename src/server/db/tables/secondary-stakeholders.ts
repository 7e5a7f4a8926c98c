import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SECONDARY_KIND_LIST, type SecondaryInfoValues } from '../../../domain/stakeholder-secondary';
import { properties } from './properties';

const kindList = sql.raw(SECONDARY_KIND_LIST.map((kind) => `'${kind}'`).join(', '));

/**
 * A property's secondary stakeholder (seed 001 §3): one row per property and kind. The eleven info objects
 * are all short text fields without rules, so `info` holds the kind's fields as JSON, written and read only
 * through the domain's per-kind schema (stakeholder-secondary.ts), which fixes exactly which fields exist.
 */
export const propertySecondaryStakeholders = pgTable(
  'property_secondary_stakeholders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    info: jsonb('info').$type<SecondaryInfoValues>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('property_secondary_stakeholders_property_kind_key').on(t.propertyId, t.kind),
    check('property_secondary_stakeholders_kind_check', sql`${t.kind} in (${kindList})`),
    check('property_secondary_stakeholders_info_check', sql`jsonb_typeof(${t.info}) = 'object'`),
  ],
);

export type PropertySecondaryStakeholder = typeof propertySecondaryStakeholders.$inferSelect;
