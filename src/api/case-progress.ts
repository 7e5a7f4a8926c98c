import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type CaseProgress = Schemas['CaseProgress'];
export type CaseDeadline = Schemas['Deadline'];
export type ConfirmCaseStageRequest = Schemas['ConfirmCaseStageRequest'];
export type WithdrawCaseStageRequest = Schemas['WithdrawCaseStageRequest'];

/** POST /get-case-progress: the case's stage, next step, deadlines and what may be confirmed by hand. */
export async function getCaseProgress(client: ApiClient, propertyId: number): Promise<CaseProgress> {
  return unwrap(await client.POST('/get-case-progress', { body: { propertyId } }));
}

/** POST /confirm-case-stage: the progress after the confirmation; a refusal (400 day, 409 not now) is thrown as ApiError. */
export async function confirmCaseStage(client: ApiClient, body: ConfirmCaseStageRequest): Promise<CaseProgress> {
  return unwrap(await client.POST('/confirm-case-stage', { body }));
}

/** POST /withdraw-case-stage: the progress after the withdrawal. */
export async function withdrawCaseStage(client: ApiClient, body: WithdrawCaseStageRequest): Promise<CaseProgress> {
  return unwrap(await client.POST('/withdraw-case-stage', { body }));
}
