import {
  recipientEntries,
  recipientsProblem,
  RECIPIENT_LABELS,
  type AdditionalRecipient,
  type NamedMail,
  type StakeholderRecipientRole,
} from '../send-rules';

/**
 * The send modal of the document listing and the activity log (seed 002 §2.6, §3 "Send-document payload", §5
 * "Other services"): whom the documents of one case can be mailed to, what is refused, and the 'name||email' list.
 * The messages and the de-duplication are the document pages' (../send-rules.ts).
 */

/** A client's contact person as GET /get-property returns it (the fields read here). */
export interface MailContact {
  individualName?: string | undefined;
  email?: string | undefined;
}

/** A buyer, seller or estate agency as GET /get-property returns it ('1' is an individual client). */
export interface MailClient {
  clientCategory?: string | undefined;
  compName?: string | undefined;
  email?: string | undefined;
  clientContacts?: readonly MailContact[] | undefined;
}

export interface MailLawyer {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

/** The case's primary stakeholders: the API's Property fits this shape as it is. */
export interface MailParties {
  buyer?: MailClient | null | undefined;
  seller?: MailClient | null | undefined;
  buyerAgent?: MailClient | null | undefined;
  sellerAgent?: MailClient | null | undefined;
  buyerLawyer?: MailLawyer | null | undefined;
  sellerLawyer?: MailLawyer | null | undefined;
}

/** One checkbox of the modal: a person of a role, with the mail on file ('' when there is none). */
export interface MailChoice extends NamedMail {
  /** Unique in the modal: the role and the person's place in it ('BuyerAgent:0'). */
  id: string;
  role: StakeholderRecipientRole;
  ticked: boolean;
}

/** A role's checkboxes under its label (RECIPIENT_LABELS, as the seed's messages name it). */
export interface MailGroup {
  role: StakeholderRecipientRole;
  label: string;
  choices: MailChoice[];
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * A client's or an agency's people: each contact person with a name or a mail. An individual client's person
 * falls back to the client's own mail; a client without any person on file is listed as itself. None when nobody
 * holds the role.
 */
function people(client: MailClient | null | undefined, kind: 'client' | 'agent'): NamedMail[] {
  if (!client) return [];
  const individual = kind === 'client' && client.clientCategory === '1';
  const listed = (client.clientContacts ?? [])
    .map((contact) => ({
      name: text(contact.individualName) || text(client.compName),
      email: text(contact.email) || (individual ? text(client.email) : ''),
    }))
    .filter((person) => person.name || person.email);
  return listed.length > 0 ? listed : [{ name: text(client.compName), email: text(client.email) }];
}

function lawyer(value: MailLawyer | null | undefined): NamedMail[] {
  if (!value) return [];
  return [{ name: [text(value.firstName), text(value.lastName)].filter(Boolean).join(' '), email: text(value.email) }];
}

/** The groups in the order of the seed's payload (§3): buyer, seller, their agents, then their lawyers. */
const GROUPS: ReadonlyArray<readonly [StakeholderRecipientRole, (parties: MailParties) => NamedMail[]]> = [
  ['Buyer', (parties) => people(parties.buyer, 'client')],
  ['Seller', (parties) => people(parties.seller, 'client')],
  ['BuyerAgent', (parties) => people(parties.buyerAgent, 'agent')],
  ['SellerAgent', (parties) => people(parties.sellerAgent, 'agent')],
  ['BuyerLawyer', (parties) => lawyer(parties.buyerLawyer)],
  ['SellerLawyer', (parties) => lawyer(parties.sellerLawyer)],
];

/** The modal's recipient groups, nothing ticked; a role nobody holds is left out. */
export function mailGroups(parties: MailParties): MailGroup[] {
  return GROUPS.flatMap(([role, peopleOf]) => {
    const choices = peopleOf(parties).map((person, index) => ({ id: `${role}:${index}`, role, ...person, ticked: false }));
    return choices.length > 0 ? [{ role, label: RECIPIENT_LABELS[role], choices }] : [];
  });
}

/** What the user chose: the groups with their ticks and the rows added by hand (each with its own tick). */
export interface MailChoices {
  groups: readonly MailGroup[];
  additional: readonly AdditionalRecipient[];
}

const tickedChoices = (groups: readonly MailGroup[]) => groups.flatMap((group) => group.choices.filter((choice) => choice.ticked));

/**
 * Why Send is refused, or null: 'Choose at least one option' with nothing ticked, "No email address for Buyer's
 * Lawyer." (and the like) for a ticked person without a mail, 'Email and Name cannot be empty' for an added row.
 */
export function mailProblem(choices: MailChoices): string | null {
  return recipientsProblem(
    tickedChoices(choices.groups),
    choices.additional.filter((row) => row.ticked),
  );
}

/** The payload's `recipents` of a choice that passed mailProblem: 'name||email', each address once. */
export function mailRecipents(choices: MailChoices): string[] {
  return recipientEntries([...tickedChoices(choices.groups), ...choices.additional.filter((row) => row.ticked)]);
}
