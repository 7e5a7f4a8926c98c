import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { checklistEligibility, type ChecklistEligibility, type ChecklistTick } from '../../domain/checklist/definitions';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { checklistTicks, properties, transactionTypes, users } from '../db/schema';

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

/**
 * Ticks the item (kept as first ticked: a second tick changes nothing) or unticks it. The caller has checked
 * the key against the case's checklist.
 */
export async function setChecklistTick(
  db: Database,
  firmId: FirmId,
  change: { propertyId: number; itemKey: string; action: 'tick' | 'untick'; userPk: number; at: Date },
): Promise<void> {
  if (change.action === 'untick') {
    await db
      .delete(checklistTicks)
      .where(inFirm(checklistTicks, firmId, eq(checklistTicks.propertyId, change.propertyId), eq(checklistTicks.itemKey, change.itemKey)));
    return;
  }
  await db
    .insert(checklistTicks)
    .values({ firmId, propertyId: change.propertyId, itemKey: change.itemKey, tickedBy: change.userPk, tickedAt: change.at })
    .onConflictDoNothing({ target: [checklistTicks.propertyId, checklistTicks.itemKey] });
}

export type EnsuredChecklist = { kind: 'checklist'; checkListId: string } | { kind: 'missing' } | { kind: 'notEligible' } | { kind: 'notFound' };

/**
 * The case's checklist id, given one now when its transaction type is eligible and it has none ('LA-' and the
 * next number of checklist_id_seq). The property row is locked, so two calls at once give it one id.
 */
export async function ensureChecklistId(db: Database, firmId: FirmId, propertyId: number): Promise<EnsuredChecklist> {
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
    return { kind: 'checklist', checkListId: updated.checkListId };
  });
}
