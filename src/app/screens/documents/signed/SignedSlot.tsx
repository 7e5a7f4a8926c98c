import { useEffect, useId, useRef } from 'react';
import type { SignedCopy } from '../../../../domain/documents/signed-copy-rules';
import { messages } from '../../../../domain/messages';
import { Button, CheckIcon, CloseIcon, FilePicker, ProgressBar } from '../../../ui';
import type { SlotView } from './slots-view';
import { TrashIcon } from './TrashIcon';

/** The system dialog offers PDFs; the machine still refuses anything else ("All files" lets it through). */
const PDF_TYPES = ['.pdf', 'application/pdf'] as const;

export interface SignedSlotProps {
  /** The slot's name, e.g. 'Signed OTP'; every control of the slot is named after it. */
  label: string;
  view: SlotView;
  onChoose: (file: File) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onDelete: () => void;
  onDownload: (copy: SignedCopy) => void;
}

function ChosenFile({ label, view, onConfirm, onCancel, name }: SignedSlotProps & { name: string }) {
  const nameId = useId();
  if (view.isUploading) {
    return <ProgressBar className="signed-slot__progress" label={`${messages.uploading} ${name}`} value={Math.round(view.progress * 100)} />;
  }
  return (
    <>
      <span id={nameId} className="signed-slot__file">
        {name}
      </span>
      <Button
        variant="icon"
        className="signed-slot__confirm"
        aria-label={`Upload ${label}`}
        aria-describedby={nameId}
        isDisabled={!view.canConfirm}
        onPress={onConfirm}
      >
        <CheckIcon />
      </Button>
      <Button
        variant="icon"
        className="signed-slot__cancel"
        aria-label={`Cancel ${label}`}
        aria-describedby={nameId}
        isDisabled={!view.canCancel}
        onPress={onCancel}
      >
        <CloseIcon />
      </Button>
    </>
  );
}

function UploadedCopy({ label, view, onDelete, onDownload, copy }: SignedSlotProps & { copy: SignedCopy }) {
  return (
    <>
      <Button variant="link" className="signed-slot__download" aria-label={`Download ${copy.fileName}`} onPress={() => onDownload(copy)}>
        {copy.fileName}
      </Button>
      {copy.dssSigned ? (
        // A copy that came back from DSS stays: no delete icon to press only to be refused.
        <span className="signed-slot__badge">{messages.signedThroughDss}</span>
      ) : (
        <Button
          variant="icon"
          className="signed-slot__delete"
          aria-label={`Delete ${label}`}
          // While the copy is removed the button is pending rather than disabled, so it keeps the focus.
          isDisabled={!view.canDelete && !view.isDeleting}
          isPending={view.isDeleting}
          onPress={onDelete}
        >
          <TrashIcon />
        </Button>
      )}
    </>
  );
}

/**
 * Each step replaces the control just pressed (the picker by the check icon, the check icon by the progress bar,
 * then by the download link): when that drops the focus, it goes to the slot's next control rather than to the page.
 */
function useKeptFocus(status: SlotView['status'], isUploading: boolean) {
  const body = useRef<HTMLDivElement>(null);
  const shown = `${status}:${String(isUploading)}`;
  const before = useRef(shown);
  useEffect(() => {
    if (before.current === shown) return;
    before.current = shown;
    const active = document.activeElement;
    const dropped = !active || active === document.body || body.current?.contains(active);
    if (dropped) body.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, [shown]);
  return body;
}

/**
 * One upload slot (seed 001 §4 "Signed uploads"): a PDF picker; the chosen file with the check (upload) and
 * cross (drop) icons, or a progress bar while it uploads; the uploaded copy as a download link with a delete icon.
 */
export function SignedSlot(props: SignedSlotProps) {
  const { label, view, onChoose } = props;
  const labelId = useId();
  const body = useKeptFocus(view.status, view.isUploading);
  return (
    <div className="signed-slot" role="group" aria-labelledby={labelId} data-status={view.status}>
      <span id={labelId} className="signed-slot__label">
        {label}
      </span>
      <div ref={body} className="signed-slot__body">
        {view.status === 'empty' && (
          <>
            <FilePicker
              label={`Choose ${label}`}
              acceptedFileTypes={PDF_TYPES}
              isDisabled={!view.canChoose}
              onSelect={([file]) => file && onChoose(file)}
            />
            <span className="signed-slot__none">{messages.noFileChosen}</span>
          </>
        )}
        {view.status === 'chosen' && view.chosen && <ChosenFile {...props} name={view.chosen.name} />}
        {view.status === 'uploaded' && view.copy && <UploadedCopy {...props} copy={view.copy} />}
      </div>
    </div>
  );
}
