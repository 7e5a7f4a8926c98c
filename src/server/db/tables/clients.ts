import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { editVersionColumns } from './edit-version';
import { lawFirms } from './law-firms';
import { users } from './users';

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
    reference: text('reference').notNull().default(''),
    contactNo: varchar('contact_no', { length: 20 }).notNull().default(''),
    postal: varchar('postal', { length: 6 }).notNull().default(''),
    blkNo: varchar('blk_no', { length: 10 }).notNull().default(''),
    roadName: text('road_name').notNull().default(''),
    building: text('building').notNull().default(''),
    storeyNo: varchar('storey_no', { length: 3 }).notNull().default(''),
    unitNo: varchar('unit_no', { length: 5 }).notNull().default(''),
    isAgent: varchar('is_agent', { length: 1 }).notNull().default('0'),
    /** An estate agency's licence and one-line address (add-agent-to-property). */
    estateAgentCeaLicenceNo: text('estate_agent_cea_licence_no').notNull().default(''),
    agencyAddress: text('agency_address').notNull().default(''),
    /**
     * The listing's address and phone (a company's own; an individual's from the person) and its lower-cased
     * search text over name, address, phone and the persons' names: derived on every write, so the listing
     * sorts and searches one table.
     */
    listAddress: text('list_address').notNull().default(''),
    listContactNo: text('list_contact_no').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    /**
     * The property the client was created from (add-client propId), for the way back to it. Not a foreign key:
     * properties already reference clients, so delete-property clears it instead.
     */
    createdFromPropertyId: integer('created_from_property_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),

    ...editVersionColumns(),
  },
  (t) => [
    index('clients_firm_id_idx').on(t.firmId),
    // The contact listing (ordinary contacts or agencies of one firm) sorts by a column and then id; one index per
    // sort column, read backwards for desc. The name index also serves the assignment searches' order.
    index('clients_firm_agent_name_idx').on(t.firmId, t.isAgent, t.compName, t.id),
    index('clients_firm_agent_address_idx').on(t.firmId, t.isAgent, t.listAddress, t.id),
    index('clients_firm_agent_contact_no_idx').on(t.firmId, t.isAgent, t.listContactNo, t.id),
    index('clients_firm_agent_category_idx').on(t.firmId, t.isAgent, t.clientCategory, t.id),
    index('clients_firm_agent_created_idx').on(t.firmId, t.isAgent, t.createdAt, t.id),
    // The listing's and the assignment searches' contains search (LIKE '%text%') reads trigrams, not every row.
    index('clients_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('clients_client_category_check', sql`${t.clientCategory} in ('0', '1')`),
    check('clients_is_agent_check', sql`${t.isAgent} in ('0', '1')`),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
