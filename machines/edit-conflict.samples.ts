import type { EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import type { EditConflictInput, editConflictMachine, LatestVersion } from './edit-conflict.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/** A case's details as two people had them: A renamed the development and saved; B changed the road. */
const opened = { propName: 'MARINA ONE', road1: '', unitNo: '05' };

export const editConflictInputs: readonly EditConflictInput[] = [
  {
    recordId: 101,
    base: opened,
    mine: { ...opened, road1: 'MARINA WAY' },
    version: 1,
    message: messages.editConflict('Tan Wei Ming', 'this case', '08-Dec-2026 10:42:00'),
  },
];

const latestVersions: readonly LatestVersion[] = [
  // Theirs differs elsewhere: my road can go on top of it.
  { values: { ...opened, propName: 'MARINA ONE RESIDENCES' }, version: 2 },
  // Theirs already carries my change: nothing of mine is left to re-apply.
  { values: { ...opened, road1: 'MARINA WAY' }, version: 2 },
];

export const editConflictSamples: SampleEvents<EventFromLogic<typeof editConflictMachine>> = {
  'conflict.reapply': [{ type: 'conflict.reapply' }],
  'conflict.discard': [{ type: 'conflict.discard' }],
  'conflict.retry': [{ type: 'conflict.retry' }],
  'conflict.close': [{ type: 'conflict.close' }],
  'xstate.done.actor.loadLatest': latestVersions.map((latest) => actorDone('loadLatest', latest)),
  'xstate.error.actor.loadLatest': [actorError('loadLatest', 'Failed to fetch')],
};
