import { sessionMessages as messages } from '../../../domain/messages/session';
import { AlertDialog } from '../../ui';

export interface SessionPromptDialogProps {
  isOpen: boolean;
  /** POST /get-new-token is under way. */
  isExtending: boolean;
  /** The time left as the prompt shows it (m:ss). */
  remaining: string;
  /** The last extension failed; extendError says why, null when no answer came (network). */
  failed: boolean;
  extendError: string | null;
  onExtend: () => void;
  onDecline: () => void;
}

/**
 * 'Extend Session?' as SessionPrompt reads it from the session machine. Plain props, no machine: SessionPrompt
 * fetches this file the first time the prompt opens, and it brings no state-machine code of its own.
 */
export function SessionPromptDialog({ isOpen, isExtending, remaining, failed, extendError, onExtend, onDecline }: SessionPromptDialogProps) {
  return (
    <AlertDialog
      title={messages.extendSessionTitle}
      isOpen={isOpen}
      tone="warning"
      primaryLabel={isExtending ? 'Extending…' : 'Yes, extend'}
      onPrimary={onExtend}
      isPrimaryDisabled={isExtending}
      secondaryLabel="No"
      onSecondary={onDecline}
    >
      <p>
        Your session will end in <strong>{remaining}</strong>. Do you want to extend it?
      </p>
      {failed && (
        <p className="form-error" role="alert">
          The session could not be extended: {extendError ?? messages.networkError} You can try again.
        </p>
      )}
    </AlertDialog>
  );
}
