import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { casePresenceMachine, type CasePresenceInput, type HeartbeatRequest } from '../../machines/case-presence.machine';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

/** Heartbeats and rests that settle when the test says: no timers. */
function start(input: CasePresenceInput = { propertyId: 101, activity: 'viewing' }) {
  const beats: HeartbeatRequest[] = [];
  const settleBeat: Array<(ok: boolean) => void> = [];
  const endRest: Array<() => void> = [];
  const machine = casePresenceMachine.provide({
    actors: {
      heartbeat: fromPromise<void, HeartbeatRequest>(({ input: request }) => {
        beats.push(request);
        return new Promise<void>((resolve, reject) => settleBeat.push((ok) => (ok ? resolve() : reject(new Error('Network Error.')))));
      }),
      rest: fromPromise<void, void>(() => new Promise<void>((resolve) => endRest.push(resolve))),
    },
  });
  const actor = createActor(machine, { input }).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    beats,
    answerBeat: async (ok = true) => {
      settleBeat.shift()?.(ok);
      await flush();
    },
    endRest: async () => {
      endRest.shift()?.();
      await flush();
    },
  };
}

describe('case presence machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('case-presence'));
  });

  it('beats at once as the case opens, then once per rest', async () => {
    const { actor, beats, answerBeat, endRest } = start();
    expect(beats).toEqual([{ propertyId: 101, activity: 'viewing' }]);
    await answerBeat();
    expect(actor.getSnapshot().value).toBe('resting');
    await endRest();
    expect(beats).toHaveLength(2);
  });

  it('says at once that an editor went into edit mode, and that it left it', async () => {
    const { actor, beats, answerBeat } = start();
    await answerBeat();
    actor.send({ type: 'presence.activity', activity: 'otp' });
    await answerBeat();
    actor.send({ type: 'presence.activity', activity: 'viewing' });
    expect(beats.map((beat) => beat.activity)).toEqual(['viewing', 'otp', 'viewing']);
  });

  it('sends a change made while a beat is on its way right after that beat, even when the beat failed', async () => {
    const { actor, beats, answerBeat } = start();
    actor.send({ type: 'presence.activity', activity: 'otp' });
    expect(beats).toHaveLength(1);
    await answerBeat(false);
    expect(beats.map((beat) => beat.activity)).toEqual(['viewing', 'otp']);
    await answerBeat();
    expect(actor.getSnapshot().value).toBe('resting');
  });

  it('starts with the activity an editor already holds', () => {
    expect(start({ propertyId: 7, activity: 'case-details' }).beats).toEqual([{ propertyId: 7, activity: 'case-details' }]);
  });

  it('stops beating while the page is hidden away, and beats at once when it is back', async () => {
    const { actor, beats, answerBeat } = start();
    await answerBeat();
    actor.send({ type: 'presence.pause' });
    actor.send({ type: 'presence.activity', activity: 'wta' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(beats).toHaveLength(1);
    actor.send({ type: 'presence.resume' });
    expect(beats.at(-1)).toEqual({ propertyId: 101, activity: 'wta' });
  });

  it('beats at once when a hidden tab becomes visible again (its timers may have been slowed)', async () => {
    const { actor, beats, answerBeat } = start();
    await answerBeat();
    actor.send({ type: 'presence.resume' });
    expect(beats).toHaveLength(2);
  });
});
