import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms';
import { properties } from './properties';

/**
 * A legal requisition (due diligence) raised on a property, minimal until the requisitions slice extends it.
 * The property reference restricts deletes: a property with requisitions cannot be removed (seed 000 §4).
 */
export const dueDiligences = pgTable(
  'due_diligences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    lfControlNo: text('lf_control_no').notNull().unique(),
    drafted: text('drafted').notNull().default('N'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('due_diligences_property_idx').on(t.propertyId),
    index('due_diligences_firm_id_idx').on(t.firmId),
    check('due_diligences_drafted_check', sql`${t.drafted} in ('Y', 'N')`),
  ],
);

export type DueDiligence = typeof dueDiligences.$inferSelect;
