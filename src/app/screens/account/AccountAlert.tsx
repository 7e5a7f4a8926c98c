import type { FlowAlert } from '../../../../machines/flow-alert';
import { AlertDialog } from '../../ui';

export interface AccountAlertProps {
  /** Shown while not null; the machine's prompt states always carry one. */
  alert: FlowAlert | null;
  onPrimary: () => void;
  primaryLabel?: string;
  /** A second answer, for confirmations (Ignore / Cancel). */
  secondaryLabel?: string;
  onSecondary?: () => void;
}

/** A machine's alert (title, text and tone) as an alert dialog. */
export function AccountAlert({ alert, onPrimary, primaryLabel = 'OK', secondaryLabel, onSecondary }: AccountAlertProps) {
  if (!alert) return null;
  return (
    <AlertDialog
      title={alert.title}
      tone={alert.tone}
      isOpen
      primaryLabel={primaryLabel}
      onPrimary={onPrimary}
      secondaryLabel={secondaryLabel}
      onSecondary={onSecondary}
    >
      {alert.text ? <p>{alert.text}</p> : null}
    </AlertDialog>
  );
}
