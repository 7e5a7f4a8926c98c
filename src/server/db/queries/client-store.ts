import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { clientContacts, clients, type NewClient, type NewClientContact } from '../schema';

/** Writes of a client and its contact persons; the callers hold the transaction. */

export type ClientColumns = Omit<NewClient, 'id' | 'firmId' | 'createdAt' | 'createdBy' | 'createdFromPropertyId'>;
export type ContactColumns = Omit<NewClientContact, 'id' | 'clientId'>;

export async function insertClient(tx: Database, values: NewClient): Promise<number> {
  const [row] = await tx.insert(clients).values(values).returning({ id: clients.id });
  if (!row) throw new Error('client insert returned no row');
  return row.id;
}

export async function updateOwnClient(tx: Database, firmId: FirmId, id: number, values: Partial<ClientColumns>): Promise<void> {
  await tx
    .update(clients)
    .set(values)
    .where(inFirm(clients, firmId, eq(clients.id, id)));
}

export async function insertContacts(tx: Database, clientId: number, persons: readonly ContactColumns[]): Promise<void> {
  if (persons.length > 0) await tx.insert(clientContacts).values(persons.map((person) => ({ ...person, clientId })));
}

/**
 * The client's persons become exactly `persons`: those naming one of its ids are updated in place (their ids
 * stay, for what refers to them), the others inserted, the rest deleted. The primary flag is cleared first,
 * so moving it from one person to another never meets the one-primary index half-way.
 */
export async function replaceContacts(tx: Database, clientId: number, persons: ReadonlyArray<ContactColumns & { id?: number }>): Promise<void> {
  const kept = persons.flatMap((person) => (person.id === undefined ? [] : [person.id]));
  const ofClient = eq(clientContacts.clientId, clientId);
  await tx.delete(clientContacts).where(kept.length > 0 ? and(ofClient, notInArray(clientContacts.id, kept)) : ofClient);
  if (kept.length > 0)
    await tx
      .update(clientContacts)
      .set({ isPrimary: '1' })
      .where(and(ofClient, inArray(clientContacts.id, kept)));
  for (const { id, ...values } of persons) {
    if (id === undefined) continue;
    await tx
      .update(clientContacts)
      .set(values)
      .where(and(ofClient, eq(clientContacts.id, id)));
  }
  await insertContacts(tx, clientId, persons.filter((person) => person.id === undefined).map(withoutId));
}

function withoutId(person: ContactColumns & { id?: number }): ContactColumns {
  const { id: _id, ...values } = person;
  return values;
}

export async function contactIdsOf(tx: Database, clientId: number): Promise<number[]> {
  const rows = await tx.select({ id: clientContacts.id }).from(clientContacts).where(eq(clientContacts.clientId, clientId));
  return rows.map((row) => row.id);
}
