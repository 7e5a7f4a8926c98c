import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property } from '../../../api/property-form';
import { removeSecondStakeholderMutationOptions } from '../../../api/queries/secondary-stakeholders';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { AlertDialog, showToast } from '../../ui';
import type { SecondaryKind } from './secondary-kinds';

export interface SecondaryDeleteDialogProps {
  property: Property;
  kind: SecondaryKind;
  onClose: () => void;
}

/** Deleting needs a confirmation (seed 001 §4); success is 'Successfully Deleted' (§8). */
export function SecondaryDeleteDialog({ property, kind, onClose }: SecondaryDeleteDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(removeSecondStakeholderMutationOptions(api, queryClient));
  const confirm = () =>
    remove.mutate(
      { propertyInfoId: property.id, kind: kind.infoName },
      {
        onSuccess: () => {
          showToast(messages.successfullyDeleted, 'success');
          onClose();
        },
        onError: (error) => {
          showToast(error.message, 'error');
          onClose();
        },
      },
    );
  return (
    <AlertDialog
      isOpen
      title={messages.secondaryDeleteTitle}
      tone="warning"
      primaryLabel="Delete"
      onPrimary={confirm}
      isPrimaryDisabled={remove.isPending}
      secondaryLabel="Cancel"
      // Once the delete is on its way, cancelling could not take it back.
      onSecondary={() => !remove.isPending && onClose()}
    >
      <p>{messages.confirmDeleteSecondary(kind.title)}</p>
    </AlertDialog>
  );
}
