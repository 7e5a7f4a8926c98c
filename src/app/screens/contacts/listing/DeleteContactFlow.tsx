import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientListRow } from '../../../../api/contacts';
import { contactsQueryKey } from '../../../../api/queries/contacts';
import { messages } from '../../../../domain/messages';
import { api } from '../../../api';
import { AlertDialog, showToast } from '../../../ui';
import { deleteContact } from './delete-contact';

export interface DeleteContactFlowProps {
  target: ClientListRow;
  /** The flow is over: the dialogs are closed, whether or not the contact was deleted. */
  onClose: () => void;
}

type Step = { kind: 'confirm' } | { kind: 'working' } | { kind: 'refused'; message: string };

/**
 * 'Contact Delete Confirmation' → delete → the notice with the name and number, or the refusal under
 * 'Delete Failed'. Render it keyed by the row, so each delete starts at the confirmation.
 */
export function DeleteContactFlow({ target, onClose }: DeleteContactFlowProps) {
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const queryClient = useQueryClient();
  const confirm = async () => {
    setStep({ kind: 'working' });
    const outcome = await deleteContact(api, target);
    if (!outcome.deleted) return setStep({ kind: 'refused', message: outcome.message });
    showToast(messages.contactDeleted(target.name, target.contactNumber), 'success');
    // Every listing page and count may have changed, and the details of the deleted contact are gone.
    void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
    onClose();
  };

  if (step.kind === 'refused') {
    return (
      <AlertDialog isOpen title={messages.deleteFailedTitle} tone="error" onPrimary={onClose}>
        <p>{step.message}</p>
      </AlertDialog>
    );
  }
  return (
    <AlertDialog
      isOpen
      title={messages.contactDeleteTitle}
      tone="warning"
      primaryLabel="Delete"
      onPrimary={() => void confirm()}
      isPrimaryDisabled={step.kind === 'working'}
      secondaryLabel="Cancel"
      // Once the delete is on its way, cancelling could not take it back.
      onSecondary={() => step.kind === 'confirm' && onClose()}
    >
      <p>{messages.confirmDeleteContact(target.name)}</p>
    </AlertDialog>
  );
}
