import type { ApplicantInfo } from '../src/domain/property/types';
import type { AcraParty } from '../src/domain/requisitions/acra-parties';
import type { ChargeLine } from '../src/domain/requisitions/fees';
import type { PurposeCode, RequisitionProperty } from '../src/domain/requisitions/selection';

/**
 * The words the requisition machine speaks (seed 001 §2.5, §3 "Legal requisition request", §4 "Legal requisition",
 * §5 "Legal requisition selection", §8): what the LEGAL REQUISITION tab gives it and what its calls take and answer.
 * The request and duplicate shapes mirror the contract (openapi/schemas/requisitions.yaml) field for field, so the
 * screen passes them to src/api/requisitions.ts as they are (machines may not import src/api).
 */

/** Which side is the firm's client (openapi ClientFlag): B buyer, S seller, N or empty for none. */
export type RequisitionClientFlag = 'B' | 'S' | 'N' | '';

export interface RequisitionInput {
  property: RequisitionProperty;
  /** The charge details of the property as charge lines, in table order. */
  lines: readonly ChargeLine[];
  /** Buyer / seller people (NRIC / passport) the ACRA People Profile Report can be about. */
  individuals: readonly AcraParty[];
  /** Buyer / seller companies (UEN) for the ACRA Business and Extended Business Profile Reports. */
  companies: readonly AcraParty[];
  /** Shown in the confirmations; sent as the request's address. */
  propertyAddress: string;
  /** The law-firm reference: shown in the confirmations; sent as lawfirmRefNo. */
  referenceNo: string;
  /** HELPDESK.phone, quoted by the after-submit dialog. */
  helpdeskPhone: string;
  /** Makes an idempotency key (the screen passes crypto.randomUUID). */
  newKey: () => string;
  /** The signed-in user's id, sent as loginId. */
  loginId: string;
  propertyId: number;
  clientFlag: RequisitionClientFlag;
  /** The property's applicant solicitor (Property Details); null when none is recorded. */
  applicant: ApplicantInfo | null;
}

/** One agency line of the request (openapi AgencyDetail); amounts in S$ for the line's whole usage. */
export interface RequisitionAgencyDetail {
  agencyCode: string;
  deptCode: string;
  chargeCode: string;
  applFee: number;
  applGst: number;
  usageQty: number;
}

/** The body of /check-Duplicate-DD-Submitted, /submitDD and /draftDD (openapi RequisitionRequest). */
export interface RequisitionRequest {
  loginId: string;
  action: 'Send';
  clientFlag: RequisitionClientFlag;
  propertyId: number;
  applicantDetail: { purposeReq: PurposeCode };
  propertyDetail: { strNRIC: string; strUEN: string; planInd: 'Y' | 'N' };
  isApplicantSolicitorAvailable: boolean;
  clientLawyerDetail?: { sellSolTel: string; emailAddress: string; applicantSolicitor: string };
  agenciesDetail: RequisitionAgencyDetail[];
  ACRA_PPR: string;
  ACRA_BPR: string;
  ACRA_EBPR: string;
  lawfirmRefNo: string;
  address: string;
}

/** An earlier submitted or draft requisition of the property to one of the same agencies (openapi DuplicateRequisition). */
export interface DuplicateRequisition {
  address?: string;
  lfControlNumber?: string;
  referenceNumber?: string;
  dateOfRequested?: string;
  agencyDepartmentCode?: string;
}

/** What submitRequisition and draftRequisition are given: the body and its Idempotency-Key. */
export interface RequisitionCall {
  request: RequisitionRequest;
  key: string;
}

/** The usable control number of /submitDD or /draftDD; null when the answer had none (then 'Error'). */
export type ControlNumberReply = string | null;

export interface IrasUnitCheckInput {
  property: RequisitionProperty;
}

/**
 * What the IRAS unit check of a BUILDING found: the unit in the Valuation List, not in it, or the check itself
 * failed (the screen reads POST /check-IRAS-Taxable-By-Unit as the property form does: '30' is an API error).
 */
export interface IrasUnitCheckReply {
  status: 'found' | 'not-found' | 'api-error';
  /** The address the check looked up, quoted by the not-found warning. */
  address: string;
}

/** An alert over step 1 (a refusal, 'Please select at least one agency', the PRIMARY STAKEHOLDER reminder). */
export interface RequisitionAlert {
  title: string | null;
  text: string;
}

export interface IrasProblem {
  title: string;
  text: string;
}

/** How the requisition ended: the page then shows the STATUS tab. */
export interface RequisitionOutput {
  lfcontrolNo: string;
  action: 'submitted' | 'drafted';
}

/** A toast: '{no}, Submitted', '{no}, Saved', 'Error' or the failed call's message. */
export interface RequisitionNotice {
  type: 'notice';
  tone: 'success' | 'error';
  message: string;
}
