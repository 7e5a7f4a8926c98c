import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deleteRecordMachine, type DeleteRecordReply } from '../../machines/delete-record.machine';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

function start(answer: () => Promise<DeleteRecordReply> = () => Promise.resolve({ deleted: true })) {
  let calls = 0;
  const machine = deleteRecordMachine.provide({
    actors: {
      deleteRecord: fromPromise<DeleteRecordReply, void>(() => {
        calls += 1;
        return answer();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls: () => calls };
}

describe('delete-record machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('delete-record'));
  });

  it('asks first: nothing is deleted until Delete, and Cancel ends the flow with nothing deleted', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().can({ type: 'delete.confirm' })).toBe(true);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ deleted: false });
    expect(calls()).toBe(0);
  });

  it('Delete calls the delete once; while it runs Delete and Cancel do nothing; a delete ends with deleted true', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'delete.confirm' });
    const busy = actor.getSnapshot();
    expect(busy.hasTag('busy')).toBe(true);
    expect(busy.can({ type: 'delete.confirm' })).toBe(false);
    expect(busy.can({ type: 'delete.cancel' })).toBe(false);
    actor.send({ type: 'delete.cancel' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ deleted: true });
    expect(calls()).toBe(1);
  });

  it('a refusal is shown as the call words it; OK ends the flow with nothing deleted', async () => {
    const { actor } = start(() => Promise.resolve({ deleted: false, message: messages.deleteClientAssigned }));
    actor.send({ type: 'delete.confirm' });
    const refused = await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(refused.context.message).toBe(messages.deleteClientAssigned);
    expect(refused.can({ type: 'delete.confirm' })).toBe(false);
    actor.send({ type: 'delete.acknowledge' });
    expect(actor.getSnapshot().output).toEqual({ deleted: false });
  });

  it("a call that throws (no answer) shows 'Network Error.' under the same refusal", async () => {
    const { actor } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'delete.confirm' });
    const refused = await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(refused.context.message).toBe(messages.networkError);
  });
});
