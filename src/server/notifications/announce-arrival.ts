import { notificationMessages as m } from '../../domain/messages/notifications';
import type { AnnouncedEventKind } from '../../domain/notifications/notification-kinds';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { recordEvent } from '../history/record-event';
import { caseRecipient } from './notification-recipient';
import { addNotice } from './notification-store';

/** An answer that arrived by itself: an agency's or the tax desk's reply, a DSS signature back. */
export interface Arrival {
  firmId: FirmId;
  kind: AnnouncedEventKind;
  /** The case it answers; null for an other-service request on no case. */
  propertyId: number | null;
  /** The history's sentence (src/domain/history/arrival-summaries.ts). */
  summary: string;
  link: string;
  /** Who is told when there is no case: the user who made the request. */
  requestedBy?: number | null;
}

/**
 * Records the arrival in the firm's history (the product's own write: no user) and tells the case's lawyer, in
 * the transaction `tx` that stores the answer, so the event and the notice exist exactly when the answer does.
 * Call it after the transaction's refreshCaseProgress: the event keeps the stage the answer brought the case to.
 */
export async function announceArrival(tx: Database, arrival: Arrival, at: Date): Promise<void> {
  const { firmId, kind, propertyId, summary, link } = arrival;
  const eventId = await recordEvent(tx, { firmId, userPk: null }, { kind, summary, propertyId, link }, at);
  const recipient = propertyId === null ? null : await caseRecipient(tx, firmId, propertyId);
  const userId = recipient?.userId ?? arrival.requestedBy ?? null;
  if (userId === null) return;
  const title = m.notificationAboutCase(recipient?.caseRef ?? '', summary);
  await addNotice(tx, { firmId, userId, propertyId, eventId, kind, title, link, dedupeKey: null }, at);
}
