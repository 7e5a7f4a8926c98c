import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type DeadlinesBoardRequest = Schemas['DeadlinesBoardRequest'];
export type DeadlinesBoardPage = Schemas['DeadlinesBoardPage'];
export type DeadlinesBoardRecord = Schemas['DeadlinesBoardRecord'];
export type BoardDeadline = NonNullable<DeadlinesBoardRecord['next']>;

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** POST /get-deadlines-board: a page of the firm's open cases by their next deadline, soonest (so overdue) first. */
export async function getDeadlinesBoard(client: ApiClient, body: DeadlinesBoardRequest, options: CallOptions = {}): Promise<DeadlinesBoardPage> {
  return unwrap(await client.POST('/get-deadlines-board', { body, signal: options.signal }));
}
