import * as v from 'valibot';
import { messages } from '../messages';
import { stripNul } from '../property/derive';
import { CONTACT_LIMITS } from './formats';
import { isPrimaryFlag, type ClientContactForm, type ClientForm } from './types';

/**
 * The client payload of /add-client and /update-client/ (seed 000 §3 field names, verbatim): shapes and
 * lengths only; the rules are client-rules.ts. Missing text defaults to '', unknown fields pass (the
 * property list and ids the client echoes).
 */
const text = (max: number, message?: string) => v.optional(v.pipe(v.string(), v.maxLength(max, message)), '');
const id = v.optional(v.union([v.number(), v.string()]));
/** Null or a NUL character counts as empty (seed 000 §3, §7 "agentFlag sent empty when null or NUL"). */
const flag = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => stripNul(value ?? '')),
    v.maxLength(10),
  ),
  '',
);

const addressFields = {
  postal: text(CONTACT_LIMITS.postal, messages.postalCodeInvalid),
  blkNo: text(CONTACT_LIMITS.blkNo, messages.blockHouseNoTooLong),
  roadName: text(200),
  building: text(200),
  storeyNo: text(3, messages.storeyNoInvalid),
  unitNo: text(5, messages.unitNoTooLong),
};

export const clientContactSchema = v.looseObject({
  id,
  sequenceKey: v.optional(v.union([v.number(), v.string()])),
  individualName: text(200),
  identificationNo: text(CONTACT_LIMITS.identificationNo, messages.identificationNoTooLong),
  email: text(200),
  reference: text(100),
  contactNo: text(20, messages.contactNoInvalid),
  ...addressFields,
  /** One-line address (agents' persons). */
  address: text(500),
  agentCEANo: text(20),
  contactType: v.optional(v.picklist(['0', '1']), '0'),
  /** The seed's inverted flag: '0' primary, '1' not. */
  isPrimary: v.optional(v.picklist(['0', '1']), '1'),
  partySign: text(500),
});

/** A real contact has a handful of persons; this stops a flood, not a user. */
export const MAX_CONTACT_PERSONS = 50;

export const clientPayloadSchema = v.looseObject({
  id,
  clientCategory: v.picklist(['0', '1']),
  compName: text(200),
  uenNo: text(10, messages.enterValidUen),
  email: text(200),
  reference: text(100),
  contactNo: text(20, messages.contactNoInvalid),
  ...addressFields,
  isAgent: v.optional(v.picklist(['0', '1']), '0'),
  estateAgentCEALicenceNo: text(20),
  loginUserId: text(100),
  checkPropAssigned: flag,
  agentFlag: flag,
  propId: v.nullish(v.union([v.number(), v.string()])),
  clientContacts: v.pipe(v.array(clientContactSchema), v.maxLength(MAX_CONTACT_PERSONS, messages.tooManyContactPersons(MAX_CONTACT_PERSONS))),
});

export type ClientPayload = v.InferOutput<typeof clientPayloadSchema>;
export type ClientContactPayload = v.InferOutput<typeof clientContactSchema>;

function personForm(person: ClientContactPayload): ClientContactForm {
  return {
    individualName: person.individualName,
    identificationNo: person.identificationNo,
    email: person.email,
    reference: person.reference,
    contactNo: person.contactNo,
    postal: person.postal,
    blkNo: person.blkNo,
    roadName: person.roadName,
    building: person.building,
    storeyNo: person.storeyNo,
    unitNo: person.unitNo,
    contactType: person.contactType,
    primary: isPrimaryFlag(person.isPrimary),
  };
}

/** What the rules check: the payload's own fields with the primary flag read the seed's way round. */
export function toClientForm(payload: ClientPayload): ClientForm {
  return {
    clientCategory: payload.clientCategory,
    compName: payload.compName,
    uenNo: payload.uenNo,
    email: payload.email,
    reference: payload.reference,
    contactNo: payload.contactNo,
    postal: payload.postal,
    blkNo: payload.blkNo,
    roadName: payload.roadName,
    building: payload.building,
    storeyNo: payload.storeyNo,
    unitNo: payload.unitNo,
    clientContacts: payload.clientContacts.map(personForm),
  };
}
