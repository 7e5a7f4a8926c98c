import { messages } from '../messages';
import type { DocumentModule } from './modules';

/**
 * The send-recipient modal of the OTP, WTA and S.65 pages (seed 001 §4 "S.65 signing and sending", §5
 * "Sending", §7 send-message-to-user / send-mail-notification): who may be ticked, what is refused, and which
 * mails go out. The modal's machine and the server share these rules.
 */

/** The primary stakeholders by the seed's recipient names (seed 001 §5 "Sending"). */
export const STAKEHOLDER_RECIPIENT_ROLES = ['Buyer', 'Seller', 'BuyerLawyer', 'SellerLawyer', 'BuyerAgent', 'SellerAgent'] as const;
export type StakeholderRecipientRole = (typeof STAKEHOLDER_RECIPIENT_ROLES)[number];

/** The S.65 modal adds the managing agent of the MCST to the stakeholders. */
export type RecipientRole = StakeholderRecipientRole | 'ManagingAgent';

/**
 * How the missing-mail message names each recipient. The seed words it for the lawyers, the agents and the
 * managing agent; Buyer and Seller follow the same pattern ("No email address for Buyer.", docs/decisions.md).
 */
export const RECIPIENT_LABELS: Readonly<Record<RecipientRole, string>> = {
  Buyer: 'Buyer',
  Seller: 'Seller',
  BuyerLawyer: "Buyer's Lawyer",
  SellerLawyer: "Seller's Lawyer",
  BuyerAgent: "Buyer's Agent",
  SellerAgent: "Seller's Agent",
  ManagingAgent: 'Managing Agent',
};

export interface NamedMail {
  name: string;
  email: string;
}

/** An assigned stakeholder (or the managing agent) as the modal lists it. */
export interface SendRecipient extends NamedMail {
  role: RecipientRole;
  ticked: boolean;
}

/** A row the user adds on the S.65 modal: a name and a mail of their own. */
export interface AdditionalRecipient extends NamedMail {
  ticked: boolean;
}

/** What is signed when an S.65 is sent: the modal opens only once the seller's lawyer has signed. */
export type S65SendSigned = 'seller' | 'both';

export interface SendChoice {
  module: DocumentModule;
  /** S.65 only; null for OTP and WTA. */
  signed: S65SendSigned | null;
  recipients: readonly SendRecipient[];
  /** S.65 only; always empty for OTP and WTA. */
  additional: readonly AdditionalRecipient[];
}

export type NotificationCode = 'S65_SELLER_SIGNED' | 'DSS_S65_COMPLETED_MA' | 'DSS_S65_COMPLETED_SH';

/** One POST /send-mail-notification: a template code and its 'name||email' recipients. */
export interface NotificationPlan {
  messageTemplateCode: NotificationCode;
  recipents: string[];
}

/** What a valid choice sends: the document to everyone ticked and, for S.65, the notifications. */
export interface SendPlan {
  /** 'name||email' of everyone ticked, without repeating a mail address. */
  recipents: string[];
  notifications: NotificationPlan[];
}

/**
 * Seed 001 §4: with only the seller's copy, the buyer's and the seller's lawyers are preselected; with both,
 * the buyer, the seller, the seller's lawyer and the managing agent. OTP and WTA start with nothing ticked.
 */
export function isPreselected(module: DocumentModule, signed: S65SendSigned | null, role: RecipientRole): boolean {
  if (module !== 's65' || signed === null) return false;
  if (signed === 'seller') return role === 'BuyerLawyer' || role === 'SellerLawyer';
  return role === 'Buyer' || role === 'Seller' || role === 'SellerLawyer' || role === 'ManagingAgent';
}

/** The modal's rows: the assigned stakeholders in the cards' order, then (S.65) the managing agent. */
export function initialRecipients(
  module: DocumentModule,
  stakeholders: ReadonlyArray<NamedMail & { role: StakeholderRecipientRole }>,
  signed: S65SendSigned | null,
  managingAgent: NamedMail | null,
): SendRecipient[] {
  const order = (role: StakeholderRecipientRole) => STAKEHOLDER_RECIPIENT_ROLES.indexOf(role);
  const listed: SendRecipient[] = [...stakeholders]
    .sort((a, b) => order(a.role) - order(b.role))
    .map(({ role, name, email }) => ({ role, name, email, ticked: false }));
  if (module === 's65' && managingAgent) listed.push({ role: 'ManagingAgent', ...managingAgent, ticked: false });
  return listed.map((recipient) => ({ ...recipient, ticked: isPreselected(module, signed, recipient.role) }));
}

const filled = (value: string) => value.trim() !== '';
const complete = (recipient: NamedMail) => filled(recipient.name) && filled(recipient.email);

/**
 * The checks every send modal makes on whom it sends to (the document pages' and the document centre's), in the
 * seed's order: nobody ticked, a ticked recipient without a mail (named by its role's label), then an added row
 * without both a name and a mail. `ticked` and `additional` are what is ticked only. null when they pass.
 */
export function recipientsProblem(ticked: ReadonlyArray<NamedMail & { role: RecipientRole }>, additional: readonly NamedMail[]): string | null {
  if (ticked.length === 0 && additional.length === 0) return messages.chooseAtLeastOneOption;
  const noMail = ticked.find((recipient) => !filled(recipient.email));
  if (noMail) return messages.noEmailAddressFor(RECIPIENT_LABELS[noMail.role]);
  // A row the user added is only a name and a mail: half of one cannot be sent.
  if (additional.some((row) => !complete(row))) return messages.emailAndNameCannotBeEmpty;
  return null;
}

/**
 * The first reason the choice cannot be sent, in the seed's order: nothing ticked, a ticked recipient without
 * a mail, then an incomplete additional row or (S.65 both signed) no complete managing agent or additional
 * recipient ticked. null when it can be sent.
 */
export function sendProblem(choice: SendChoice): string | null {
  const ticked = choice.recipients.filter((recipient) => recipient.ticked);
  const additional = choice.module === 's65' ? choice.additional.filter((row) => row.ticked) : [];
  const problem = recipientsProblem(ticked, additional);
  if (problem) return problem;
  if (choice.module === 's65' && choice.signed === 'both') {
    const managingAgent = ticked.filter((recipient) => recipient.role === 'ManagingAgent');
    if (![...managingAgent, ...additional].some(complete)) return messages.emailAndNameCannotBeEmpty;
  }
  return null;
}

/** Seed 001 §7: a recipient is sent as 'name||email'; a nameless one goes under its label. */
export function recipientEntry(recipient: NamedMail, fallbackName = ''): string {
  const name = recipient.name.trim() || fallbackName;
  return `${name}||${recipient.email.trim()}`;
}

/** 'name||email' of each recipient in order, leaving out a mail address already listed (in any case). */
export function recipientEntries(recipients: ReadonlyArray<NamedMail & { role?: RecipientRole }>): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const recipient of recipients) {
    const mail = recipient.email.trim().toLowerCase();
    if (seen.has(mail)) continue;
    seen.add(mail);
    list.push(recipientEntry(recipient, recipient.role ? RECIPIENT_LABELS[recipient.role] : ''));
  }
  return list;
}

/**
 * The mails of a choice that passed sendProblem. Seed 001 §4 "Notification choice": with only the seller's
 * copy everyone ticked gets S65_SELLER_SIGNED; with both, the managing agent and the additional recipients get
 * DSS_S65_COMPLETED_MA and the ticked stakeholders DSS_S65_COMPLETED_SH. OTP and WTA send no notification.
 */
export function sendPlan(choice: SendChoice): SendPlan {
  const ticked = choice.recipients.filter((recipient) => recipient.ticked);
  const additional = choice.module === 's65' ? choice.additional.filter((row) => row.ticked) : [];
  const recipents = recipientEntries([...ticked, ...additional]);
  if (choice.module !== 's65' || choice.signed === null) return { recipents, notifications: [] };
  if (choice.signed === 'seller') return { recipents, notifications: [{ messageTemplateCode: 'S65_SELLER_SIGNED', recipents }] };
  const managingAgent = recipientEntries([...ticked.filter((recipient) => recipient.role === 'ManagingAgent'), ...additional]);
  const stakeholders = recipientEntries(ticked.filter((recipient) => recipient.role !== 'ManagingAgent'));
  const notifications: NotificationPlan[] = [
    { messageTemplateCode: 'DSS_S65_COMPLETED_MA', recipents: managingAgent },
    { messageTemplateCode: 'DSS_S65_COMPLETED_SH', recipents: stakeholders },
  ];
  return { recipents, notifications: notifications.filter((notification) => notification.recipents.length > 0) };
}

/** Seed 001 §8: 'Sending Failed', with the error's message appended when the call itself failed. */
export function sendingFailedText(detail: string | null): string {
  return detail ? `${messages.sendingFailed}: ${detail}` : messages.sendingFailed;
}
