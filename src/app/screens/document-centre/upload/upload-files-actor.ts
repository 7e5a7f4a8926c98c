import { fromCallback, type EventObject } from 'xstate';
import type { UploadFilesRequest, UploadReport } from '../../../../../machines/upload-batch.types';
import { uploadDocuments } from '../../../../api/document-centre';
import { messages } from '../../../../domain/messages';
import { sessionStore } from '../../../session/storage';

/**
 * The upload-batch machine's 'uploadFiles': POST /multi-upload-document once per file, one after another, each
 * with its row's key as the Idempotency-Key (a retry answers what the first try stored). Each file reports its
 * progress and outcome; a failed file does not stop the others.
 */
export const uploadFilesActor = fromCallback<EventObject, UploadFilesRequest>(({ input, sendBack }) => {
  const report = (event: UploadReport) => sendBack(event);
  let stopped = false;
  void (async () => {
    for (const entry of input.files) {
      if (stopped) return;
      try {
        const reply = await uploadDocuments({
          files: [{ file: entry.file, name: entry.file.name, docModule: entry.docModule, propControlNo: entry.propControlNo }],
          idempotencyKey: entry.key,
          token: sessionStore.jwt(),
          onProgress: (fraction) => report({ type: 'upload.progress', key: entry.key, fraction }),
        });
        report({ type: 'upload.fileDone', key: entry.key, documentIds: reply.documents.map((document) => document.id) });
      } catch (error) {
        report({ type: 'upload.fileFailed', key: entry.key, error: error instanceof Error ? error.message : messages.uploadFailed });
      }
    }
    if (!stopped) report({ type: 'upload.finished' });
  })();
  return () => {
    stopped = true;
  };
});
