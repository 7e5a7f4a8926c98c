import { useSelector } from '@xstate/react';
import { contactFieldLabel } from '../../../domain/edit-conflict/field-labels';
import { messages } from '../../../domain/messages';
import { EditConflictDialog, type EditConflictActor } from '../common/EditConflictDialog';
import { FormFlowAlerts } from '../common/FormFlowAlerts';
import { LeaveWithoutSavingDialog } from '../common/LeaveWithoutSavingDialog';
import type { ClientFormActor } from './use-client-form-actor';

/**
 * The contact form machine's dialogs: the rule problems, the delete confirmation, the failures, and 'Leave without
 * saving?' after Cancel on an edited form, and the edit conflict when someone saved the contact first.
 */
export function ClientFormAlerts({ actor }: { actor: ClientFormActor }) {
  const problems = useSelector(actor, (s) => (s.hasTag('problems') ? s.context.problems : null));
  const warning = useSelector(actor, (s) => (s.hasTag('warning') ? s.context.alert : null));
  const failure = useSelector(actor, (s) => (s.hasTag('error') ? s.context.alert : null));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'form.retry' }));
  const leaving = useSelector(actor, (s) => s.hasTag('leaving'));
  const conflict = useSelector(actor, (s) => (s.hasTag('conflict') ? (s.children.editConflict as EditConflictActor | undefined) : undefined));
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
      <EditConflictDialog actor={conflict} fieldLabel={contactFieldLabel} />
      <LeaveWithoutSavingDialog
        isOpen={leaving}
        onLeave={() => actor.send({ type: 'form.leave' })}
        onStay={() => actor.send({ type: 'form.stay' })}
      />
    </>
  );
}
