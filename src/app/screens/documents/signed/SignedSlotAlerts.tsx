import { AlertDialog } from '../../../ui';
import type { SlotsView } from './slots-view';

export interface SignedSlotAlertsProps {
  view: Pick<SlotsView<string>, 'alert' | 'confirmDelete'>;
  onDismiss: () => void;
  onConfirmDelete: () => void;
  onKeepCopy: () => void;
}

/** The machine's refusals and failures (OK), and its 'Delete Record' question (Delete or Cancel). */
export function SignedSlotAlerts({ view, onDismiss, onConfirmDelete, onKeepCopy }: SignedSlotAlertsProps) {
  const { alert, confirmDelete } = view;
  if (confirmDelete) {
    return (
      <AlertDialog
        isOpen
        title={confirmDelete.title}
        tone={confirmDelete.tone}
        primaryLabel="Delete"
        onPrimary={onConfirmDelete}
        secondaryLabel="Cancel"
        onSecondary={onKeepCopy}
      >
        <p>{confirmDelete.text}</p>
      </AlertDialog>
    );
  }
  if (!alert) return null;
  return (
    <AlertDialog isOpen title={alert.title} tone={alert.tone} onPrimary={onDismiss}>
      {alert.text ? <p>{alert.text}</p> : null}
    </AlertDialog>
  );
}
