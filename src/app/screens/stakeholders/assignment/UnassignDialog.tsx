import { useSelector } from '@xstate/react';
import { AlertDialog } from '../../../ui';
import type { AssignmentActor } from './use-assignment-actor';

/** The unassign confirmation (OK removes, Cancel keeps), or why it was refused (OK closes). */
export function UnassignDialog({ actor }: { actor: AssignmentActor }) {
  const alert = useSelector(actor, (s) => s.context.alert);
  const refused = useSelector(actor, (s) => s.hasTag('refused'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'assign.confirm' }));
  if (!alert) return null;
  if (refused) {
    return (
      <AlertDialog title={alert.title} isOpen tone="error" onPrimary={() => actor.send({ type: 'assign.dismiss' })}>
        <p>{alert.text}</p>
      </AlertDialog>
    );
  }
  return (
    <AlertDialog
      title={alert.title}
      isOpen
      tone="warning"
      isPrimaryDisabled={!canConfirm}
      onPrimary={() => actor.send({ type: 'assign.confirm' })}
      secondaryLabel="Cancel"
      onSecondary={() => actor.send({ type: 'assign.cancel' })}
    >
      <p>{alert.text}</p>
    </AlertDialog>
  );
}
