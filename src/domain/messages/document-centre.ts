/**
 * The document centre: document listing, activity log, upload and send (seed 002 §5 "Documents", §8, seed 000
 * §8). Part of the catalogue in ../messages.ts (verbatim seed wording; see there).
 */
export const documentCentreMessages = {
  // Seed 002 §5 "Documents" and §8, verbatim.
  selectSameProperty: 'Please Select Documents under Same Property Ref No.',
  bulkOverLimit: 'Please select no more than 10MB file size.',
  fileNotAvailable: 'The file is not available to download',
  documentDeleted: 'Successfully deleted document',
  /** {file name} is user content (seed 002 §5). */
  uploadFileTooLarge: (fileName: string) => `${fileName} is over 10MB system auto remove.`,
  emptyDrop: 'error file !',
  allNeedToSelect: 'All need to select',
  // 'Uploading' and 'Upload Failed' are the account area's (the logo upload words them the same).
  documentSearchPlaceholder: 'Search by DocumentType/PropertyControlNo/ReferenceNo/Action (SENT/PRINT/UPLOAD...)',
  // Ours, for situations the seeds name but do not word (docs/decisions.md "Document centre").
  uploadDone: (count: number) => (count === 1 ? '1 document uploaded.' : `${count} documents uploaded.`),
  uploadPartlyFailed: (failed: number, total: number) => `${failed} of ${total} documents could not be uploaded. Retry to upload them again.`,
  uploadTypeNotAccepted: (fileName: string) => `${fileName} is not a file type that can be uploaded.`,
  dropZoneOverLimit: 'Please choose no more than 200MB of files at a time.',
  uploadPropertyNotFound: (propControlNo: string) => `No active case with Property Control No. ${propControlNo}.`,
  noDocuments: 'No documents yet.',
  noActivity: 'No document has been printed or sent yet.',
  confirmDeleteDocument: (fileName: string) => `Are you sure you want to delete ${fileName}?`,
  documentListingLoadFailed: 'The documents could not be loaded. Please try again later.',
  /** A chosen document whose file is gone from the store: the zip is refused before it starts. {file name} is user content. */
  documentFileMissing: (fileName: string) => `${fileName} is not available to download.`,
} as const;
