import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { AnyEventObject, CallbackActorLogic } from 'xstate';
import { uploadBatchMachine, type UploadFilesRequest } from '../../../../../machines/upload-batch.machine';
import { documentsQueryKey } from '../../../../api/queries/document-centre';
import { showToast } from '../../../ui';
import { uploadFilesActor } from './upload-files-actor';

export type UploadFilesLogic = CallbackActorLogic<AnyEventObject, UploadFilesRequest>;

/** A key no other page visit or dialog opening shares: the rows' Idempotency-Keys start with it. */
function newBatchId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The upload-batch machine for the upload page (any number of files) or the Upload Document dialog (one). Its
 * notices are toasted as they come ('Uploading', files removed, the outcome); once files are stored the listings
 * are out of date.
 */
export function useUploadBatchActor(maxFiles: number | undefined, uploadFiles: UploadFilesLogic = uploadFilesActor) {
  const [batchId] = useState(newBatchId);
  const queryClient = useQueryClient();
  const actor = useActorRef(uploadBatchMachine.provide({ actors: { uploadFiles } }), {
    input: maxFiles === undefined ? { batchId } : { batchId, maxFiles },
  });
  const notices = useSelector(actor, (snapshot) => snapshot.context.notices);
  const stored = useSelector(
    actor,
    (snapshot) => snapshot.context.rows.filter((row) => row.status === 'done').length + snapshot.context.uploaded.length,
  );

  useEffect(() => {
    for (const notice of notices) showToast(notice.message, notice.tone);
  }, [notices]);

  useEffect(() => {
    if (stored > 0) void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
  }, [stored, queryClient]);

  return actor;
}
