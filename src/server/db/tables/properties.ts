import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { TASK_STAGES } from '../../../domain/property/task-stage';
import { clients } from './clients';
import { editVersionColumns, partiesVersionColumns } from './edit-version';
import { lawFirms } from './law-firms';
import { lawyers } from './lawyers';
import { transactionTypes } from './reference';
import { users } from './users';

/**
 * A property case file (seed 000 §3 "Property", seed 001 §3). Text columns are '' when not entered, as the
 * form has them; status, task_stage and information_complete are derived by the server on every write.
 */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    /** Unique within the firm: each firm numbers its own cases (firm_property_ref_counters). */
    propertyRefNo: varchar('property_ref_no', { length: 30 }).notNull(),
    lawfirmRefNo: varchar('lawfirm_ref_no', { length: 25 }).notNull(),
    propAddress: text('prop_address').notNull().default(''),
    propType: text('prop_type', { enum: ['BUILDING', 'LAND'] }).notNull(),
    propDesc: text('prop_desc').notNull().default(''),
    propName: text('prop_name').notNull().default(''),
    hseNo: text('hse_no').notNull().default(''),
    propAcctNo: text('prop_acct_no').notNull().default(''),
    storeyNo: text('storey_no').notNull().default(''),
    unitNo: text('unit_no').notNull().default(''),
    road1: text('road1').notNull().default(''),
    road2: text('road2').notNull().default(''),
    plotName: text('plot_name').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    locationMap: text('location_map').notNull().default(''),
    postal: varchar('postal', { length: 6 }).notNull().default(''),
    mcstNo: text('mcst_no').notNull().default(''),
    // Strata / accessory lot (BUILDING only): S strata, A accessory, '' none.
    lotType: text('lot_type').notNull().default(''),
    mktsId: text('mkts_id').notNull().default('MK'),
    mktsNo: text('mkts_no').notNull().default(''),
    strataLotFormat: text('strata_lot_format').notNull().default('N'),
    strataLotNo: text('strata_lot_no').notNull().default(''),
    applicantName: text('applicant_name').notNull().default(''),
    applicantEmail: text('applicant_email').notNull().default(''),
    applicantContact: text('applicant_contact').notNull().default(''),
    // Null when the case has no transaction type yet (seed 001 §4 checklist: "a missing transaction type").
    transactionTypeId: integer('transaction_type_id').references(() => transactionTypes.id),
    /**
     * The type's name, copied in by the database (trigger properties_transaction_type_name, migration 0007) so
     * the listing sorts by it through an index on this table; a join would sort every row of the firm per page.
     */
    transactionTypeName: text('transaction_type_name'),
    // B buyer side, S seller side, '' when not yet known.
    clientFlag: varchar('client_flag', { length: 1 }).notNull().default(''),
    completionDate: date('completion_date', { mode: 'string' }),
    informationComplete: boolean('information_complete').notNull().default(false),
    status: text('status', { enum: ['Pending', 'Active'] })
      .notNull()
      .default('Pending'),
    taskStage: text('task_stage').notNull().default(TASK_STAGES[0]),
    locked: boolean('locked').notNull().default(false),
    // The partner e-checklist's id for this case, set by the partner, never by the form.
    checkListId: text('check_list_id'),
    buyerId: integer('buyer_id').references(() => clients.id),
    sellerId: integer('seller_id').references(() => clients.id),
    buyerAgentId: integer('buyer_agent_id').references(() => clients.id),
    sellerAgentId: integer('seller_agent_id').references(() => clients.id),
    buyerLawyerId: integer('buyer_lawyer_id').references(() => lawyers.id),
    sellerLawyerId: integer('seller_lawyer_id').references(() => lawyers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...editVersionColumns(),
    ...partiesVersionColumns(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The add request's Idempotency-Key: a retried creation answers the case it made, never a second one. */
    requestKey: text('request_key'),
    /**
     * The listing's free-text search reads one lower-cased column instead of five case-insensitive ones
     * (a plain LIKE is several times cheaper than ILIKE per row, and one trigram index serves it).
     * chr(31) keeps a match from spanning fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${properties.lawfirmRefNo} || chr(31) || ${properties.propertyRefNo} || chr(31) || ${properties.propAddress} || chr(31) || ${properties.status} || chr(31) || coalesce(${properties.transactionTypeName}, ''))`,
      ),
    /**
     * The case's parties as the listing's search finds them (issue 20): buyer, seller, agents and lawyers by name and
     * e-mail, the clients' contact persons, and the NRIC / UEN by their last four characters only, lower-cased.
     * Written by the database alone (function property_party_text, migration 0017), on the case's own write and on
     * every change to a party it names, so no write path can leave it stale.
     */
    partyText: text('party_text').notNull().default(''),
  },
  (t) => [
    // The listing sorts one firm's properties by a column and then id; each index serves one such order, read
    // forwards for asc and backwards for desc, and holds the id, so a deep page skips index entries alone.
    index('properties_firm_created_idx').on(t.firmId, t.createdAt, t.id),
    index('properties_firm_ref_no_idx').on(t.firmId, t.propertyRefNo, t.id),
    index('properties_firm_completion_idx').on(t.firmId, t.completionDate, t.id),
    index('properties_firm_lawfirm_ref_idx').on(t.firmId, t.lawfirmRefNo, t.id),
    index('properties_firm_status_idx').on(t.firmId, t.status, t.id),
    index('properties_firm_address_idx').on(t.firmId, t.propAddress, t.id),
    index('properties_firm_type_name_idx').on(t.firmId, t.transactionTypeName, t.id),
    // Empty dates and types come last in both directions, which a backward scan of the ascending index cannot give.
    index('properties_firm_completion_desc_idx').on(t.firmId, t.completionDate.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('properties_firm_type_name_desc_idx').on(t.firmId, t.transactionTypeName.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The contains search (LIKE '%text%') finds its rows through trigrams instead of reading every case.
    index('properties_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('properties_party_text_trgm_idx').using('gin', t.partyText.op('gin_trgm_ops')),
    // "Is this contact on a property?" (contact listing, delete refusal) looks a client up in each party slot.
    index('properties_buyer_idx')
      .on(t.buyerId)
      .where(sql`${t.buyerId} is not null`),
    index('properties_seller_idx')
      .on(t.sellerId)
      .where(sql`${t.sellerId} is not null`),
    index('properties_buyer_agent_idx')
      .on(t.buyerAgentId)
      .where(sql`${t.buyerAgentId} is not null`),
    index('properties_seller_agent_idx')
      .on(t.sellerAgentId)
      .where(sql`${t.sellerAgentId} is not null`),
    // A lawyer's change of name or e-mail rewrites the party text of the cases naming them.
    index('properties_buyer_lawyer_idx')
      .on(t.buyerLawyerId)
      .where(sql`${t.buyerLawyerId} is not null`),
    index('properties_seller_lawyer_idx')
      .on(t.sellerLawyerId)
      .where(sql`${t.sellerLawyerId} is not null`),
    uniqueIndex('properties_check_list_id_key').on(t.checkListId),
    uniqueIndex('properties_request_key_idx').on(t.createdBy, t.requestKey),
    uniqueIndex('properties_firm_ref_no_key').on(t.firmId, t.propertyRefNo),
    check('properties_prop_type_check', sql`${t.propType} in ('BUILDING', 'LAND')`),
    check('properties_status_check', sql`${t.status} in ('Pending', 'Active')`),
    check('properties_client_flag_check', sql`${t.clientFlag} in ('', 'B', 'S')`),
    check('properties_prop_desc_check', sql`${t.propDesc} in ('', 'VACANT LAND', 'BUILDING EXISTING', 'UNDER DEVELOPMENT')`),
    check('properties_lot_type_check', sql`${t.lotType} in ('', 'S', 'A')`),
    check('properties_mkts_id_check', sql`${t.mktsId} in ('', 'MK', 'TS')`),
    check('properties_strata_lot_format_check', sql`${t.strataLotFormat} in ('N', 'O')`),
  ],
);

export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
