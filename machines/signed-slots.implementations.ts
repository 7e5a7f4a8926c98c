import { assign, type ParameterizedObject } from 'xstate';
import { chosenFileProblem, removalProblem, type SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { notProvided } from './not-provided';
import {
  chosenFileAlert,
  chosenFilesOf,
  clampFraction,
  confirmDeleteAlert,
  deleteFailureAlert,
  forEachSlot,
  mergeCopies,
  ruleAlert,
  uploadFailureAlert,
  withoutCopy,
  type RemoveSignedCopyRequest,
  type SignedSlotContext,
  type SignedSlotEvent,
  type SlotCopyOf,
  type UploadProgress,
} from './signed-slots';

/**
 * The actors, guards and actions the signed-upload and s65-signing machines share under the same names; each
 * machine adds the rule that orders its two slots (the acceptance copy after the signed OTP, the buyer's lawyer's
 * copy after the seller's lawyer's).
 */

/** The calls both machines invoke; the screen supplies them (the OTP / WTA page and the S.65 page each its own). */
export function signedSlotActors<TRequest extends UploadProgress>() {
  return {
    /** The signed-copy upload (multipart, one file per chosen slot); progress comes back as `upload.progress` events. */
    uploadSignedCopies: notProvided<SignedCopy[], TRequest>('uploadSignedCopies'),
    /** remove-property-document-template (the copy's id as propDocId or propertyDocId); a refusal is a 409 with the seed's text. */
    removeSignedCopy: notProvided<boolean, RemoveSignedCopyRequest>('removeSignedCopy'),
  };
}

type SlotParams<TSlot extends string> = { slot: TSlot };
type ErrorParams = { error: unknown };

interface GuardArgs<TSlot extends string> {
  context: SignedSlotContext<TSlot>;
  event: SignedSlotEvent<TSlot>;
}

export function signedSlotGuards<TSlot extends string>(copyOf: SlotCopyOf<TSlot>) {
  return {
    slotUploaded: ({ context }: GuardArgs<TSlot>, params: SlotParams<TSlot>) => copyOf(context, params.slot) !== null,
    slotChosen: ({ context }: GuardArgs<TSlot>, params: SlotParams<TSlot>) => context.chosen[params.slot] !== null,
    isForSlot: ({ event }: GuardArgs<TSlot>, params: SlotParams<TSlot>) => 'slot' in event && event.slot === params.slot,
    fileRefused: ({ event }: GuardArgs<TSlot>, params: SlotParams<TSlot>) =>
      event.type === 'file.choose' && event.slot === params.slot && chosenFileProblem(event.file) !== null,
    anyChosen: ({ context }: GuardArgs<TSlot>) => Object.keys(chosenFilesOf(context.chosen)).length > 0,
    removalRefused: ({ context, event }: GuardArgs<TSlot>, params: SlotParams<TSlot>) => {
      const copy = copyOf(context, params.slot);
      return event.type === 'file.delete' && event.slot === params.slot && copy !== null && removalProblem(copy, context.copies) !== null;
    },
  };
}

export interface SignedSlotActionsOptions<TSlot extends string, TContext extends SignedSlotContext<TSlot>> {
  copyOf: SlotCopyOf<TSlot>;
  /** This page's copies out of the property's: every change of the copies goes through it. */
  ownCopies: (copies: readonly SignedCopy[], context: TContext) => SignedCopy[];
  /** What else the machine derives from its copies (the S.65 signed state). */
  followsFrom?: (copies: readonly SignedCopy[]) => Partial<TContext>;
}

export function signedSlotActions<TSlot extends string, TContext extends SignedSlotContext<TSlot>>({
  copyOf,
  ownCopies,
  followsFrom,
}: SignedSlotActionsOptions<TSlot, TContext>) {
  type Event = SignedSlotEvent<TSlot>;
  const update = <TParams extends ParameterizedObject['params'] | undefined = undefined>(
    changes: (context: TContext, event: Event, params: TParams) => Partial<SignedSlotContext<TSlot>>,
  ) =>
    // These actions change only the shared fields, and a machine's own fields only through followsFrom.
    assign<TContext, Event, TParams, Event, never>(({ context, event }, params) => changes(context, event, params) as Partial<TContext>);
  const withCopies = (copies: SignedCopy[]) => ({ ...followsFrom?.(copies), copies });

  return {
    keepChosen: update((context, event) => (event.type === 'file.choose' ? { chosen: { ...context.chosen, [event.slot]: event.file } } : {})),
    dropChosen: update((context, event) => (event.type === 'file.cancel' ? { chosen: { ...context.chosen, [event.slot]: null } } : {})),
    refuseFile: update((_, event) => (event.type === 'file.choose' ? { alert: chosenFileAlert(event.file) } : {})),
    refuseRemoval: update<SlotParams<TSlot>>((context, _, params) => {
      const copy = copyOf(context, params.slot);
      return { alert: ruleAlert((copy && removalProblem(copy, context.copies)) ?? '') };
    }),
    askToDelete: update<SlotParams<TSlot>>((context, _, params) => {
      const copy = copyOf(context, params.slot);
      return copy ? { pendingDelete: copy, alert: confirmDeleteAlert(copy) } : {};
    }),
    keepCopy: update(() => ({ pendingDelete: null, alert: null })),
    clearAlert: update(() => ({ alert: null })),
    trackProgress: update((_, event) => (event.type === 'upload.progress' ? { progress: clampFraction(event.fraction) } : {})),
    resetProgress: update(() => ({ progress: 0 })),
    showUploadFailure: update<ErrorParams>((_, __, params) => ({ alert: uploadFailureAlert(params.error) })),
    showDeleteFailure: update<ErrorParams>((_, __, params) => ({ alert: deleteFailureAlert(params.error), pendingDelete: null })),
    storeUploaded: update<{ stored: readonly SignedCopy[] }>((context, _, params) => ({
      ...withCopies(ownCopies(mergeCopies(context.copies, params.stored), context)),
      chosen: forEachSlot(context.chosen, () => null),
    })),
    dropDeleted: update((context) => ({
      ...withCopies(ownCopies(withoutCopy(context.copies, context.pendingDelete), context)),
      pendingDelete: null,
    })),
    replaceCopies: update((context, event) => {
      if (event.type !== 'copies.loaded') return {};
      const copies = ownCopies(event.copies, context);
      // A slot that now holds a copy cannot take another: its chosen file would only be refused.
      return { ...withCopies(copies), chosen: forEachSlot(context.chosen, (file, slot) => (copyOf({ copies }, slot) ? null : file)) };
    }),
    /** The 'Successfully Deleted' toast; the screen provides it. */
    announceDeleted: (_: unknown, _params: { message: string }) => {},
    /** The property changed on the server (for the S.65 its signed flags too): the screen reloads it and sends `copies.loaded`. */
    notifyCopiesChanged: () => {},
  };
}
