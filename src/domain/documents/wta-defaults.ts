import { DOCUMENT_NRIC_MASK_KEEP, maskAllButLast } from '../masking';
import { clientPersons, joinNames, type DocumentLawyer, type DocumentParties } from './document-parties';
import type { DocumentMetadata } from './metadata';

/**
 * The Warrant to Act's defaults and wording (seed 001 §2.3, §9), shared by the editor and the printed PDF.
 * userName / userIc hold every client of the acting side: names as a contract lists them ('A and B'), ID
 * numbers joined by CLIENT_ID_SEPARATOR, so the stored text reads well as it is and each ID can still be masked.
 */
export const CLIENT_ID_SEPARATOR = ', ';

export type ClientSide = DocumentParties['clientSide'];

/** The lawyer who signs the warrant: the one acting for the client side (null until one is assigned). */
export function actingLawyer(parties: DocumentParties): DocumentLawyer | null {
  if (parties.clientSide === 'B') return parties.buyerLawyer;
  if (parties.clientSide === 'S') return parties.sellerLawyer;
  return null;
}

/** Ours: the matter the warrant covers, until the lawyer describes the proceedings in their own words. */
export function defaultProceedings(clientSide: ClientSide, propAddress: string): string {
  const property = propAddress.trim() || 'the property';
  if (clientSide === 'B') return `The purchase of ${property}.`;
  if (clientSide === 'S') return `The sale of ${property}.`;
  return '';
}

export function wtaDefaults(
  parties: DocumentParties,
  clientSide: ClientSide,
  lawyer: Pick<DocumentLawyer, 'name'> | null,
  today: string,
): DocumentMetadata {
  const clients = clientPersons({ ...parties, clientSide });
  return {
    userName: joinNames(clients),
    userIc: clients
      .map((client) => client.idNo.trim())
      .filter(Boolean)
      .join(CLIENT_ID_SEPARATOR),
    letterOfEngagement: '',
    userDescription: defaultProceedings(clientSide, parties.propAddress),
    wtaSignedOn: today,
    wtaLawyerName: lawyer?.name ?? '',
    wtaLawyerNric: '',
    wtaLawyerSign: '',
  };
}

export interface ClientWording {
  /** 'I' for one client, 'We' for several (seed 001 §2.3). */
  subject: 'I' | 'We';
  object: 'me' | 'us';
  possessive: 'my' | 'our';
}

export function clientWording(clientCount: number): ClientWording {
  return clientCount > 1 ? { subject: 'We', object: 'us', possessive: 'our' } : { subject: 'I', object: 'me', possessive: 'my' };
}

/** Seed 001 §9: an NRIC on the WTA shows all but its last 4 characters, each client's on its own. */
export function maskClientIds(userIc: string | undefined): string {
  return (userIc ?? '')
    .split(',')
    .map((id) => maskAllButLast(id, DOCUMENT_NRIC_MASK_KEEP))
    .filter(Boolean)
    .join(CLIENT_ID_SEPARATOR);
}
