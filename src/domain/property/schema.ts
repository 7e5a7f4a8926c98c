import * as v from 'valibot';
import { messages } from '../messages';
import { stripNul } from './derive';
import type { PropertyForm } from './types';

/**
 * The property payload of /add-property and /update-property (seed 000 §3 field names, verbatim): shapes,
 * kinds and length limits, for request validation. The business rules (required fields, check digit, MCST
 * interplay …) live in property-rules.ts; this only guarantees the rules get well-formed strings. Missing
 * text fields default to '' and unknown fields pass through (parties, documents, ids the client echoes).
 */
const text = (max: number, message?: string) => v.optional(v.pipe(v.string(), v.maxLength(max, message)), '');
const id = v.optional(v.union([v.number(), v.string()]));
const mktsId = v.optional(v.picklist(['MK', 'TS', '']), 'MK');
const lotFormat = v.optional(v.picklist(['N', 'O']), 'N');
/** A NUL in a flag is normalised to empty before it is checked (seed 000 §3). */
const flag = (values: readonly [string, ...string[]]) => v.optional(v.pipe(v.string(), v.transform(stripNul), v.picklist(values)), '');

export const lotInfoSchema = v.looseObject({
  id,
  sequenceKey: id,
  mktsId,
  mktsNo: text(2, messages.mktsNoInvalid),
  landLotFormat: lotFormat,
  landLotNo: text(9),
  partIndicator: v.optional(v.picklist(['Y', 'N', '']), 'N'),
  irasPLPTNo: text(10, messages.irasPlPtTooLong),
});

export const mcstDetailSchema = v.looseObject({
  mcstId: id,
  mcstNo: text(50),
  subMcsNo: text(50),
  mcstType: text(50),
  devName: text(200),
  devLocation: text(200),
  maName: text(200),
  maAddress1: text(200),
  maAddress2: text(200),
  maAgencyMail: text(200),
  /** Only ticked details are sent (seed 000 §3), so a detail without the flag counts as ticked. */
  isChecked: v.optional(v.picklist(['1', '0']), '1'),
});

export const applicantInfoSchema = v.looseObject({
  id,
  applicantName: text(90, messages.applicantNameTooLong),
  applicantEmail: text(90, messages.applicantEmailTooLong),
  applicantContact: text(20, messages.applicantContactInvalid),
});

export const propertyPayloadSchema = v.looseObject({
  id,
  propertyRefNo: text(50),
  lawfirmRefNo: text(25, messages.referenceNoTooLong),
  propType: v.optional(v.picklist(['BUILDING', 'LAND', '']), ''),
  propDesc: v.optional(v.picklist(['VACANT LAND', 'BUILDING EXISTING', 'UNDER DEVELOPMENT', '']), ''),
  postal: text(6, messages.postalCodeInvalid),
  propName: text(200),
  hseNo: text(6, messages.blockHouseNoTooLong),
  propAcctNo: text(8, messages.propertyAccountNoInvalid),
  storeyNo: text(3, messages.storeyNoInvalid),
  unitNo: text(5, messages.unitNoTooLong),
  road1: text(200),
  road2: text(200),
  plotName: text(25, messages.plotNameTooLong),
  streetName: text(200),
  mcstNo: text(50),
  mcstDetails: v.optional(v.array(mcstDetailSchema), []),
  lotInfos: v.optional(v.array(lotInfoSchema), []),
  lotType: v.optional(v.picklist(['S', 'A', '']), ''),
  mktsId,
  mktsNo: text(2, messages.mktsNoInvalid),
  strataLotFormat: lotFormat,
  strataLotNo: text(10),
  applicantInfo: v.optional(applicantInfoSchema, { applicantName: '', applicantEmail: '', applicantContact: '' }),
  /** null when the case has no transaction type yet (the contract allows it). */
  transactionTypeId: v.nullish(v.union([v.number(), v.string()])),
  transactionTypeName: text(200),
  clientFlag: flag(['B', 'S', 'N', '']),
  /** ISO date, optionally with a time part; empty (or null, as the contract allows) when not set. */
  completionDate: v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => value ?? ''),
      v.regex(/^(\d{4}-\d{2}-\d{2}([T ].*)?)?$/),
    ),
    '',
  ),
});

export type PropertyPayload = v.InferOutput<typeof propertyPayloadSchema>;

/** Compile-time proof that a parsed payload is what the business rules take. */
export const toPropertyForm = (payload: PropertyPayload): PropertyForm => payload;
