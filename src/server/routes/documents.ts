import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { todayBy } from '../clock';
import { documentJson } from '../documents/document-json';
import { findDocument } from '../documents/document-store';
import { removeSignedCopy, removeUserUpload } from '../documents/remove-documents';
import { storeSignedUpload, type SignedUpload } from '../documents/signed-uploads';
import { addTemplateDocument, updateTemplateDocument } from '../documents/template-documents';
import { s65UploadOf, SIGNED_FORM_MAX_BYTES, signedUploadOf } from '../documents/upload-forms';
import type { AppEnv } from '../http/app-env';
import { contentDisposition } from '../http/content-disposition';
import { sentVersion } from '../http/edit-version';
import { BadRequestError, NotFoundError } from '../http/errors';
import { readMultipart } from '../http/multipart';
import { readJson } from '../http/read-input';
import { pathRecordId } from '../http/record-id';
import { USER_FILE_HEADERS } from '../http/security-headers';
import { authorOf } from './document-author';
import { AddDocumentBody, RemovePropertyDocumentBody, RemoveTemplateDocumentBody, templateWrite, UpdateDocumentBody } from './document-bodies';

/** What a download is served as: PDFs inline-capable as PDF, anything else as bytes. */
const contentTypeOf = (extension: string) => (extension.toLowerCase() === 'pdf' ? 'application/pdf' : 'application/octet-stream');

/**
 * The property documents on the database and the file store (seed 001 §7 "Documents"): save and update the
 * OTP, WTA and S.65, upload and remove signed copies, delete the user's own uploads, download a document's
 * file. Printing, sending and DSS signing are in document-output.ts.
 */
export function documentRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const now = () => new Date(deps.clock.nowMs());
  const tooLarge = (c: Context) => c.json({ errormsg: messages.signedUploadTooLarge, errors: [messages.signedUploadTooLarge] }, 400);
  // The cap refuses a huge upload by its Content-Length, or once the stream passes it, before it is buffered whole.
  const formLimit = bodyLimit({ maxSize: SIGNED_FORM_MAX_BYTES, onError: tooLarge });
  const storeUpload = async (c: Context<AppEnv>, upload: SignedUpload) =>
    c.json((await storeSignedUpload(deps, authorOf(c), upload, now())).map(documentJson));

  return new Hono<AppEnv>()
    .post('/add-property-document', bearer, async (c) => {
      const write = templateWrite(await readJson(c, AddDocumentBody), todayBy(deps.clock));
      return c.json(documentJson(await addTemplateDocument(deps.db, authorOf(c), write, now())));
    })
    .post('/update-property-document', bearer, async (c) => {
      const body = await readJson(c, UpdateDocumentBody);
      const target = { id: body.propDocId, version: sentVersion(c, body.version) };
      const write = templateWrite(body, todayBy(deps.clock));
      return c.json(documentJson(await updateTemplateDocument(deps.db, authorOf(c), target, write, now())));
    })
    .post('/upload-signed-document', bearer, formLimit, async (c) => storeUpload(c, await signedUploadOf(await readMultipart(c))))
    .post('/upload-s65-signed-document', bearer, formLimit, async (c) => storeUpload(c, await s65UploadOf(await readMultipart(c))))
    .post('/remove-property-document-template', bearer, async (c) => {
      const body = await readJson(c, RemoveTemplateDocumentBody);
      // OTP and WTA name the copy propDocId, S.65 propertyDocId (seed 001 §7).
      const documentId = body.propDocId ?? body.propertyDocId;
      if (documentId === undefined) throw new BadRequestError(['propDocId: name the signed copy (propDocId or propertyDocId)']);
      await removeSignedCopy(deps, authorOf(c), body.propertyId, documentId);
      return c.json(true);
    })
    .post('/remove-property-document', bearer, async (c) => {
      const body = await readJson(c, RemovePropertyDocumentBody);
      await removeUserUpload(deps, authorOf(c), body.propertyDocId);
      return c.json(true);
    })
    .get('/get-pdf/:documentId', bearer, async (c) => {
      const row = await findDocument(deps.db, c.get('session').firmId, pathRecordId(c, 'documentId'));
      const bytes = row?.filePath ? await deps.files.read(row.filePath) : null;
      if (!row || !bytes) throw new NotFoundError();
      return c.body(bytes.slice().buffer, 200, {
        'Content-Type': contentTypeOf(row.fileExtension),
        'Content-Disposition': contentDisposition('attachment', row.fileName ?? `document-${row.id}.${row.fileExtension}`),
        ...USER_FILE_HEADERS,
      });
    });
}
