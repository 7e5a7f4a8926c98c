import { clientPersons, joinNames, type DocumentParties } from './document-parties';
import type { DocumentMetadata, MetadataTextField } from './metadata';
import { BLANK, dateOrBlank, filled, maskedId, orBlank, type Piece } from './wording';
import { CLIENT_ID_SEPARATOR, clientWording, defaultProceedings, maskClientIds, type ClientWording } from './wta-defaults';

/**
 * The Warrant to Act's wording (seed 001 §2.3), the one definition the editor shows and the PDF prints
 * (issue 18): the client's statement ('I' for one client, 'We' for several or for a company, which also shows
 * its UEN where a person shows an NRIC), the matter, the engagement letter, the undertaking, the date and the
 * two signature blocks.
 */
export type WtaSlot = MetadataTextField;
export type WtaPiece = Piece<WtaSlot>;

export interface WtaClient {
  /** How many clients give the warrant. */
  count: number;
  /** The firm acts for a company: it speaks as 'We' and is known by its UEN. */
  company: boolean;
  name: string;
  /** Each client's ID, masked but its last 4 characters (seed 001 §9). */
  maskedIds: string;
}

/**
 * Who gives the warrant. The document keeps the names and IDs it was written with (userName, userIc); the
 * number of clients and whether the client is a company come from the property's client side.
 */
export function wtaClient(m: DocumentMetadata, parties: DocumentParties): WtaClient {
  const persons = clientPersons(parties);
  const name = m.userName?.trim() || joinNames(persons);
  const ids =
    m.userIc?.trim() ||
    persons
      .map((person) => person.idNo.trim())
      .filter(Boolean)
      .join(CLIENT_ID_SEPARATOR);
  const idCount = ids.split(',').filter((id) => id.trim()).length;
  return {
    count: persons.length || idCount || (name ? 1 : 0),
    company: persons.length > 0 && persons.every((person) => person.company === true),
    name,
    maskedIds: maskClientIds(ids),
  };
}

/** 'We' for several clients or a company (it speaks for itself in the plural, issue 18), 'I' for one person. */
export function wtaPronouns(client: WtaClient): ClientWording {
  return clientWording(client.company ? 2 : client.count);
}

/** 'UEN No.' for a company, 'NRIC No.' for a person. */
export function wtaIdLabel(client: WtaClient): string {
  return client.company ? 'UEN No.' : 'NRIC No.';
}

/** The firm's particulars the WTA's foot shows (seed 001 §2.3). */
export interface FirmParticulars {
  address: string;
  postalCode: string;
  phone: string;
  fax: string;
  uen: string;
}

/** The WTA's foot, on screen and on every printed page: 'address, Singapore postal' (the postal code once), then tel, fax and UEN. */
export function wtaFooterLines(firm: FirmParticulars): string[] {
  const address = firm.address.trim();
  const postal = firm.postalCode.trim();
  const addressLine = !postal || address.includes(postal) ? address : [address, `Singapore ${postal}`].filter(Boolean).join(', ');
  const contact = [
    firm.phone.trim() && `Tel: ${firm.phone.trim()}`,
    firm.fax.trim() && `Fax: ${firm.fax.trim()}`,
    firm.uen.trim() && `UEN: ${firm.uen.trim()}`,
  ].filter(Boolean);
  return [addressLine, contact.join('   ')].filter(Boolean);
}

/** Seed 001 §2.3: the reference line. */
export const wtaReference = (propertyRefNo: string): string => `${propertyRefNo}/WTA-1`;

export interface WtaWording {
  /** The letterhead: the firm's name in capitals. */
  letterhead: string;
  title: string;
  reference: string;
  /** 'To:' — the firm the warrant instructs. */
  to: string;
  /** 'RE:' — the property. */
  re: string;
  statement: WtaPiece[];
  matter: WtaPiece[];
  /** Left out while no engagement letter is named, unless editing. */
  engagement: WtaPiece[] | null;
  undertaking: string;
  dated: WtaPiece[];
  clientSignature: WtaPiece[][];
  /** Under 'Accepted by:'. */
  lawyerSignature: WtaPiece[][];
}

export const WTA_TITLE = 'WARRANT TO ACT';
export const WTA_ACCEPTED_BY = 'Accepted by:';

export function wtaWording(m: DocumentMetadata, parties: DocumentParties, firmName: string, options: { editing?: boolean } = {}): WtaWording {
  const client = wtaClient(m, parties);
  const we = wtaPronouns(client);
  const idLabel = wtaIdLabel(client);
  const who: WtaPiece[] = [{ slot: 'userName', text: orBlank(client.name) }, ...(client.maskedIds ? [` (${idLabel} ${client.maskedIds})`] : [])];
  const engagement =
    m.letterOfEngagement?.trim() || options.editing
      ? [`This warrant is given under ${we.possessive} letter of engagement: `, filled('letterOfEngagement', m.letterOfEngagement), '.']
      : null;
  return {
    letterhead: firmName.toUpperCase(),
    title: WTA_TITLE,
    reference: wtaReference(parties.propertyRefNo),
    to: firmName,
    re: orBlank(parties.propAddress),
    statement: [
      `${we.subject}, `,
      ...who,
      `, hereby authorise and instruct you to act for ${we.object} in the following matter and in any legal proceedings arising from it:`,
    ],
    matter: [filled('userDescription', m.userDescription?.trim() || defaultProceedings(parties.clientSide, parties.propAddress))],
    engagement,
    undertaking:
      `${we.subject} undertake to pay your costs and disbursements in this matter and confirm that this warrant remains in force ` +
      `until the matter is completed or ${we.subject === 'I' ? 'I revoke' : 'we revoke'} it in writing.`,
    dated: ['Dated: ', { slot: 'wtaSignedOn', text: dateOrBlank(m.wtaSignedOn) }],
    clientSignature: [['Signature of Client'], ['Name: ', orBlank(client.name)], [`${client.company ? 'UEN' : 'NRIC'}: `, orBlank(client.maskedIds)]],
    lawyerSignature: [
      ['Signature of Lawyer'],
      ['Name: ', filled('wtaLawyerName', m.wtaLawyerName)],
      ['NRIC: ', { slot: 'wtaLawyerNric', text: orBlank(maskedId(m.wtaLawyerNric)) }],
      [`for and on behalf of ${firmName.trim() || BLANK}`],
    ],
  };
}
