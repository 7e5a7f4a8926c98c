import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../src/domain/messages';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { NonSoaCriteria, SoaCriteria, SoaRequestInput, soaRequestMachine, SoaSearchRow } from './soa-request.machine';

/** The model's keys are all one value, so its paths are the same whichever attempt made them. */
export const SAMPLE_SOA_KEY = 'sample-soa-request-key';
const sampleKey = () => SAMPLE_SOA_KEY;

export const SOA_INPUT: SoaRequestInput = { mode: 'soa', newKey: sampleKey };
export const NON_SOA_INPUT: SoaRequestInput = { mode: 'nonSoa', newKey: sampleKey };
export const soaRequestInputs: readonly SoaRequestInput[] = [SOA_INPUT, NON_SOA_INPUT];

export const SOA_CRITERIA: SoaCriteria = { kind: 'soa', fromDate: '2026-09-01', toDate: '2026-11-27', referenceNo: 'TL/2026' };
export const SOA_NO_DATES: SoaCriteria = { kind: 'soa', fromDate: '', toDate: '2026-11-27', referenceNo: '' };
export const SOA_FROM_AFTER_TO: SoaCriteria = { kind: 'soa', fromDate: '2026-11-28', toDate: '2026-11-27', referenceNo: '' };
export const NON_SOA_CRITERIA: NonSoaCriteria = { kind: 'nonSoa', propType: 'B', blk: '2', street: 'Marina Boulevard' };
export const NON_SOA_NO_STREET: NonSoaCriteria = { kind: 'nonSoa', propType: 'L', blk: '2', street: ' ' };

/** Two cases of the demo firm: each has a requisition (SOA) and a property account (non-SOA). */
export const SOA_ROW_A: SoaSearchRow = {
  lfControlNo: 'LF2026110300004',
  referenceNo: 'TL/2026/014',
  latestRecvDate: null,
  latestReqDate: null,
  propAddr: '2 MARINA BOULEVARD #45-01 THE SAIL @ MARINA BAY SINGAPORE 018956',
  propActNo: '12345678',
  reqSentDate: '2026-11-03',
  soaCount: 0,
};

export const SOA_ROW_B: SoaSearchRow = {
  lfControlNo: 'LF2026110500002',
  referenceNo: 'TL/2026/021',
  latestRecvDate: '2026-11-10',
  latestReqDate: '2026-11-09',
  propAddr: '2 MARINA BOULEVARD #12-03 THE SAIL @ MARINA BAY SINGAPORE 018956',
  propActNo: '87654321',
  reqSentDate: '2026-11-05',
  soaCount: 1,
};

export const SOA_SENT_REPLY = messages.soaRequestsSent(2);
export const SOA_SEND_FAILURE = messages.soaAlreadyProcessing(SOA_ROW_A.lfControlNo);

/** A row's checkbox on either page: the SOA page ticks by LF control no., the non-SOA page by property account no. */
const ticks = (row: SoaSearchRow, selected: boolean) =>
  [row.lfControlNo, row.propActNo].map((key) => ({ type: 'row.toggle' as const, key, selected }));

export const soaRequestSamples: SampleEvents<EventFromLogic<typeof soaRequestMachine>> = {
  'search.submit': [SOA_CRITERIA, SOA_NO_DATES, SOA_FROM_AFTER_TO, NON_SOA_CRITERIA, NON_SOA_NO_STREET].map((criteria) => ({
    type: 'search.submit' as const,
    criteria,
  })),
  'row.toggle': [...ticks(SOA_ROW_A, true), ...ticks(SOA_ROW_A, false), ...ticks(SOA_ROW_B, true)],
  'rows.toggleAll': [{ type: 'rows.toggleAll' }],
  'results.send': [{ type: 'results.send' }],
  'xstate.done.actor.search': [
    actorDone('search', { count: 2, searchResult: [SOA_ROW_A, SOA_ROW_B] }),
    actorDone('search', { count: 0, searchResult: [] }),
  ],
  'xstate.error.actor.search': [actorError('search', messages.networkError)],
  'xstate.done.actor.send': [actorDone('send', SOA_SENT_REPLY)],
  'xstate.error.actor.send': [actorError('send', SOA_SEND_FAILURE)],
};

/**
 * Keeps the model to what a user can do and small enough to replay: only enabled controls are pressed; a new
 * search is tried on the empty page and over results with nothing ticked (not once per selection).
 */
export function soaRequestAllows(snapshot: SnapshotFrom<typeof soaRequestMachine>, anyEvent: AnyEventObject): boolean {
  const event = anyEvent as EventFromLogic<typeof soaRequestMachine>;
  if (!event.type.startsWith('xstate.') && !snapshot.can(event)) return false;
  if (event.type === 'search.submit' && snapshot.hasTag('results')) return snapshot.context.selected.length === 0;
  return true;
}
