import { asc, inArray } from 'drizzle-orm';
import { changesBetween } from '../../domain/history/changes';
import { caseLink } from '../../domain/history/event-links';
import { REQUISITION_FIELDS } from '../../domain/history/requisition-fields';
import { agencyNames, draftsDiscarded, requisitionSubmitted } from '../../domain/history/requisition-summaries';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { refreshCaseProgress } from '../case/case-progress-store';
import { refuseClosedCase } from '../case/refuse-closed-case';
import { lockCases } from '../db/case-lock';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { dueDiligences, requisitionAgencyRequests, type DueDiligence } from '../db/schema';
import { recordEvent, type HistoryActor } from '../history/record-event';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';

/**
 * Submits or discards drafts of the firm's cart (seed 001 §7 submitOrDiscardDraftedDueDiligences), all in one
 * transaction: every number must name one of the firm's requisitions (else 404) that is still a draft (else 409
 * requisitionAlreadyHandled, and nothing is written). Submitting hands each to the agencies as /submitDD does;
 * discarding keeps the row for the record but takes it off every list. Each case's history records its drafts
 * submitted or discarded, naming their agencies.
 */
export async function submitOrDiscardDrafts(
  deps: Pick<AppDeps, 'db' | 'clock' | 'agencies'>,
  actor: HistoryActor,
  lfControlNos: readonly string[],
  isSubmit: boolean,
): Promise<void> {
  const { firmId } = actor;
  const wanted = [...new Set(lfControlNos.map((no) => no.trim()).filter(Boolean))];
  if (wanted.length === 0) throw new BadRequestError([messages.emptyDraftCart], messages.emptyDraftCart);
  await deps.db.transaction(async (tx) => {
    // Their cases first, then the requisitions (db/case-lock.ts). A requisition never moves to another case, so the
    // cases read before the lock are still theirs after it.
    const cases = await lockCases(tx, firmId, await casesOfRequisitions(tx, firmId, wanted));
    for (const property of cases) refuseClosedCase(property, 'requisitions');
    const drafts = await tx
      .select()
      .from(dueDiligences)
      .where(inFirm(dueDiligences, firmId, inArray(dueDiligences.lfControlNo, wanted)))
      .orderBy(asc(dueDiligences.id))
      .for('update');
    if (drafts.length < wanted.length) throw new NotFoundError();
    if (drafts.some((draft) => draft.drafted !== 'Y' || draft.discardedAt !== null)) throw new ConflictError(messages.requisitionAlreadyHandled);

    const now = new Date(deps.clock.nowMs());
    const ids = drafts.map((draft) => draft.id);
    if (!isSubmit) {
      await tx
        .update(dueDiligences)
        .set({ discardedAt: now, updatedAt: now })
        .where(inFirm(dueDiligences, firmId, inArray(dueDiligences.id, ids)));
      await recordPerCase(tx, actor, drafts, false, now);
      return;
    }
    await tx
      .update(dueDiligences)
      .set({ drafted: 'N', submittedAt: now, updatedAt: now })
      .where(inFirm(dueDiligences, firmId, inArray(dueDiligences.id, ids)));
    for (const draft of drafts) await deps.agencies.send(tx, { firmId, dueDiligenceId: draft.id, lfcontrolNo: draft.lfControlNo });
    // Submitted, the requests count on their cases (a discarded draft was never sent: nothing to refresh).
    for (const propertyId of new Set(drafts.map((draft) => draft.propertyId))) await refreshCaseProgress(tx, firmId, propertyId, now);
    await recordPerCase(tx, actor, drafts, true, now);
  });
}

/** The cases of the firm's requisitions with these LF control numbers. */
async function casesOfRequisitions(db: Database, firmId: FirmId, lfControlNos: readonly string[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ propertyId: dueDiligences.propertyId })
    .from(dueDiligences)
    .where(inFirm(dueDiligences, firmId, inArray(dueDiligences.lfControlNo, [...lfControlNos])));
  return rows.map((row) => row.propertyId);
}

/** One requisition.submitted or requisition.discarded per case, naming the agencies of its drafts. */
async function recordPerCase(tx: Database, actor: HistoryActor, drafts: readonly DueDiligence[], submitted: boolean, now: Date): Promise<void> {
  const lines = await tx
    .select({
      dueDiligenceId: requisitionAgencyRequests.dueDiligenceId,
      agencyCode: requisitionAgencyRequests.agencyCode,
      deptCode: requisitionAgencyRequests.deptCode,
    })
    .from(requisitionAgencyRequests)
    .where(
      inFirm(
        requisitionAgencyRequests,
        actor.firmId,
        inArray(
          requisitionAgencyRequests.dueDiligenceId,
          drafts.map((draft) => draft.id),
        ),
      ),
    )
    .orderBy(asc(requisitionAgencyRequests.rpControlNo));
  for (const propertyId of new Set(drafts.map((draft) => draft.propertyId))) {
    const own = drafts.filter((draft) => draft.propertyId === propertyId);
    const agencies = agencyNames(lines.filter((line) => own.some((draft) => draft.id === line.dueDiligenceId)));
    const lfControlNo = own.map((draft) => draft.lfControlNo).join(', ');
    await recordEvent(
      tx,
      actor,
      {
        kind: submitted ? 'requisition.submitted' : 'requisition.discarded',
        summary: submitted ? requisitionSubmitted(agencies) : draftsDiscarded(agencies),
        propertyId,
        link: caseLink(propertyId, 'requisitions'),
        // Submitted: what went out, as /submitDD records it; discarded: what was taken off the cart.
        changes: submitted
          ? changesBetween(null, { lfControlNo, agencies }, REQUISITION_FIELDS)
          : changesBetween({ lfControlNo, agencies }, null, REQUISITION_FIELDS),
      },
      now,
    );
  }
}
