import { isEmail, isSgPhone, isSixDigitPostal } from './contact/formats';
import { messages } from './messages';
import type { PropertyStatus } from './property-status';

/**
 * Who may be assigned or unassigned on a property, and the lawyer-create rules (seed 000 §5 "Contacts",
 * seed 001 §4 and §5 "Stakeholders"). Pure, so the server refuses exactly what the screens disable.
 */

export type PartySide = 'buyer' | 'seller';

export type Decision = { allowed: true } | { allowed: false; message: string };

const allowed: Decision = { allowed: true };
const refused = (message: string): Decision => ({ allowed: false, message });

/** clientFlag B: the firm acts for the buyer; S: for the seller; anything else: not decided yet. */
export function clientSide(clientFlag: string | null | undefined): PartySide | null {
  if (clientFlag === 'B') return 'buyer';
  if (clientFlag === 'S') return 'seller';
  return null;
}

export interface ClientFacts {
  clientFlag: string;
  buyer: boolean;
  seller: boolean;
}

/** A lawyer only once the client is set: the client side's party, or either party while no side is set. */
export function canAssignLawyer(property: ClientFacts): Decision {
  const side = clientSide(property.clientFlag);
  const hasClient = side === null ? property.buyer || property.seller : property[side];
  return hasClient ? allowed : refused(messages.assignClientFirst);
}

/** Buyer and seller stay while any lawyer is on the property (seed 001 §4 "action 'X'"); agents may go. */
export function canUnassignClient(property: { buyerLawyer: boolean; sellerLawyer: boolean }): Decision {
  return property.buyerLawyer || property.sellerLawyer ? refused(messages.removeBothLawyersFirst) : allowed;
}

/** Seed 001 §2.1: the secondary group is disabled while the property is Pending. */
export function canAssignSecondary(property: { status: PropertyStatus }): Decision {
  return property.status === 'Pending' ? refused(messages.secondaryStakeholdersNeedLawyers) : allowed;
}

/** Client and agent searches need at least 3 characters (seed 000 §5, §9). */
export const CLIENT_SEARCH_MIN = 3;

export function clientSearchProblem(text: string): string | undefined {
  return text.trim().length < CLIENT_SEARCH_MIN ? messages.enterMinThreeCharacters : undefined;
}

/** The lawyer a user creates in the lawyer modal (seed 000 §3 lawyer payload, the fields the form has). */
export interface NewLawyerForm {
  lawfirmName: string;
  firstName: string;
  lastName: string;
  email: string;
  contact: string;
  address1: string;
  address2: string;
  postalCode: string;
  faxNumber: string;
  referenceNumber: string;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** Seed 000 §5 lawyer create, in the form's order. */
export function newLawyerProblems(form: NewLawyerForm): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const need = (field: keyof NewLawyerForm, message: string) => {
    if (!form[field].trim()) problems.push({ field, message });
    return form[field].trim() !== '';
  };
  need('lawfirmName', messages.lawFirmNameEmpty);
  need('firstName', messages.firstNameEmpty);
  need('lastName', messages.lastNameEmpty);
  if (need('email', messages.emailEmpty) && !isEmail(form.email)) problems.push({ field: 'email', message: messages.lawyerEmailInvalid });
  if (need('contact', messages.lawyerContactEmpty) && !isSgPhone(form.contact)) {
    problems.push({ field: 'contact', message: messages.lawyerContactInvalid });
  }
  need('address1', messages.addressEmpty);
  if (need('postalCode', messages.postalCodeEmpty) && !isSixDigitPostal(form.postalCode)) {
    problems.push({ field: 'postalCode', message: messages.postalCodeNotSixDigits });
  }
  return problems;
}

export function validateNewLawyer(form: NewLawyerForm): string[] {
  return newLawyerProblems(form).map((problem) => problem.message);
}

export function newLawyerFieldProblems(form: NewLawyerForm): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of newLawyerProblems(form)) byField[field] ??= message;
  return byField;
}
