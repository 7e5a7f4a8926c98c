import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { setUenMachine, type UenDetailsReply, type UpdateUenReply, type UpdateUenRequest } from '../../machines/set-uen.machine';
import { SAMPLE_INVALID_UEN, SAMPLE_UEN_DETAILS, SAMPLE_VALID_UEN } from '../../machines/set-uen.samples';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

function start(firstTime: boolean, update: () => Promise<UpdateUenReply> = () => Promise.resolve({ userUenStatus: 'success' })) {
  const requests: UpdateUenRequest[] = [];
  const machine = setUenMachine.provide({
    actors: {
      retrieveUenDetails: fromPromise<UenDetailsReply, void>(() => Promise.resolve({ ...SAMPLE_UEN_DETAILS, uenNum: '201912345K' })),
      updateUen: fromPromise<UpdateUenReply, UpdateUenRequest>(({ input }) => {
        requests.push(input);
        return update();
      }),
    },
  });
  const actor = createActor(machine, { input: { firstTime } }).start();
  return { actor, requests };
}

async function editing(firstTime: boolean, update?: () => Promise<UpdateUenReply>) {
  const started = start(firstTime, update);
  await waitFor(started.actor, (snapshot) => snapshot.can({ type: 'uen.save' }));
  return started;
}

describe('set-UEN machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('set-uen'));
  });

  it('shows the account and its current UEN for editing', async () => {
    const { actor } = await editing(false);
    expect(actor.getSnapshot().context).toMatchObject({ acctid: 'TL0001', acctName: 'Tan & Lim LLP', uen: '201912345K' });
  });

  it('an invalid UEN is refused before any call, with the seed wording', async () => {
    const { actor, requests } = await editing(false);
    actor.send({ type: 'uen.edit', value: SAMPLE_INVALID_UEN });
    actor.send({ type: 'uen.save' });
    expect(actor.getSnapshot().context.alert).toEqual({ title: messages.invalidUenTitle, text: messages.invalidUenText, tone: 'error' });
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
    actor.send({ type: 'uen.dismiss' });
    expect(actor.getSnapshot().can({ type: 'uen.save' })).toBe(true);
    expect(requests).toEqual([]);
  });

  it('a valid UEN is sent in capitals with the account id, and success ends as saved', async () => {
    const { actor, requests } = await editing(true);
    actor.send({ type: 'uen.edit', value: ` ${SAMPLE_VALID_UEN} ` });
    actor.send({ type: 'uen.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(requests).toEqual([{ acctid: 'TL0001', uenno: '201912345K' }]);
    expect(actor.getSnapshot().output).toBe('saved');
  });

  it.each([
    ['another status', () => Promise.resolve({ userUenStatus: 'fail' })],
    ['a refused call', () => Promise.reject(new Error('Invalid UEN'))],
  ])('%s shows Error on set UEN, and acknowledging goes home', async (_, update) => {
    const { actor } = await editing(false, update);
    actor.send({ type: 'uen.save' });
    const failed = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(failed.context.alert).toEqual({ title: messages.errorOnSetUenTitle, text: messages.errorOnSetUenText, tone: 'error' });
    actor.send({ type: 'uen.acknowledge' });
    expect(actor.getSnapshot().output).toBe('failed');
  });

  it.each([
    [true, 'loggedOut'],
    [false, 'cancelled'],
  ])('Cancel with firstTime %s ends as %s', async (firstTime, ending) => {
    const { actor } = await editing(firstTime);
    actor.send({ type: 'uen.cancel' });
    expect(actor.getSnapshot().output).toBe(ending);
  });
});
