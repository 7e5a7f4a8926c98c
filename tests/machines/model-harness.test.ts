import { createTestModel } from '@xstate/test';
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { createMachineModel, modelPaths } from '../../machines/model';
import type { RegisteredMachine } from '../../machines/registry';

// A flow in miniature: input into context, an entry action on the first state, an invoked call.
const saveMachine = setup({
  types: { input: {} as { name: string }, context: {} as { name: string; opened: boolean } },
  actors: { save: fromPromise<boolean, string>(() => Promise.resolve(true)) },
  // Bounded on purpose: a context that grew on every entry would give the traversal endless states.
  actions: { markOpened: assign({ opened: true }) },
}).createMachine({
  id: 'save',
  context: ({ input }) => ({ name: input.name, opened: false }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form.',
      entry: 'markOpened',
      on: { 'form.submit': 'saving' },
    },
    saving: {
      description: 'The call.',
      invoke: { id: 'save', src: 'save', input: ({ context }) => context.name, onDone: 'saved', onError: 'editing' },
    },
    saved: { description: 'Done.', type: 'final' },
  },
});

const entry: RegisteredMachine = {
  id: 'save',
  title: 'Save',
  description: 'A form that saves.',
  machine: saveMachine,
  events: {
    'xstate.done.actor.save': [{ type: 'xstate.done.actor.save', output: true }],
    'xstate.error.actor.save': [{ type: 'xstate.error.actor.save', error: 'down' }],
  },
  inputs: [{ name: 'Tan' }, { name: 'Lim' }],
};

describe('model harness (machines/model.ts on @xstate/test)', () => {
  it("is needed: @xstate/test's createTestModel refuses a machine that invokes an actor", () => {
    expect(() => createTestModel(saveMachine)).toThrow('Invocations on test machines are not supported');
  });

  it('starts each model from its sample input', () => {
    const first = modelPaths(entry).map(({ paths }) => paths[0]?.steps[0]?.state.context as unknown);
    expect(first).toEqual([
      { name: 'Tan', opened: true },
      { name: 'Lim', opened: true },
    ]);
  });

  it('walks through entry actions and invoked actors to every state, by each sample result', () => {
    const paths = createMachineModel(entry, { name: 'Tan' }).getShortestPaths();
    const ends = paths.map((path) => ({ value: path.state.value as unknown, events: path.steps.slice(1).map((step) => step.event.type) }));
    expect(ends).toEqual(
      expect.arrayContaining([
        { value: 'saved', events: ['form.submit', 'xstate.done.actor.save'] },
        { value: 'editing', events: ['form.submit', 'xstate.error.actor.save'] },
      ]),
    );
  });

  it('names the registry entry when an actor result has no sample', () => {
    const withoutSamples: RegisteredMachine = { ...entry, events: {} };
    expect(() => modelPaths(withoutSamples)).toThrow('Machine "save" needs sample events for "xstate.done.actor.save" in its registry entry.');
  });
});
