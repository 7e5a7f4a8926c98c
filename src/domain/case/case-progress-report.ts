import type { Temporal } from 'temporal-polyfill';
import { CASE_NEXT_STEPS, CASE_STAGE_NAMES } from '../messages/case-lifecycle';
import type { CaseFile } from './case-file';
import { caseDeadlines, isOpenDeadline, type DeadlineFacts } from './deadlines';
import { canConfirm, canWithdraw, caseProgress, CONFIRMED_STAGES, exercisedOn } from './lifecycle';

/** What the deadline rules read, from the case file: the OTP, the confirmed steps, the completion date, requisitions. */
export function deadlineFactsOf(file: CaseFile): DeadlineFacts {
  const { confirmations } = file.records;
  const exercise = exercisedOn(file.records);
  return {
    ...(file.option ? { option: file.option } : {}),
    ...(exercise ? { exercisedOn: exercise } : {}),
    ...(confirmations.optionExercised?.signedAbroad ? { signedAbroad: true } : {}),
    ...(confirmations.stampDutyPaid ? { stampDutyPaidOn: confirmations.stampDutyPaid.on } : {}),
    ...(file.completionDate ? { completionDate: file.completionDate } : {}),
    ...(confirmations.completed ? { completedOn: confirmations.completed.on } : {}),
    requisitions: file.requisitions,
  };
}

/**
 * A case's progress as the API answers it (openapi/schemas/case.yaml CaseProgress): the server's reply, and the
 * stories' and tests' stand-in for it, from one function.
 */
export function caseProgressJson(file: CaseFile, now: Temporal.Instant) {
  const progress = caseProgress(file.records);
  // A closed case has nothing left to meet.
  const deadlines = file.records.locked ? [] : caseDeadlines(deadlineFactsOf(file), now);
  return {
    propertyId: file.propertyId,
    path: progress.path,
    stage: progress.stage,
    stageName: CASE_STAGE_NAMES[progress.stage],
    next: progress.next ? { stage: progress.next, name: CASE_STAGE_NAMES[progress.next], step: CASE_NEXT_STEPS[progress.next] } : null,
    steps: progress.steps.map((step) => ({ ...step, name: CASE_STAGE_NAMES[step.stage] })),
    confirmations: CONFIRMED_STAGES.flatMap((stage) => {
      const confirmation = file.records.confirmations[stage];
      return confirmation ? [{ stage, ...confirmation }] : [];
    }),
    canConfirm: CONFIRMED_STAGES.filter((stage) => canConfirm(stage, file.records)),
    canWithdraw: CONFIRMED_STAGES.filter((stage) => canWithdraw(stage, file.records)),
    clientFlag: file.clientFlag,
    hasRequisitions: file.hasRequisitions,
    // The facts the stage was read from: the page's case-lifecycle machine reads them with the same function.
    records: file.records,
    deadlines,
    // The one the case faces next (nextDeadline's rule: the earliest not yet met), or null.
    nextDeadline: deadlines.find(isOpenDeadline) ?? null,
    stampDuty: file.stampDuty ?? {},
    purchasePrice: file.purchasePrice ?? null,
  };
}
