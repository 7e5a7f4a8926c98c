import * as v from 'valibot';
import { CONFIRMED_STAGES } from '../../domain/case/lifecycle';
import { messages } from '../../domain/messages';
import { isStorableDate } from '../http/calendar-date';
import { RecordIdSchema } from '../http/record-id';

/** Request bodies of the case lifecycle calls (openapi/schemas/case.yaml). */

export const CaseProgressBody = v.object({ propertyId: RecordIdSchema });

const day = v.pipe(v.string(), v.trim(), v.check(isStorableDate, messages.caseConfirmDateInvalid));

export const ConfirmStageBody = v.object({
  propertyId: RecordIdSchema,
  stage: v.picklist(CONFIRMED_STAGES),
  on: day,
  signedAbroad: v.optional(v.boolean(), false),
});

export const WithdrawStageBody = v.object({ propertyId: RecordIdSchema, stage: v.picklist(CONFIRMED_STAGES) });
