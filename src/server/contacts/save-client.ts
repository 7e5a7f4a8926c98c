import { eq } from 'drizzle-orm';
import type { ClientPayload } from '../../domain/contact/schema';
import { RECORD_NAMES } from '../../domain/edit-conflict/record-names';
import { contactChanges, contactName } from '../../domain/history/contact-fields';
import { contactAddedSummary, contactDeletedSummary, contactUpdatedSummary } from '../../domain/history/contact-summaries';
import { FIRM_LINKS } from '../../domain/history/event-links';
import { messages } from '../../domain/messages';
import type { Database } from '../db/database';
import { inFirm } from '../db/firm-scope';
import { propertiesOfClient } from '../db/queries/client-read';
import { contactIdsOf, insertClient, insertContacts, replaceContacts, updateOwnClient } from '../db/queries/client-store';
import { lockOwnProperty } from '../db/queries/property-store';
import { clients } from '../db/schema';
import { recordEvent, type HistoryActor } from '../history/record-event';
import type { Session } from '../http/app-env';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { nextEditStamp, refuseStaleEdit } from '../versions/edit-stamp';
import { readContactValues } from './contact-history';
import { newPersonColumns, personId, prepareClient, type PreparedClient } from './prepare-client';

function refuseProblems(prepared: PreparedClient): void {
  if (prepared.problems.length > 0) throw new BadRequestError(prepared.problems);
}

/** add-client's propId: the firm's property the client is created from, or none. */
function propIdOf(raw: ClientPayload['propId']): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const id = typeof raw === 'number' ? raw : /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new BadRequestError(['propId: not a record id']);
  return id;
}

/** A new client with its persons, in one transaction with its history event; returns its id. */
export async function addClient(db: Database, session: Session, payload: ClientPayload, now: Date): Promise<number> {
  const prepared = prepareClient(payload, { isAgent: payload.isAgent, agencyAddress: '' });
  refuseProblems(prepared);
  const propId = propIdOf(payload.propId);
  return db.transaction(async (tx) => {
    if (propId !== null && !(await lockOwnProperty(tx, session.firmId, propId))) throw new NotFoundError();
    const id = await insertClient(tx, {
      ...prepared.columns,
      firmId: session.firmId,
      createdFromPropertyId: propId,
      createdBy: session.userPk,
      createdAt: now,
      updatedAt: now,
    });
    await insertContacts(tx, id, payload.clientContacts.map(newPersonColumns));
    const added = await readContactValues(tx, session.firmId, id);
    if (!added) throw new Error('The contact just added could not be read back.');
    const event = {
      kind: 'contact.added',
      summary: contactAddedSummary(contactName(added)),
      link: FIRM_LINKS.contact(id),
      changes: contactChanges(null, added),
    } as const;
    await recordEvent(tx, session, event, now);
    return id;
  });
}

/**
 * Rewrites the firm's client. Persons keep their ids; while the client is on a property its persons may be
 * edited but none added or removed (seed 000 §4). Agents stay agents. The history keeps the fields that changed
 * (ID and phone numbers masked); a save that changed none records nothing. An update made from an older version than
 * the stored one is refused with 409 (someone saved in between) and writes nothing.
 */
export async function updateClient(
  db: Database,
  author: HistoryActor & { userPk: number },
  target: { id: number; version: number },
  payload: ClientPayload,
  now: Date,
): Promise<void> {
  const { firmId } = author;
  const { id } = target;
  await db.transaction(async (tx) => {
    const current = await readContactValues(tx, firmId, id);
    if (!current) throw new NotFoundError();
    const prepared = prepareClient(payload, { isAgent: current.isAgent === '1' ? '1' : '0', agencyAddress: current.agencyAddress });
    refuseProblems(prepared);
    // A bad form is refused in its own words first, as the case details are; then a stale one.
    await refuseStaleEdit(tx, current, target.version, author.userPk, RECORD_NAMES.contact);
    const stored = new Set(await contactIdsOf(tx, id));
    const sent = payload.clientContacts.map((person) => personId(person.id));
    if (sent.some((personKey) => personKey === null || (personKey !== undefined && !stored.has(personKey)))) {
      throw new BadRequestError([messages.contactPersonUnknown], messages.contactPersonUnknown);
    }
    const kept = new Set(sent.filter((personKey): personKey is number => typeof personKey === 'number'));
    const changesPersons = sent.includes(undefined) || [...stored].some((storedId) => !kept.has(storedId));
    if (changesPersons && (await propertiesOfClient(tx, firmId, id)).length > 0) {
      throw new ConflictError(messages.contactPersonsFixedWhileAssigned);
    }
    await updateOwnClient(tx, firmId, id, { ...prepared.columns, ...nextEditStamp(current, author.userPk, now), updatedAt: now });
    await replaceContacts(tx, id, prepared.persons);
    const after = await readContactValues(tx, firmId, id);
    if (!after) throw new Error('The contact just updated could not be read back.');
    const changes = contactChanges(current, after);
    if (changes.length === 0) return;
    await recordEvent(
      tx,
      author,
      { kind: 'contact.updated', summary: contactUpdatedSummary(contactName(after)), link: FIRM_LINKS.contact(id), changes },
      now,
    );
  });
}

/** Deletes the firm's client and its persons, refused while any property names it (seed 000 §6, §8). */
export async function deleteClient(db: Database, author: HistoryActor, id: number, now: Date): Promise<void> {
  const { firmId } = author;
  await db.transaction(async (tx) => {
    const current = await readContactValues(tx, firmId, id);
    if (!current) throw new NotFoundError();
    if ((await propertiesOfClient(tx, firmId, id)).length > 0) throw new ConflictError(messages.deleteClientAssigned);
    await tx.delete(clients).where(inFirm(clients, firmId, eq(clients.id, id)));
    await recordEvent(tx, author, { kind: 'contact.deleted', summary: contactDeletedSummary(contactName(current)), link: null }, now);
  });
}
