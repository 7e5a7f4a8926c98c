import type { ReactNode } from 'react';
import { Button, Modal, type ModalProps } from '../../ui';

/** Save presses a handler, or submits the form with this id so that Enter in a field saves too. */
type SaveAction = { onSave: () => void; saveForm?: never } | { saveForm: string; onSave?: never };

export type SaveCancelModalProps = SaveAction & {
  title: string;
  size?: ModalProps['size'];
  /** Cancel, Escape, the close button and a click outside all cancel. */
  onCancel: () => void;
  children: ReactNode;
};

/** A dialog that asks for one thing, always open while rendered: Cancel and Save below what it asks. */
export function SaveCancelModal({ title, size, onCancel, onSave, saveForm, children }: SaveCancelModalProps) {
  return (
    <Modal
      title={title}
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      size={size}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          {saveForm === undefined ? (
            <Button onPress={onSave}>Save</Button>
          ) : (
            <Button type="submit" form={saveForm}>
              Save
            </Button>
          )}
        </>
      }
    >
      {children}
    </Modal>
  );
}
