import type { EventFromLogic } from 'xstate';
import type { SampleEvents } from './registry';
import type { RequisitionStatusInput, requisitionStatusMachine } from './requisition-status.machine';

/** An IRAS request (its reply is ticked and printed) and an ACRA people profile (its reply is an attachment). */
export const IRAS_REQUEST: RequisitionStatusInput = { agencyCode: 'IRAS', deptCode: 'IRAS' };
export const ACRA_REQUEST: RequisitionStatusInput = { agencyCode: 'ACRA', deptCode: 'PPR' };

export const requisitionStatusInputs: readonly RequisitionStatusInput[] = [IRAS_REQUEST, ACRA_REQUEST];

export const requisitionStatusSamples: SampleEvents<EventFromLogic<typeof requisitionStatusMachine>> = {
  'agency.sent': [{ type: 'agency.sent' }],
  'agency.replied': [{ type: 'agency.replied' }],
  'draft.discarded': [{ type: 'draft.discarded' }],
  'reply.printed': [{ type: 'reply.printed' }],
  'attachment.opened': [{ type: 'attachment.opened' }],
};
