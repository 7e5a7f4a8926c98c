/**
 * Legal requisitions, draft cart and requisition reports. Part of the catalogue in ../messages.ts (verbatim seed
 * wording; see there).
 */
export const requisitionMessages = {
  // Legal requisitions, draft cart and requisition reports (seed 001 §5, §8), verbatim.
  selectAtLeastOneAgency: 'Please select at least one agency',
  mcstInformationEmpty: 'MCST information cannot be empty! Please go to Property Details page to add MCST information',
  uraNoReplyForAccessoryLot: 'URA will not provide Reply for Accessory Lot.',
  ltaPlanOptionRequired: 'Purchase of the respective plans and notices should be selected.',
  assignCompanyAsPrimary: 'Please assign this company as a PRIMARY STAKEHOLDER.',
  assignPersonAsPrimary: 'Please assign this person as a PRIMARY STAKEHOLDER.',
  lrSubmitConfirmTitle: 'Confirmation on LR submission',
  lrDraftConfirmTitle: 'Confirmation on LR Draft submission',
  streetNameNotFound: 'Street Name not found.',
  pleaseContactHelpdesk: 'Please contact Helpdesk.',
  selectAtLeastOneOptionAndPrint: 'Please select at least one option and print',
  lrSubmitted: (lfcontrolNo: string) => `${lfcontrolNo}, Submitted`,
  lrSaved: (lfcontrolNo: string) => `${lfcontrolNo}, Saved`,
  error: 'Error',
  lrSubmissionProcessing: (phone: string) =>
    `Your submission is being processed. Please refer to the Status page for an update. Do not resubmit as no refunds are allowed. If you do not see the submissions in Status page after 05 mins, please contact Helpdesk at ${phone}.`,
  draftSubmitted: 'Draft successfully submitted',
  draftDiscarded: 'Draft successfully discarded',
  emptyDraftCart: 'No Draft LR Records to Submit/Discard in the cart, Please select at least one!',
  submittedOnDatesRequired: 'Submitted on from date and Submitted on to date must not be empty!',
  submittedOnFromAfterTo: 'Submitted on from date should greater than Submitted on to date!',
  billingSentDatesRequired: 'Billing Sent from date and Billing Sent to date must not be empty!',
  billingSentFromAfterTo: 'Billing Sent from date should greater than Billing Sent to date!',
  reportListingFailed: 'Internal Server Error.. Please try again later!',
  lfPropertyNotRaised: (lfControlNumber: string, product: string) =>
    `Property with the Reference No: ${lfControlNumber} is not raised from ${product}`,
  noAgencyRepliedToPrint: 'No agency has been replied to print',
  emptyBillingCart: 'No Billing Records to print in the cart, Please select at least one to print!',
  // Ours: requisition situations the seeds name without words (docs/decisions.md "Legal requisitions").
  lotInfoMissing: 'Land Lot Information cannot be empty. Please add the land lot details in Property Details.',
  newLotTooLong: 'Lot No. should not exceed 6 character',
  nricPassportRequired: 'NRIC/Passport No. cannot be empty.',
  partyNameRequired: 'Name cannot be empty.',
  chooseAcraParty: 'Please choose at least one party for the ACRA report.',
  duplicateRequisitionsWarning:
    'This property already has requisitions to the same agencies in the last two months. Please check the STATUS tab before you submit again:',
  agencyNotOffered: (agency: string) => `${agency} is not offered for this property.`,
  requisitionAlreadyHandled: 'This draft requisition has already been submitted or discarded.',
  requisitionSubmitTooFast: 'A requisition was just submitted. Please wait a moment before submitting again.',
  replyNotReadyToPrint: 'Only replied agency requests other than ACRA and MCST can be printed.',
  attachmentNotReady: 'The reply of this agency has not arrived yet.',
  irasUnitNotInValuationList: (address: string) =>
    `The address ${address} is not in the Valuation List. Click OK to request IRAS anyway, or Cancel to leave IRAS out.`,
  noRequisitionsYet: 'No legal requisition has been raised for this property yet.',
  requisitionStatusLoadFailed: 'The requisition status could not be loaded. Please try again later.',
  agencyFeesLoadFailed: 'The agency fees could not be loaded. Please try again later.',
  billingSummaryOneRequisition: 'A billing summary prints one requisition. Please print several from the cart.',
  // Ours: the billing print cart (seed 001 §4 "Billing print selection" shows an error without words; §9 cap 500).
  billingAlreadyInCart: 'This billing record is already in the print cart.',
  billingCartFull: (max: number) => `At most ${max} billing records can be printed at a time.`,
  billingPrinted: (fileName: string) => `${fileName} has been downloaded.`,
} as const;
