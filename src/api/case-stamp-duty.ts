import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type SaveCaseStampDutyRequest = Schemas['SaveCaseStampDutyRequest'];
export type SavedStampDuty = Schemas['SavedStampDuty'];
export type CaseStampDuty = Schemas['CaseStampDuty'];
export type StampDutyKind = Schemas['StampDutyKind'];

/** POST /save-case-stamp-duty: the server's own figures for the request, saved on the case; a refusal (400, 409) is thrown as ApiError. */
export async function saveCaseStampDuty(client: ApiClient, body: SaveCaseStampDutyRequest): Promise<SavedStampDuty> {
  return unwrap(await client.POST('/save-case-stamp-duty', { body }));
}

/** POST /print-case-stamp-duty: the short-lived link to the PDF of the case's saved calculation of that kind. */
export async function printCaseStampDuty(client: ApiClient, body: { propertyId: number; kind: StampDutyKind }): Promise<string> {
  return unwrap(await client.POST('/print-case-stamp-duty', { body })).pdfURL;
}
