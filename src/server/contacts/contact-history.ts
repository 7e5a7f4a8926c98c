import type { ContactValues } from '../../domain/history/contact-fields';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { contactsOf, lockOwnClient } from '../db/queries/client-read';
import type { Client, ClientContact } from '../db/schema';

/** A stored contact with its persons; it is also the history's ContactValues. */
export type StoredContact = Client & { persons: ClientContact[] };

/**
 * The firm's contact with its persons as the history compares it (src/domain/history/contact-fields.ts), read in
 * the write's transaction (its row locked): before a write, and back after it, so what is recorded is what was stored.
 */
export async function readContactValues(tx: Database, firmId: FirmId, id: number): Promise<StoredContact | undefined> {
  const client = await lockOwnClient(tx, firmId, id);
  if (!client) return undefined;
  const persons = (await contactsOf(tx, [id])).get(id) ?? [];
  return { ...client, persons } satisfies ContactValues;
}
