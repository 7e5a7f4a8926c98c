import * as v from 'valibot';
import { BOARD_STAGES } from '../../domain/case/board-stages';
import { PAGE_SIZES } from '../../domain/constants';

/** The request body of get-deadlines-board (openapi/schemas/case.yaml DeadlinesBoardRequest). */
export const DeadlinesBoardBody = v.object({
  pageNo: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  pageSize: v.picklist(PAGE_SIZES),
  /** A user of the firm by login id, as retrievelawfirmuser lists them; empty or absent: every lawyer. */
  lawyerId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  /** Absent: every stage of an open case. */
  stage: v.optional(v.picklist(BOARD_STAGES)),
});
