import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms';
import { properties } from './properties';
import { users } from './users';

/**
 * A legal requisition (due diligence) raised on a property (seed 001 §3 "Due diligence record"). drafted 'Y'
 * is a draft in the cart; submitting it sets drafted 'N' and submitted_at, discarding sets discarded_at (the
 * row stays for the record but leaves every list). The property reference restricts deletes: a property with
 * requisitions cannot be removed (seed 000 §4). request_key makes a retried submit answer the first result.
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
    createdBy: integer('created_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // What the lawyer chose (seed 001 §3 "Legal requisition request").
    purposeReq: text('purpose_req').notNull().default('001'),
    planInd: text('plan_ind').notNull().default('N'),
    clientFlag: text('client_flag').notNull().default(''),
    acraPpr: text('acra_ppr').notNull().default(''),
    acraBpr: text('acra_bpr').notNull().default(''),
    acraEbpr: text('acra_ebpr').notNull().default(''),
    // The payment processor's transaction fee charged once per requisition, in cents.
    transactionFee: integer('transaction_fee').notNull().default(0),
    transactionGst: integer('transaction_gst').notNull().default(0),
    requestKey: text('request_key'),
    /**
     * The requisition's agency lines as agencyKey()s ('IRAS:IRAS', 'LTA:RTS'), for the billing search by agency
     * through the billed index. Kept by the database (trigger requisition_agency_requests_agency_keys, migration
     * 0011) whenever lines are inserted; a requisition's lines never change after that.
     */
    agencyKeys: text('agency_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('due_diligences_property_idx').on(t.propertyId),
    index('due_diligences_firm_id_idx').on(t.firmId),
    // The billing report: a firm's billed requisitions (submitted, not discarded) in the report's own order,
    // submitted_at desc, id desc. The nulls must sort first as the query's ORDER BY ... DESC has them, or the
    // planner cannot read the index in order and stop at the page. agency_keys rides along (drizzle has no
    // INCLUDE) so the page's ids and the count, by agency too, come from the index alone.
    index('due_diligences_billed_idx')
      .on(t.firmId, t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.agencyKeys)
      .where(sql`${t.drafted} = 'N' and ${t.submittedAt} is not null and ${t.discardedAt} is null`),
    // The billing search's contains match on the LF number (ILIKE '%text%'), through trigrams.
    index('due_diligences_lf_control_no_trgm_idx').using('gin', t.lfControlNo.op('gin_trgm_ops')),
    uniqueIndex('due_diligences_request_key_idx').on(t.createdBy, t.requestKey),
    check('due_diligences_drafted_check', sql`${t.drafted} in ('Y', 'N')`),
    check('due_diligences_purpose_check', sql`${t.purposeReq} in ('001', '002', '003')`),
    check('due_diligences_plan_check', sql`${t.planInd} in ('Y', 'N')`),
  ],
);

export type DueDiligence = typeof dueDiligences.$inferSelect;

/**
 * One agency request of a requisition (seed 001 §3 "Status agency row"), with the fees charged for it in cents.
 * Draft while the requisition is a draft; Processing once sent to the agency gateway; Replied when the reply
 * (a PDF in the file store) is in. read_flag turns 'read' when the reply is printed or its attachment opened.
 */
export const requisitionAgencyRequests = pgTable(
  'requisition_agency_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    dueDiligenceId: integer('due_diligence_id')
      .notNull()
      .references(() => dueDiligences.id, { onDelete: 'cascade' }),
    rpControlNo: text('rp_control_no').notNull().unique(),
    agencyCode: text('agency_code').notNull(),
    deptCode: text('dept_code').notNull(),
    chargeCode: text('charge_code').notNull(),
    usageQty: integer('usage_qty').notNull().default(1),
    applFee: integer('appl_fee').notNull(),
    applGst: integer('appl_gst').notNull(),
    clFee: integer('cl_fee').notNull(),
    clGst: integer('cl_gst').notNull(),
    salLevyFee: integer('sal_levy_fee').notNull().default(0),
    salLevyGst: integer('sal_levy_gst').notNull().default(0),
    status: text('status', { enum: ['Draft', 'Processing', 'Replied'] })
      .notNull()
      .default('Draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // When the agency simulator answers; null for a real gateway that calls back.
    replyDueAt: timestamp('reply_due_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    readFlag: text('read_flag', { enum: ['read', 'unread'] })
      .notNull()
      .default('unread'),
    messageType: text('message_type').notNull().default(''),
    replyFilePath: text('reply_file_path'),
    nricList: text('nric_list').notNull().default(''),
    uenList: text('uen_list').notNull().default(''),
  },
  (t) => [
    index('requisition_agency_requests_dd_idx').on(t.dueDiligenceId),
    index('requisition_agency_requests_firm_idx').on(t.firmId),
    index('requisition_agency_requests_due_idx').on(t.status, t.replyDueAt),
    check('requisition_agency_requests_status_check', sql`${t.status} in ('Draft', 'Processing', 'Replied')`),
    check('requisition_agency_requests_flag_check', sql`${t.readFlag} in ('read', 'unread')`),
  ],
);

export type RequisitionAgencyRequest = typeof requisitionAgencyRequests.$inferSelect;
