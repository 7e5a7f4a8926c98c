import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONFIRMED_STAGES } from '../../../domain/case/lifecycle';
import { lawFirms } from './law-firms';
import { properties } from './properties';
import { users } from './users';

/**
 * A step of a case's lifecycle that the lawyer confirms by hand (src/domain/case/lifecycle.ts: option exercised,
 * stamp duty paid, completed, closed), with the day it happened and who confirmed it when. One row per step;
 * withdrawing a mistaken confirmation deletes it.
 */
export const caseConfirmations = pgTable(
  'case_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: CONFIRMED_STAGES }).notNull(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    // The exercise only: the contract was signed outside Singapore, so stamp duty is due in 30 days instead of 14.
    signedAbroad: boolean('signed_abroad').notNull().default(false),
    confirmedBy: integer('confirmed_by')
      .notNull()
      .references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_confirmations_property_stage_key').on(t.propertyId, t.stage), index('case_confirmations_firm_idx').on(t.firmId)],
);

export type CaseConfirmationRow = typeof caseConfirmations.$inferSelect;

/**
 * The stamp duty worked out for a case (issue 19 "Stamp duty"): what was asked and what IRAS's rates gave, kept
 * as calculated (a later change of rates does not rewrite a saved figure). One per case and kind.
 */
export const caseStampDuty = pgTable(
  'case_stamp_duty',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['buyer', 'seller'] }).notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    savedBy: integer('saved_by')
      .notNull()
      .references(() => users.id),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('case_stamp_duty_property_kind_key').on(t.propertyId, t.kind),
    index('case_stamp_duty_firm_idx').on(t.firmId),
    check('case_stamp_duty_objects_check', sql`jsonb_typeof(${t.request}) = 'object' and jsonb_typeof(${t.result}) = 'object'`),
  ],
);

export type CaseStampDutyRow = typeof caseStampDuty.$inferSelect;
