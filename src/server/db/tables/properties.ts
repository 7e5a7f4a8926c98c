import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms';
import { transactionTypes } from './reference';
import { users } from './users';

/** A property case file (seed 000 §3 "Property"); later slices add columns by migration. */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    propertyRefNo: varchar('property_ref_no', { length: 30 }).notNull().unique(),
    lawfirmRefNo: varchar('lawfirm_ref_no', { length: 25 }).notNull(),
    propAddress: text('prop_address').notNull().default(''),
    propType: text('prop_type', { enum: ['BUILDING', 'LAND'] }).notNull(),
    postal: varchar('postal', { length: 6 }).notNull().default(''),
    transactionTypeId: integer('transaction_type_id')
      .notNull()
      .references(() => transactionTypes.id),
    // B buyer side, S seller side, '' when not yet known.
    clientFlag: varchar('client_flag', { length: 1 }).notNull().default(''),
    completionDate: date('completion_date', { mode: 'string' }),
    status: text('status', { enum: ['Pending', 'Active'] }).notNull().default('Pending'),
    locked: boolean('locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('properties_firm_id_idx').on(t.firmId),
    check('properties_prop_type_check', sql`${t.propType} in ('BUILDING', 'LAND')`),
    check('properties_status_check', sql`${t.status} in ('Pending', 'Active')`),
    check('properties_client_flag_check', sql`${t.clientFlag} in ('', 'B', 'S')`),
  ],
);

export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
