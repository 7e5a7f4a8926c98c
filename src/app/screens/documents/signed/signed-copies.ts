import type { PropertyDocument } from '../../../../api/documents';
import { uploadFileName } from '../../../../domain/documents/file-names';
import type { SignedCopy } from '../../../../domain/documents/signed-copy-rules';

/** The module of a stored document: the contract carries it on the row and on its template description. */
function moduleOf(document: PropertyDocument): SignedCopy['module'] | undefined {
  return document.documentModule ?? document.propertyDocumentTemplate?.documentModule;
}

function signedCopyOf(document: PropertyDocument): SignedCopy | null {
  const module = moduleOf(document);
  const { uploadType } = document;
  if (document.documentType !== 'UPLOAD' || !module) return null;
  if (uploadType !== 'SIGNED' && uploadType !== 'ACCEPTANCE') return null;
  return {
    id: document.id,
    module,
    uploadType,
    signedBy: document.signedBy ?? null,
    dssSigned: document.dssSigned ?? false,
    // Seed 001 §7: a stored file without a name is named from its upload type and extension.
    fileName: document.fileName ?? uploadFileName(uploadType, document.fileExtension ?? 'pdf'),
  };
}

/**
 * The signed copies (OTP, WTA, S.65) among a property's documents, in the shape the signed-copy rules and the
 * upload machines read; templates, printed and sent activity and the user's own uploads are left out.
 */
export function signedCopiesOf(documents: readonly PropertyDocument[] | undefined): SignedCopy[] {
  return (documents ?? []).map(signedCopyOf).filter((copy): copy is SignedCopy => copy !== null);
}
