import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms';

/** A contact (seed 000 §3 "Client"): '0' company, '1' individual; agents carry is_agent '1'. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    clientCategory: varchar('client_category', { length: 1 }).notNull(),
    compName: text('comp_name').notNull().default(''),
    uenNo: varchar('uen_no', { length: 10 }).notNull().default(''),
    email: text('email').notNull().default(''),
    contactNo: varchar('contact_no', { length: 20 }).notNull().default(''),
    postal: varchar('postal', { length: 6 }).notNull().default(''),
    blkNo: varchar('blk_no', { length: 10 }).notNull().default(''),
    roadName: text('road_name').notNull().default(''),
    building: text('building').notNull().default(''),
    storeyNo: varchar('storey_no', { length: 3 }).notNull().default(''),
    unitNo: varchar('unit_no', { length: 5 }).notNull().default(''),
    isAgent: varchar('is_agent', { length: 1 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_firm_id_idx').on(t.firmId),
    check('clients_client_category_check', sql`${t.clientCategory} in ('0', '1')`),
    check('clients_is_agent_check', sql`${t.isAgent} in ('0', '1')`),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
