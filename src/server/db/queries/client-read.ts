import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { clientContacts, clients, properties, users, type Client, type ClientContact } from '../schema';

/** A client with its contact persons (sequence order) and the properties it is on, in any party slot. */
export interface ClientAggregate {
  client: Client;
  contacts: ClientContact[];
  properties: Array<{ id: number; propertyRefNo: string }>;
  /** The login id of the user who created it, when known. */
  createdByUserId: string | undefined;
}

const PARTY_SLOTS = [properties.buyerId, properties.sellerId, properties.buyerAgentId, properties.sellerAgentId] as const;

/** The properties naming the client in any party slot. */
export function namesClient(clientId: number | AnyPgColumn): SQL {
  return or(...PARTY_SLOTS.map((slot) => eq(slot, clientId))) ?? sql`false`;
}

/**
 * For a listing row: does any property name this client? One EXISTS per party slot, each a single probe of
 * that slot's partial index whatever the statistics say; one EXISTS over the four slots OR-ed left the
 * planner free to scan every property for each row when it misjudged the table.
 */
export function isAssignedSql(clientId: AnyPgColumn): SQL<boolean> {
  const inSlot = PARTY_SLOTS.map((slot) => sql`exists (select 1 from ${properties} where ${slot} = ${clientId})`);
  return sql<boolean>`(${sql.join(inSlot, sql` or `)})`;
}

export async function contactsOf(db: Database, clientIds: readonly number[]): Promise<Map<number, ClientContact[]>> {
  const byClient = new Map<number, ClientContact[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select()
    .from(clientContacts)
    .where(inArray(clientContacts.clientId, [...new Set(clientIds)]))
    .orderBy(asc(clientContacts.clientId), asc(clientContacts.sequenceKey), asc(clientContacts.id));
  for (const row of rows) byClient.set(row.clientId, [...(byClient.get(row.clientId) ?? []), row]);
  return byClient;
}

/** The firm's properties naming the client; a client is only ever on its own firm's properties. */
export async function propertiesOfClient(db: Database, firmId: FirmId, clientId: number) {
  return db
    .select({ id: properties.id, propertyRefNo: properties.propertyRefNo })
    .from(properties)
    .where(inFirm(properties, firmId, namesClient(clientId)))
    .orderBy(asc(properties.id));
}

export async function loadOwnClient(db: Database, firmId: FirmId, id: number): Promise<ClientAggregate | undefined> {
  const [found] = await db
    .select({ client: clients, createdByUserId: users.userId })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.createdBy))
    .where(inFirm(clients, firmId, eq(clients.id, id)))
    .limit(1);
  if (!found) return undefined;
  const [contacts, onProperties] = await Promise.all([contactsOf(db, [id]), propertiesOfClient(db, firmId, id)]);
  return { client: found.client, contacts: contacts.get(id) ?? [], properties: onProperties, createdByUserId: found.createdByUserId ?? undefined };
}

/** The firm's client row, locked until the transaction ends (assignment and delete queue on it). */
export async function lockOwnClient(tx: Database, firmId: FirmId, id: number): Promise<Client | undefined> {
  const [row] = await tx
    .select()
    .from(clients)
    .where(inFirm(clients, firmId, eq(clients.id, id)))
    .for('update');
  return row;
}
