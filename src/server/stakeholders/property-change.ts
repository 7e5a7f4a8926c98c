import { messages } from '../../domain/messages';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { lockOwnProperty, updateOwnProperty } from '../db/queries/property-store';
import type { NewProperty, Property } from '../db/schema';
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

/**
 * Every assignment change in one transaction: the firm's property locked (404 otherwise, 409 when locked),
 * the change, then status and task stage re-derived, so a property turns Active, or back to Pending, with
 * the change that caused it.
 */
export async function changeProperty(
  db: Database,
  firmId: FirmId,
  propertyId: number,
  now: Date,
  change: (c: PropertyChange) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, firmId, propertyId);
    if (!property) throw new NotFoundError();
    if (property.locked) throw new ConflictError(messages.propertyLockedAssignment);
    await change({
      tx,
      property,
      setParties: (values) => updateOwnProperty(tx, firmId, propertyId, { ...values, updatedAt: now }),
    });
    await refreshPropertyStatus(tx, firmId, propertyId, now);
  });
}
