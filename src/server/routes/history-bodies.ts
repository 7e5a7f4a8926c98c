import * as v from 'valibot';
import { PAGE_SIZES } from '../../domain/constants';
import { HISTORY_GROUPS } from '../../domain/history/event-kinds';
import { isStorableDate } from '../http/calendar-date';

/** The request bodies of the history routes (openapi/schemas/history.yaml). */
const Paging = {
  pageNo: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  pageSize: v.picklist(PAGE_SIZES),
};

const IsoDateOrEmpty = v.optional(
  v.pipe(
    v.string(),
    v.check((text) => text === '' || isStorableDate(text), 'a calendar date yyyy-MM-dd, or empty'),
  ),
  '',
);

export const CaseHistoryBody = v.object({
  propertyId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  group: v.optional(v.picklist(HISTORY_GROUPS)),
  ...Paging,
});

export const AuditLogSearchBody = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  group: v.optional(v.picklist(HISTORY_GROUPS)),
  fromDate: IsoDateOrEmpty,
  toDate: IsoDateOrEmpty,
});

export const AuditLogBody = v.object({ ...AuditLogSearchBody.entries, ...Paging });
