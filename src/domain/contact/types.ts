/**
 * A contact as the forms and the rules see it (seed 000 §3 "Client (contact)", field names verbatim). Every
 * text field is a string, empty when not entered.
 */
export type ClientCategory = '0' | '1';
/** '0' signatory, '1' director. */
export type ContactType = '0' | '1';

export interface ClientContactForm {
  individualName: string;
  /** NRIC or passport no. */
  identificationNo: string;
  email: string;
  reference: string;
  contactNo: string;
  postal: string;
  blkNo: string;
  roadName: string;
  building: string;
  storeyNo: string;
  unitNo: string;
  contactType: ContactType;
  /**
   * Whether this person is the client's primary contact, as the form holds it. The wire and the database
   * use the seed's inverted flag ('0' primary): convert only with primaryFlag / isPrimaryFlag.
   */
  primary: boolean;
}

export interface ClientForm {
  /** '0' company, '1' individual. */
  clientCategory: ClientCategory;
  /** Company name; for an individual the person's name (the listing's name column). */
  compName: string;
  uenNo: string;
  email: string;
  reference: string;
  contactNo: string;
  postal: string;
  blkNo: string;
  roadName: string;
  building: string;
  storeyNo: string;
  unitNo: string;
  clientContacts: readonly ClientContactForm[];
}

/** The seed's inverted primary flag (000 §3): '0' means primary, '1' not. */
export const primaryFlag = (primary: boolean): '0' | '1' => (primary ? '0' : '1');
export const isPrimaryFlag = (flag: string | null | undefined): boolean => flag === '0';
