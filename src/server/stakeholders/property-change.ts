import { RECORD_NAMES } from '../../domain/edit-conflict/record-names';
import { caseLink } from '../../domain/history/event-links';
import { refuseClosedCase } from '../case/refuse-closed-case';
import type { Database } from '../db/database';
import { lockOwnProperty, updateOwnProperty } from '../db/queries/property-store';
import type { NewProperty, Property } from '../db/schema';
import { recordEvent, type HistoryActor, type HistoryEvent } from '../history/record-event';
import { NotFoundError } from '../http/errors';
import { refreshPropertyStatus } from '../property/refresh-status';
import { nextEditStamp, refuseStaleEdit } from '../versions/edit-stamp';

export interface PropertyChange {
  tx: Database;
  property: Property;
  /** Writes the party columns of this property. */
  setParties: (
    values: Partial<Pick<NewProperty, 'buyerId' | 'sellerId' | 'buyerAgentId' | 'sellerAgentId' | 'buyerLawyerId' | 'sellerLawyerId'>>,
  ) => Promise<void>;
}

/**
 * Who changes a case's parties, when, and from which version of them: the If-Match the screens send, undefined when
 * a call names none (the seed's own client).
 */
export interface PartiesWrite<Author extends HistoryActor = HistoryActor> {
  author: Author;
  now: Date;
  seen?: number | undefined;
}

/** What a change did to the case, for its history; the case and the link (its summary page) are added here. */
export type CaseChangeEvent = Omit<HistoryEvent, 'propertyId' | 'link'>;

/**
 * Every assignment change in one transaction: the firm's property locked (404 otherwise, 409 when locked),
 * the change, then status and task stage re-derived, so a property turns Active, or back to Pending, with
 * the change that caused it. The change answers the event it makes, recorded last (the case's stage is then the
 * new one), or null when it changed nothing. A change that says which version of the parties it was made from
 * (`seen`, the If-Match the screens send) is refused with 409 when someone changed them since, before anything is
 * written; a change that changed something makes the parties' next version.
 */
export async function changeProperty(
  db: Database,
  write: PartiesWrite,
  propertyId: number,
  change: (c: PropertyChange) => Promise<CaseChangeEvent | null>,
): Promise<void> {
  const { author, now, seen } = write;
  const { firmId } = author;
  await db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, firmId, propertyId);
    if (!property) throw new NotFoundError();
    refuseClosedCase(property, 'parties');
    const parties = { version: property.partiesVersion, changedBy: property.partiesChangedBy, changedAt: property.partiesChangedAt };
    if (seen !== undefined) await refuseStaleEdit(tx, parties, seen, author.userPk, RECORD_NAMES.parties);
    const event = await change({
      tx,
      property,
      setParties: (values) => updateOwnProperty(tx, firmId, propertyId, { ...values, updatedAt: now }),
    });
    await refreshPropertyStatus(tx, firmId, propertyId, now);
    if (!event) return;
    const next = nextEditStamp(parties, author.userPk, now);
    await updateOwnProperty(tx, firmId, propertyId, {
      partiesVersion: next.version,
      partiesChangedBy: next.changedBy,
      partiesChangedAt: next.changedAt,
    });
    await recordEvent(tx, author, { ...event, propertyId, link: caseLink(propertyId, 'summary') }, now);
  });
}
