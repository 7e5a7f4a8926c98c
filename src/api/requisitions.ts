import type { ApiClient } from './client';
import { unwrap, type CallResult } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type ChargeDetail = Schemas['ChargeDetail'];
export type DueDiligence = Schemas['DueDiligence'];
export type RequisitionRequest = Schemas['RequisitionRequest'];
export type DuplicateRequisition = Schemas['DuplicateRequisition'];
export type StatusAgencyRow = Schemas['StatusAgencyRow'];
export type CheckStatusRequest = Schemas['CheckStatusRequest'];
export type DraftActionRequest = Schemas['DraftActionRequest'];
export type ReplyPrintRequest = Schemas['ReplyPrintRequest'];
export type LoadRequisitionsRequest = Schemas['LoadRequisitionsRequest'];
export type ReportRow = Schemas['ReportRow'];
export type ReplyRow = Schemas['ReplyRow'];

/** The calls of the due-diligence page, the draft cart and the requisition report (seed 001 §7); failures arrive as ApiError. */

export async function getChargeDetails(client: ApiClient, propertyId: number): Promise<ChargeDetail[]> {
  return unwrap(await client.GET('/get-charge-details/{propertyId}', { params: { path: { propertyId } } }));
}

export async function getDueDiligences(client: ApiClient, propertyId: number): Promise<DueDiligence[]> {
  return unwrap(await client.GET('/get-duedeligence/{propertyId}', { params: { path: { propertyId } } }));
}

/** How many streets of that name the agencies know; 0 hides Next. */
export async function searchStreetName(client: ApiClient, streetName: string): Promise<number> {
  return unwrap(await client.POST('/searchStreetName', { body: { streetName } })).count;
}

export async function checkDuplicates(client: ApiClient, body: RequisitionRequest): Promise<DuplicateRequisition[]> {
  return unwrap(await client.POST('/check-Duplicate-DD-Submitted', { body }));
}

/**
 * Submits (or drafts) once per key: the screen makes the key when the confirmation opens, so a double click or
 * a retry answers the first control number. The answer's lfcontrolNo may be null or 'null' (then 'Error').
 */
export async function submitRequisition(client: ApiClient, body: RequisitionRequest, idempotencyKey: string): Promise<string | null> {
  const reply = replyOrNothing(await client.POST('/submitDD', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } }));
  return usableControlNo(reply?.lfcontrolNo);
}

export async function draftRequisition(client: ApiClient, body: RequisitionRequest, idempotencyKey: string): Promise<string | null> {
  const reply = replyOrNothing(await client.POST('/draftDD', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } }));
  return usableControlNo(reply?.lfcontrolNo);
}

/**
 * Seed 001 §8: a submit / draft answer without lfcontrolNo, and a draft action that "returns nothing", show 'Error'.
 * An empty 2xx body is such an answer, so it comes back as null rather than as a failed status ('Error Status 200').
 */
function replyOrNothing<T>(result: CallResult<T>): T | null {
  const nothing = result.data === undefined || result.data === null;
  if (result.response.ok && result.error === undefined && nothing) return null;
  return unwrap(result);
}

function usableControlNo(value: string | null | undefined): string | null {
  return value && value !== 'null' ? value : null;
}

export async function checkStatus(client: ApiClient, body: CheckStatusRequest): Promise<StatusAgencyRow[]> {
  return unwrap(await client.POST('/checkStatus', { body }));
}

export async function submitOrDiscardDrafts(client: ApiClient, body: DraftActionRequest): Promise<boolean> {
  return replyOrNothing(await client.POST('/submitOrDiscardDraftedDueDiligences', { body })) === true;
}

/** POST /print with lrPrint: the ticked replies in one PDF; they become read. */
export async function printReplies(client: ApiClient, body: ReplyPrintRequest): Promise<string> {
  return unwrap(await client.POST('/print', { body })).pdfURL;
}

/** An ACRA / MCST reply report (or any reply's attachment); it becomes read. */
export async function printAttachment(client: ApiClient, rpControlNo: string): Promise<string> {
  return unwrap(await client.POST('/printAttachment', { body: { rpControlNo } })).pdfURL;
}

export async function loadAllRequisitions(client: ApiClient, body: LoadRequisitionsRequest): Promise<ReportRow[]> {
  return unwrap(await client.POST('/loadAllRequisitions', { body }));
}

export async function checkStatusIntreq(client: ApiClient, lfControlNo: string): Promise<ReplyRow[]> {
  return unwrap(await client.POST('/checkStatusIntreq', { body: { lf_control_no: lfControlNo } }));
}

/** The property a control number belongs to; ApiError 404 when none ('Property Load Failed'). */
export async function getPropertyIdByLfControlNo(client: ApiClient, lfControlNumber: string): Promise<number> {
  return unwrap(await client.GET('/get-PropId-by-LFContNum/{lfControlNumber}', { params: { path: { lfControlNumber } } }));
}
