import { useSelector } from '@xstate/react';
import { messages } from '../../../domain/messages';
import { AlertDialog } from '../../ui';
import type { DeleteRecordActor } from './use-delete-record-actor';

export interface DeleteRecordDialogsProps {
  actor: DeleteRecordActor;
  /** The confirmation's title and question, naming the record. */
  title: string;
  question: string;
}

/** What the delete-record machine shows: the confirmation (Delete disabled while deleting), then 'Delete Failed' or nothing. */
export function DeleteRecordDialogs({ actor, title, question }: DeleteRecordDialogsProps) {
  const finished = useSelector(actor, (s) => s.status === 'done');
  const refusal = useSelector(actor, (s) => (s.matches('refused') ? s.context.message : null));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'delete.confirm' }));

  if (finished) return null;
  if (refusal !== null) {
    return (
      <AlertDialog isOpen title={messages.deleteFailedTitle} tone="error" onPrimary={() => actor.send({ type: 'delete.acknowledge' })}>
        <p>{refusal}</p>
      </AlertDialog>
    );
  }
  return (
    <AlertDialog
      isOpen
      title={title}
      tone="warning"
      primaryLabel="Delete"
      onPrimary={() => actor.send({ type: 'delete.confirm' })}
      isPrimaryDisabled={!canConfirm}
      secondaryLabel="Cancel"
      // While deleting the machine ignores Cancel: once the delete is on its way, cancelling could not take it back.
      onSecondary={() => actor.send({ type: 'delete.cancel' })}
    >
      <p>{question}</p>
    </AlertDialog>
  );
}
