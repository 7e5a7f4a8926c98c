import { messages } from '../../../domain/messages';
import { AlertDialog } from '../../ui';

export interface LeaveWithoutSavingDialogProps {
  isOpen: boolean;
  onLeave: () => void;
  onStay: () => void;
}

/**
 * 'You have unsaved changes. Leave without saving?' with Leave and Stay: asked before a form's changes are lost,
 * whether the user navigates away (UnsavedChangesGuard) or cancels an edited form (its machine's 'leaving' state).
 * Stay has the focus, so a stray Enter keeps the work.
 */
export function LeaveWithoutSavingDialog({ isOpen, onLeave, onStay }: LeaveWithoutSavingDialogProps) {
  return (
    <AlertDialog
      title={messages.unsavedChangesTitle}
      isOpen={isOpen}
      tone="warning"
      primaryLabel="Stay"
      onPrimary={onStay}
      secondaryLabel="Leave"
      onSecondary={onLeave}
    >
      <p>{messages.leaveWithoutSaving}</p>
    </AlertDialog>
  );
}
