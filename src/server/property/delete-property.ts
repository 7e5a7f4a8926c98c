import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ClientFlag } from '../../domain/client-flag';
import { caseDeletedSummary } from '../../domain/history/case-summaries';
import { messages } from '../../domain/messages';
import { canDeleteProperty, type DeleteRefusal } from '../../domain/property-status';
import type { Database } from '../db/database';
import { inFirm } from '../db/firm-scope';
import { lockOwnProperty } from '../db/queries/property-store';
import { clients, dueDiligences, properties, type Property } from '../db/schema';
import { recordEvent, type HistoryActor } from '../history/record-event';
import { ConflictError, NotFoundError } from '../http/errors';

function refusal(reason: DeleteRefusal, property: Property): string {
  switch (reason) {
    case 'locked':
      return messages.propertyLockedNotice;
    case 'requisitions':
      return messages.deleteFailedRequisitions(property.lawfirmRefNo, property.propertyRefNo);
    case 'assigned-activated':
      return messages.deleteFailedAssignedActivated(property.lawfirmRefNo, property.propertyRefNo);
  }
}

const asClientFlag = (flag: string): ClientFlag | '' => (flag === 'B' || flag === 'S' ? flag : '');

/**
 * Deletes the firm's property (lots and MCST details go with it) when the domain rule allows it; the
 * refusals carry the seed's words. The row is locked first, so a requisition raised meanwhile either
 * is seen here or waits for the delete and then finds no property. The history keeps the case's event (no link:
 * the case is gone; the summary names it by its control number and the firm's reference).
 */
export async function deleteProperty(db: Database, author: HistoryActor, id: number, now: Date): Promise<void> {
  const { firmId } = author;
  await db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, firmId, id);
    if (!property) throw new NotFoundError();
    const [requisition] = await tx
      .select({ id: dueDiligences.id })
      .from(dueDiligences)
      .where(and(eq(dueDiligences.propertyId, id), isNull(dueDiligences.discardedAt)))
      .limit(1);
    const decision = canDeleteProperty({
      locked: property.locked,
      hasRequisitions: requisition !== undefined,
      clientFlag: asClientFlag(property.clientFlag),
      sellerLawyer: property.sellerLawyerId !== null,
      buyerLawyer: property.buyerLawyerId !== null,
    });
    if (!decision.allowed) throw new ConflictError(refusal(decision.reason, property));
    // A discarded draft was never sent to an agency: it does not hold the case back, and goes with it.
    await tx.delete(dueDiligences).where(inFirm(dueDiligences, firmId, eq(dueDiligences.propertyId, id), isNotNull(dueDiligences.discardedAt)));
    // Contacts created from this property lose the way back to it (the column is no foreign key).
    await tx
      .update(clients)
      .set({ createdFromPropertyId: null })
      .where(inFirm(clients, firmId, eq(clients.createdFromPropertyId, id)));
    await tx.delete(properties).where(inFirm(properties, firmId, eq(properties.id, id)));
    await recordEvent(tx, author, { kind: 'case.deleted', summary: caseDeletedSummary(property), propertyId: id, link: null }, now);
  });
}
