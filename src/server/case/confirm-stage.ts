import { and, eq } from 'drizzle-orm';
import { canConfirm, canWithdraw, exercisedOn, type CaseRecords, type CaseStage, type ConfirmedStage } from '../../domain/case/lifecycle';
import { toDisplayDate } from '../../domain/display-date';
import { caseLink } from '../../domain/history/event-links';
import { confirmationChange } from '../../domain/history/lifecycle-fields';
import { stageConfirmedSummary, stageWithdrawnSummary } from '../../domain/history/lifecycle-summaries';
import { messages } from '../../domain/messages';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { lockOwnProperty, updateOwnProperty } from '../db/queries/property-store';
import { caseConfirmations } from '../db/schema';
import { recordEvent, type HistoryActor } from '../history/record-event';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { refreshCaseProgress } from './case-progress-store';
import { loadCaseFile } from './case-records';

/** The signed-in user confirming a step: the confirmation keeps who it was. */
export interface StageAuthor {
  firmId: FirmId;
  userPk: number;
}

export interface StageConfirmation {
  stage: ConfirmedStage;
  on: string;
  signedAbroad: boolean;
}

/** The step each confirmation's date may not come before, and that step's date on this case. */
function earlierStep(stage: ConfirmedStage, records: CaseRecords): { stage: CaseStage; on: string } | undefined {
  const exercise = exercisedOn(records);
  if ((stage === 'stampDutyPaid' || stage === 'completed') && exercise) return { stage: 'optionExercised', on: exercise };
  const completed = records.confirmations.completed?.on;
  if (stage === 'closed' && completed) return { stage: 'completed', on: completed };
  return undefined;
}

/**
 * Records a step the lawyer confirms by hand (src/domain/case/lifecycle.ts decides which may be confirmed), in
 * one transaction with the case's row locked so two confirmations cannot race; closing the case locks it. The
 * case's board row follows in the same transaction, and the history's event after it (with the case's new stage).
 */
export async function confirmStage(
  db: Database,
  author: StageAuthor,
  propertyId: number,
  confirmation: StageConfirmation,
  when: { today: string; now: Date },
): Promise<void> {
  const { today, now } = when;
  const { stage, on } = confirmation;
  const { firmId } = author;
  if (on > today) throw new BadRequestError([`on: ${messages.caseConfirmDateInFuture}`], messages.caseConfirmDateInFuture);
  await db.transaction(async (tx) => {
    if (!(await lockOwnProperty(tx, firmId, propertyId))) throw new NotFoundError();
    const file = await loadCaseFile(tx, firmId, propertyId);
    if (!file) throw new NotFoundError();
    if (!canConfirm(stage, file.records)) throw new ConflictError(messages.caseConfirmNotNow(stage));
    const earlier = earlierStep(stage, file.records);
    if (earlier && on < earlier.on) {
      const problem = messages.caseConfirmDateBefore(stage, earlier.stage, toDisplayDate(earlier.on));
      throw new BadRequestError([`on: ${problem}`], problem);
    }
    const signedAbroad = stage === 'optionExercised' && confirmation.signedAbroad;
    await tx.insert(caseConfirmations).values({ firmId, propertyId, stage, onDate: on, signedAbroad, confirmedBy: author.userPk });
    if (stage === 'closed') await updateOwnProperty(tx, firmId, propertyId, { locked: true });
    await refreshCaseProgress(tx, firmId, propertyId, now);
    const event = {
      kind: 'stage.confirmed',
      summary: stageConfirmedSummary(stage, on, signedAbroad),
      propertyId,
      link: caseLink(propertyId, 'summary'),
      changes: [confirmationChange(stage, null, on)],
    } as const;
    await recordEvent(tx, author, event, now);
  });
}

/** Removes a mistaken confirmation, when nothing that needs it is confirmed and the case is open. */
export async function withdrawStage(db: Database, author: HistoryActor, propertyId: number, stage: ConfirmedStage, now: Date): Promise<void> {
  const { firmId } = author;
  await db.transaction(async (tx) => {
    if (!(await lockOwnProperty(tx, firmId, propertyId))) throw new NotFoundError();
    const file = await loadCaseFile(tx, firmId, propertyId);
    if (!file) throw new NotFoundError();
    if (!canWithdraw(stage, file.records)) throw new ConflictError(messages.caseWithdrawNotNow(stage));
    await tx
      .delete(caseConfirmations)
      .where(and(eq(caseConfirmations.firmId, firmId), eq(caseConfirmations.propertyId, propertyId), eq(caseConfirmations.stage, stage)));
    await refreshCaseProgress(tx, firmId, propertyId, now);
    const on = file.records.confirmations[stage]?.on ?? null;
    const event = {
      kind: 'stage.withdrawn',
      summary: stageWithdrawnSummary(stage, on),
      propertyId,
      link: caseLink(propertyId, 'summary'),
      changes: [confirmationChange(stage, on, null)],
    } as const;
    await recordEvent(tx, author, event, now);
  });
}
