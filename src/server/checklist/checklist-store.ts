import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { checklistEligibility, type ChecklistEligibility, type ChecklistTick } from '../../domain/checklist/definitions';
import { checklistItemTicked, checklistItemUnticked, checklistOpened } from '../../domain/history/checklist-summaries';
import { caseLink } from '../../domain/history/event-links';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { checklistTicks, properties, transactionTypes, users } from '../db/schema';
import { recordEvent, type HistoryActor } from '../history/record-event';

/** The case a checklist id names, as the stand-in's page and templates show it. */
export interface ChecklistCaseRow {
  propertyId: number;
  checkListId: string;
  propertyRefNo: string;
  lawfirmRefNo: string;
  propAddress: string;
  completionDate: string | null;
  transactionTypeName: string | null;
  /** A locked case's checklist is read-only: no tick or untick, whatever the token allows. */
  locked: boolean;
}

/** The firm's case with this checklist id, or undefined (another firm's id is as unknown as none). */
export async function findChecklistCase(db: Database, firmId: FirmId, checkListId: string): Promise<ChecklistCaseRow | undefined> {
  const [found] = await db
    .select({
      propertyId: properties.id,
      propertyRefNo: properties.propertyRefNo,
      lawfirmRefNo: properties.lawfirmRefNo,
      propAddress: properties.propAddress,
      completionDate: properties.completionDate,
      transactionTypeName: transactionTypes.name,
      locked: properties.locked,
    })
    .from(properties)
    .leftJoin(transactionTypes, eq(properties.transactionTypeId, transactionTypes.id))
    .where(inFirm(properties, firmId, eq(properties.checkListId, checkListId)))
    .limit(1);
  return found ? { ...found, checkListId } : undefined;
}

/** The case's ticks with the name of who ticked each, oldest first. */
export async function readChecklistTicks(db: Database, firmId: FirmId, propertyId: number): Promise<ChecklistTick[]> {
  const rows = await db
    .select({ itemKey: checklistTicks.itemKey, tickedBy: users.userName, tickedAt: checklistTicks.tickedAt })
    .from(checklistTicks)
    .innerJoin(users, eq(users.id, checklistTicks.tickedBy))
    .where(inFirm(checklistTicks, firmId, eq(checklistTicks.propertyId, propertyId)))
    .orderBy(asc(checklistTicks.tickedAt), asc(checklistTicks.id));
  return rows.map((row) => ({ itemKey: row.itemKey, tickedBy: row.tickedBy, tickedAt: row.tickedAt.toISOString() }));
}

/** users.id of the token's user in the token's firm, or undefined when the user is gone. */
export async function findChecklistUser(db: Database, firmId: FirmId, userId: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.userId, userId)))
    .limit(1);
  return user?.id;
}

/** A tick or untick of one checklist item, by whom and when; the item's label names it in the history. */
export interface ChecklistTickChange {
  propertyId: number;
  itemKey: string;
  itemLabel: string;
  action: 'tick' | 'untick';
  userPk: number;
  at: Date;
}

/**
 * Ticks the item (kept as first ticked: a second tick changes nothing) or unticks it, and records the change in the
 * case's history in the same transaction. A tick or untick that changes nothing records nothing. The caller has
 * checked the key against the case's checklist.
 */
export async function setChecklistTick(db: Database, firmId: FirmId, change: ChecklistTickChange): Promise<void> {
  await db.transaction(async (tx) => {
    const where = inFirm(checklistTicks, firmId, eq(checklistTicks.propertyId, change.propertyId), eq(checklistTicks.itemKey, change.itemKey));
    const changed =
      change.action === 'untick'
        ? await tx.delete(checklistTicks).where(where).returning({ id: checklistTicks.id })
        : await tx
            .insert(checklistTicks)
            .values({ firmId, propertyId: change.propertyId, itemKey: change.itemKey, tickedBy: change.userPk, tickedAt: change.at })
            .onConflictDoNothing({ target: [checklistTicks.propertyId, checklistTicks.itemKey] })
            .returning({ id: checklistTicks.id });
    if (changed.length === 0) return;
    const event = {
      kind: change.action === 'tick' ? 'checklist.ticked' : 'checklist.unticked',
      summary: change.action === 'tick' ? checklistItemTicked(change.itemLabel) : checklistItemUnticked(change.itemLabel),
      propertyId: change.propertyId,
      link: caseLink(change.propertyId, 'checklist'),
    } as const;
    await recordEvent(tx, { firmId, userPk: change.userPk }, event, change.at);
  });
}

export type EnsuredChecklist = { kind: 'checklist'; checkListId: string } | { kind: 'missing' } | { kind: 'notEligible' } | { kind: 'notFound' };

/**
 * The case's checklist id, given one now when its transaction type is eligible and it has none ('LA-' and the
 * next number of checklist_id_seq). The property row is locked, so two calls at once give it one id. Giving it one
 * is recorded in the case's history (checklist.opened); answering the id it has records nothing.
 */
export async function ensureChecklistId(db: Database, actor: HistoryActor, propertyId: number, at: Date): Promise<EnsuredChecklist> {
  const { firmId } = actor;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ checkListId: properties.checkListId, transactionTypeName: transactionTypes.name })
      .from(properties)
      .leftJoin(transactionTypes, eq(properties.transactionTypeId, transactionTypes.id))
      .where(inFirm(properties, firmId, eq(properties.id, propertyId)))
      .for('update', { of: properties });
    if (!found) return { kind: 'notFound' };
    if (found.checkListId) return { kind: 'checklist', checkListId: found.checkListId };
    const eligibility: ChecklistEligibility = checklistEligibility(found.transactionTypeName);
    if (eligibility === 'missing') return { kind: 'missing' };
    if (eligibility === 'notEligible') return { kind: 'notEligible' };
    const [updated] = await tx
      .update(properties)
      .set({ checkListId: sql`'LA-' || lpad(nextval('checklist_id_seq')::text, 6, '0')` })
      .where(inFirm(properties, firmId, eq(properties.id, propertyId), isNull(properties.checkListId)))
      .returning({ checkListId: properties.checkListId });
    if (!updated?.checkListId) throw new Error('the checklist id was not stored');
    const event = {
      kind: 'checklist.opened',
      summary: checklistOpened(updated.checkListId),
      propertyId,
      link: caseLink(propertyId, 'checklist'),
    } as const;
    await recordEvent(tx, actor, event, at);
    return { kind: 'checklist', checkListId: updated.checkListId };
  });
}
