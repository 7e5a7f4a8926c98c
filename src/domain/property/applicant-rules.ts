import { messages } from '../messages';
import { problemMessages, type PropertyProblem } from './field-problems';
import type { ApplicantInfo } from './types';

/** Limits from seed 000 §9: name and email 90; contact input 20, and exactly 8 digits. */
export const APPLICANT_NAME_MAX = 90;
export const APPLICANT_EMAIL_MAX = 90;
export const APPLICANT_CONTACT_INPUT_MAX = 20;

/** A standard e-mail shape: something, @, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SG_PHONE = /^\d{8}$/;

const FIELD = {
  name: 'applicantInfo.applicantName',
  email: 'applicantInfo.applicantEmail',
  contact: 'applicantInfo.applicantContact',
} as const;

/**
 * Seed 000 §5 "Applicant information": one message for an empty block (on each of its three fields), else one
 * per field in form order.
 */
export function applicantFieldProblems(info: ApplicantInfo): PropertyProblem[] {
  const name = info.applicantName.trim();
  const email = info.applicantEmail.trim();
  const contact = info.applicantContact.trim();
  if (!name && !email && !contact) return Object.values(FIELD).map((field) => ({ field, message: messages.applicantInfoEmpty }));
  const problems: PropertyProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (!name) add(FIELD.name, messages.applicantNameEmpty);
  else if (name.length > APPLICANT_NAME_MAX) add(FIELD.name, messages.applicantNameTooLong);
  if (!email) add(FIELD.email, messages.applicantEmailEmpty);
  else if (email.length > APPLICANT_EMAIL_MAX) add(FIELD.email, messages.applicantEmailTooLong);
  else if (!EMAIL.test(email)) add(FIELD.email, messages.applicantEmailInvalid);
  if (!contact) add(FIELD.contact, messages.applicantContactEmpty);
  else if (!SG_PHONE.test(contact)) add(FIELD.contact, messages.applicantContactInvalid);
  return problems;
}

/** The applicant's messages as the alert lists them. */
export function applicantProblems(info: ApplicantInfo): string[] {
  return problemMessages(applicantFieldProblems(info));
}
