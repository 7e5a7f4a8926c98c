import { caseLink } from '../../domain/history/event-links';
import { messages } from '../../domain/messages';
import type { Database } from '../db/database';
import { lockOwnProperty, updateOwnProperty } from '../db/queries/property-store';
import type { NewProperty, Property } from '../db/schema';
import { recordEvent, type HistoryActor, type HistoryEvent } from '../history/record-event';
import { ConflictError, NotFoundError } from '../http/errors';
import { refreshPropertyStatus } from '../property/refresh-status';

export interface PropertyChange {
  tx: Database;
  property: Property;
  /** Writes the party columns of this property. */
  setParties: (
    values: Partial<Pick<NewProperty, 'buyerId' | 'sellerId' | 'buyerAgentId' | 'sellerAgentId' | 'buyerLawyerId' | 'sellerLawyerId'>>,
  ) => Promise<void>;
}

/** What a change did to the case, for its history; the case and the link (its summary page) are added here. */
export type CaseChangeEvent = Omit<HistoryEvent, 'propertyId' | 'link'>;

/**
 * Every assignment change in one transaction: the firm's property locked (404 otherwise, 409 when locked),
 * the change, then status and task stage re-derived, so a property turns Active, or back to Pending, with
 * the change that caused it. The change answers the event it makes, recorded last (the case's stage is then the
 * new one), or null when it changed nothing.
 */
export async function changeProperty(
  db: Database,
  author: HistoryActor,
  propertyId: number,
  now: Date,
  change: (c: PropertyChange) => Promise<CaseChangeEvent | null>,
): Promise<void> {
  const { firmId } = author;
  await db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, firmId, propertyId);
    if (!property) throw new NotFoundError();
    if (property.locked) throw new ConflictError(messages.propertyLockedAssignment);
    const event = await change({
      tx,
      property,
      setParties: (values) => updateOwnProperty(tx, firmId, propertyId, { ...values, updatedAt: now }),
    });
    await refreshPropertyStatus(tx, firmId, propertyId, now);
    if (event) await recordEvent(tx, author, { ...event, propertyId, link: caseLink(propertyId, 'summary') }, now);
  });
}
