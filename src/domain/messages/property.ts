/**
 * Property add and update, its lookups, the listing and deletes. Part of the catalogue in ../messages.ts
 * (verbatim seed wording; see there).
 */
export const propertyMessages = {
  // Property add and update (seed 000 §5 "Property (add and update)", "Land lot rows", "Strata / accessory lot").
  referenceNoEmpty: 'Reference No. cannot be empty',
  referenceNoTooLong: 'Reference No. should not exceed 25 characters',
  blockHouseNoEmpty: 'Block/House No. cannot be empty',
  propertyAccountNoInvalid: 'Property Account No. must be 8-digits long',
  onlyAlphanumeric: 'Only allow alphanumeric characters',
  streetNameEmpty: 'Street Name cannot be empty',
  storeyNoInvalid: 'Enter valid Storey No.',
  applicantInfoEmpty: 'Applicant Information cannot be empty. Please enter all Applicant Solicitor Name, Email Address and Contact No',
  applicantNameEmpty: 'Name of Applicant Solicitor cannot be empty.',
  applicantEmailEmpty: 'Applicant Email Address cannot be empty.',
  applicantEmailInvalid: 'Applicant Email Address invalid! Please enter valid Email format.',
  applicantContactEmpty: 'Applicant Contact No cannot be empty.',
  applicantContactInvalid: 'Applicant Contact No not valid. Please enter 8-digit Singapore mobile/telephone number',
  mcstEmpty: 'MCST cannot be empty',
  mcstDetailNotSelected: 'Please select at least one MCST detail.',
  /** Seed 001 §5 words the checklist-page variant with a plural. */
  mcstDetailsNotSelected: 'Please select at least one MCST details.',
  completionDateEmpty: 'Completion Date Cannot be empty.',
  mktsIdMandatory: 'MK/TS Id is mandatory. Please select correct value MK or TS.',
  mktsNumberEmpty: 'MKTS Number cannot be empty!',
  /** The seed's second wording for an empty MK/TS number; kept for the screens that use it. */
  inputNumberEmpty: 'Input Number cannot be empty',
  mktsNoInvalid: 'Invalid MK/TS No.! Valid MK:1-34 TS:1-30.',
  landLotNumberEmpty: 'Land Lot Number cannot be empty!',
  invalidCheckDigit: (mktsId: string, mktsNo: string, lot: string) => `${mktsId}${mktsNo}-${lot}- Invalid Check Digit`,
  oldLotTooLong: 'Lot No. should not exceed 9 character',
  irasPlPtTooLong: 'IRAS PL / PT No. should not exceed 10 characters',
  strataLotNoMandatory: 'Strata/Accessory Lot No. is mandatory. Please enter Lot No.',
  strataMktsNumberEmpty: 'Strata/Accessory MKTS Number cannot be empty!',
  strataLotNumberEmpty: 'Strata/Accessory Lot Number cannot be empty!',
  strataMktsMismatch: 'Strata/Accessory Lot MK/TS Id, No. and Land Lot MK/TS Id, No. should be the same.',
  strataLotTypeNotSelected: 'Please select a Strata Lot/Accessory Lot Type',
  /** The seed's second wording for a lot entered without a type; kept for the screens that use it. */
  strataLotTypeEmpty: 'Strata Lot/Accessory Lot cannot be empty!',
  // Ours, for property rules the seeds state without words (docs/decisions.md).
  blockHouseNoTooLong: 'Block/House No. should not exceed 6 characters',
  plotNameTooLong: 'Plot Name should not exceed 25 characters',
  unitNoNeedsStorey: 'Please enter Storey No. for the Unit No.',
  unitNoTooLong: 'Unit No. should not exceed 5 characters',
  postalCodeInvalid: 'Postal Code should be at most 6 digits',
  applicantNameTooLong: 'Name of Applicant Solicitor should not exceed 90 characters',
  applicantEmailTooLong: 'Applicant Email Address should not exceed 90 characters',
  completionDateBeforeToday: 'Completion Date cannot be earlier than today.',
  landLotMktsNotSame: 'All Land Lot MK/TS Id and No. should be the same.',
  strataMktsIdMandatory: 'Strata/Accessory MK/TS Id is mandatory. Please select correct value MK or TS.',
  strataLotNoInvalid: 'Invalid Strata/Accessory Lot No.',
  // Property form flow: the IRAS valuation check before saving (seed 000 §8).
  irasValuationCheckApiError: 'IRAS valuation check API error',
  irasProceedWithSubmission: 'Click ok to proceed with LR submission',
  propertyNotInValuationList: 'Property is not in the Valuation List',
  // Ours, for the property form flow where the seeds name the situation but not the words (docs/decisions.md).
  addressNotInValuationList: (address: string) =>
    `The address ${address} is not in the Valuation List. Click OK to save the property anyway, or Cancel to go back.`,
  propertyValidationFailed: 'Property Validation Failed.',
  transactionTypeChangedTitle: 'Transaction Type Changed',
  transactionTypeChangedText:
    'The transaction type was switched between sale and purchase. The primary stakeholder client will be adjusted to the new side. Do you want to continue?',
  propertySaveFailedTitle: 'Property Not Saved',
  propertyAdded: (propertyRefNo: string) => `Property ${propertyRefNo} has been added.`,
  propertyUpdated: (propertyRefNo: string) => `Property ${propertyRefNo} has been updated.`,
  propertyDuplicated: (propertyRefNo: string) => `Property ${propertyRefNo} has been created as a duplicate.`,
  propertyLockedNotice: 'This property is locked: it cannot be edited or deleted.',
  /** Seed 001 §8 title; the explanation is ours. */
  propertyLoadFailed: 'Property Load Failed',
  propertyLoadFailedText: 'The property could not be loaded. It may have been deleted, or the link may be wrong.',
  signatureLoadFailed: 'Signature Load Failed',
  signatureLoadFailedText: 'The signature could not be loaded. It may not have been signed yet, or the link may be wrong.',
  /** Ours: a date field that cannot read what was typed (dates are shown and typed dd-MMM-yyyy). */
  dateFormatInvalid: 'Enter the date as dd-MMM-yyyy, for example 15-Jan-2027.',
  // Property form lookups (seed 000 §2 dialogs, §8 "IRAS valuation check", "Lookups").
  irasEligibleUnitsTitle: 'IRAS Eligible Units',
  irasAddressNotFound: 'Property address is not found',
  irasApiErrorTryLater: 'IRAS API error, please try again later',
  fetchingData: 'Fetching data...',
  noActiveMcst: (mcstNo: string) => `No Active MCST available : ${mcstNo}`,
  // Ours, for lookups that fail outright (the seeds leave the user-facing handling open).
  mcstSearchFailed: 'The MCST search could not be completed. Please try again.',
  /** After seed 000 §5's 'No property found under given postal code.' in the property form, whose address it cleared. */
  enterPropertyAddress: 'Please enter the property address.',
  transactionTypesUnavailable: 'The transaction types could not be loaded.',
  // Property listing (seed 000 §2 "Property listing", §4 "Delete", §8; seed 001 §2.9 / seed 002 §8 empty lists).
  noRecordsFound: 'No records found for the given search criteria!',
  confirmDeleteProperty: (lawfirmRefNo: string) => `Are you sure you want to delete property ${lawfirmRefNo}?`,
  successfullyDeleted: 'Successfully Deleted',
  deleteFailedTitle: 'Delete Failed',
  // Ours, for the listing where the seeds name the situation but not the words.
  deletePropertyTitle: 'Property Delete Confirmation',
  listingStatusPending:
    'Pending: set when the property is created; it stays Pending, also after a legal requisition is submitted, until it is complete.',
  listingStatusActive: 'Active: only once the Property Information and the Stakeholder Profiles are completed.',
  listingStatusLocked: 'Locked: the case is closed for changes and cannot be edited or deleted.',
  dateSearchEmpty: 'Please choose a From or To completion date to search.',
  dateSearchFromAfterTo: 'The From date cannot be later than the To date.',
  listingLoadFailed: 'The properties could not be loaded.',
  checklistLoadFailed: 'The checklist could not be loaded.',
  // Property delete refusals (seed 000 §8), verbatim.
  deleteFailedRequisitions: (lawfirmRefNo: string, propertyRefNo: string) =>
    `Delete Failed: Property with the Reference No ${lawfirmRefNo} and Property Control No ${propertyRefNo} has already been attached with Legal Requisition(s)`,
  deleteFailedAssignedActivated: (lawfirmRefNo: string, propertyRefNo: string) =>
    `Property with Reference No: ${lawfirmRefNo} and Property Control No: ${propertyRefNo} has been assigned and activated!`,
  // Ours, for the property server's refusals where the seeds name no words.
  propertyTypeEmpty: 'Please select a Property Type (BUILDING or LAND).',
  transactionTypeUnknown: 'Please select a Transaction Type from the list.',
  tooManyLandLots: (max: number) => `A property can have at most ${max} land lots.`,
  tooManyMcstDetails: (max: number) => `A property can have at most ${max} MCST details.`,
  checklistNotActive: 'The Checklist & Templates add-on is not active for your law firm.',
  checklistLinkInvalid: 'This checklist link is not valid or has expired. Please open the checklist again from the property listing.',
} as const;
