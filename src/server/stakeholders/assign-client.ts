import { messages } from '../../domain/messages';
import { canUnassignClient, type PartySide } from '../../domain/stakeholder-rules';
import type { Database } from '../db/database';
import { lockOwnClient } from '../db/queries/client-read';
import type { Property } from '../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { partyEvent } from './party-event';
import { changeProperty, type PartiesWrite } from './property-change';

const lawyersOf = (property: Property) => ({ buyerLawyer: property.buyerLawyerId !== null, sellerLawyer: property.sellerLawyerId !== null });

/** Refused while a lawyer is on the property: replacing a buyer or seller removes one (seed 001 §4). */
export function refuseWhileLawyers(property: Property): void {
  const decision = canUnassignClient(lawyersOf(property));
  if (!decision.allowed) throw new ConflictError(decision.message);
}

/**
 * add-client-to-property: the firm's ordinary contact becomes the buyer or the seller. The same contact
 * cannot be both; a different contact in the slot is replaced only when no lawyer is on the property.
 */
export async function assignClient(
  db: Database,
  write: PartiesWrite,
  request: { propertyId: number; clientId: number; side: PartySide },
): Promise<void> {
  const { author } = write;
  const { firmId } = author;
  await changeProperty(db, write, request.propertyId, async ({ tx, property, setParties }) => {
    const client = await lockOwnClient(tx, firmId, request.clientId);
    if (!client) throw new NotFoundError();
    if (client.isAgent === '1') throw new BadRequestError([messages.clientIsAnAgent], messages.clientIsAnAgent);
    const [slot, otherSlot] = request.side === 'buyer' ? (['buyerId', 'sellerId'] as const) : (['sellerId', 'buyerId'] as const);
    if (property[otherSlot] === client.id) throw new ConflictError(messages.clientAlreadyOnProperty);
    if (property[slot] === client.id) return null;
    if (property[slot] !== null) refuseWhileLawyers(property);
    await setParties({ [slot]: client.id });
    return partyEvent(tx, firmId, request.side, property[slot], client.id);
  });
}

/** remove-assigned-client for the buyer or the seller. */
export async function unassignClient(db: Database, write: PartiesWrite, request: { propertyId: number; side: PartySide }): Promise<void> {
  const { author } = write;
  const { propertyId, side } = request;
  await changeProperty(db, write, propertyId, async ({ tx, property, setParties }) => {
    refuseWhileLawyers(property);
    await setParties(side === 'buyer' ? { buyerId: null } : { sellerId: null });
    return partyEvent(tx, author.firmId, side, side === 'buyer' ? property.buyerId : property.sellerId, null);
  });
}
