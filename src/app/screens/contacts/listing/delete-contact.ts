import type { ApiClient } from '../../../../api/client';
import { deleteClient, type ClientListRow } from '../../../../api/contacts';
import { isApiError } from '../../../../api/errors';
import { messages } from '../../../../domain/messages';

export type DeleteContactOutcome = { deleted: true } | { deleted: false; message: string };

/**
 * Seed 000 §6, §8: a contact on a property is refused before the delete is asked for (the listing row says so);
 * the server refuses it too, with a 409 whose errormsg is the same seed text.
 */
export async function deleteContact(client: ApiClient, row: ClientListRow): Promise<DeleteContactOutcome> {
  if (row.isPropertyAssigned === '1') return { deleted: false, message: messages.deleteClientAssigned };
  try {
    await deleteClient(client, row.clientInfoId);
    return { deleted: true };
  } catch (error) {
    return { deleted: false, message: isApiError(error) ? error.message : messages.networkError };
  }
}
