import type { PropertyDocument } from '../../../src/api/documents';
import { signedCopiesOf } from '../../../src/app/screens/documents/signed';
import { isDocumentModule } from '../../../src/domain/documents/modules';
import type { SignedCopy } from '../../../src/domain/documents/signed-copy-rules';
import type { RecordedUpload, UploadAnswer } from '../../support/fake-upload';
import { json, type MockRoutes } from '../../support/mock-api';

/** The property whose signed copies the stories and tests show. */
export const PROPERTY_ID = 101;

interface CopyKind {
  module: SignedCopy['module'];
  uploadType: SignedCopy['uploadType'];
  signedBy?: SignedCopy['signedBy'];
  dssSigned?: boolean;
}

/** A signed copy as the server stores and answers it (seed 001 §7: named from its upload type). */
export function storedCopy(id: number, kind: CopyKind): PropertyDocument {
  return {
    id,
    version: 1,
    documentType: 'UPLOAD',
    documentModule: kind.module,
    uploadType: kind.uploadType,
    actionType: 'UPLOAD',
    signedBy: kind.signedBy ?? null,
    fileExtension: 'pdf',
    createdDate: '2026-03-02T02:15:00.000Z',
    updatedDate: '2026-03-02T02:15:00.000Z',
    fileName: `${kind.uploadType}.pdf`,
    fileSize: 48_213,
    dssSigned: kind.dssSigned ?? false,
  };
}

export const OTP_SIGNED = storedCopy(501, { module: 'otp', uploadType: 'SIGNED' });
export const OTP_ACCEPTANCE = storedCopy(502, { module: 'otp', uploadType: 'ACCEPTANCE' });
export const WTA_SIGNED = storedCopy(511, { module: 'wta', uploadType: 'SIGNED' });
export const S65_SELLER = storedCopy(521, { module: 's65', uploadType: 'SIGNED', signedBy: 'SELLERLAWYER' });
export const S65_BUYER = storedCopy(522, { module: 's65', uploadType: 'SIGNED', signedBy: 'BUYERLAWYER' });
export const S65_SELLER_DSS = { ...S65_SELLER, dssSigned: true };
export const S65_BUYER_DSS = { ...S65_BUYER, dssSigned: true };

/** The multipart file fields of seed 001 §7 and the copy each one stores. */
const FIELD_KINDS: Record<string, Pick<CopyKind, 'uploadType' | 'signedBy'>> = {
  signedFile: { uploadType: 'SIGNED' },
  acceptanceSignedFile: { uploadType: 'ACCEPTANCE' },
  signedFileSellerLawyers: { uploadType: 'SIGNED', signedBy: 'SELLERLAWYER' },
  signedFileBuyerLawyers: { uploadType: 'SIGNED', signedBy: 'BUYERLAWYER' },
};

/**
 * A small server holding one property's documents: an upload stores a copy per file field and answers
 * them, the remove call drops one, and the page's reload answers what is left.
 */
export function signedCopiesServer(initial: readonly PropertyDocument[]) {
  let documents = [...initial];
  let nextId = 900;
  const removals: unknown[] = [];

  const answerUpload = (upload: RecordedUpload): UploadAnswer => {
    const module = upload.fields.documentModule ?? '';
    if (!isDocumentModule(module)) return { status: 400, body: { errormsg: 'documentModule: unknown module' } };
    const stored = Object.keys(upload.files).flatMap((field) => {
      const kind = FIELD_KINDS[field];
      return kind ? [storedCopy(nextId++, { module, ...kind })] : [];
    });
    documents = [...documents, ...stored];
    return { status: 200, body: stored };
  };

  const routes: MockRoutes = {
    'POST /remove-property-document-template': ({ body }) => {
      removals.push(body);
      const { propDocId, propertyDocId } = (body ?? {}) as { propDocId?: number; propertyDocId?: number };
      documents = documents.filter((document) => document.id !== (propDocId ?? propertyDocId));
      return json(true);
    },
  };

  return {
    routes,
    answerUpload,
    /** The page's reload after an upload or a delete. */
    reloadCopies: () => Promise.resolve(signedCopiesOf(documents)),
    copies: () => signedCopiesOf(documents),
    /** The bodies of the remove calls, oldest first. */
    removals: (): readonly unknown[] => removals,
  };
}
