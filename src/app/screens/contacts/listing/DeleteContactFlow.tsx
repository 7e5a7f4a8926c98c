import { useQueryClient } from '@tanstack/react-query';
import type { ClientListRow } from '../../../../api/contacts';
import { contactsQueryKey } from '../../../../api/queries/contacts';
import { messages } from '../../../../domain/messages';
import { api } from '../../../api';
import { showToast } from '../../../ui';
import { DeleteRecordDialogs } from '../../common/DeleteRecordDialogs';
import { useDeleteRecordActor } from '../../common/use-delete-record-actor';
import { deleteContact } from './delete-contact';

export interface DeleteContactFlowProps {
  target: ClientListRow;
  /** The flow is over: the dialogs are closed, whether or not the contact was deleted. */
  onClose: () => void;
}

/**
 * The delete-record machine for one contact: 'Contact Delete Confirmation' → delete → the notice with the name
 * and number, or the refusal under 'Delete Failed'. Render it keyed by the row, so each delete starts at the
 * confirmation.
 */
export function DeleteContactFlow({ target, onClose }: DeleteContactFlowProps) {
  const queryClient = useQueryClient();
  const actor = useDeleteRecordActor(
    () => deleteContact(api, target),
    ({ deleted }) => {
      if (deleted) {
        showToast(messages.contactDeleted(target.name, target.contactNumber), 'success');
        // Every listing page and count may have changed, and the details of the deleted contact are gone.
        void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
      }
      onClose();
    },
  );
  return <DeleteRecordDialogs actor={actor} title={messages.contactDeleteTitle} question={messages.confirmDeleteContact(target.name)} />;
}
