import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checklistTypeMachine, type ChecklistTypeSave, type ChecklistTypeSaved } from '../../machines/checklist-type.machine';
import type { ChecklistTypeInput } from '../../machines/checklist-type.machine';
import { CHECKLIST_TYPE_CASE, CHECKLIST_TYPE_CASE_WITHOUT_DETAILS } from '../../machines/checklist-type.samples';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const SALE = { id: 1, name: 'Sale' };

function start(input: ChecklistTypeInput, save: () => Promise<ChecklistTypeSaved> = () => Promise.resolve({ id: 101, transactionTypeName: 'Sale' })) {
  const requests: ChecklistTypeSave[] = [];
  const machine = checklistTypeMachine.provide({
    actors: {
      saveCase: fromPromise<ChecklistTypeSaved, ChecklistTypeSave>(({ input: request }) => {
        requests.push(request);
        return save();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), requests };
}

describe('checklist transaction type machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('checklist-type'));
  });

  it('starts with the stored completion date and no type: Save is not possible yet', () => {
    const { actor } = start(CHECKLIST_TYPE_CASE);
    expect(actor.getSnapshot().context).toMatchObject({ transactionType: null, completionDate: '2030-06-30', problems: [] });
    expect(actor.getSnapshot().can({ type: 'type.save' })).toBe(false);
  });

  it('a chosen type is saved with the date, the strata lot number after its last hyphen; the saved case is the output', async () => {
    const { actor, requests } = start(CHECKLIST_TYPE_CASE);
    actor.send({ type: 'type.choose', transactionType: SALE });
    actor.send({ type: 'date.change', completionDate: '2030-07-31' });
    expect(actor.getSnapshot().can({ type: 'type.save' })).toBe(true);
    actor.send({ type: 'type.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(requests).toEqual([{ transactionType: SALE, completionDate: '2030-07-31', strataLotNo: 'U4512N' }]);
    expect(actor.getSnapshot().output).toEqual({ id: 101, transactionTypeName: 'Sale' });
  });

  it("an MCST number with no detail ticked and no date: both of the seed's messages, nothing sent", () => {
    const { actor, requests } = start(CHECKLIST_TYPE_CASE_WITHOUT_DETAILS);
    actor.send({ type: 'type.choose', transactionType: SALE });
    actor.send({ type: 'type.save' });
    const refused = actor.getSnapshot();
    expect(refused.hasTag('error')).toBe(true);
    expect(refused.context.problems).toEqual([messages.mcstDetailsNotSelected, messages.completionDateEmpty]);
    expect(refused.can({ type: 'type.save' })).toBe(false);
    expect(requests).toEqual([]);
  });

  it('an emptied date is refused; giving one clears the message and the save goes ahead', async () => {
    const { actor, requests } = start(CHECKLIST_TYPE_CASE);
    actor.send({ type: 'type.choose', transactionType: SALE });
    actor.send({ type: 'date.change', completionDate: '' });
    actor.send({ type: 'type.save' });
    expect(actor.getSnapshot().context.problems).toEqual([messages.completionDateEmpty]);
    actor.send({ type: 'date.change', completionDate: '2030-08-01' });
    expect(actor.getSnapshot().context.problems).toEqual([]);
    actor.send({ type: 'type.save' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(requests.map((request) => request.completionDate)).toEqual(['2030-08-01']);
  });

  it("a 400 shows the server's messages; the choices stay and Save sends them again", async () => {
    let answer: () => Promise<ChecklistTypeSaved> = () =>
      Promise.reject(new ApiError(400, messages.badRequest, [messages.completionDateBeforeToday]));
    const { actor, requests } = start(CHECKLIST_TYPE_CASE, () => answer());
    actor.send({ type: 'type.choose', transactionType: SALE });
    actor.send({ type: 'type.save' });
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(failed.context).toMatchObject({ problems: [messages.completionDateBeforeToday], failure: null, transactionType: SALE });
    answer = () => Promise.resolve({ id: 101, transactionTypeName: 'Sale' });
    actor.send({ type: 'type.save' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(requests).toHaveLength(2);
  });

  it("any other failure is shown as the server's message (a locked case, no answer)", async () => {
    const { actor } = start(CHECKLIST_TYPE_CASE, () => Promise.reject(new ApiError(409, 'This property is locked.')));
    actor.send({ type: 'type.choose', transactionType: SALE });
    actor.send({ type: 'type.save' });
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(failed.context).toMatchObject({ problems: [], failure: 'This property is locked.' });
    actor.send({ type: 'type.choose', transactionType: { id: 2, name: 'Purchase' } });
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, transactionType: { id: 2, name: 'Purchase' } });
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });
});
