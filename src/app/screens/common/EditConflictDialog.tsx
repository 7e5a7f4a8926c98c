import { useSelector } from '@xstate/react';
import { isMachineSnapshot, type ActorRefFrom } from 'xstate';
import type { editConflictMachine } from '../../../../machines/edit-conflict.machine';
import { conflictValueText } from '../../../domain/edit-conflict/field-labels';
import { valueAt } from '../../../domain/edit-conflict/merge-edits';
import { messages } from '../../../domain/messages';
import { AlertDialog } from '../../ui';
import './common.css';

export type EditConflictActor = ActorRefFrom<typeof editConflictMachine>;

export interface EditConflictDialogProps {
  /** The form machine's invoked edit-conflict child while its save is refused as stale; undefined otherwise. */
  actor: EditConflictActor | undefined;
  /** The field's label as the form shows it. */
  fieldLabel: (path: string) => string;
}

/**
 * Someone saved the record first. The dialog says who and when (the server's words), lists what they changed —
 * their value and mine, the fields we both changed marked — and lets the person keep their edits on top of the
 * latest version or discard them. Everything it shows and allows comes from the edit-conflict machine.
 */
export function EditConflictDialog({ actor, fieldLabel }: EditConflictDialogProps) {
  // A stand-in that answers for the dialog (a screen test's scripted child) has no dialog to draw.
  if (!actor || !isMachineSnapshot(actor.getSnapshot())) return null;
  return <OpenConflict actor={actor} fieldLabel={fieldLabel} />;
}

function OpenConflict({ actor, fieldLabel }: { actor: EditConflictActor; fieldLabel: (path: string) => string }) {
  const snapshot = useSelector(actor, (s) => s);
  const { message, merged, latest, mine } = snapshot.context;
  if (snapshot.hasTag('error')) {
    return (
      <AlertDialog
        title={messages.editConflictTitle}
        isOpen
        tone="warning"
        primaryLabel="Try again"
        onPrimary={() => actor.send({ type: 'conflict.retry' })}
        secondaryLabel="Close"
        onSecondary={() => actor.send({ type: 'conflict.close' })}
      >
        <p>{message}</p>
        <p role="alert">{messages.editConflictLoadFailed}</p>
      </AlertDialog>
    );
  }
  const busy = snapshot.hasTag('busy');
  const collisions = new Set(merged?.collisions ?? []);
  const changes = merged?.theirChanges ?? [];
  return (
    <AlertDialog
      title={messages.editConflictTitle}
      isOpen
      tone="warning"
      primaryLabel={messages.editConflictReapply}
      isPrimaryDisabled={!snapshot.can({ type: 'conflict.reapply' })}
      onPrimary={() => actor.send({ type: 'conflict.reapply' })}
      secondaryLabel={messages.editConflictDiscard}
      onSecondary={() => actor.send({ type: 'conflict.discard' })}
    >
      <p>{message}</p>
      {busy || !latest ? (
        <p aria-live="polite">{messages.editConflictLoading}</p>
      ) : changes.length === 0 ? (
        <p>{messages.editConflictNothingOfTheirs}</p>
      ) : (
        <table className="edit-conflict__changes">
          <caption>{messages.editConflictTheirChanges}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.editConflictField}</th>
              <th scope="col">{messages.editConflictTheirs}</th>
              <th scope="col">{messages.editConflictYours}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((path) => (
              <tr key={path} className={collisions.has(path) ? 'edit-conflict__collision' : undefined}>
                <th scope="row">{fieldLabel(path)}</th>
                <td>{conflictValueText(valueAt(latest.values, path))}</td>
                <td>{conflictValueText(valueAt(mine, path))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {collisions.size > 0 && <p>{messages.editConflictCollisions}</p>}
    </AlertDialog>
  );
}
