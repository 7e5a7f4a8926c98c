import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/constants';
import { CLIENT_SORT_COLUMNS, type ClientSortBy } from '../db/queries/client-list';
import { BadRequestError } from '../http/errors';
import { RecordIdSchema } from '../http/record-id';

/** Request bodies of the contact calls other than add / update (openapi/schemas/contacts.yaml). */

const SORTS = Object.keys(CLIENT_SORT_COLUMNS) as [ClientSortBy, ...ClientSortBy[]];

export const ClientListBody = v.object({
  loginId: v.pipe(v.string(), v.maxLength(100)),
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), 1),
  pageSize: v.optional(v.picklist(PAGE_SIZES), DEFAULT_PAGE_SIZE),
  sortBy: v.optional(v.picklist(SORTS), 'name'),
  sortOrder: v.optional(v.picklist(['asc', 'desc']), 'asc'),
  searchText: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});

/** update-client/ names its client by `id`: a number, or digits as the client may echo them. */
export function clientUpdateId(raw: unknown): number {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : raw;
  const parsed = v.safeParse(RecordIdSchema, value);
  if (!parsed.success) throw new BadRequestError(['id: not a record id']);
  return parsed.output;
}
