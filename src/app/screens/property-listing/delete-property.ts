import type { ApiClient } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { deleteProperty, getDueDiligence } from '../../../api/properties';
import { messages } from '../../../domain/messages';

export interface DeleteTarget {
  id: number;
  lawfirmRefNo: string;
  propertyRefNo: string;
}

export type DeleteOutcome = { deleted: true } | { deleted: false; message: string };

/**
 * Seed 000 §4 / §8: a property with legal requisitions is refused before the delete is even asked for; the
 * server refuses the rest (assigned and activated, locked) with a 409 whose errormsg is shown as it is.
 */
export async function deleteWithChecks(client: ApiClient, target: DeleteTarget): Promise<DeleteOutcome> {
  try {
    const requisitions = await getDueDiligence(client, target.id);
    if (requisitions.length > 0) {
      return { deleted: false, message: messages.deleteFailedRequisitions(target.lawfirmRefNo, target.propertyRefNo) };
    }
    await deleteProperty(client, target.id);
    return { deleted: true };
  } catch (error) {
    // ApiError messages are already the server's errormsg, 'Error Status {code}' or 'Network Error.'.
    return { deleted: false, message: isApiError(error) ? error.message : messages.networkError };
  }
}
