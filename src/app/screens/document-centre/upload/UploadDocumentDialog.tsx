import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { sizeInMb, UPLOAD_DOC_MODULE_LABELS, UPLOAD_DOC_MODULES, type UploadDocModule } from '../../../../domain/documents/centre/limits';
import { Button, Modal, ProgressBar, Select } from '../../../ui';
import { PropertyRefField } from './PropertyRefField';
import { UploadDropZone } from './UploadDropZone';
import { useUploadBatchActor, type UploadFilesLogic } from './use-upload-batch-actor';

const TYPE_ITEMS = UPLOAD_DOC_MODULES.map((module) => ({ id: module, name: UPLOAD_DOC_MODULE_LABELS[module] }));
const isUploadModule = (key: string | null): key is UploadDocModule => key !== null && key in UPLOAD_DOC_MODULE_LABELS;

export interface UploadDocumentDialogProps {
  onClose: () => void;
  uploadFiles?: UploadFilesLogic;
}

/**
 * The Upload Document dialog (seed 000 §2, §8): one file, its case file no. and its type; Ok shows only once all
 * three are chosen. The upload-batch machine with room for one file runs it, as the upload page runs many.
 */
export function UploadDocumentDialog({ onClose, uploadFiles }: UploadDocumentDialogProps) {
  const actor = useUploadBatchActor(1, uploadFiles);
  const row = useSelector(actor, (snapshot) => snapshot.context.rows[0] ?? null);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  const stored = useSelector(actor, (snapshot) => snapshot.context.uploaded.length > 0);
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'save' }));
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'retry' }));
  const canChange = useSelector(actor, (snapshot) => snapshot.can({ type: 'row.setType', index: 0, docModule: null }));

  // The outcome is toasted by the machine's notices; a stored file ends the dialog.
  useEffect(() => {
    if (stored) onClose();
  }, [stored, onClose]);

  return (
    <Modal
      title="Upload Document"
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => !open && !busy && onClose()}
      footer={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={onClose}>
            Cancel
          </Button>
          {canRetry && <Button onPress={() => actor.send({ type: 'retry' })}>Retry</Button>}
          {(canSave || busy) && (
            <Button isPending={busy} onPress={() => actor.send({ type: 'save' })}>
              Ok
            </Button>
          )}
        </>
      }
    >
      <div className="upload-dialog">
        {row === null ? (
          <UploadDropZone
            allowsMultiple={false}
            onFiles={(files) => actor.send({ type: 'files.add', files })}
            onEmptyDrop={() => actor.send({ type: 'files.emptyDrop' })}
          />
        ) : (
          <>
            <p className="upload-dialog__file">
              <span>{row.name}</span> <span className="upload-table__size">{sizeInMb(row.size)} MB</span>
              <Button variant="link" isDisabled={!canChange} onPress={() => actor.send({ type: 'row.remove', index: 0 })}>
                Choose another file
              </Button>
            </p>
            <PropertyRefField
              label="Case File No."
              value={row.propControlNo}
              isDisabled={!canChange}
              onChange={(propControlNo) => actor.send({ type: 'row.setRef', index: 0, propControlNo })}
            />
            <Select
              label="Type"
              items={TYPE_ITEMS}
              selectedKey={row.docModule}
              placeholder="Select"
              isDisabled={!canChange}
              onSelectionChange={(key) => actor.send({ type: 'row.setType', index: 0, docModule: isUploadModule(key) ? key : null })}
            />
            {(busy || failed) && <ProgressBar label={failed ? 'Failed' : 'Uploading'} value={Math.round(row.progress * 100)} />}
            {row.error && (
              <p role="alert" className="upload-table__error">
                {row.error}
              </p>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
