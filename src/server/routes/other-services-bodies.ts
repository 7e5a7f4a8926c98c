import * as v from 'valibot';
import { PAGE_SIZES } from '../../domain/constants';
import { OTHER_SERVICE_PAGE_SIZE } from '../../domain/other-services/service-types';
import { MAX_REQUESTS_PER_SUBMISSION } from '../other-services/submission';
import { MAX_REPLIES_PER_PRINT } from '../requisitions/replies/reply-pdf-link';
import { AgencyDetailBody } from './requisition-bodies';

/**
 * Request bodies of the other-services calls (openapi/schemas/other-services.yaml). Texts are bounded here only as
 * far as storage needs: a field the seed gives a rule (the parcel land form's lengths and formats) is checked by
 * that rule, so a 400 carries the seed's words.
 */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const optionalText = (max: number) => v.optional(text(max), '');
const loginId = text(200);

/** OtherServiceListRequest. */
export const OtherServiceListBody = v.object({
  loginId,
  searchText: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), 1),
  pageSize: v.optional(v.picklist(PAGE_SIZES), OTHER_SERVICE_PAGE_SIZE),
});

/** NonSoaSearchRequest. */
export const NonSoaSearchBody = v.object({
  loginId,
  strBlk: v.pipe(v.string(), v.trim(), v.maxLength(20)),
  strStrtName: v.pipe(v.string(), v.trim(), v.maxLength(100)),
  strPropType: v.picklist(['B', 'L']),
});

/** SoaSearchRequest: dd/MM/yyyy (or empty, refused with the SOA date message); referenceNo is never read. */
export const SoaSearchBody = v.object({
  loginId,
  fromDate: v.pipe(v.string(), v.trim(), v.maxLength(10)),
  toDate: v.pipe(v.string(), v.trim(), v.maxLength(10)),
  referenceNo: v.optional(v.nullable(v.unknown())),
});

/** SoaSubmitRequest: /submitSOA names LF control numbers, /submitNonSOA property account numbers. */
export const SoaSubmitBody = v.object({
  loginId,
  lfControlNos: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20))),
    v.minLength(1),
    v.maxLength(MAX_REQUESTS_PER_SUBMISSION),
  ),
});

const LandLotBody = v.object({
  landLotFormat: v.picklist(['N', 'O']),
  landLotMkTsId: v.picklist(['MK', 'TS']),
  landLotMkTsNo: text(20),
  landLotNo: optionalText(40),
});

/** More lot rows than any parcel has; the form adds them one by one. */
export const MAX_PARCEL_LOTS = 50;

/** ParcelLandRequest. */
export const ParcelLandBody = v.object({
  action: v.picklist(['Send']),
  loginId,
  parcelNo: text(100),
  propertyDetail: v.optional(v.object({ propAcNo: optionalText(100) }), {}),
  lotDetail: v.object({ landLotDetails: v.pipe(v.array(LandLotBody), v.maxLength(MAX_PARCEL_LOTS)) }),
  applicantDetail: v.object({
    referenceNo: optionalText(100),
    emailAddress: optionalText(254),
    reqDate: optionalText(20),
    applicantSolicitor: optionalText(200),
    sellSolTel: optionalText(50),
    purposeReq: v.optional(v.picklist(['001', '002', '003']), '001'),
    applicantAddress: optionalText(500),
  }),
  agenciesDetail: v.pipe(v.array(AgencyDetailBody), v.minLength(1), v.maxLength(10)),
});

export type ParcelLandBodyValue = v.InferOutput<typeof ParcelLandBody>;

/** ReplyPrintRequest: the requests to print, by RP control number (the message type is the row's own). */
export const OtherServicePrintBody = v.object({
  loginId,
  lrPrint: v.pipe(
    v.array(v.object({ rpControlNo: v.pipe(v.string(), v.trim(), v.maxLength(40)), messageType: v.pipe(v.string(), v.maxLength(40)) })),
    v.maxLength(MAX_REPLIES_PER_PRINT),
  ),
});
