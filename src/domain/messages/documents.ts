/**
 * Documents: OTP, WTA and S.65. Part of the catalogue in ../messages.ts (verbatim seed wording; see there).
 */
export const documentMessages = {
  // Documents: OTP, WTA and S.65 (seed 001 §5 "Sending", §8, seed 002 §8), verbatim.
  emailAndNameCannotBeEmpty: 'Email and Name cannot be empty',
  noEmailAddressFor: (who: string) => `No email address for ${who}.`,
  selectOneTemplateType: 'Please select one template type',
  submitDocumentAndPrint: 'Please submit document and print',
  submitDocumentAndDssSign: 'Please submit document and DSS Sign',
  uploadSellerLawyerSignedPdf: 'Please Upload Seller Lawyer signed pdf and send.',
  removeAcceptanceSignedFile: 'Please Remove Acceptance Signed File.',
  removeBuyerLawyerSignedFile: 'Please Remove Buyer lawyer Signed File.',
  sent: 'Sent',
  sendingFailed: 'Sending Failed',
  deleteRecordTitle: 'Delete Record',
  dssTriggered:
    'Document Signing using DSS has been triggered successfully. Please wait for all parties to finish signing to receive the final signed copy',
  dssFailed: 'Document Signing submission has been failed.',
  // Ours, for document situations the seeds name but do not word (docs/decisions.md).
  signedOnAfterToday: 'Signed On date cannot be later than today.',
  acceptanceSignedOnAfterToday: 'Acceptance Signed On date cannot be later than today.',
  confirmDeleteSignedFile: (fileName: string) => `Are you sure you want to delete ${fileName}?`,
  acceptanceNeedsSignedOtp: 'Please upload the signed OTP before the acceptance copy.',
  buyerLawyerSignsAfterSeller: "The Buyer's Lawyer's signed copy can be uploaded only after the Seller's Lawyer's.",
  signedFileIsDssSigned: 'This copy was signed through DSS and cannot be removed.',
  signedUploadNotPdf: 'Only PDF files can be uploaded.',
  signedUploadTooLarge: 'The file is larger than 10 MB.',
  documentSaved: 'Document saved.',
  documentNotSavedYet: 'This document has not been saved yet.',
  documentPdfLinkExpired: 'This link has expired. Please print the document again.',
  noSignedCopyToSign: 'Both lawyers have already signed this S.65 notice.',
  documentAlreadySaved: 'This document has already been saved. Please reload the page to update it.',
  signedCopyExists: 'A signed copy is already uploaded. Please delete it before uploading another.',
  documentPartiesMissing: "Please assign the Buyer, the Seller, the Buyer's Lawyer and the Seller's Lawyer first.",
  // Ours: the document pages' activity log, WTA and S.65 editors.
  noDocumentPrintedOrSent: 'This document has not been printed or sent yet.',
  wtaNoClient: 'No client is chosen on this property yet: assign the Buyer or the Seller as the client first.',
  s65SigningOrder: "The Seller's Lawyer's signed copy comes first; the Buyer's Lawyer's can be uploaded after it.",
  s65NoMcst: 'No MCST is ticked on this property: fill in the MCST and its managing agent here, or tick one in Property Details.',
  documentValidationFailed: 'Document Validation Failed.',
  outboxEmpty: 'No e-mail has been sent yet.',
  outboxLoadFailed: 'The outbox could not be loaded. Please try again later.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  // Ours: the badge of a signed S.65 copy that came back from DSS (it has no delete icon).
  signedThroughDss: 'Signed through DSS',
  // Ours: the template-document machine's failed save and print (alert titles; the reason is the text).
  documentSaveFailedTitle: 'Document Not Saved',
  documentPrintFailedTitle: 'Print Failed',
  cannotDeleteSystemDocument: 'Cannot Delete System Generated Or Already Signed/Accepted Documents !!',
  // Ours: the document output calls (print, S.65 notifications, DSS signing) refusing what the screens prevent.
  s65BothLawyersSigned: 'Both lawyers have signed the S.65 notice: please send the completed notifications instead.',
  s65BuyerLawyerNotSigned: "The Buyer's Lawyer has not signed the S.65 notice yet.",
  dssLawyerNotAssigned: 'Please assign the lawyer who is to sign through DSS first.',
} as const;
