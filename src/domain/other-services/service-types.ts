import { messages } from '../messages';

/**
 * The three requests to the tax authority (seed 002 §2.2–2.5) and how the listing names them. The message
 * type is what a print of the reply carries (seed 002 §7 "Other-service print": lrPrint[{rpControlNo, messageType}]).
 */
export const OTHER_SERVICE_TYPES = {
  parcelLand: { serviceType: 'Parcel Land', messageType: 'PLI' },
  soa: { serviceType: 'Statement of Account', messageType: 'SOA' },
  nonSoa: { serviceType: 'Non-Requisition Statement of Account', messageType: 'NSOA' },
} as const;

export type OtherServiceKind = keyof typeof OTHER_SERVICE_TYPES;
export type OtherServiceType = (typeof OTHER_SERVICE_TYPES)[OtherServiceKind]['serviceType'];

/** Seed 002 §7: a parcel land reply text containing 'Success' means the request went; any other is the error. */
export function isSuccessReply(reply: string): boolean {
  return reply.includes(messages.successMarker);
}

/** Seed 002 §4: Replied, or any other value, which the listing shows as processing. */
export const REPLIED = 'Replied';
export const PROCESSING = 'Processing';

export function isReplied(status: string): boolean {
  return status === REPLIED;
}

/** Only Replied rows can be ticked for print (seed 002 §2.2, §4). */
export const canSelectForPrint = (row: { status: string }): boolean => isReplied(row.status);

/** Seed 002 §9: property types of the non-requisition search. */
export const NON_SOA_PROPERTY_TYPES = [
  { code: 'B', label: 'BUILDING' },
  { code: 'L', label: 'LAND' },
] as const;
export type NonSoaPropertyType = (typeof NON_SOA_PROPERTY_TYPES)[number]['code'];

/** Seed 002 §9: default page size 5 for the other-services listing. */
export const OTHER_SERVICE_PAGE_SIZE = 5;
