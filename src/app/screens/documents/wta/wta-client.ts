import { clientPersons, joinNames, type DocumentParties } from '../../../../domain/documents/document-parties';
import type { DocumentMetadata } from '../../../../domain/documents/metadata';
import { maskClientIds } from '../../../../domain/documents/wta-defaults';

export interface WtaClient {
  /** How many clients the firm acts for: 'I' for one, 'We' for several. */
  count: number;
  name: string;
  maskedIds: string;
}

/**
 * Who gives the warrant. The document keeps the names and IDs it was written with (userName, userIc); the
 * number of clients comes from the property, the client side the firm acts for (seed 001 §2.3).
 */
export function wtaClient(metadata: DocumentMetadata, parties: DocumentParties): WtaClient {
  const persons = clientPersons(parties);
  const name = metadata.userName?.trim() || joinNames(persons);
  const ids = metadata.userIc?.trim() || persons.map((person) => person.idNo).join(',');
  return { count: persons.length || (name ? 1 : 0), name, maskedIds: maskClientIds(ids) };
}
