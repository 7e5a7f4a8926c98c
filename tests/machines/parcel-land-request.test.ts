import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  parcelLandRequestMachine,
  shownProblems,
  type ParcelLandReply,
  type ParcelLandSendRequest,
} from '../../machines/parcel-land-request.machine';
import { FORM_FILLS, PARCEL_LAND_REFUSED, PARCEL_LAND_SENT, SAMPLE_TODAY } from '../../machines/parcel-land-request.samples';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import { emptyParcelLandForm } from '../../src/domain/other-services/parcel-land-form';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

/** The page's machine against a fake submission that records what it was sent, with numbered keys. */
function start(send: (request: ParcelLandSendRequest) => Promise<ParcelLandReply> = () => Promise.resolve(PARCEL_LAND_SENT)) {
  const requests: ParcelLandSendRequest[] = [];
  let keys = 0;
  const machine = parcelLandRequestMachine.provide({
    actors: {
      sendParcelLand: fromPromise<ParcelLandReply, ParcelLandSendRequest>(({ input }) => {
        requests.push(input);
        return send(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { today: SAMPLE_TODAY, newKey: () => `key-${++keys}` } }).start();
  return { actor, requests };
}

type Actor = ReturnType<typeof start>['actor'];

const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const tags = (actor: Actor) => [...actor.getSnapshot().tags].sort();
const context = (actor: Actor) => actor.getSnapshot().context;

/** Types the whole APPLICATION tab, valid. */
function fill(actor: Actor) {
  for (const change of FORM_FILLS) actor.send(change);
}

/** A valid form on the BILLING tab. */
function toBilling(actor: Actor) {
  fill(actor);
  actor.send({ type: 'application.next' });
}

describe('parcel land request machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('parcel-land-request'));
  });

  describe('the APPLICATION tab', () => {
    it('opens on a blank form: request date today, purpose 001, one NEW / MK lot, no field marked', () => {
      const { actor } = start();
      expect(actor.getSnapshot().matches({ application: 'editing' })).toBe(true);
      expect(tags(actor)).toEqual(['application']);
      expect(context(actor).form).toEqual(emptyParcelLandForm(SAMPLE_TODAY));
      expect(context(actor).form.lots).toEqual([{ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '', landLotNo: '' }]);
      expect(shownProblems(context(actor))).toBeNull();
      expect(context(actor).key).toBeNull();
    });

    it('Next on an incomplete form stays on APPLICATION and marks every field from then on', () => {
      const { actor } = start();
      expect(actor.getSnapshot().can({ type: 'application.next' })).toBe(true);
      actor.send({ type: 'application.next' });
      expect(tags(actor)).toEqual(['application']);
      expect(context(actor).showProblems).toBe(true);
      expect(shownProblems(context(actor))).toEqual({
        fields: {
          referenceNo: 'Reference No. cannot be empty',
          emailAddress: 'Email cannot be empty',
          applicantSolicitor: messages.applicantSolicitorEmpty,
          sellSolTel: messages.solicitorContactEmpty,
          parcelNo: 'Parcel No. is required.',
        },
        lots: [{ landLotMkTsNo: 'Input Number cannot be empty' }],
      });
      actor.send({ type: 'form.change', field: 'parcelNo', value: 'P1234-' });
      expect(shownProblems(context(actor))?.fields.parcelNo).toBe('Alphanumeric value of up to 10 characters.');
    });

    it('Next on the valid form opens BILLING with a new idempotency key', () => {
      const { actor } = start();
      toBilling(actor);
      expect(actor.getSnapshot().matches({ billing: 'ready' })).toBe(true);
      expect(tags(actor)).toEqual(['billing']);
      expect(context(actor).key).toBe('key-1');
    });

    it('changes the fields and the lot rows; a lot row that is not there is refused', () => {
      const { actor } = start();
      actor.send({ type: 'form.change', field: 'purposeReq', value: '002' });
      actor.send({ type: 'lot.add' });
      actor.send({ type: 'lot.change', index: 1, field: 'landLotFormat', value: 'O' });
      actor.send({ type: 'lot.change', index: 1, field: 'landLotNo', value: '123456789' });
      expect(context(actor).form.purposeReq).toBe('002');
      expect(context(actor).form.lots[1]).toEqual({ landLotFormat: 'O', landLotMkTsId: 'MK', landLotMkTsNo: '', landLotNo: '123456789' });
      expect(actor.getSnapshot().can({ type: 'lot.change', index: 2, field: 'landLotNo', value: '1' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'lot.remove', index: 2 })).toBe(false);
      actor.send({ type: 'lot.remove', index: 0 });
      expect(context(actor).form.lots).toEqual([{ landLotFormat: 'O', landLotMkTsId: 'MK', landLotMkTsNo: '', landLotNo: '123456789' }]);
    });

    it('an added empty lot row keeps Next on APPLICATION with the row marked', () => {
      const { actor } = start();
      fill(actor);
      actor.send({ type: 'lot.add' });
      actor.send({ type: 'application.next' });
      expect(tags(actor)).toEqual(['application']);
      expect(shownProblems(context(actor))).toEqual({ fields: {}, lots: [{}, { landLotMkTsNo: messages.inputNumberEmpty }] });
      actor.send({ type: 'lot.remove', index: 1 });
      actor.send({ type: 'application.next' });
      expect(tags(actor)).toEqual(['billing']);
    });

    it("Cancel leaves for the listing: the final 'cancelled', nothing sent", () => {
      const { actor, requests } = start();
      fill(actor);
      actor.send({ type: 'application.cancel' });
      expect(actor.getSnapshot().matches('cancelled')).toBe(true);
      expect(actor.getSnapshot().status).toBe('done');
      expect(requests).toEqual([]);
    });
  });

  describe('the BILLING tab', () => {
    it('Cancel returns to APPLICATION with the form as it was; Next again keeps the same key', () => {
      const { actor } = start();
      toBilling(actor);
      const form = context(actor).form;
      expect(actor.getSnapshot().can({ type: 'application.cancel' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'form.change', field: 'referenceNo', value: 'X' })).toBe(false);
      actor.send({ type: 'billing.back' });
      expect(actor.getSnapshot().matches({ application: 'editing' })).toBe(true);
      expect(context(actor).form).toEqual(form);
      actor.send({ type: 'application.next' });
      expect(context(actor).key).toBe('key-1');
    });

    it('an edit of the form is a new request with a new key', () => {
      const { actor } = start();
      toBilling(actor);
      actor.send({ type: 'billing.back' });
      actor.send({ type: 'form.change', field: 'applicantAddress', value: '10 Collyer Quay #20-01' });
      expect(context(actor).key).toBeNull();
      actor.send({ type: 'application.next' });
      expect(context(actor).key).toBe('key-2');
    });
  });

  describe('sending', () => {
    it("sends the form with its key; a reply with 'Success' ends in 'sent' with the reply as the notice", async () => {
      const { actor, requests } = start();
      toBilling(actor);
      actor.send({ type: 'billing.send' });
      expect(tags(actor)).toEqual(['busy']);
      expect(actor.getSnapshot().can({ type: 'billing.send' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'billing.back' })).toBe(false);
      await settled(actor);
      expect(requests).toEqual([{ form: context(actor).form, key: 'key-1' }]);
      expect(requests[0]?.form.referenceNo).toBe('TL/2026/031');
      expect(actor.getSnapshot().matches('sent')).toBe(true);
      expect(actor.getSnapshot().status).toBe('done');
      expect(tags(actor)).toEqual(['sent']);
      expect(context(actor).notice).toBe(PARCEL_LAND_SENT);
    });

    it("a reply without 'Success' is shown on BILLING; Send retries with the same key", async () => {
      let reply = 'Parcel No. P1234 is not found in the land register.';
      const { actor, requests } = start(() => Promise.resolve(reply));
      toBilling(actor);
      actor.send({ type: 'billing.send' });
      await settled(actor);
      expect(actor.getSnapshot().matches({ billing: 'failed' })).toBe(true);
      expect(tags(actor)).toEqual(['billing', 'error']);
      expect(context(actor).problem).toBe(reply);
      reply = PARCEL_LAND_SENT;
      actor.send({ type: 'billing.send' });
      expect(context(actor).problem).toBeNull();
      await settled(actor);
      expect(requests.map((request) => request.key)).toEqual(['key-1', 'key-1']);
      expect(actor.getSnapshot().matches('sent')).toBe(true);
    });

    it("a failed call shows the server's message, or 'Network Error.', and keeps BILLING", async () => {
      let failure: Error = new ApiError(500, 'Internal Server Error.. Please try again later!');
      const { actor } = start(() => Promise.reject(failure));
      toBilling(actor);
      actor.send({ type: 'billing.send' });
      await settled(actor);
      expect(context(actor).problem).toBe('Internal Server Error.. Please try again later!');
      expect(tags(actor)).toEqual(['billing', 'error']);
      failure = new Error('');
      actor.send({ type: 'billing.send' });
      await settled(actor);
      expect(context(actor).problem).toBe(messages.networkError);
      actor.send({ type: 'billing.back' });
      expect(context(actor).problem).toBeNull();
      expect(tags(actor)).toEqual(['application']);
    });

    it("a refused check (400) returns to APPLICATION with the server's messages and the fields marked", async () => {
      const { actor } = start(() => Promise.reject(new ApiError(400, messages.badRequest, [messages.requestDateBeforeToday])));
      toBilling(actor);
      actor.send({ type: 'billing.send' });
      await settled(actor);
      expect(actor.getSnapshot().matches({ application: 'rejected' })).toBe(true);
      expect(tags(actor)).toEqual(['application', 'error']);
      expect(context(actor).serverProblems).toEqual(['Request Date cannot be before today']);
      expect(context(actor).showProblems).toBe(true);
      actor.send({ type: 'form.change', field: 'reqDate', value: '2026-11-30' });
      expect(actor.getSnapshot().matches({ application: 'editing' })).toBe(true);
      expect(context(actor).serverProblems).toEqual([]);
      expect(context(actor).key).toBeNull();
    });

    it('a 400 without listed messages shows its message (the sample the model uses)', async () => {
      const { actor } = start(() => Promise.reject(new ApiError(400, 'Parcel No. is required.')));
      toBilling(actor);
      actor.send({ type: 'billing.send' });
      await settled(actor);
      expect(context(actor).serverProblems).toEqual(['Parcel No. is required.']);
      expect(PARCEL_LAND_REFUSED.errors).toEqual([messages.requestDateBeforeToday]);
    });
  });
});
