import type { Context } from 'hono';
import { Hono } from 'hono';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { loadChosenDocuments } from '../documents/centre/chosen-documents';
import { documentsZip } from '../documents/centre/documents-zip';
import { documentListItemJson, listedFileName } from '../documents/centre/list-item-json';
import { listOwnDocuments } from '../documents/centre/listing-query';
import { sendListedDocuments } from '../documents/centre/send-documents';
import { storeUploads, uploadsByKey } from '../documents/centre/store-uploads';
import { readUploadForm, UPLOAD_FORM_MAX_BYTES } from '../documents/centre/upload-form';
import type { AppEnv } from '../http/app-env';
import { declaredLengthLimit } from '../http/body-limit';
import { contentDisposition } from '../http/content-disposition';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { USER_FILE_HEADERS } from '../http/security-headers';
import { authorOf } from './document-author';
import { CombineFilesBody, DocumentListBody, SendMailBody } from './document-centre-bodies';

/**
 * The document centre (seed 002 §2.6–2.8, §7): the document listing and activity log, the zip of ticked
 * documents, the upload of the user's own documents and e-mailing documents from the listing. Deleting an
 * upload (/remove-property-document) and downloading one file (/get-pdf) are in documents.ts.
 */
export function documentCentreRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const now = () => new Date(deps.clock.nowMs());
  // More than one drop holds: refused by its Content-Length before a byte is read (readUploadForm counts a body
  // of undeclared length as it streams it).
  const tooLarge = (c: Context) => c.json({ errormsg: messages.dropZoneOverLimit, errors: [`body: ${messages.dropZoneOverLimit}`] }, 400);
  const uploadLimit = declaredLengthLimit(UPLOAD_FORM_MAX_BYTES, tooLarge);

  return new Hono<AppEnv>()
    .post('/get-document-listing', bearer, async (c) => {
      const session = c.get('session');
      const body = await readJson(c, DocumentListBody);
      requireOwnUser(session, body.loginId);
      const { rows, recordCount } = await listOwnDocuments(deps.db, session.firmId, {
        activityOnly: body.isActivityLog,
        searchText: body.searchText,
        pageNo: body.pageNo,
        pageSize: body.pageSize,
      });
      return c.json({ records: rows.map(documentListItemJson), recordCount, pageNo: body.pageNo, pageSize: body.pageSize });
    })
    .post('/get-combineFiles', bearer, async (c) => {
      const body = await readJson(c, CombineFilesBody);
      const { property, documents } = await loadChosenDocuments(deps.db, c.get('session').firmId, body.propertyDocumentId);
      const answer = await documentsZip(deps.files, documents);
      if ('missing' in answer) return c.json({ errormsg: messages.documentFileMissing(listedFileName(answer.missing)) }, 404);
      // Seed 002 §7: saved as {propertyControlNo}.zip.
      return c.body(answer.zip, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': contentDisposition('attachment', `${property.propertyRefNo}.zip`),
        ...USER_FILE_HEADERS,
      });
    })
    .post('/multi-upload-document', bearer, uploadLimit, async (c) => {
      const key = idempotencyKeyOf(c);
      const session = c.get('session');
      // A retry of a request that was stored is answered without reading its body.
      let stored = key ? await uploadsByKey(deps.db, session.firmId, key) : [];
      if (stored.length === 0) {
        const entries = await readUploadForm(c, deps.files);
        stored = await storeUploads(deps, { ...authorOf(c), userId: session.userId }, { entries, key }, now());
      }
      return c.json({ message: messages.uploadDone(stored.length), documents: stored.map(documentListItemJson) });
    })
    .post('/send-mail', bearer, async (c) => {
      const body = await readJson(c, SendMailBody);
      const message = await sendListedDocuments(
        deps,
        authorOf(c),
        {
          documentIds: body.propertyDocumentId,
          recipients: body.recipents,
          senderName: body.senderName || c.get('session').userId,
          combine: body.isCombineFiles,
        },
        now(),
      );
      // True when sent; false when delivery failed (the sending is still logged, like send-message-to-user).
      return c.json(message.status !== 'FAILED');
    });
}
