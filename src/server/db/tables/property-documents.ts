import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentMetadata } from '../../../domain/documents/metadata';
import { editVersionColumns } from './edit-version';
import { lawFirms } from './law-firms';
import { properties } from './properties';
import { users } from './users';

export interface MessageDetailsJson {
  sendername: string;
  /** 'name||email' entries joined by ',,' as the contract has them. */
  recipents: string;
}

/**
 * A property's documents (seed 001 §3 "Property document"). TEMPLATE rows with action ORIGINAL or UPDATE are
 * the editable OTP / WTA / S.65 (the latest by updated_at is the one shown); TEMPLATE rows with PRINT or SENT
 * are the activity log, each with the PDF as it was printed or sent. UPLOAD rows are signed copies (SIGNED,
 * ACCEPTANCE; signed_by for S.65) and the user's own uploads (COMMON). Files live in the file store;
 * file_path is relative to it.
 */
export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: ['TEMPLATE', 'UPLOAD'] }).notNull(),
    documentModule: text('document_module', { enum: ['otp', 'wta', 's65', 'other'] }).notNull(),
    templateType: text('template_type', { enum: ['template1'] }),
    uploadType: text('upload_type', { enum: ['SIGNED', 'ACCEPTANCE', 'COMMON'] }),
    actionType: text('action_type', { enum: ['PRINT', 'SENT', 'UPDATE', 'ORIGINAL', 'UPLOAD'] }),
    signedBy: text('signed_by', { enum: ['BUYERLAWYER', 'SELLERLAWYER'] }),
    // Set when the copy came back from DSS signing: such a copy cannot be removed (seed 001 §4).
    dssSigned: boolean('dss_signed').notNull().default(false),
    // The template row a PRINT / SENT row was made from.
    sourceDocumentId: integer('source_document_id'),
    fileName: text('file_name'),
    fileExtension: text('file_extension').notNull().default('pdf'),
    filePath: text('file_path'),
    fileSize: integer('file_size'),
    signedOn: date('signed_on', { mode: 'string' }),
    optionMoney: text('option_money'),
    expiry: date('expiry', { mode: 'string' }),
    acceptanceAmount: text('acceptance_amount'),
    acceptanceSignedOn: date('acceptance_signed_on', { mode: 'string' }),
    completionDate: date('completion_date', { mode: 'string' }),
    metadata: jsonb('metadata').$type<DocumentMetadata>(),
    messageDetails: jsonb('message_details').$type<MessageDetailsJson>(),
    // The listing upload's Idempotency-Key with the file's place in the request ('{key}#{n}'): a retried request
    // finds the rows the first one stored instead of storing the files again.
    uploadKey: text('upload_key'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),

    ...editVersionColumns(),
  },
  (t) => [
    index('property_documents_property_idx').on(t.propertyId, t.documentModule),
    index('property_documents_firm_idx').on(t.firmId),
    // The document listing and activity log: one firm's rows that have a file, newest updated_at (then id) first,
    // read backwards; the activity flag filters along the same walk.
    index('property_documents_firm_listing_idx')
      .on(t.firmId, t.updatedAt, t.id)
      .where(sql`${t.filePath} is not null`),
    uniqueIndex('property_documents_firm_upload_key_key').on(t.firmId, t.uploadKey),
    check('property_documents_template_check', sql`${t.documentType} <> 'TEMPLATE' or ${t.templateType} is not null`),
    check('property_documents_metadata_check', sql`${t.metadata} is null or jsonb_typeof(${t.metadata}) = 'object'`),
  ],
);

export type PropertyDocumentRow = typeof propertyDocuments.$inferSelect;

/**
 * Every e-mail the product sends (DESIGN.md "e-mail (an outbox table, SMTP when configured)"). Attachments are
 * property documents, so the outbox page links to the same files. status: QUEUED until delivered over SMTP,
 * SENT when delivered (or kept in the outbox when no SMTP is configured), FAILED with the error.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    recipients: jsonb('recipients').$type<Array<{ name: string; email: string }>>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    messageTemplateCode: text('message_template_code'),
    attachmentDocumentIds: jsonb('attachment_document_ids').$type<number[]>().notNull().default([]),
    status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_firm_idx').on(t.firmId, t.createdAt)],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/**
 * A DSS signing submission (seed 001 §7 /dss/sign-with-dss) handled by the signing simulator: each party in
 * `signing_parties` signs in order once `due_at` has passed; the simulator then stores the signed copy.
 */
export const dssSignings = pgTable(
  'dss_signings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    documentId: integer('document_id').notNull(),
    transactionId: text('transaction_id').notNull().unique(),
    arranger: text('arranger').notNull(),
    signingParties: jsonb('signing_parties').$type<Array<'BUYERLAWYER' | 'SELLERLAWYER'>>().notNull(),
    status: text('status', { enum: ['SUBMITTED', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('SUBMITTED'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('dss_signings_property_idx').on(t.propertyId)],
);

export type DssSigningRow = typeof dssSignings.$inferSelect;
