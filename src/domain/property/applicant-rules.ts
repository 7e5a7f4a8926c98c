import { messages } from '../messages';
import type { ApplicantInfo } from './types';

/** Limits from seed 000 §9: name and email 90; contact input 20, and exactly 8 digits. */
export const APPLICANT_NAME_MAX = 90;
export const APPLICANT_EMAIL_MAX = 90;
export const APPLICANT_CONTACT_INPUT_MAX = 20;

/** A standard e-mail shape: something, @, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SG_PHONE = /^\d{8}$/;

/** Seed 000 §5 "Applicant information": one message for an empty block, else one per field in form order. */
export function applicantProblems(info: ApplicantInfo): string[] {
  const name = info.applicantName.trim();
  const email = info.applicantEmail.trim();
  const contact = info.applicantContact.trim();
  if (!name && !email && !contact) return [messages.applicantInfoEmpty];
  const problems: string[] = [];
  if (!name) problems.push(messages.applicantNameEmpty);
  else if (name.length > APPLICANT_NAME_MAX) problems.push(messages.applicantNameTooLong);
  if (!email) problems.push(messages.applicantEmailEmpty);
  else if (email.length > APPLICANT_EMAIL_MAX) problems.push(messages.applicantEmailTooLong);
  else if (!EMAIL.test(email)) problems.push(messages.applicantEmailInvalid);
  if (!contact) problems.push(messages.applicantContactEmpty);
  else if (!SG_PHONE.test(contact)) problems.push(messages.applicantContactInvalid);
  return problems;
}
