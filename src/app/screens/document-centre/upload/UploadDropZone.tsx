import { DropZone, FileTrigger, Text, isFileDropItem } from 'react-aria-components';
import { UPLOAD_ACCEPTED_FILE_TYPES } from '../../../../domain/documents/centre/upload-rules';
import { Button } from '../../../ui';
import { UploadIcon } from '../common/DocumentCentreIcons';

export interface UploadDropZoneProps {
  /** One file at a time (the Upload Document dialog) or many (the upload page). */
  allowsMultiple: boolean;
  onFiles: (files: File[]) => void;
  /** A drop that carried no file (seed 002 §5: 'error file !'). */
  onEmptyDrop: () => void;
}

/**
 * Seed 002 §2.8: where files are dropped or chosen while none are. react-aria's DropZone takes a drop (and a
 * paste), FileTrigger opens the system dialog from a real button, so a keyboard user gets the same.
 */
export function UploadDropZone({ allowsMultiple, onFiles, onEmptyDrop }: UploadDropZoneProps) {
  return (
    <DropZone
      className="upload-drop-zone"
      aria-label="Drop files to upload"
      // Every drop is taken; what is not a file, too large or of a refused type is said per file afterwards.
      getDropOperation={() => 'copy'}
      onDrop={(event) => {
        void Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile())).then((files) => {
          if (files.length === 0) onEmptyDrop();
          else onFiles(allowsMultiple ? files : files.slice(0, 1));
        });
      }}
    >
      <UploadIcon className="upload-drop-zone__icon" />
      <Text slot="label" className="upload-drop-zone__label">
        {allowsMultiple ? 'Drop files here, or' : 'Drop a file here, or'}
      </Text>
      <FileTrigger
        acceptedFileTypes={[...UPLOAD_ACCEPTED_FILE_TYPES]}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => {
          const files = list ? Array.from(list) : [];
          if (files.length > 0) onFiles(files);
        }}
      >
        <Button variant="secondary">{allowsMultiple ? 'Choose Files' : 'Choose File'}</Button>
      </FileTrigger>
      <p className="upload-drop-zone__hint">PDF, Office documents, text, zip, images, audio or video; up to 10 MB each, 200 MB at a time.</p>
    </DropZone>
  );
}
