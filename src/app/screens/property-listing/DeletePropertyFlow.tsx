import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { propertiesQueryKey } from '../../../api/queries/properties';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { AlertDialog, showToast } from '../../ui';
import { deleteWithChecks, type DeleteTarget } from './delete-property';

export interface DeletePropertyFlowProps {
  target: DeleteTarget;
  /** The flow is over: the dialogs are closed, whether or not the property was deleted. */
  onClose: () => void;
  onDeleted: (target: DeleteTarget) => void;
}

type Step = { kind: 'confirm' } | { kind: 'working' } | { kind: 'refused'; message: string };

/**
 * Confirm → (requisitions check, delete) → 'Successfully Deleted', or the refusal under 'Delete Failed'.
 * Render it keyed by the target, so each delete starts at the confirmation.
 */
export function DeletePropertyFlow({ target, onClose, onDeleted }: DeletePropertyFlowProps) {
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const queryClient = useQueryClient();
  const confirm = async () => {
    setStep({ kind: 'working' });
    const outcome = await deleteWithChecks(api, target);
    if (!outcome.deleted) return setStep({ kind: 'refused', message: outcome.message });
    showToast(messages.successfullyDeleted, 'success');
    // Every listing page and count may have changed, not just the one on screen.
    void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
    onDeleted(target);
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
      title={messages.deletePropertyTitle}
      tone="warning"
      primaryLabel="Delete"
      onPrimary={() => void confirm()}
      isPrimaryDisabled={step.kind === 'working'}
      secondaryLabel="Cancel"
      // Once the delete is on its way, cancelling could not take it back.
      onSecondary={() => step.kind === 'confirm' && onClose()}
    >
      <p>{messages.confirmDeleteProperty(target.lawfirmRefNo)}</p>
    </AlertDialog>
  );
}
