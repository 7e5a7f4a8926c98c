import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { components } from '../../../api/schema.gen';
import { lawFirms } from './law-firms';
import { properties } from './properties';
import { users } from './users';

type ApplicantDetail = components['schemas']['OtherServiceApplicantDetail'];
type ParcelLandInformation = components['schemas']['ParcelLandInformation'];

/** One land lot as the request named it (seed 002 §3 lotDetail.landLotDetails). */
export interface OtherServiceLot {
  landLotFormat: 'N' | 'O';
  landLotMkTsId: 'MK' | 'TS';
  landLotMkTsNo: string;
  landLotNo: string;
}

/** What the listing's extractInfos repeats of the request (seed 002 §3), as it was sent. */
export interface OtherServiceExtract {
  applicantDetail?: ApplicantDetail;
  propAcNo: string;
  parcelNo: string;
  lots: OtherServiceLot[];
}

/**
 * A request to the tax authority other than a legal requisition (seed 002 §2.2–2.5, §3): parcel land information,
 * a statement of account (SOA) on a submitted requisition, or a non-requisition statement of account (nonSoa) on
 * a property of the valuation list. Processing until the agency desk replies (a PDF in the file store, received_at
 * set; parcel land also parcel_info), read once printed. Fees in cents, as charged. request_key makes a retried
 * submission answer the first result: the rows of one submission are keyed `<Idempotency-Key>#1` … `#n` (an SOA or
 * non-SOA submission stores one row per requisition or property).
 */
export const otherServiceRequests = pgTable(
  'other_service_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    createdBy: integer('created_by').references(() => users.id),
    kind: text('kind', { enum: ['parcelLand', 'soa', 'nonSoa'] }).notNull(),
    messageType: text('message_type').notNull(),
    // SOA: the requisition's; nonSoa: one allocated for the request; parcel land: none.
    lfControlNo: text('lf_control_no'),
    plControlNo: text('pl_control_no').unique(),
    rpControlNo: text('rp_control_no').notNull().unique(),
    status: text('status', { enum: ['Processing', 'Replied'] })
      .notNull()
      .default('Processing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the agency simulator answers; null for a real desk that calls back.
    replyDueAt: timestamp('reply_due_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    referenceNo: text('reference_no').notNull().default(''),
    // B building, L land.
    propertyType: text('property_type').notNull().default(''),
    // The firm's case the request is on, when there is one; the request outlives the case.
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyAccountNo: text('property_account_no').notNull().default(''),
    propertyAddress: text('property_address').notNull().default(''),
    extract: jsonb('extract').$type<OtherServiceExtract>().notNull(),
    parcelInfo: jsonb('parcel_info').$type<ParcelLandInformation>(),
    replyFile: text('reply_file'),
    applFee: integer('appl_fee').notNull().default(0),
    applGst: integer('appl_gst').notNull().default(0),
    transactionFee: integer('transaction_fee').notNull().default(0),
    transactionGst: integer('transaction_gst').notNull().default(0),
    requestKey: text('request_key'),
  },
  (t) => [
    // The listing: a firm's requests, newest first.
    index('other_service_requests_listing_idx').on(t.firmId, t.createdAt.desc(), t.id.desc()),
    // BILLING: the firm's charged parcel land requests in the report's order (newest first, DESC so nulls first as the
    // query's ORDER BY has them), read beside due_diligences_billed_idx.
    index('other_service_requests_billed_idx')
      .on(t.firmId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.kind} = 'parcelLand' and ${t.applFee} + ${t.applGst} + ${t.transactionFee} + ${t.transactionGst} > 0`),
    // The SOA search's counts per requisition and the non-SOA search's per property account.
    index('other_service_requests_lf_idx').on(t.firmId, t.lfControlNo),
    index('other_service_requests_account_idx').on(t.firmId, t.propertyAccountNo),
    // The desk's collection: what is still waiting, by when it falls due.
    index('other_service_requests_due_idx')
      .on(t.firmId, t.replyDueAt)
      .where(sql`${t.status} = 'Processing'`),
    index('other_service_requests_property_idx').on(t.propertyId),
    uniqueIndex('other_service_requests_request_key_idx').on(t.createdBy, t.requestKey),
    check('other_service_requests_kind_check', sql`${t.kind} in ('parcelLand', 'soa', 'nonSoa')`),
    check('other_service_requests_status_check', sql`${t.status} in ('Processing', 'Replied')`),
    check('other_service_requests_extract_check', sql`jsonb_typeof(${t.extract}) = 'object'`),
  ],
);

export type OtherServiceRequest = typeof otherServiceRequests.$inferSelect;
export type NewOtherServiceRequest = typeof otherServiceRequests.$inferInsert;
