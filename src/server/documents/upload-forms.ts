import * as v from 'valibot';
import { SIGNED_BY, type SignedBy } from '../../domain/documents/modules';
import { SIGNED_UPLOAD_MAX_BYTES } from '../../domain/documents/uploads';
import { messages } from '../../domain/messages';
import { BadRequestError } from '../http/errors';
import { chosenFile, MULTIPART_OVERHEAD_BYTES, textFields, type MultipartForm } from '../http/multipart';
import { parseOrThrow } from '../http/read-input';
import { MAX_RECORD_ID } from '../http/record-id';
import { isReadablePdf } from '../services/files/pdf-check';
import type { SignedFile, SignedUpload } from './signed-uploads';

/**
 * The multipart forms of the signed uploads (seed 001 §7: OTP / WTA "signedFile, acceptanceSignedFile, propId,
 * documentModule"; S.65 "commonFile, propertyRefNo, documentModule, signedBy, or signedFileSellerLawyers,
 * signedFileBuyerLawyers, propId, documentModule"), read into a checked SignedUpload.
 */

/** A signed upload carries at most two files (signed and acceptance; the seller's and the buyer's lawyer's). */
export const SIGNED_FORM_MAX_BYTES = 2 * SIGNED_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** A record id sent as a form field, which is text. */
const formRecordId = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,10}$/, 'not a record id'),
  v.transform(Number),
  v.maxValue(MAX_RECORD_ID, 'not a record id'),
  v.minValue(1, 'not a record id'),
);

const SignedUploadFields = v.object({
  propId: formRecordId,
  documentModule: v.picklist(['otp', 'wta'] as const),
});

const S65UploadFields = v.object({
  documentModule: v.literal('s65'),
  propId: v.optional(formRecordId),
  propertyRefNo: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('not a property reference no.'), v.maxLength(30))),
  signedBy: v.optional(v.picklist(SIGNED_BY)),
});

/** The bytes of a signed copy: a PDF by its content (header at byte 0, and it parses), not its name, of at most 10 MB. */
async function checkedPdf(file: File, field: string): Promise<Uint8Array> {
  if (file.size > SIGNED_UPLOAD_MAX_BYTES) throw new BadRequestError([`${field}: ${messages.signedUploadTooLarge}`], messages.signedUploadTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!(await isReadablePdf(bytes))) throw new BadRequestError([`${field}: ${messages.signedUploadNotPdf}`], messages.signedUploadNotPdf);
  return bytes;
}

interface ChosenPart {
  field: string;
  file: File;
  uploadType: SignedFile['uploadType'];
  signedBy: SignedBy | null;
}

async function checkedFiles(parts: ChosenPart[]): Promise<SignedFile[]> {
  if (parts.length === 0) throw new BadRequestError([messages.fileNotSelected], messages.fileNotSelected);
  const files: SignedFile[] = [];
  for (const part of parts) files.push({ uploadType: part.uploadType, signedBy: part.signedBy, bytes: await checkedPdf(part.file, part.field) });
  return files;
}

/** The OTP / WTA form: a signed copy, an acceptance copy (OTP only), or both. */
export async function signedUploadOf(form: MultipartForm): Promise<SignedUpload> {
  const fields = parseOrThrow(SignedUploadFields, textFields(form, ['propId', 'documentModule']));
  const signed = chosenFile(form, 'signedFile');
  const acceptance = chosenFile(form, 'acceptanceSignedFile');
  if (acceptance && fields.documentModule !== 'otp') throw new BadRequestError(['acceptanceSignedFile: only an OTP has an acceptance copy']);
  const parts: ChosenPart[] = [];
  if (signed) parts.push({ field: 'signedFile', file: signed, uploadType: 'SIGNED', signedBy: null });
  if (acceptance) parts.push({ field: 'acceptanceSignedFile', file: acceptance, uploadType: 'ACCEPTANCE', signedBy: null });
  return { target: { id: fields.propId }, module: fields.documentModule, files: await checkedFiles(parts) };
}

/**
 * The S.65 form in either of its shapes: one commonFile with signedBy (the property named by propertyRefNo or
 * propId), or signedFileSellerLawyers / signedFileBuyerLawyers with propId. Mixing the two is refused, so a
 * request cannot carry two copies for one lawyer.
 */
export async function s65UploadOf(form: MultipartForm): Promise<SignedUpload> {
  const fields = parseOrThrow(S65UploadFields, textFields(form, ['documentModule', 'propId', 'propertyRefNo', 'signedBy']));
  if (fields.propId === undefined && fields.propertyRefNo === undefined)
    throw new BadRequestError(['propId: name the property (propId or propertyRefNo)']);
  const common = chosenFile(form, 'commonFile');
  const seller = chosenFile(form, 'signedFileSellerLawyers');
  const buyer = chosenFile(form, 'signedFileBuyerLawyers');
  const parts: ChosenPart[] = [];
  if (common) {
    if (seller || buyer) throw new BadRequestError(['commonFile: send it alone, or signedFileSellerLawyers / signedFileBuyerLawyers without it']);
    if (!fields.signedBy) throw new BadRequestError(['signedBy: say which lawyer signed the commonFile']);
    parts.push({ field: 'commonFile', file: common, uploadType: 'SIGNED', signedBy: fields.signedBy });
  }
  if (seller) parts.push({ field: 'signedFileSellerLawyers', file: seller, uploadType: 'SIGNED', signedBy: 'SELLERLAWYER' });
  if (buyer) parts.push({ field: 'signedFileBuyerLawyers', file: buyer, uploadType: 'SIGNED', signedBy: 'BUYERLAWYER' });
  return {
    target: {
      ...(fields.propId === undefined ? {} : { id: fields.propId }),
      ...(fields.propertyRefNo === undefined ? {} : { refNo: fields.propertyRefNo }),
    },
    module: 's65',
    files: await checkedFiles(parts),
  };
}
