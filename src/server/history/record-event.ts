import { sql } from 'drizzle-orm';
import type { FieldChange } from '../../domain/history/changes';
import type { HistoryEventKind } from '../../domain/history/event-kinds';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { caseProgressSummaries, historyEvents } from '../db/schema';

/** Who made a write: a user of the firm, or the product itself (userPk null: an agency reply, a signature back). */
export interface HistoryActor {
  firmId: FirmId;
  userPk: number | null;
}

export interface HistoryEvent {
  kind: HistoryEventKind;
  /** One line in the user's words. */
  summary: string;
  propertyId?: number | null;
  link?: string | null;
  changes?: readonly FieldChange[];
}

/**
 * Appends one event to the firm's history, inside the write's own transaction `tx`: the event commits with the
 * write or not at all. A case's event keeps the case's stage as it now stands, so call this after the write's
 * refreshCaseProgress (src/server/case/case-progress-store.ts).
 */
export async function recordEvent(tx: Database, actor: HistoryActor, event: HistoryEvent, at: Date): Promise<number> {
  const propertyId = event.propertyId ?? null;
  const stage =
    propertyId === null
      ? null
      : sql`(select ${caseProgressSummaries.stage} from ${caseProgressSummaries} where ${caseProgressSummaries.propertyId} = ${propertyId})`;
  const [row] = await tx
    .insert(historyEvents)
    .values({
      firmId: actor.firmId,
      propertyId,
      actorUserId: actor.userPk,
      kind: event.kind,
      summary: event.summary,
      link: event.link ?? null,
      changes: [...(event.changes ?? [])],
      stage,
      at,
    })
    .returning({ id: historyEvents.id });
  if (!row) throw new Error('history event not stored');
  return row.id;
}
