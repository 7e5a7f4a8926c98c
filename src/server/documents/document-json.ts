import type { components } from '../../api/schema.gen';
import { isDocumentModule } from '../../domain/documents/modules';
import type { PropertyDocumentRow } from '../db/schema';

type PropertyDocument = components['schemas']['PropertyDocument'];

/**
 * A stored document as the contract's PropertyDocument. User uploads of module 'other' have no template
 * module, so they leave documentModule out rather than answer a value the contract does not know.
 */
export function documentJson(row: PropertyDocumentRow): PropertyDocument {
  const module = isDocumentModule(row.documentModule) ? row.documentModule : undefined;
  return {
    id: row.id,
    version: row.version,
    documentType: row.documentType,
    ...(module ? { documentModule: module } : {}),
    uploadType: row.uploadType,
    actionType: row.actionType,
    signedBy: row.signedBy,
    fileExtension: row.fileExtension,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    signedOn: row.signedOn,
    optionMoney: row.optionMoney,
    expiry: row.expiry,
    acceptanceAmount: row.acceptanceAmount,
    acceptanceSignedOn: row.acceptanceSignedOn,
    completionDate: row.completionDate,
    fileName: row.fileName,
    fileSize: row.fileSize,
    dssSigned: row.dssSigned,
    ...(module ? { propertyDocumentTemplate: { documentModule: module, ...(row.templateType ? { templateType: row.templateType } : {}) } } : {}),
    messageDetails: row.messageDetails,
    ...(row.metadata ? { propertyDocumentMetadata: row.metadata } : {}),
  };
}
