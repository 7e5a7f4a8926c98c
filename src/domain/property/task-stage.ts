import { primaryParties, type StatusFacts } from '../property-status';

/** The listing's Task column: the case's next step, in the order a user works through it. */
export const TASK_STAGES = ['Property Information', 'Stakeholder Profiles', 'Documents'] as const;
export type TaskStage = (typeof TASK_STAGES)[number];

/**
 * Property Information until it is complete, then Stakeholder Profiles until buyer, seller and both lawyers
 * are assigned, then Documents (OTP, WTA, S.65 open exactly then, seed 000 §2). The same facts decide the
 * status, so Documents and Active always go together.
 */
export function taskStageFor(facts: StatusFacts): TaskStage {
  if (!facts.informationComplete) return 'Property Information';
  if (!primaryParties.every((party) => facts[party])) return 'Stakeholder Profiles';
  return 'Documents';
}
