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
  return (
    <AlertDialog
      title={messages.extendSessionTitle}
      isOpen={open || busy}
      tone="warning"
      primaryLabel="Yes, extend"
      onPrimary={() => canExtend && session.send({ type: 'session.extend' })}
      secondaryLabel="No"
      onSecondary={() => session.send({ type: 'session.decline' })}
    >
      <p>
        Your session will end in <strong aria-live="polite">{formatRemaining(remainingMs ?? 0)}</strong>. Do you want to extend it?
      </p>
    </AlertDialog>
  );
}
