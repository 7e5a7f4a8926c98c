import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SALE_EXERCISED, stageConfirmationInputs } from '../../machines/case-lifecycle.samples';
import { stageConfirmationMachine, type StageConfirmationInput, type StageConfirmationRequest } from '../../machines/stage-confirmation.machine';
import { ApiError } from '../../src/api/errors';
import type { CaseRecords } from '../../src/domain/case/lifecycle';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const [EXERCISE, COMPLETION] = stageConfirmationInputs as [StageConfirmationInput, StageConfirmationInput];

function start(input: StageConfirmationInput, answer: () => Promise<CaseRecords> = () => Promise.resolve(SALE_EXERCISED)) {
  const requests: StageConfirmationRequest[] = [];
  const machine = stageConfirmationMachine.provide({
    actors: {
      confirmStage: fromPromise<CaseRecords, StageConfirmationRequest>(({ input: request }) => {
        requests.push(request);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), requests };
}

describe('stage confirmation machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('stage-confirmation'));
  });

  it('offers today, asks "signed abroad" only for the exercise, and sends the day chosen', async () => {
    const { actor, requests } = start(EXERCISE);
    expect(actor.getSnapshot().context.on).toBe(EXERCISE.today);
    expect(actor.getSnapshot().can({ type: 'confirmation.signedAbroad', signedAbroad: true })).toBe(true);
    expect(start(COMPLETION).actor.getSnapshot().can({ type: 'confirmation.signedAbroad', signedAbroad: true })).toBe(false);
    actor.send({ type: 'confirmation.date', on: '2026-03-01' });
    actor.send({ type: 'confirmation.signedAbroad', signedAbroad: true });
    actor.send({ type: 'confirmation.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(requests).toEqual([{ propertyId: 101, stage: 'optionExercised', on: '2026-03-01', signedAbroad: true }]);
    expect(actor.getSnapshot().output).toEqual(SALE_EXERCISED);
  });

  it('cannot be sent without a day; cancelling gives no records', () => {
    const { actor, requests } = start(COMPLETION);
    actor.send({ type: 'confirmation.date', on: '' });
    expect(actor.getSnapshot().can({ type: 'confirmation.submit' })).toBe(false);
    actor.send({ type: 'confirmation.cancel' });
    expect(actor.getSnapshot()).toMatchObject({ status: 'done', output: null });
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal in the user's words and stays open to correct the day", async () => {
    const refusal = new ApiError(400, messages.badRequest, [`on: ${messages.caseConfirmDateInFuture}`]);
    const { actor } = start(COMPLETION, () => Promise.reject(refusal));
    actor.send({ type: 'confirmation.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.problem).toBe(messages.caseConfirmDateInFuture);
    actor.send({ type: 'confirmation.date', on: '2026-05-01' });
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});
