import * as v from 'valibot';
import { clientContactSchema, MAX_CONTACT_PERSONS } from './contact/schema';
import { messages } from './messages';
import type { NewAgentForm } from './stakeholder-agent-rules';
import type { NewLawyerForm } from './stakeholder-rules';

/**
 * The lawyer and estate-agent payloads of add-lawyer-to-property and add-agent-to-property (seed 000 §3, §7,
 * field names verbatim): shapes and lengths only; the rules are stakeholder-rules.ts and
 * stakeholder-agent-rules.ts. Missing text defaults to '', unknown fields pass.
 */
const text = (max: number, message?: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => value ?? ''),
      v.maxLength(max, message),
    ),
    '',
  );

export const lawyerPayloadSchema = v.looseObject({
  id: v.optional(v.union([v.number(), v.string()])),
  contact: text(20, messages.lawyerContactInvalid),
  firstName: text(100),
  lastName: text(100),
  /** A law-firm user's login id when the lawyer was picked from a firm; empty for a lawyer created here. */
  userId: text(50),
  email: text(200),
  lawfirmName: text(200),
  referenceNumber: text(100),
  address1: text(200),
  address2: text(200),
  address: text(500),
  postalCode: text(6, messages.postalCodeNotSixDigits),
  faxNumber: text(20),
});

export type LawyerPayload = v.InferOutput<typeof lawyerPayloadSchema>;

/** The lawyer-create form the rules check; a one-line address counts as the first address line. */
export function toNewLawyerForm(payload: LawyerPayload): NewLawyerForm {
  return {
    lawfirmName: payload.lawfirmName,
    firstName: payload.firstName,
    lastName: payload.lastName,
    email: payload.email,
    contact: payload.contact,
    address1: payload.address1.trim() ? payload.address1 : payload.address,
    address2: payload.address2,
    postalCode: payload.postalCode,
    faxNumber: payload.faxNumber,
    referenceNumber: payload.referenceNumber,
  };
}

export const agentPayloadSchema = v.looseObject({
  compName: text(200),
  uenNo: text(10, messages.enterValidUen),
  address: text(500),
  estateAgentCEALicenceNo: text(20),
  clientContacts: v.pipe(v.array(clientContactSchema), v.maxLength(MAX_CONTACT_PERSONS, messages.tooManyContactPersons(MAX_CONTACT_PERSONS))),
  clientCategory: v.optional(v.picklist(['0']), '0'),
  isAgent: v.optional(v.picklist(['1']), '1'),
});

export type AgentPayload = v.InferOutput<typeof agentPayloadSchema>;

export function toNewAgentForm(payload: AgentPayload): NewAgentForm {
  return {
    compName: payload.compName,
    uenNo: payload.uenNo,
    estateAgentCEALicenceNo: payload.estateAgentCEALicenceNo,
    address: payload.address,
    clientContacts: payload.clientContacts.map((person) => ({
      individualName: person.individualName,
      agentCEANo: person.agentCEANo,
      email: person.email,
      contactNo: person.contactNo,
    })),
  };
}
