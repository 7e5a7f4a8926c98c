import { index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms';
import { properties } from './properties';
import { users } from './users';

/**
 * An item ticked by hand on a case's checklist (the Checklist & Templates add-on's partner stand-in), with who
 * ticked it and when. Unticking deletes the row. item_key is a key of the case's checklist definition
 * (src/domain/checklist/definitions.ts); items the case itself proves done are never stored here.
 */
export const checklistTicks = pgTable(
  'checklist_ticks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    tickedBy: integer('ticked_by')
      .notNull()
      .references(() => users.id),
    tickedAt: timestamp('ticked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checklist_ticks_property_item_key').on(t.propertyId, t.itemKey), index('checklist_ticks_firm_idx').on(t.firmId)],
);

export type ChecklistTickRow = typeof checklistTicks.$inferSelect;

/**
 * The numbers of the checklist ids the stand-in gives cases ('LA-200001'), above the demo's LA-0001xx. A real
 * partner issues its own ids; the column's unique index keeps either kind from being given twice.
 */
export const checklistIdSequence = pgSequence('checklist_id_seq', { startWith: 200001 });
