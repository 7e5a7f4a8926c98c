/**
 * Every user-visible message the seeds state, verbatim. Screens, the server and tests import these;
 * nobody retypes a message. Templated messages are functions so the wording stays in one place.
 */
export const messages = {
  // Login and session (seed 000 §4, §7, §8; seed 002 §8)
  passwordExpired: 'Password has expired',
  passwordNeedsChange: 'Password needs to be changed',
  loginFailed: 'Login Failed. Please contact helpdesk.',
  /** Our wording (the seeds leave it open); the same for an unknown user id and a wrong password. */
  invalidCredentials: 'Invalid User ID or Password.',
  loginThrottled: (minutes: number) =>
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  sessionTimeout: 'Login Session Timeout. Please log in again.',
  extendSessionTitle: 'Extend Session?',
  invalidUsernamePassword: 'Invalid username/password',
  errorStatus: (code: number) => `Error Status ${code}`,
  networkError: 'Network Error.',
  fetchQuestionsError: 'Fetch Questions Error',
  pleaseWait: 'Please wait....',
  notAvailableYet: 'This screen is not available yet.',
  // Server-side (ours): bearer token problems
  missingToken: 'Authorization token is missing.',
  invalidToken: 'Authorization token is invalid or has expired.',
  notFound: 'Record not found.',
  badRequest: 'The request is not valid.',

  // Password and account (seed 002 §5, §8)
  passwordNotMatchOrEmpty: 'Password not match or empty',
  passwordsNotMatchOrEmpty: 'Passwords not match or empty',
  passwordValidationFailedTitle: 'Password Validation Failed.',
  passwordValidationFailedText:
    'Please enter all Current Password, New Password and Confirm New Password. New Password and Confirm New Password should be equal.',
  passwordRule:
    'Password must be 12 to 24 characters long with at least one uppercase letter, one lowercase letter and one number.',
  passwordExpiredBanner: 'YOUR PASSWORD HAS EXPIRED!',
  errorOnPasswordChange: 'Error on Password Change',
  userIdEmpty: 'User ID cannot be Empty',
  securityQuestionsNotSetTitle: 'User has not set security questions.',
  securityQuestionsNotSetText: 'Please Contact Customer Help Desk to Reset the Password.',
  securityQuestionsValidationFailed: 'Security Questions Validation Failed.',
  errorOnRegisterSecurityQuestion: 'Error on Register Security Question',
  chooseYourQuestions: 'Please choose your questions',
  chooseBothQuestions: 'Please choose both questions',
  fillYourAnswers: 'Please fill in your answers',
  fillBothAnswers: 'Please fill both answers',
  fileNotSelected: 'File not Selected',
  invalidUenTitle: 'invalid UEN',
  invalidUenText: 'Invalid UEN, Please enter valid UEN.',
  enterValidUen: 'Please enter valid UEN.',
  errorOnSetUenTitle: 'Error on set UEN',
  errorOnSetUenText: 'Error occured when change the UEN. Please try again.',
  // Ours, where the seeds name the situation but not the words (docs/decisions.md).
  currentPasswordIncorrect: 'Current Password is incorrect.',
  passwordSameAsCurrent: 'New Password must be different from the Current Password.',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
  passwordChangedTitle: 'Password Changed',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  passwordResetTitle: 'Password Reset',
  resetNotAuthorised: 'Please answer your security questions again before resetting the password.',
  securityAnswersMismatch: 'Your answers do not match our records.',
  securityQuestionsSaved: 'Your security questions have been saved.',
  chooseDifferentQuestions: 'Please choose two different questions.',
  ignoreSecurityQuestionsWarning:
    'Without security questions you cannot reset your password online. You will need to contact the helpdesk to reset it.',
  forcedSetupIntro: 'Please set up your security questions. This one-time set-up takes about 2 to 3 minutes.',
  uenUpdated: 'UEN updated successfully.',
  logoSelectHint: 'Please select a logo with extension .jpg, .jpeg, .gif or .png.',
  logoSizeHint: 'The file should be no more than 10MB.',
  logoTooLarge: 'The logo is larger than 10MB. Please choose a smaller file.',
  logoNotImage: 'The file is not a JPG, GIF or PNG image.',
  logoUploaded: 'Logo uploaded successfully.',
  uploadFailed: 'Upload Failed',
  // Ours, for the account pages (security questions, UEN, logo) where the seeds name no words.
  securityQuestionsIncomplete: 'Security Questions Incomplete',
  securityQuestionsNotSaved: 'Your security questions were not saved. Please try again.',
  securityQuestionsUnavailable: 'The security questions could not be loaded.',
  ignoreSecurityQuestionsTitle: 'Ignore Security Questions?',
  noFileChosen: 'No file chosen',
  /** Seed 002 §8: 'Uploading' at the start of an upload; here the progress bar's label. */
  uploading: 'Uploading',
  firmLogoAlt: (firmName: string) => `${firmName} logo`,
  // Property add and update (seed 000 §5 "Property (add and update)", "Land lot rows", "Strata / accessory lot").
  referenceNoEmpty: 'Reference No. cannot be empty',
  referenceNoTooLong: 'Reference No. should not exceed 25 characters',
  blockHouseNoEmpty: 'Block/House No. cannot be empty',
  propertyAccountNoInvalid: 'Property Account No. must be 8-digits long',
  onlyAlphanumeric: 'Only allow alphanumeric characters',
  streetNameEmpty: 'Street Name cannot be empty',
  storeyNoInvalid: 'Enter valid Storey No.',
  applicantInfoEmpty:
    'Applicant Information cannot be empty. Please enter all Applicant Solicitor Name, Email Address and Contact No',
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
  transactionTypesUnavailable: 'The transaction types could not be loaded.',
  // Property listing (seed 000 §2 "Property listing", §4 "Delete", §8; seed 001 §2.9 / seed 002 §8 empty lists).
  noRecordsFound: 'No records found for the given search criteria!',
  confirmDeleteProperty: (lawfirmRefNo: string) => `Are you sure you want to delete property ${lawfirmRefNo}?`,
  successfullyDeleted: 'Successfully Deleted',
  deleteFailedTitle: 'Delete Failed',
  // Ours, for the listing where the seeds name the situation but not the words.
  deletePropertyTitle: 'Property Delete Confirmation',
  listingStatusPending: 'Pending: set when the property is created; it stays Pending, also after a legal requisition is submitted, until it is complete.',
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

export type MessageKey = keyof typeof messages;
