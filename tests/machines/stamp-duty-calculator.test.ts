import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { stampDutyCalculatorMachine, type StampDutyResult } from '../../machines/stamp-duty-calculator.machine';
import { SAMPLE_ACQUIRED_ON, SAMPLE_BUYER_RESULT, SAMPLE_SELLER_RESULT, STAMP_DUTY_INPUT } from '../../machines/stamp-duty-calculator.samples';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import type { CheckedStampDutyRequest } from '../../src/domain/stamp-duty/form';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

function start(
  calculate: (request: CheckedStampDutyRequest) => Promise<StampDutyResult>,
  save: (request: CheckedStampDutyRequest) => Promise<void> = () => Promise.resolve(),
  input = STAMP_DUTY_INPUT,
) {
  const requests: CheckedStampDutyRequest[] = [];
  const saves: CheckedStampDutyRequest[] = [];
  const machine = stampDutyCalculatorMachine.provide({
    actors: {
      calculate: fromPromise<StampDutyResult, CheckedStampDutyRequest>(({ input }) => {
        requests.push(input);
        return calculate(input);
      }),
      saveOnCase: fromPromise<void, CheckedStampDutyRequest>(({ input }) => {
        saves.push(input);
        return save(input);
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), requests, saves };
}

const answering = (request: CheckedStampDutyRequest) => Promise.resolve(request.tab === 'buyer' ? SAMPLE_BUYER_RESULT : SAMPLE_SELLER_RESULT);

describe('stamp duty calculator machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('stamp-duty-calculator'));
  });

  it("starts on the Buyer tab with the case's price, use and document date", () => {
    const { actor } = start(answering);
    expect(actor.getSnapshot().context).toMatchObject({
      tab: 'buyer',
      form: { price: '1500000', use: 'RESIDENTIAL', documentDate: '2026-01-15', buyer: 'SC', propertiesOwned: 0 },
      result: null,
    });
  });

  it('sends the checked buyer request and shows the answer', async () => {
    const { actor, requests } = start(answering);
    actor.send({ type: 'duty.edit', field: 'propertiesOwned', value: 1 });
    actor.send({ type: 'duty.calculate' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(requests).toEqual([
      {
        tab: 'buyer',
        request: { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 1, documentDate: '2026-01-15', signedAbroad: false },
      },
    ]);
    expect(shown.context.result).toEqual(SAMPLE_BUYER_RESULT);
  });

  it('checks the form before sending: the seller tab needs the acquisition date', () => {
    const { actor, requests } = start(answering);
    actor.send({ type: 'duty.tab', tab: 'seller' });
    actor.send({ type: 'duty.calculate' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.problems).toEqual({ acquiredOn: 'Acquisition date is required.' });
    expect(actor.getSnapshot().can({ type: 'duty.calculate' })).toBe(false);
    actor.send({ type: 'duty.edit', field: 'acquiredOn', value: SAMPLE_ACQUIRED_ON });
    expect(actor.getSnapshot().context.problems).toEqual({});
    expect(requests).toEqual([]);
  });

  it('a date field whose text is no date stops Calculate: its last date is not sent in its place', () => {
    const { actor, requests } = start(answering);
    actor.send({ type: 'duty.unreadable', field: 'documentDate', problem: messages.dateFormatInvalid });
    actor.send({ type: 'duty.calculate' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.problems).toEqual({ documentDate: messages.dateFormatInvalid });
    actor.send({ type: 'duty.unreadable', field: 'documentDate', problem: null });
    actor.send({ type: 'duty.calculate' });
    expect(actor.getSnapshot().value).toBe('calculating');
    expect(requests).toHaveLength(1);
  });

  it('switching tabs forgets unreadable text: the other tab shows the form’s dates afresh', () => {
    const { actor } = start(answering);
    actor.send({ type: 'duty.unreadable', field: 'documentDate', problem: messages.dateFormatInvalid });
    actor.send({ type: 'duty.tab', tab: 'seller' });
    expect(actor.getSnapshot().context.unreadable).toEqual({});
  });

  it('a change after a result clears it, so no figure shows for other inputs', async () => {
    const { actor } = start(answering);
    actor.send({ type: 'duty.calculate' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'duty.edit', field: 'price', value: '2000000' });
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('saves the figures shown on the case: the request the duty was worked out for', async () => {
    const { actor, saves } = start(answering);
    actor.send({ type: 'duty.tab', tab: 'seller' });
    actor.send({ type: 'duty.edit', field: 'acquiredOn', value: SAMPLE_ACQUIRED_ON });
    actor.send({ type: 'duty.calculate' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'duty.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    const saved = await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(saves).toEqual([
      {
        tab: 'seller',
        request: { price: 1_500_000, use: 'RESIDENTIAL', acquiredOn: SAMPLE_ACQUIRED_ON, disposedOn: '2026-01-15', signedAbroad: false },
      },
    ]);
    expect(saved.hasTag('figures')).toBe(true);
    expect(saved.can({ type: 'duty.save' })).toBe(false);
    actor.send({ type: 'duty.edit', field: 'price', value: '2000000' });
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('the calculator alone, not opened from a case, offers no saving', async () => {
    const { actor } = start(answering, undefined, { ...STAMP_DUTY_INPUT, onCase: undefined });
    actor.send({ type: 'duty.calculate' });
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(shown.can({ type: 'duty.save' })).toBe(false);
  });

  it('a refused save says why, keeps the figures shown, and Save tries again', async () => {
    let save: () => Promise<void> = () => Promise.reject(new ApiError(409, messages.caseStampDutyClosed));
    const { actor, saves } = start(answering, () => save());
    actor.send({ type: 'duty.calculate' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    actor.send({ type: 'duty.save' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('saveFailed'));
    expect(failed.context.failure).toEqual([messages.caseStampDutyClosed]);
    expect(failed.context.result).toEqual(SAMPLE_BUYER_RESULT);
    save = () => Promise.resolve();
    actor.send({ type: 'duty.save' });
    expect((await waitFor(actor, (snapshot) => snapshot.matches('saved'))).context.failure).toEqual([]);
    expect(saves).toHaveLength(2);
  });

  it("a 400 shows each of the server's problems without the field names, and Calculate tries again", async () => {
    let answer: () => Promise<StampDutyResult> = () =>
      Promise.reject(
        new ApiError(400, 'Price cannot be negative.', ['price: Price cannot be negative.', 'documentDate: Document date is required.']),
      );
    const { actor } = start(() => answer());
    actor.send({ type: 'duty.calculate' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failure).toEqual(['Price cannot be negative.', 'Document date is required.']);
    answer = () => Promise.reject(new ApiError(0, 'Network Error.'));
    actor.send({ type: 'duty.calculate' });
    expect((await waitFor(actor, (snapshot) => snapshot.matches('failed'))).context.failure).toEqual(['Network Error.']);
    answer = () =>
      answering({ tab: 'buyer', request: { price: 1, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 0, documentDate: '2026-01-15' } });
    actor.send({ type: 'duty.calculate' });
    expect((await waitFor(actor, (snapshot) => snapshot.matches('shown'))).context.failure).toEqual([]);
  });
});
