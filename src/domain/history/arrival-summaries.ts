import type { SignedBy } from '../documents/modules';
import type { OtherServiceKind } from '../other-services/service-types';
import { agencyDisplayName } from '../requisitions/agencies';

/**
 * What the history says when an answer arrives by itself (issue 20): an agency's reply to a requisition, the tax
 * authority's reply to an other-service request, a lawyer's DSS signature on the S.65. The product made these
 * writes, not a user, so each sentence names who answered.
 */

/** "IRAS replied to the requisition.", "LTA - RTS replied to the requisition." (the agency as the status view names it). */
export function requisitionRepliedSummary(agencyCode: string, deptCode: string): string {
  return `${agencyDisplayName(agencyCode, deptCode)} replied to the requisition.`;
}

const SERVICE_REQUESTS: Readonly<Record<OtherServiceKind, string>> = {
  parcelLand: 'parcel land information request',
  soa: 'statement of account request',
  nonSoa: 'non-requisition statement of account request',
};

/** "IRAS replied to the parcel land information request." — the other services all go to the tax authority. */
export function serviceRepliedSummary(kind: OtherServiceKind): string {
  return `IRAS replied to the ${SERVICE_REQUESTS[kind]}.`;
}

const LAWYERS: Readonly<Record<SignedBy, string>> = {
  SELLERLAWYER: "seller's lawyer",
  BUYERLAWYER: "buyer's lawyer",
};

/** "Received the S.65 notice signed by the seller's lawyer through DSS." */
export function documentSignedSummary(party: SignedBy): string {
  return `Received the S.65 notice signed by the ${LAWYERS[party]} through DSS.`;
}
