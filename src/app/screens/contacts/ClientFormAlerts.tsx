import { useSelector } from '@xstate/react';
import { messages } from '../../../domain/messages';
import { FormFlowAlerts } from '../common/FormFlowAlerts';
import { LeaveWithoutSavingDialog } from '../common/LeaveWithoutSavingDialog';
import type { ClientFormActor } from './use-client-form-actor';

/**
 * The contact form machine's dialogs: the rule problems, the delete confirmation, the failures, and 'Leave without
 * saving?' after Cancel on an edited form.
 */
export function ClientFormAlerts({ actor }: { actor: ClientFormActor }) {
  const problems = useSelector(actor, (s) => (s.hasTag('problems') ? s.context.problems : null));
  const warning = useSelector(actor, (s) => (s.hasTag('warning') ? s.context.alert : null));
  const failure = useSelector(actor, (s) => (s.hasTag('error') ? s.context.alert : null));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'form.retry' }));
  const leaving = useSelector(actor, (s) => s.hasTag('leaving'));
  return (
    <>
      <FormFlowAlerts
        validationTitle={messages.contactValidationFailed}
        problems={problems}
        warning={warning}
        failure={failure}
        canRetry={canRetry}
        send={(event) => actor.send(event)}
      />
      <LeaveWithoutSavingDialog
        isOpen={leaving}
        onLeave={() => actor.send({ type: 'form.leave' })}
        onStay={() => actor.send({ type: 'form.stay' })}
      />
    </>
  );
}
