import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  blankCriteria,
  soaRequestMachine,
  soaRowKey,
  type SoaMode,
  type SoaSearchReply,
  type SoaSearchRequest,
  type SoaSendReply,
  type SoaSendRequest,
} from '../../machines/soa-request.machine';
import {
  NON_SOA_CRITERIA,
  NON_SOA_NO_STREET,
  SOA_CRITERIA,
  SOA_FROM_AFTER_TO,
  SOA_NO_DATES,
  SOA_ROW_A,
  SOA_ROW_B,
  SOA_SENT_REPLY,
} from '../../machines/soa-request.samples';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

interface Server {
  search?: (request: SoaSearchRequest) => Promise<SoaSearchReply>;
  send?: (request: SoaSendRequest) => Promise<SoaSendReply>;
}

const TWO_ROWS: SoaSearchReply = { count: 2, searchResult: [SOA_ROW_A, SOA_ROW_B] };

/** One of the pages against a fake server that records what it was asked, with numbered keys. */
function start(mode: SoaMode, server: Server = {}) {
  const calls = { search: [] as SoaSearchRequest[], send: [] as SoaSendRequest[] };
  let keys = 0;
  const machine = soaRequestMachine.provide({
    actors: {
      search: fromPromise<SoaSearchReply, SoaSearchRequest>(({ input }) => {
        calls.search.push(input);
        return server.search?.(input) ?? Promise.resolve(TWO_ROWS);
      }),
      send: fromPromise<SoaSendReply, SoaSendRequest>(({ input }) => {
        calls.send.push(input);
        return server.send?.(input) ?? Promise.resolve(SOA_SENT_REPLY);
      }),
    },
  });
  const actor = createActor(machine, { input: { mode, newKey: () => `key-${++keys}` } }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];

const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const tags = (actor: Actor) => [...actor.getSnapshot().tags].sort();
const context = (actor: Actor) => actor.getSnapshot().context;

/** Searches with the page's sample criteria and waits for the rows. */
async function searched(mode: SoaMode, server: Server = {}) {
  const started = start(mode, server);
  started.actor.send({ type: 'search.submit', criteria: mode === 'soa' ? SOA_CRITERIA : NON_SOA_CRITERIA });
  await settled(started.actor);
  return started;
}

describe('statement of account request machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('soa-request'));
  });

  describe('searching', () => {
    it('opens on the blank search form of its page, no results, nothing to report', () => {
      for (const mode of ['soa', 'nonSoa'] as const) {
        const { actor } = start(mode);
        expect(actor.getSnapshot().matches({ search: 'ready' }), mode).toBe(true);
        expect(tags(actor), mode).toEqual([]);
        expect(context(actor).criteria, mode).toEqual(blankCriteria(mode));
        expect(context(actor).outcome, mode).toBeNull();
      }
    });

    it('SOA sends the dates as dd/MM/yyyy and never the reference no.', async () => {
      const { actor, calls } = await searched('soa');
      expect(calls.search).toEqual([{ kind: 'soa', fromDate: '01/09/2026', toDate: '27/11/2026', referenceNo: null }]);
      expect(context(actor).criteria).toEqual(SOA_CRITERIA);
    });

    it('non-SOA sends the block and the street upper-cased with the property type', async () => {
      const { calls } = await searched('nonSoa');
      expect(calls.search).toEqual([{ kind: 'nonSoa', strBlk: '2', strStrtName: 'MARINA BOULEVARD', strPropType: 'B' }]);
    });

    it('refuses SOA dates that are missing or From after To, on the form and without a call', () => {
      const { actor, calls } = start('soa');
      actor.send({ type: 'search.submit', criteria: SOA_NO_DATES });
      expect(actor.getSnapshot().matches({ search: 'refused' })).toBe(true);
      expect(tags(actor)).toEqual(['error']);
      expect(context(actor).problem).toBe('From date and To date must not be empty!');
      actor.send({ type: 'search.submit', criteria: SOA_FROM_AFTER_TO });
      expect(context(actor).problem).toBe('From date should not be after To date!');
      expect(calls.search).toEqual([]);
    });

    it('refuses a non-SOA search without a street name', () => {
      const { actor, calls } = start('nonSoa');
      actor.send({ type: 'search.submit', criteria: NON_SOA_NO_STREET });
      expect(context(actor).problem).toBe('Street Name cannot be empty');
      expect(tags(actor)).toEqual(['error']);
      expect(calls.search).toEqual([]);
    });

    it("takes only its own page's criteria", () => {
      expect(start('soa').actor.getSnapshot().can({ type: 'search.submit', criteria: NON_SOA_CRITERIA })).toBe(false);
      expect(start('nonSoa').actor.getSnapshot().can({ type: 'search.submit', criteria: SOA_CRITERIA })).toBe(false);
    });

    it("shows the rows with 'Record Found', nothing ticked", async () => {
      const { actor } = start('soa');
      actor.send({ type: 'search.submit', criteria: SOA_CRITERIA });
      expect(tags(actor)).toEqual(['busy']);
      await settled(actor);
      expect(actor.getSnapshot().matches({ results: { none: 'ready' } })).toBe(true);
      expect(tags(actor)).toEqual(['results']);
      expect(context(actor).results).toEqual([SOA_ROW_A, SOA_ROW_B]);
      expect(context(actor).count).toBe(2);
      expect(context(actor).outcome).toBe('Record Found');
      expect(context(actor).selected).toEqual([]);
    });

    it("says 'No record found. Please adjust your search criteria and try again' for no rows", async () => {
      const { actor } = await searched('nonSoa', { search: () => Promise.resolve({ count: 0, searchResult: [] }) });
      expect(context(actor).outcome).toBe('No record found. Please adjust your search criteria and try again');
      expect(actor.getSnapshot().can({ type: 'rows.toggleAll' })).toBe(false);
    });

    it("a failed search shows the server's message; Search tries again", async () => {
      let fail = true;
      const { actor } = await searched('soa', {
        search: () => (fail ? Promise.reject(new ApiError(500, 'Error Status 500')) : Promise.resolve(TWO_ROWS)),
      });
      expect(actor.getSnapshot().matches({ search: 'failed' })).toBe(true);
      expect(tags(actor)).toEqual(['error']);
      expect(context(actor).problem).toBe('Error Status 500');
      fail = false;
      actor.send({ type: 'search.submit', criteria: SOA_CRITERIA });
      await settled(actor);
      expect(context(actor).problem).toBeNull();
      expect(tags(actor)).toEqual(['results']);
    });

    it('a new search over results clears them and the ticks; criteria with a problem drop the old rows', async () => {
      const { actor } = await searched('soa');
      actor.send({ type: 'row.toggle', key: SOA_ROW_A.lfControlNo, selected: true });
      actor.send({ type: 'search.submit', criteria: SOA_CRITERIA });
      expect(context(actor).selected).toEqual([]);
      await settled(actor);
      actor.send({ type: 'search.submit', criteria: SOA_FROM_AFTER_TO });
      expect(actor.getSnapshot().matches({ search: 'refused' })).toBe(true);
      expect(context(actor).results).toEqual([]);
      expect(context(actor).outcome).toBeNull();
    });
  });

  describe('ticking rows', () => {
    it('ticks SOA rows by LF control no. and non-SOA rows by property account no.', async () => {
      expect(soaRowKey('soa', SOA_ROW_A)).toBe('LF2026110300004');
      expect(soaRowKey('nonSoa', SOA_ROW_A)).toBe('12345678');
      const soa = (await searched('soa')).actor;
      expect(soa.getSnapshot().can({ type: 'row.toggle', key: SOA_ROW_A.propActNo, selected: true })).toBe(false);
      soa.send({ type: 'row.toggle', key: SOA_ROW_A.lfControlNo, selected: true });
      expect(context(soa).selected).toEqual([SOA_ROW_A.lfControlNo]);
      const nonSoa = (await searched('nonSoa')).actor;
      nonSoa.send({ type: 'row.toggle', key: SOA_ROW_B.propActNo, selected: true });
      expect(context(nonSoa).selected).toEqual([SOA_ROW_B.propActNo]);
    });

    it("tags 'selected' while a row is ticked, keeping the rows' order", async () => {
      const { actor } = await searched('soa');
      actor.send({ type: 'row.toggle', key: SOA_ROW_B.lfControlNo, selected: true });
      actor.send({ type: 'row.toggle', key: SOA_ROW_A.lfControlNo, selected: true });
      expect(tags(actor)).toEqual(['results', 'selected']);
      expect(context(actor).selected).toEqual([SOA_ROW_A.lfControlNo, SOA_ROW_B.lfControlNo]);
      expect(actor.getSnapshot().can({ type: 'row.toggle', key: SOA_ROW_A.lfControlNo, selected: true })).toBe(false);
      actor.send({ type: 'row.toggle', key: SOA_ROW_A.lfControlNo, selected: false });
      actor.send({ type: 'row.toggle', key: SOA_ROW_B.lfControlNo, selected: false });
      expect(tags(actor)).toEqual(['results']);
    });

    it('select-all ticks every row, and unticks them all when all are ticked', async () => {
      const { actor } = await searched('nonSoa');
      actor.send({ type: 'row.toggle', key: SOA_ROW_B.propActNo, selected: true });
      actor.send({ type: 'rows.toggleAll' });
      expect(context(actor).selected).toEqual([SOA_ROW_A.propActNo, SOA_ROW_B.propActNo]);
      actor.send({ type: 'rows.toggleAll' });
      expect(context(actor).selected).toEqual([]);
      expect(actor.getSnapshot().matches({ results: 'none' })).toBe(true);
    });
  });

  describe('sending', () => {
    it("Send with nothing ticked says 'Please select at least one record to send.' and calls nothing", async () => {
      const { actor, calls } = await searched('soa');
      actor.send({ type: 'results.send' });
      expect(actor.getSnapshot().matches({ results: { none: 'refused' } })).toBe(true);
      expect(tags(actor)).toEqual(['error', 'results']);
      expect(context(actor).problem).toBe(messages.selectAtLeastOneToSend);
      expect(calls.send).toEqual([]);
      actor.send({ type: 'row.toggle', key: SOA_ROW_A.lfControlNo, selected: true });
      expect(context(actor).problem).toBeNull();
      expect(tags(actor)).toEqual(['results', 'selected']);
    });

    it("SOA sends the ticked LF control nos. with a key, shows the reply's text and clears its fields and results", async () => {
      const { actor, calls } = await searched('soa');
      actor.send({ type: 'rows.toggleAll' });
      actor.send({ type: 'results.send' });
      expect(tags(actor)).toEqual(['busy']);
      expect(actor.getSnapshot().can({ type: 'rows.toggleAll' })).toBe(false);
      await settled(actor);
      expect(calls.send).toEqual([{ mode: 'soa', lfControlNos: [SOA_ROW_A.lfControlNo, SOA_ROW_B.lfControlNo], key: 'key-1' }]);
      expect(actor.getSnapshot().matches('sent')).toBe(true);
      expect(actor.getSnapshot().status).toBe('done');
      expect(tags(actor)).toEqual(['sent']);
      expect(context(actor).notice).toBe('2 Statement of Account requests Submitted');
      expect(context(actor).criteria).toEqual(blankCriteria('soa'));
      expect(context(actor).results).toEqual([]);
      expect(context(actor).selected).toEqual([]);
    });

    it("non-SOA sends the property account nos. and toasts 'Submitted', its results kept", async () => {
      const { actor, calls } = await searched('nonSoa', { send: () => Promise.resolve('2 requests received') });
      actor.send({ type: 'row.toggle', key: SOA_ROW_B.propActNo, selected: true });
      actor.send({ type: 'results.send' });
      await settled(actor);
      expect(calls.send).toEqual([{ mode: 'nonSoa', lfControlNos: [SOA_ROW_B.propActNo], key: 'key-1' }]);
      expect(context(actor).notice).toBe('Submitted');
      expect(context(actor).results).toEqual([SOA_ROW_A, SOA_ROW_B]);
    });

    it("a failed send shows the server's message and keeps the ticks; Send retries with the same key", async () => {
      let fail = true;
      const refusal = new ApiError(409, messages.soaAlreadyProcessing(SOA_ROW_A.lfControlNo));
      const { actor, calls } = await searched('soa', { send: () => (fail ? Promise.reject(refusal) : Promise.resolve(SOA_SENT_REPLY)) });
      actor.send({ type: 'row.toggle', key: SOA_ROW_A.lfControlNo, selected: true });
      actor.send({ type: 'results.send' });
      await settled(actor);
      expect(actor.getSnapshot().matches({ results: { some: 'failed' } })).toBe(true);
      expect(tags(actor)).toEqual(['error', 'results', 'selected']);
      expect(context(actor).problem).toBe('A Statement of Account for LF2026110300004 is already being processed.');
      fail = false;
      actor.send({ type: 'results.send' });
      await settled(actor);
      expect(calls.send.map((call) => call.key)).toEqual(['key-1', 'key-1']);
      expect(actor.getSnapshot().matches('sent')).toBe(true);
    });

    it('a refused send (400) shows its listed messages', async () => {
      const refusal = new ApiError(400, messages.badRequest, ['lfControlNos: at most 100']);
      const { actor } = await searched('soa', { send: () => Promise.reject(refusal) });
      actor.send({ type: 'rows.toggleAll' });
      actor.send({ type: 'results.send' });
      await settled(actor);
      expect(context(actor).problem).toBe('lfControlNos: at most 100');
    });

    it("a failure without a message says 'Network Error.'; a changed selection is sent with a new key", async () => {
      let fail = true;
      const { actor, calls } = await searched('soa', { send: () => (fail ? Promise.reject(new Error('')) : Promise.resolve(SOA_SENT_REPLY)) });
      actor.send({ type: 'row.toggle', key: SOA_ROW_A.lfControlNo, selected: true });
      actor.send({ type: 'results.send' });
      await settled(actor);
      expect(context(actor).problem).toBe(messages.networkError);
      actor.send({ type: 'row.toggle', key: SOA_ROW_B.lfControlNo, selected: true });
      expect(context(actor).problem).toBeNull();
      expect(actor.getSnapshot().matches({ results: { some: 'ready' } })).toBe(true);
      fail = false;
      actor.send({ type: 'results.send' });
      await settled(actor);
      expect(calls.send.map((call) => call.key)).toEqual(['key-1', 'key-2']);
    });
  });
});
