import { AlertDialog } from '../../../../ui';

/** The IRAS unit check found no unit, or failed: OK requests IRAS anyway, Cancel leaves it out. */
export function IrasWarningDialog({
  title,
  text,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog title={title} isOpen tone="warning" onPrimary={onConfirm} secondaryLabel="Cancel" onSecondary={onCancel}>
      <p>{text}</p>
    </AlertDialog>
  );
}
