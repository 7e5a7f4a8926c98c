/**
 * Other services: parcel land information, statement of account (SOA) and non-requisition SOA (seed 002 §2.2–2.5,
 * §5, §7, §8). Part of the catalogue in ../messages.ts. Seed wording verbatim; keys marked "ours" fill a rule the
 * seed states without words.
 */
export const otherServiceMessages = {
  // Parcel land application (seed 002 §5), verbatim. 'Reference No. cannot be empty', 'Email cannot be empty',
  // 'Lot No. should not exceed 9 character', 'Input Number cannot be empty' and the MK/TS range message are the
  // property module's keys (referenceNoEmpty, emailEmpty, oldLotTooLong, inputNumberEmpty, mktsNoInvalid).
  parcelReferenceNoTooLong: 'Reference No. should not exceed 25 Characters',
  validMailFormat: 'Please enter valid mail format.',
  // 'Property Account No. must be 8-digits long' is the property module's propertyAccountNoInvalid.
  propertyAccountNoNotNumeric: 'Enter valid Property Account No',
  parcelNoRequired: 'Parcel No. is required.',
  parcelNoInvalid: 'Alphanumeric value of up to 10 characters.',
  onlyAllowNumber: 'Only allow Number.',
  // Ours: the seed requires these without giving words.
  requestDateEmpty: 'Request Date cannot be empty',
  requestDateBeforeToday: 'Request Date cannot be before today',
  applicantSolicitorEmpty: 'Applicant Solicitor cannot be empty',
  solicitorContactEmpty: 'Contact No. cannot be empty',
  solicitorContactInvalid: 'Contact No. must be 8 digits',
  landLotRowRequired: 'Add at least one land lot',
  // Listing, searches and sending (seed 002 §2.2–2.5, §5 "Other services", §7), verbatim.
  otherServiceListingTitle: 'OTHER SVC LISTING',
  parcelLandInformationTitle: 'Parcel Land INFORMATION',
  recordFound: 'Record Found',
  noRecordFoundAdjust: 'No record found. Please adjust your search criteria and try again',
  submitted: 'Submitted',
  // Ours: the seed states the note and the disclaimer's content, not their words.
  landSoaSince: 'Statement of Account for Land is available since 26 November 2011.',
  nonSoaDisclaimer:
    'By sending this request, I confirm that I am authorised by the owner of the property to obtain its Statement of Account, that I will not divulge the information to anyone not entitled to it, and that I am responsible for any legal violation arising from this request.',
  otherServiceSearchPlaceholder: 'Search by Law Firm or Property Reference No.',
  repliesCheckedEvery30s: 'Processing requests are checked for replies every 30 seconds.',
  repliesSelected: (count: number) => (count === 1 ? '1 reply selected' : `${count} replies selected`),
  parcelInformationMissing: 'The reply carries no parcel information.',
  parcelInformationPending: 'Processing: the information shows here once IRAS replies.',
  selectAtLeastOneToSend: 'Please select at least one record to send.',
  soaDatesRequired: 'From date and To date must not be empty!',
  soaFromAfterTo: 'From date should not be after To date!',
  /** Seed 002 §7: a parcel land reply containing this means the request went. */
  successMarker: 'Success',
  parcelLandSent: (plControlNo: string) => `Success: parcel land request ${plControlNo} sent to IRAS.`,
  soaRequestsSent: (count: number) => `${count} Statement of Account request${count === 1 ? '' : 's'} Submitted`,
  soaAlreadyProcessing: (lfControlNo: string) => `A Statement of Account for ${lfControlNo} is already being processed.`,
} as const;
