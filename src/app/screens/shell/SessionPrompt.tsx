import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../../machines/session.machine';
import { formatRemaining } from '../../../domain/session-time';
import { messages } from '../../../domain/messages';
import { AlertDialog } from '../../ui';

/** The 'Extend Session?' prompt under 90 seconds left; what it shows comes from the session machine's tags. */
export function SessionPrompt({ session }: { session: ActorRefFrom<typeof sessionMachine> }) {
  const open = useSelector(session, (s) => s.hasTag('prompt'));
  const busy = useSelector(session, (s) => s.hasTag('busy'));
  const remainingMs = useSelector(session, (s) => s.context.remainingMs);
  const canExtend = useSelector(session, (s) => s.can({ type: 'session.extend' }));
  const failed = useSelector(session, (s) => s.hasTag('error'));
  const extendError = useSelector(session, (s) => s.context.extendError);
  return (
    <AlertDialog
      title={messages.extendSessionTitle}
      isOpen={open || busy}
      tone="warning"
      primaryLabel={busy ? 'Extending…' : 'Yes, extend'}
      onPrimary={() => canExtend && session.send({ type: 'session.extend' })}
      isPrimaryDisabled={busy}
      secondaryLabel="No"
      onSecondary={() => session.send({ type: 'session.decline' })}
    >
      <p>
        Your session will end in <strong>{formatRemaining(remainingMs ?? 0)}</strong>. Do you want to extend it?
      </p>
      {failed && (
        <p className="form-error" role="alert">
          The session could not be extended: {extendError ?? messages.networkError} You can try again.
        </p>
      )}
    </AlertDialog>
  );
}
