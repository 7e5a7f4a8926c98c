import { asc, inArray } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { refreshCaseProgress } from '../case/case-progress-store';
import { inFirm, type FirmId } from '../db/firm-scope';
import { dueDiligences } from '../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';

/**
 * Submits or discards drafts of the firm's cart (seed 001 §7 submitOrDiscardDraftedDueDiligences), all in one
 * transaction: every number must name one of the firm's requisitions (else 404) that is still a draft (else 409
 * requisitionAlreadyHandled, and nothing is written). Submitting hands each to the agencies as /submitDD does;
 * discarding keeps the row for the record but takes it off every list.
 */
export async function submitOrDiscardDrafts(
  deps: Pick<AppDeps, 'db' | 'clock' | 'agencies'>,
  firmId: FirmId,
  lfControlNos: readonly string[],
  isSubmit: boolean,
): Promise<void> {
  const wanted = [...new Set(lfControlNos.map((no) => no.trim()).filter(Boolean))];
  if (wanted.length === 0) throw new BadRequestError([messages.emptyDraftCart], messages.emptyDraftCart);
  await deps.db.transaction(async (tx) => {
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
      return;
    }
    await tx
      .update(dueDiligences)
      .set({ drafted: 'N', submittedAt: now, updatedAt: now })
      .where(inFirm(dueDiligences, firmId, inArray(dueDiligences.id, ids)));
    for (const draft of drafts) await deps.agencies.send(tx, { firmId, dueDiligenceId: draft.id, lfcontrolNo: draft.lfControlNo });
    // Submitted, the requests count on their cases (a discarded draft was never sent: nothing to refresh).
    for (const propertyId of new Set(drafts.map((draft) => draft.propertyId))) await refreshCaseProgress(tx, firmId, propertyId, now);
  });
}
