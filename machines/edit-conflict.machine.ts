import { assign, setup } from 'xstate';
import { mergeEdits, type MergedEdits } from '../src/domain/edit-conflict/merge-edits';
import { notProvided } from './not-provided';

/**
 * The dialog a form opens when its save is refused because someone saved the record first (a 409 with
 * `conflict`): the person's own edits are kept, the latest version is loaded, and they see what the other person
 * changed (field, their value, theirs against mine where we both changed it). They choose: take the latest version
 * with their own edits re-applied where they do not collide, or discard theirs. The form machines (case details,
 * the template documents) invoke it and take the values and version from its output.
 *
 * What the screen reads: `context.message` (the server's words: who saved, when), `context.merged` (their changes
 * and the collisions, with `context.latest` and `context.mine` for the values), the 'busy' and 'error' tags, and
 * `state.can` of 'conflict.reapply' / 'conflict.discard'.
 */

/** A form's values: plain data, possibly nested (a document's metadata and summary). */
export type EditValues = object;

export interface LatestVersion {
  values: EditValues;
  version: number;
}

export interface EditConflictInput {
  /** The record's id (the case, the document): what loadLatest loads. */
  recordId: number;
  /** The values as the form opened them (the version the refused save was made from). */
  base: EditValues;
  /** The form's values now: what the person typed. */
  mine: EditValues;
  /** The version the refused save was made from: the form keeps it when the latest cannot be loaded. */
  version: number;
  /** The refusal's errormsg: who saved in between, and when. */
  message: string;
}

export interface EditConflictContext extends EditConflictInput {
  latest: LatestVersion | null;
  merged: MergedEdits<EditValues> | null;
  choice: 'reapply' | 'discard' | 'keep' | null;
}

export type EditConflictEvent =
  | { type: 'conflict.reapply' }
  | { type: 'conflict.discard' }
  | { type: 'conflict.retry' }
  /** Close without the latest version (it could not be loaded): the form keeps my edits, unsaved. */
  | { type: 'conflict.close' };

/**
 * The form's next values and the version they now stand on; `base` is the latest version as saved (the form's
 * new starting point). `edited` says whether anything of the person's stays unsaved.
 */
export interface EditConflictOutput {
  values: EditValues;
  base: EditValues;
  version: number;
  edited: boolean;
}

export const editConflictMachine = setup({
  types: {
    context: {} as EditConflictContext,
    events: {} as EditConflictEvent,
    input: {} as EditConflictInput,
    output: {} as EditConflictOutput,
  },
  actors: {
    /** The record as the server has it now, with its version (get-property for a case, its document for an OTP). */
    loadLatest: notProvided<LatestVersion, { recordId: number }>('loadLatest'),
  },
  guards: {
    // Re-applying makes sense only when the person changed something that theirs did not already carry.
    hasOwnEdits: ({ context }) => context.merged !== null && context.latest !== null && mergeKeepsMine(context.merged, context.latest),
  },
  actions: {
    takeLatest: assign(({ context }, params: { latest: LatestVersion }) => ({
      latest: params.latest,
      merged: mergeEdits(context.base, params.latest.values, context.mine),
    })),
    choose: assign((_, params: { choice: 'reapply' | 'discard' | 'keep' }) => ({ choice: params.choice })),
  },
}).createMachine({
  id: 'editConflict',
  description: 'Someone else saved first: load their version, show what they changed, keep mine on top of it or discard mine.',
  context: ({ input }) => ({ ...input, latest: null, merged: null, choice: null }),
  output: ({ context }) => outputOf(context),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the latest version of the record; the person’s own edits stay in the form meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'loadLatest',
        src: 'loadLatest',
        input: ({ context }) => ({ recordId: context.recordId }),
        onDone: { target: 'choosing', actions: { type: 'takeLatest', params: ({ event }) => ({ latest: event.output }) } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      description: 'The latest version could not be loaded: nothing is lost; Try again loads it, Close keeps my edits unsaved.',
      tags: ['error'],
      on: {
        'conflict.retry': { target: 'loading' },
        'conflict.close': { target: 'chosen', actions: { type: 'choose', params: { choice: 'keep' } } },
      },
    },
    choosing: {
      description: 'What they changed (their value, mine where we both changed a field): keep my edits on theirs, or discard mine.',
      on: {
        'conflict.reapply': { guard: 'hasOwnEdits', target: 'chosen', actions: { type: 'choose', params: { choice: 'reapply' } } },
        'conflict.discard': { target: 'chosen', actions: { type: 'choose', params: { choice: 'discard' } } },
      },
    },
    chosen: {
      description: 'The form takes the values and the version from the output and goes back to editing.',
      type: 'final',
    },
  },
});

/** Whether re-applying leaves any of my edits that theirs does not already carry. */
function mergeKeepsMine(merged: MergedEdits<EditValues>, latest: LatestVersion): boolean {
  return JSON.stringify(merged.values) !== JSON.stringify(latest.values);
}

function outputOf(context: EditConflictContext): EditConflictOutput {
  const { latest, merged, choice } = context;
  if (latest === null) return { values: context.mine, base: context.base, version: context.version, edited: true };
  const reapplied = choice === 'reapply' && merged !== null;
  return { values: reapplied ? merged.values : latest.values, base: latest.values, version: latest.version, edited: reapplied };
}

/**
 * The refusal's message when a save failed because someone saved the record first (a 409 carrying `conflict`,
 * openapi ConflictResponse); null for any other failure. Read structurally: machines do not import the API client.
 */
export function staleEditMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, conflict, message } = error as { status?: unknown; conflict?: unknown; message?: unknown };
  if (status !== 409 || typeof conflict !== 'object' || conflict === null) return null;
  return typeof message === 'string' ? message : '';
}
