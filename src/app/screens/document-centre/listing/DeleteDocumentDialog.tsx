import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeDocument, type DocumentListItem } from '../../../../api/document-centre';
import { documentsQueryKey } from '../../../../api/queries/document-centre';
import { messages } from '../../../../domain/messages';
import { api } from '../../../api';
import { AlertDialog, showToast } from '../../../ui';

export interface DeleteDocumentDialogProps {
  target: DocumentListItem;
  fileName: string;
  /** The dialog is over; `deleted` says whether the row is gone. */
  onClose: (deleted: boolean) => void;
}

/**
 * The confirmation before an upload is deleted (seed 002 §4, §8): Delete removes it with 'Successfully deleted
 * document'; a refusal or failure is said as a toast and the row stays.
 */
export function DeleteDocumentDialog({ target, fileName, onClose }: DeleteDocumentDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeDocument(api, target.id),
    onSuccess: () => {
      showToast(messages.documentDeleted, 'success');
      // Every listing page and count may have changed.
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
      onClose(true);
    },
    onError: (error) => {
      showToast(error.message, 'error');
      onClose(false);
    },
  });
  return (
    <AlertDialog
      isOpen
      title={messages.deleteRecordTitle}
      tone="warning"
      primaryLabel="Delete"
      onPrimary={() => remove.mutate()}
      isPrimaryDisabled={remove.isPending}
      secondaryLabel="Cancel"
      // Once the delete is on its way, cancelling could not take it back.
      onSecondary={() => !remove.isPending && onClose(false)}
    >
      <p>{messages.confirmDeleteDocument(fileName)}</p>
    </AlertDialog>
  );
}
