import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/constants';
import { PROPERTY_SORT_COLUMNS, type PropertySortBy } from '../db/queries/property-list';
import { isStorableDate } from '../http/calendar-date';
import { RecordIdSchema } from '../http/record-id';

/** Request bodies of the property calls other than add / update (openapi/schemas/property.yaml). */

const loginId = v.pipe(v.string(), v.maxLength(100));
const SORTS = Object.keys(PROPERTY_SORT_COLUMNS) as [PropertySortBy, ...PropertySortBy[]];

const listFields = {
  loginId,
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), 1),
  pageSize: v.optional(v.picklist(PAGE_SIZES), DEFAULT_PAGE_SIZE),
  sortBy: v.optional(v.picklist(SORTS), 'createdDate'),
  sortOrder: v.optional(v.picklist(['asc', 'desc']), 'desc'),
};

export const PropertyListBody = v.object(listFields);

export const PropertyTextSearchBody = v.object({ ...listFields, searchText: v.pipe(v.string(), v.maxLength(200)) });

const dateOrEmpty = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => value === '' || isStorableDate(value), 'not a date (yyyy-mm-dd) or empty'),
);

export const PropertyDateSearchBody = v.object({ ...listFields, fromDate: dateOrEmpty, toDate: dateOrEmpty });

export const IdBody = v.object({ id: RecordIdSchema });

export const McstSearchBody = v.object({ mcstno: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(50)) });

const irasText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), '');

export const IrasUnitBody = v.object({
  criteria: v.optional(v.picklist(['1'])),
  blkHouseNo: irasText,
  storeyNo: irasText,
  unitNo: irasText,
  streetName: irasText,
  postalCode: v.pipe(v.string(), v.trim(), v.maxLength(6)),
});

export const IrasPostalBody = v.object({ criteria: v.picklist(['2']), postalCode: v.pipe(v.string(), v.trim(), v.maxLength(6)) });

/** A checklist id as the partner issues it: short, letters, digits and dashes. */
export const CHECKLIST_ID = /^[A-Za-z0-9_-]{1,64}$/;
