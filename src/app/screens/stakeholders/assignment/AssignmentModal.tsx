import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Button, Modal } from '../../../ui';
import type { AssignmentActor } from './use-assignment-actor';

export interface AssignmentModalProps {
  actor: AssignmentActor;
  title: string;
  children: ReactNode;
  /** Buttons before Cancel and Save (Back, Create New Lawyer …). */
  extraActions?: ReactNode;
}

/** The frame every assignment modal shares: Cancel ends without a change; Save is the machine's to judge. */
export function AssignmentModal({ actor, title, children, extraActions }: AssignmentModalProps) {
  const canSave = useSelector(actor, (s) => s.can({ type: 'assign.save' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'assign.cancel' }));
  const cancel = () => actor.send({ type: 'assign.cancel' });
  return (
    <Modal
      title={title}
      isOpen
      size="lg"
      isDismissable={canCancel}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      footer={
        <>
          {extraActions}
          <Button variant="secondary" isDisabled={!canCancel} onPress={cancel}>
            Cancel
          </Button>
          <Button isDisabled={!canSave} onPress={() => actor.send({ type: 'assign.save' })}>
            Save
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
