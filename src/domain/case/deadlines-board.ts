import type { Temporal } from 'temporal-polyfill';
import { CASE_STAGE_NAMES } from '../messages/case-lifecycle';
import { PRODUCT_TIME_ZONE } from '../today';
import { openDeadlineState, type DeadlineKind } from './deadlines';
import type { CaseStage } from './lifecycle';
import { dueFields } from './singapore-time';

/**
 * One line of the firm's deadlines board (issue 19): an open case, where it stands and the next deadline it faces.
 * The server keeps each case's stage and next deadline (src/server/case/case-progress-store.ts); whether that
 * deadline is overdue or due within 3 days depends on when the board is read, so it is worked out here, from `now`.
 */
export interface BoardCase {
  propertyId: number;
  propertyRefNo: string;
  lawfirmRefNo: string;
  propAddress: string;
  stage: CaseStage;
  /** The next deadline not yet met, as stored: what it is and the instant it falls due. */
  next: { kind: DeadlineKind; label: string; dueAt: Temporal.Instant } | null;
  /** The firm's own lawyer on the case, '' when none is assigned yet. */
  lawyerName: string;
}

/** The board's record on the wire (openapi/schemas/case.yaml DeadlinesBoardRecord); also the stories' stand-in. */
export function boardRecordJson(item: BoardCase, now: Temporal.Instant) {
  const { next } = item;
  return {
    propertyId: item.propertyId,
    propertyRefNo: item.propertyRefNo,
    lawfirmRefNo: item.lawfirmRefNo,
    propAddress: item.propAddress,
    stage: item.stage,
    stageName: CASE_STAGE_NAMES[item.stage],
    next: next
      ? {
          kind: next.kind,
          label: next.label,
          ...dueFields(next.dueAt.toZonedDateTimeISO(PRODUCT_TIME_ZONE)),
          state: openDeadlineState(next.dueAt, now),
        }
      : null,
    lawyerName: item.lawyerName,
  };
}

export type BoardRecordJson = ReturnType<typeof boardRecordJson>;
