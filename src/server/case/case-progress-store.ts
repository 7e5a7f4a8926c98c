import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { deadlineFactsOf } from '../../domain/case/case-progress-report';
import { nextDeadline } from '../../domain/case/deadlines';
import { caseProgress } from '../../domain/case/lifecycle';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { lockOwnProperty } from '../db/queries/property-store';
import { caseProgressSummaries, lawyers, type NewCaseProgressSummaryRow, type Property } from '../db/schema';
import { loadCaseFile } from './case-records';

/**
 * Keeps a case's row of case_progress (the deadlines board's summary, tables/case-progress.ts) equal to what its
 * records say. Every write that changes what the lifecycle or the deadlines read calls this in its own transaction,
 * after its change, so the board never shows a case as it was before a committed write.
 */

/** The firm's own lawyer row on the case: the buyer's when the firm acts for the buyer, the seller's when for the seller. */
export function ownLawyerId(property: Pick<Property, 'clientFlag' | 'buyerLawyerId' | 'sellerLawyerId'>): number | null {
  if (property.clientFlag === 'B') return property.buyerLawyerId;
  if (property.clientFlag === 'S') return property.sellerLawyerId;
  return null;
}

async function linkedUserOf(tx: Database, firmId: FirmId, lawyerId: number | null): Promise<number | null> {
  if (lawyerId === null) return null;
  const [row] = await tx
    .select({ linkedUserId: lawyers.linkedUserId })
    .from(lawyers)
    .where(inFirm(lawyers, firmId, eq(lawyers.id, lawyerId)));
  return row?.linkedUserId ?? null;
}

/**
 * Works the case's stage and next deadline out of its records (the rules of src/domain/case) and stores them with
 * its lawyer. The case's row is locked first: a write on the same case in another transaction waits for this one,
 * then reads what it committed, so two writes at once cannot leave the row as the first of them saw the case.
 * A case that is gone (deleted in this transaction) has nothing to keep: its row went with it.
 */
export async function refreshCaseProgress(tx: Database, firmId: FirmId, propertyId: number, now: Date): Promise<void> {
  const property = await lockOwnProperty(tx, firmId, propertyId);
  if (!property) return;
  const file = await loadCaseFile(tx, firmId, propertyId);
  if (!file) return;
  // Which deadline comes next does not depend on the time (only its state does, worked out when the board is read).
  const next = file.records.locked ? undefined : nextDeadline(deadlineFactsOf(file), Temporal.Instant.fromEpochMilliseconds(now.getTime()));
  const lawyerId = ownLawyerId(property);
  const values = {
    stage: caseProgress(file.records).stage,
    nextKind: next?.kind ?? null,
    nextLabel: next?.label ?? null,
    nextDueAt: next ? new Date(Temporal.Instant.from(next.due).epochMilliseconds) : null,
    lawyerId,
    lawyerUserId: await linkedUserOf(tx, firmId, lawyerId),
    closed: file.records.locked,
    updatedAt: now,
  } satisfies Omit<NewCaseProgressSummaryRow, 'propertyId' | 'firmId'>;
  await tx
    .insert(caseProgressSummaries)
    .values({ propertyId, firmId, ...values })
    .onConflictDoUpdate({ target: caseProgressSummaries.propertyId, set: values });
}
