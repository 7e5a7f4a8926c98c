/**
 * What the OTP, WTA and S.65 editors and their defaults need to know about a property, independent of the
 * API's shapes (the screens map the API Property into this; the server can build it from its rows).
 * Every text is '' when unknown, never undefined, so templates can print it as it is.
 */
export interface DocumentPerson {
  name: string;
  /** NRIC, passport or UEN number, unmasked: masking is the display's job (seed 001 §9). */
  idNo: string;
  /** A company client signs as itself: its idNo is a UEN, and a warrant it gives says 'We' (issue 18). */
  company?: boolean;
}

export interface DocumentLawyer {
  name: string;
  firmName: string;
  /** One line, as a letter's address block would print it. */
  address: string;
  email: string;
}

export interface DocumentMcst {
  mcstId: string;
  mcstNo: string;
  subMcsNo: string;
  mcstType: string;
  devName: string;
  devLocation: string;
  maName: string;
  maAgencyMail: string;
  maAddress1: string;
  maAddress2: string;
}

export interface DocumentAddress {
  /** Block or house number. */
  houseNo: string;
  streetName: string;
  /** '#storey-unit', or '' without both parts. */
  unit: string;
  /** The development (building) name. */
  building: string;
  postal: string;
}

export interface DocumentParties {
  propertyRefNo: string;
  lawfirmRefNo: string;
  /** The stored one-line address, e.g. '10 ANSON ROAD, #12-03, SINGAPORE 079903'. */
  propAddress: string;
  address: DocumentAddress;
  /** The seller: a company's name (and UEN), or each of the seller's contact persons. */
  vendors: DocumentPerson[];
  /** The buyer, likewise. */
  purchasers: DocumentPerson[];
  /** Which side the firm acts for: 'B' buyer, 'S' seller, '' not chosen yet. */
  clientSide: 'B' | 'S' | '';
  sellerLawyer: DocumentLawyer | null;
  buyerLawyer: DocumentLawyer | null;
  /** The MCSTs ticked on the property (only checked ones matter, seed 000 §4). */
  mcsts: DocumentMcst[];
  /** e.g. 'MK 24 Lot U12345N', '' for landed property without a strata lot. */
  strataLot: string;
  /** The land lots, one text each, e.g. 'MK 24 Lot 01234A'. */
  landLots: string[];
  /** yyyy-mm-dd, or '' when the property has no completion date. */
  completionDate: string;
}

/** The persons on the side the firm acts for (the WTA's 'I' or 'We' follows how many there are). */
export function clientPersons(parties: DocumentParties): DocumentPerson[] {
  if (parties.clientSide === 'B') return parties.purchasers;
  if (parties.clientSide === 'S') return parties.vendors;
  return [];
}

/** Names as a contract lists them: 'A', 'A and B', 'A, B and C'. */
export function joinNames(persons: readonly DocumentPerson[]): string {
  const names = persons.map((person) => person.name.trim()).filter(Boolean);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** A property with nobody assigned yet: stories and tests start from it. */
export const EMPTY_DOCUMENT_PARTIES: DocumentParties = {
  propertyRefNo: '',
  lawfirmRefNo: '',
  propAddress: '',
  address: { houseNo: '', streetName: '', unit: '', building: '', postal: '' },
  vendors: [],
  purchasers: [],
  clientSide: '',
  sellerLawyer: null,
  buyerLawyer: null,
  mcsts: [],
  strataLot: '',
  landLots: [],
  completionDate: '',
};

/** A lot as a contract names it: 'MK 24 Lot 01234A' (mukim or town subdivision, then the lot number). */
export function lotText(lot: { mktsId?: string | undefined; mktsNo?: string | undefined; lotNo?: string | undefined }): string {
  const lotNo = lot.lotNo?.trim() ?? '';
  if (!lotNo) return '';
  const area = [lot.mktsId?.trim(), lot.mktsNo?.trim()].filter(Boolean).join(' ');
  return [area, `Lot ${lotNo}`].filter(Boolean).join(' ');
}
