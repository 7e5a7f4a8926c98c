import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { ChosenFile, SignedCopy, SignedSlotContext, SignedSlotEvent } from './signed-slots';

/** What the signed-upload and s65-signing samples differ in: their slots, files, copies and server messages. */
export interface SignedSlotSampleOptions<TSlot extends string> {
  slots: readonly TSlot[];
  /** Per slot a PDF that is taken and a file that is refused. */
  choices: ReadonlyArray<{ slot: TSlot; file: ChosenFile }>;
  /** A reload of the property after someone else's change. */
  reloaded: readonly SignedCopy[];
  /** Every combination of copies an upload can answer with. */
  uploadReplies: readonly SignedCopy[][];
  uploadRefusal: string;
  removeRefusal: string;
}

export function signedSlotSamples<TSlot extends string>(options: SignedSlotSampleOptions<TSlot>): SampleEvents<SignedSlotEvent<TSlot>> {
  const { slots } = options;
  return {
    'file.choose': options.choices.map(({ slot, file }) => ({ type: 'file.choose', slot, file }) as const),
    'file.cancel': slots.map((slot) => ({ type: 'file.cancel', slot }) as const),
    'file.confirm': [{ type: 'file.confirm' }],
    'file.delete': slots.map((slot) => ({ type: 'file.delete', slot }) as const),
    'delete.confirm': [{ type: 'delete.confirm' }],
    'delete.cancel': [{ type: 'delete.cancel' }],
    'alert.dismiss': [{ type: 'alert.dismiss' }],
    'upload.progress': [{ type: 'upload.progress', fraction: 0.5 }],
    'copies.loaded': [{ type: 'copies.loaded', copies: options.reloaded }],
    'xstate.done.actor.uploadSignedCopies': options.uploadReplies.map((reply) => actorDone('uploadSignedCopies', reply)),
    'xstate.error.actor.uploadSignedCopies': [actorError('uploadSignedCopies', options.uploadRefusal)],
    'xstate.done.actor.removeSignedCopy': [actorDone('removeSignedCopy', true)],
    'xstate.error.actor.removeSignedCopy': [actorError('removeSignedCopy', options.removeRefusal)],
  };
}

/**
 * Keeps the model to what a page can see: an icon is pressed only where it shows, the upload answers for what
 * was chosen (`slotOf` is null for a copy the page's upload cannot answer with) and progress is reported once.
 */
export function signedSlotsAllows<TSlot extends string, TContext extends SignedSlotContext<TSlot>>(
  slots: readonly TSlot[],
  slotOf: (copy: SignedCopy, context: TContext) => TSlot | null,
) {
  const answersTheChosenSlots = (context: TContext, stored: readonly SignedCopy[]) => {
    const answered = stored.map((copy) => slotOf(copy, context));
    const chosen = slots.filter((slot) => context.chosen[slot] !== null);
    return !answered.includes(null) && answered.join() === chosen.join();
  };
  return (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean => {
    const context = snapshot.context as TContext;
    if (event.type === 'xstate.done.actor.uploadSignedCopies') {
      return 'output' in event && Array.isArray(event.output) && answersTheChosenSlots(context, event.output as SignedCopy[]);
    }
    if (event.type.startsWith('xstate.')) return true;
    if (event.type === 'upload.progress') return context.progress === 0;
    return snapshot.can(event);
  };
}
