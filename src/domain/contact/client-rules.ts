import { messages } from '../messages';
import { storeyUnitProblems } from '../property/property-rules';
import { isValidUen } from '../uen';
import { CONTACT_LIMITS, isEmail, isSgPhone } from './formats';
import type { ClientContactForm, ClientForm } from './types';

/**
 * The contact rules of seed 000 §5 "Contacts". Required: a company's name, block no. and road name; each
 * person's name and NRIC / passport no.; an individual's block no. and road name. Checked when entered:
 * e-mail format, 8-digit contact no., UEN format, storey / unit as for a property, postal digits.
 */

/** One problem, tied to the form field that shows it ('compName', 'clientContacts.0.email', …). */
export interface ClientProblem {
  field: string;
  message: string;
}

const POSTAL = /^\d+$/;

function addressProblems(
  prefix: string,
  fields: Pick<ClientForm, 'postal' | 'blkNo' | 'roadName' | 'storeyNo' | 'unitNo'>,
  required: boolean,
): ClientProblem[] {
  const problems: ClientProblem[] = [];
  const postal = fields.postal.trim();
  if (postal && (postal.length > CONTACT_LIMITS.postal || !POSTAL.test(postal))) {
    problems.push({ field: `${prefix}postal`, message: messages.postalCodeInvalid });
  }
  const blkNo = fields.blkNo.trim();
  if (required && !blkNo) problems.push({ field: `${prefix}blkNo`, message: messages.blockHouseNoEmpty });
  else if (blkNo.length > CONTACT_LIMITS.blkNo) problems.push({ field: `${prefix}blkNo`, message: messages.blockHouseNoTooLong });
  if (required && !fields.roadName.trim()) problems.push({ field: `${prefix}roadName`, message: messages.roadNameEmpty });
  for (const message of storeyUnitProblems(fields.storeyNo, fields.unitNo)) {
    // "Unit needs storey" is fixed in the storey field, so it shows (and clears) there.
    const field = message === messages.unitNoTooLong ? 'unitNo' : 'storeyNo';
    problems.push({ field: `${prefix}${field}`, message });
  }
  return problems;
}

function reachProblems(prefix: string, fields: { email: string; contactNo: string }): ClientProblem[] {
  const problems: ClientProblem[] = [];
  if (fields.email.trim() && !isEmail(fields.email)) problems.push({ field: `${prefix}email`, message: messages.contactEmailInvalid });
  if (fields.contactNo.trim() && !isSgPhone(fields.contactNo)) {
    problems.push({ field: `${prefix}contactNo`, message: messages.contactNoInvalid });
  }
  return problems;
}

function companyProblems(form: ClientForm): ClientProblem[] {
  const problems: ClientProblem[] = [];
  if (!form.compName.trim()) problems.push({ field: 'compName', message: messages.companyNameEmpty });
  if (form.uenNo.trim() && !isValidUen(form.uenNo)) problems.push({ field: 'uenNo', message: messages.enterValidUen });
  return [...problems, ...reachProblems('', form), ...addressProblems('', form, true)];
}

function personProblems(person: ClientContactForm, index: number, individual: boolean): ClientProblem[] {
  const prefix = `clientContacts.${index}.`;
  const problems: ClientProblem[] = [];
  if (!person.individualName.trim()) problems.push({ field: `${prefix}individualName`, message: messages.contactNameEmpty });
  const id = person.identificationNo.trim();
  if (!id) problems.push({ field: `${prefix}identificationNo`, message: messages.identificationNoEmpty });
  else if (id.length > CONTACT_LIMITS.identificationNo) {
    problems.push({ field: `${prefix}identificationNo`, message: messages.identificationNoTooLong });
  }
  return [...problems, ...reachProblems(prefix, person), ...addressProblems(prefix, person, individual)];
}

/** Every problem in the alert's order: the client's own fields, then each contact person in turn. */
export function clientProblems(form: ClientForm): ClientProblem[] {
  const individual = form.clientCategory === '1';
  const problems = individual ? [] : companyProblems(form);
  if (individual && form.clientContacts.length === 0) problems.push({ field: 'clientContacts', message: messages.individualDetailsEmpty });
  if (form.clientContacts.filter((person) => person.primary).length > 1) {
    problems.push({ field: 'clientContacts', message: messages.onlyOnePrimaryContact });
  }
  form.clientContacts.forEach((person, index) => problems.push(...personProblems(person, index, individual)));
  return problems;
}

/** The error alert's messages (seed 000 §8), each listed once, as for a property. */
export function validateClient(form: ClientForm): string[] {
  return [...new Set(clientProblems(form).map((problem) => problem.message))];
}

/** The message under each field: the first problem found for it. */
export function clientFieldProblems(form: ClientForm): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of clientProblems(form)) byField[field] ??= message;
  return byField;
}
