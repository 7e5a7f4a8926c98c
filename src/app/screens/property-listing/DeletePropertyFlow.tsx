import { useQueryClient } from '@tanstack/react-query';
import { propertiesQueryKey } from '../../../api/queries/properties';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { showToast } from '../../ui';
import { DeleteRecordDialogs } from '../common/DeleteRecordDialogs';
import { useDeleteRecordActor } from '../common/use-delete-record-actor';
import { deleteWithChecks, type DeleteTarget } from './delete-property';

export interface DeletePropertyFlowProps {
  target: DeleteTarget;
  /** The flow is over: the dialogs are closed, whether or not the property was deleted. */
  onClose: () => void;
  onDeleted: (target: DeleteTarget) => void;
}

/**
 * The delete-record machine for one property: confirm → (requisitions check, delete) → 'Successfully Deleted',
 * or the refusal under 'Delete Failed'. Render it keyed by the target, so each delete starts at the confirmation.
 */
export function DeletePropertyFlow({ target, onClose, onDeleted }: DeletePropertyFlowProps) {
  const queryClient = useQueryClient();
  const actor = useDeleteRecordActor(
    () => deleteWithChecks(api, target),
    ({ deleted }) => {
      if (deleted) {
        showToast(messages.successfullyDeleted, 'success');
        // Every listing page and count may have changed, not just the one on screen.
        void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
        onDeleted(target);
      }
      onClose();
    },
  );
  return <DeleteRecordDialogs actor={actor} title={messages.deletePropertyTitle} question={messages.confirmDeleteProperty(target.lawfirmRefNo)} />;
}
