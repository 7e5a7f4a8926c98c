import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../../machines/session.machine';
import { formatRemaining } from '../../../domain/session-time';
import { lazyWhenOpen } from '../common/lazy-when-open';
import type { SessionPromptDialogProps } from './SessionPromptDialog';

// Shown in the last 90 seconds of a session, if ever: the dialog is fetched the first time it opens.
const SessionPromptDialog = lazyWhenOpen<SessionPromptDialogProps>(() =>
  import('./SessionPromptDialog').then((module) => module.SessionPromptDialog),
);

/** The 'Extend Session?' prompt under 90 seconds left; what it shows comes from the session machine's tags. */
export function SessionPrompt({ session }: { session: ActorRefFrom<typeof sessionMachine> }) {
  const open = useSelector(session, (s) => s.hasTag('prompt'));
  const busy = useSelector(session, (s) => s.hasTag('busy'));
  const remainingMs = useSelector(session, (s) => s.context.remainingMs);
  const canExtend = useSelector(session, (s) => s.can({ type: 'session.extend' }));
  const failed = useSelector(session, (s) => s.hasTag('error'));
  const extendError = useSelector(session, (s) => s.context.extendError);
  return (
    <SessionPromptDialog
      isOpen={open || busy}
      isExtending={busy}
      remaining={formatRemaining(remainingMs ?? 0)}
      failed={failed}
      extendError={extendError}
      onExtend={() => canExtend && session.send({ type: 'session.extend' })}
      onDecline={() => session.send({ type: 'session.decline' })}
    />
  );
}
