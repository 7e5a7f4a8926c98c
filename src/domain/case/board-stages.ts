import { CASE_STAGES, type CaseStage } from './lifecycle';

/** A stage an open case can be at: every one but closed (a closed case is off the deadlines board). */
export type BoardStage = Exclude<CaseStage, 'closed'>;

/** The deadlines board's stage filter, in the lifecycle's order. */
export const BOARD_STAGES: readonly BoardStage[] = CASE_STAGES.filter((stage): stage is BoardStage => stage !== 'closed');
