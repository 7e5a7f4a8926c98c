import * as v from 'valibot';
import { RecordIdSchema } from '../http/record-id';

/** Request bodies of the legal requisition calls (openapi/schemas/requisitions.yaml). */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const optionalText = (max: number) => v.optional(text(max));

/** More lines than the fee table has rows can only repeat one: refused later with the reason, bounded here. */
const MAX_AGENCY_LINES = 50;
/** Enough for every buyer and seller party joined by '||'. */
const ACRA_LIST_MAX = 2000;
/** The most control numbers one status or cart call names (the cart badge stops counting at 500). */
const MAX_CONTROL_NUMBERS = 1000;
const CONTROL_NO_MAX = 30;

/** AgencyDetail: the client's fees are read but never charged; the server prices every line itself. */
export const AgencyDetailBody = v.object({
  agencyCode: text(20),
  deptCode: text(20),
  chargeCode: text(20),
  applFee: v.number(),
  applGst: v.number(),
  usageQty: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** RequisitionRequest: the same body checks duplicates, submits and drafts. */
export const RequisitionBody = v.object({
  loginId: text(100),
  action: v.optional(v.picklist(['Send'])),
  clientFlag: v.optional(v.picklist(['B', 'S', 'N', ''])),
  propertyId: RecordIdSchema,
  applicantDetail: v.optional(v.object({ purposeReq: v.optional(v.picklist(['001', '002', '003'])) })),
  propertyDetail: v.optional(
    v.object({
      strNRIC: optionalText(ACRA_LIST_MAX),
      strUEN: optionalText(ACRA_LIST_MAX),
      planInd: v.optional(v.picklist(['Y', 'N'])),
    }),
  ),
  isApplicantSolicitorAvailable: v.optional(v.boolean()),
  clientLawyerDetail: v.optional(v.object({ sellSolTel: optionalText(50), emailAddress: optionalText(254), applicantSolicitor: optionalText(200) })),
  agenciesDetail: v.pipe(v.array(AgencyDetailBody), v.maxLength(MAX_AGENCY_LINES)),
  lfcontrolNo: v.optional(v.nullable(text(CONTROL_NO_MAX))),
  ACRA_PPR: optionalText(ACRA_LIST_MAX),
  ACRA_BPR: optionalText(ACRA_LIST_MAX),
  ACRA_EBPR: optionalText(ACRA_LIST_MAX),
  lawfirmRefNo: optionalText(100),
  address: optionalText(500),
});

export type RequisitionBodyValue = v.InferOutput<typeof RequisitionBody>;

export const StreetNameBody = v.object({ streetName: text(200) });

const controlNumbers = v.pipe(v.array(text(CONTROL_NO_MAX)), v.maxLength(MAX_CONTROL_NUMBERS));

/** CheckStatusRequest: referenceNo and propertyType are the seed's, read but not needed. */
export const CheckStatusBody = v.object({
  loginId: text(100),
  lfControlNo: controlNumbers,
  referenceNo: optionalText(100),
  propertyType: optionalText(50),
});

/** DraftActionRequest. */
export const DraftActionBody = v.object({
  loginId: text(100),
  lfControlNos: controlNumbers,
  allLfControlNos: controlNumbers,
  isSubmit: v.boolean(),
});
