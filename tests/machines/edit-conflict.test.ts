import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { editConflictMachine, type EditConflictInput, type LatestVersion } from '../../machines/edit-conflict.machine';
import { editConflictInputs } from '../../machines/edit-conflict.samples';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const [INPUT] = editConflictInputs as [EditConflictInput];
const THEIRS: LatestVersion = { values: { ...INPUT.base, propName: 'MARINA ONE RESIDENCES' }, version: 2 };

function start(load: () => Promise<LatestVersion> = () => Promise.resolve(THEIRS), input: EditConflictInput = INPUT) {
  let loads = 0;
  const machine = editConflictMachine.provide({
    actors: {
      loadLatest: fromPromise<LatestVersion, { recordId: number }>(() => {
        loads += 1;
        return load();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), loads: () => loads };
}

describe('edit-conflict machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('edit-conflict'));
  });

  it('loads their version and shows what they changed; keeping mine puts my road on top of their name, on their version', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const choosing = await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(choosing.context.merged).toMatchObject({ theirChanges: ['propName'], collisions: [] });
    actor.send({ type: 'conflict.reapply' });
    expect(actor.getSnapshot().output).toEqual({
      values: { propName: 'MARINA ONE RESIDENCES', road1: 'MARINA WAY', unitNo: '05' },
      base: THEIRS.values,
      version: 2,
      edited: true,
    });
  });

  it('discarding mine leaves their version in the form with nothing unsaved', async () => {
    const { actor } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    actor.send({ type: 'conflict.discard' });
    expect(actor.getSnapshot().output).toEqual({ values: THEIRS.values, base: THEIRS.values, version: 2, edited: false });
  });

  it('names the fields we both changed and keeps theirs there', async () => {
    const { actor } = start(() => Promise.resolve({ values: { ...INPUT.base, road1: 'MARINA BOULEVARD' }, version: 3 }));
    const choosing = await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(choosing.context.merged?.collisions).toEqual(['road1']);
    // Theirs wins where we collided and nothing else of mine is left: there is nothing to re-apply.
    expect(choosing.can({ type: 'conflict.reapply' })).toBe(false);
    expect(choosing.can({ type: 'conflict.discard' })).toBe(true);
  });

  it('a failed load loses nothing: Try again loads again; Close keeps my edits on the version I had', async () => {
    let fail = true;
    const { actor, loads } = start(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(THEIRS)));
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    fail = false;
    actor.send({ type: 'conflict.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(loads()).toBe(2);

    const failing = start(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(failing.actor, (snapshot) => snapshot.hasTag('error'));
    failing.actor.send({ type: 'conflict.close' });
    expect(failing.actor.getSnapshot().output).toEqual({ values: INPUT.mine, base: INPUT.base, version: 1, edited: true });
  });
});
