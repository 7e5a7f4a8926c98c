/**
 * Where an event links to: the page of the app that shows what the write changed, as a path under the app's base
 * (the router's basepath '/conveyancing' is not part of it). Kept in the event when it is recorded.
 */
export const CASE_PAGES = {
  summary: 'property-summary',
  details: 'property-details',
  otp: 'property-otp',
  wta: 'property-wta',
  s65: 'property-s65form',
  requisitions: 'property-duediligence',
  checklist: 'property-checklist',
} as const;

export type CasePage = keyof typeof CASE_PAGES;

export function caseLink(propertyId: number, page: CasePage = 'summary'): string {
  return `/${CASE_PAGES[page]}/${propertyId}`;
}

/** Firm-wide pages an event without a case links to. */
export const FIRM_LINKS = {
  contact: (clientId: number) => `/client-details/${clientId}`,
  documentCentre: '/document-upload-listing',
  otherServices: '/othersvc-listing',
  billing: '/billing-reports',
  requisitionReports: '/requisition-reports',
} as const;
