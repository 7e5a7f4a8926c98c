import { AlertDialog } from '../../../../ui';

export const REQUISITION_ALERT_TITLE = 'Legal Requisition';

/** A refusal or reminder over step 1; the seed words only the text, so the title names the page. */
export function SelectionAlert({ title, text, onDismiss }: { title: string | null; text: string; onDismiss: () => void }) {
  return (
    <AlertDialog title={title ?? REQUISITION_ALERT_TITLE} isOpen tone="warning" onPrimary={onDismiss}>
      <p>{text}</p>
    </AlertDialog>
  );
}
