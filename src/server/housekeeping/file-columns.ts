import { lawFirms, otherServiceRequests, propertyDocuments, requisitionAgencyRequests } from '../db/schema';

/**
 * Every column that keeps the path of a file in the store. A stored file no row of these names is litter (a
 * process stopped between writing the file and committing its row) and the sweep removes it once it is old
 * enough: a column missing here would have its files swept. tests/api/file-sweep-columns.test.ts fails when the
 * schema has a column that looks like a file path and is neither here nor named there as something else.
 */
export const FILE_PATH_COLUMNS = [
  // Uploads (document centre and the demo's), signed copies (uploaded and from DSS), printed and sent PDFs.
  propertyDocuments.filePath,
  lawFirms.logoPath,
  // Agencies' replies to requisitions.
  requisitionAgencyRequests.replyFilePath,
  // The IRAS and land desk's replies to other-service requests.
  otherServiceRequests.replyFile,
] as const;
