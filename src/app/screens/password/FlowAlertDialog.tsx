import type { FlowAlert } from '../../../../machines/flow-alert';
import { AlertDialog } from '../../ui';

/** A machine's alert (title, text, tone) as an alert dialog; OK dismisses it. */
export function FlowAlertDialog({ alert, onDismiss }: { alert: FlowAlert | null; onDismiss: () => void }) {
  // Rendered only while there is an alert: the machine's error states always carry one.
  if (!alert) return null;
  return (
    <AlertDialog title={alert.title} isOpen tone={alert.tone} onPrimary={onDismiss}>
      {alert.text ? <p>{alert.text}</p> : null}
    </AlertDialog>
  );
}
