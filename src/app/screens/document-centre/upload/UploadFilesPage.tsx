import { useSelector } from '@xstate/react';
import { batchProgress } from '../../../../../machines/upload-batch.machine';
import { UPLOAD_ACCEPTED_FILE_TYPES } from '../../../../domain/documents/centre/upload-rules';
import { Button, FilePicker, PageTitle, ProgressBar } from '../../../ui';
import { AppLinks } from '../../shell/AppLinks';
import { UploadDropZone } from './UploadDropZone';
import { UploadedList } from './UploadedList';
import { UploadFileTable } from './UploadFileTable';
import { useUploadBatchActor, type UploadFilesLogic } from './use-upload-batch-actor';
import '../common/document-centre.css';

/**
 * Upload New Document (seed 002 §2.8, §4 "Upload"): the drop zone while no files are chosen, then the table of
 * files with a case and a type each; Save uploads them with a progress bar per file and for the batch, Cancel
 * clears the list. The upload-batch machine decides every step.
 */
export function UploadFilesPage({ uploadFiles }: { uploadFiles?: UploadFilesLogic }) {
  const actor = useUploadBatchActor(undefined, uploadFiles);
  const dropZone = useSelector(actor, (snapshot) => snapshot.hasTag('dropZone'));
  const table = useSelector(actor, (snapshot) => snapshot.hasTag('fileTable'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const problem = useSelector(actor, (snapshot) => (snapshot.hasTag('error') ? snapshot.context.problem : null));
  const rows = useSelector(actor, (snapshot) => snapshot.context.rows);
  const uploaded = useSelector(actor, (snapshot) => snapshot.context.uploaded);
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'save' }));
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'retry' }));
  const canCancel = useSelector(actor, (snapshot) => snapshot.can({ type: 'cancel' }));
  const canAdd = useSelector(actor, (snapshot) => snapshot.hasTag('fileTable') && snapshot.can({ type: 'files.add', files: [] }));

  return (
    <section className="document-upload" aria-labelledby="document-upload-title">
      <PageTitle id="document-upload-title">Upload New Document</PageTitle>
      <AppLinks>
        <div className="document-upload__body">
          {uploaded.length > 0 && <UploadedList files={uploaded} />}
          {dropZone && (
            <UploadDropZone
              allowsMultiple
              onFiles={(files) => actor.send({ type: 'files.add', files })}
              onEmptyDrop={() => actor.send({ type: 'files.emptyDrop' })}
            />
          )}
          {table && (
            <>
              {problem && (
                <p role="alert" className="document-upload__problem">
                  {problem}
                </p>
              )}
              <UploadFileTable actor={actor} />
              {canAdd && (
                <FilePicker
                  label="Add Files"
                  allowsMultiple
                  acceptedFileTypes={UPLOAD_ACCEPTED_FILE_TYPES}
                  onSelect={(files) => files.length > 0 && actor.send({ type: 'files.add', files })}
                />
              )}
              {(busy || canRetry) && (
                <ProgressBar label="All files" className="document-upload__batch" value={Math.round(batchProgress(rows) * 100)} />
              )}
              <div className="document-upload__buttons">
                <Button variant="secondary" isDisabled={!canCancel} onPress={() => actor.send({ type: 'cancel' })}>
                  Cancel
                </Button>
                {canRetry ? (
                  <Button onPress={() => actor.send({ type: 'retry' })}>Retry</Button>
                ) : (
                  <Button isPending={busy} isDisabled={!canSave && !busy} onPress={() => actor.send({ type: 'save' })}>
                    Save
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </AppLinks>
    </section>
  );
}
