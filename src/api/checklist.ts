import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

export type EnsureChecklistRequest = components['schemas']['EnsureChecklistRequest'];

/**
 * POST /ensure-checklist: the case's checklist id, given one first when it has none. A case without a
 * transaction type, or with Mortgage or Others, is a 409 whose `errormsg` (the seed's message) the thrown
 * ApiError carries; a firm without the add-on is a 403.
 */
export async function ensureChecklist(client: ApiClient, body: EnsureChecklistRequest, options: { signal?: AbortSignal } = {}): Promise<string> {
  return unwrap(await client.POST('/ensure-checklist', { body, signal: options.signal })).checkListId;
}
