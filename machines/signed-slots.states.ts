import type { SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { messages } from '../src/domain/messages';

/**
 * The states the signed-upload and s65-signing machines share: the parallel upload slots, a rule's refusal, the
 * upload, the 'Delete Record' question, the delete and a failed call. Each machine names its slots, describes
 * them and adds the guard and action of the rule that orders them; the guards and actions named here are
 * signed-slots.implementations.ts's.
 */

/** A machine's own guard and action, e.g. the buyer's lawyer's copy refused before the seller's. */
export interface SlotRule<TGuard extends string, TAction extends string> {
  guard: TGuard;
  actions: TAction;
}

export interface SignedSlotRegionOptions<TSlot extends string, TGuard extends string, TAction extends string> {
  /** The machine's id: a slot's refusals and delete question are states of the machine, outside the slots. */
  machineId: string;
  slot: TSlot;
  description: string;
  /** The uploaded copy with its delete icon, and what holds it. */
  uploaded: string;
  /** The picker, where it refuses more than the file itself. */
  empty?: string;
  chosen?: string;
  /** Refuses the slot's file before the file itself is looked at (the buyer's copy before the seller's). */
  tooEarly?: SlotRule<TGuard, TAction>;
  /** No rule holds the copy (the OTP acceptance copy): its delete icon always asks. */
  alwaysRemovable?: boolean;
}

/** One upload slot: sorted by its copy and chosen file into empty, chosen or uploaded. */
export function signedSlotRegion<const TSlot extends string, const TGuard extends string = never, const TAction extends string = never>(
  options: SignedSlotRegionOptions<TSlot, TGuard, TAction>,
) {
  const { machineId, slot, tooEarly } = options;
  const isForSlot = { type: 'isForSlot', params: { slot } } as const;
  const refused = `#${machineId}.refused`;
  const holdingRules = options.alwaysRemovable
    ? []
    : [{ guard: { type: 'removalRefused', params: { slot } }, target: refused, actions: { type: 'refuseRemoval', params: { slot } } } as const];
  return {
    description: options.description,
    initial: 'sorting',
    states: {
      sorting: {
        description: 'Shows the slot as the copies and the chosen file say.',
        always: [
          { guard: { type: 'slotUploaded', params: { slot } }, target: 'uploaded' },
          { guard: { type: 'slotChosen', params: { slot } }, target: 'chosen' },
          { target: 'empty' },
        ],
      },
      empty: {
        description: options.empty ?? 'The file picker; a non-PDF or a file over 10 MB is refused at once.',
        on: {
          'file.choose': [
            ...(tooEarly ? [{ guard: tooEarly.guard, target: refused, actions: tooEarly.actions } as const] : []),
            { guard: { type: 'fileRefused', params: { slot } }, target: refused, actions: 'refuseFile' },
            { guard: isForSlot, target: 'chosen', actions: 'keepChosen' },
          ],
        },
      },
      chosen: {
        description: options.chosen ?? 'The chosen file with the check icon (upload) and the cross icon (drop it).',
        on: { 'file.cancel': { guard: isForSlot, target: 'empty', actions: 'dropChosen' } },
      },
      uploaded: {
        description: options.uploaded,
        on: {
          'file.delete': [
            ...holdingRules,
            { guard: isForSlot, target: `#${machineId}.confirmingDelete`, actions: { type: 'askToDelete', params: { slot } } },
          ],
        },
      },
    },
  } as const;
}

export interface OptionalSlotOptions<TAbsentGuard extends string> {
  /** Leaves the slot out (the WTA has no acceptance copy). */
  absentWhen: TAbsentGuard;
  sorting: string;
  absent: string;
}

/** A slot some documents do not have: sorted into `absent` first. */
export function optionalSlotRegion<
  const TSlot extends string,
  const TAbsentGuard extends string,
  const TGuard extends string = never,
  const TAction extends string = never,
>(options: SignedSlotRegionOptions<TSlot, TGuard, TAction> & OptionalSlotOptions<TAbsentGuard>) {
  const {
    states: { sorting, ...states },
    ...region
  } = signedSlotRegion(options);
  return {
    ...region,
    states: {
      sorting: { description: options.sorting, always: [{ guard: options.absentWhen, target: 'absent' }, ...sorting.always] },
      absent: { description: options.absent },
      ...states,
    },
  } as const;
}

/** What the upload actor's input needs of the machine: a way to report progress. */
interface ProgressReceiver {
  send: (event: { type: 'upload.progress'; fraction: number }) => void;
}

export interface SignedSlotStatesOptions<TRegions, TContext, TRequest, TGuard extends string, TAction extends string> {
  slots: string;
  /** signedSlotRegion / optionalSlotRegion per slot. */
  regions: TRegions;
  /** Refuses the check icon for a second slot's file whose first slot was emptied since it was chosen. */
  leftAlone: SlotRule<TGuard, TAction>;
  /** The refusals this machine's rules and the file checks can show. */
  refused: string;
  /** The upload call's input but its progress callback: the chosen files (and for the OTP / WTA the module). */
  uploadRequest: (context: TContext) => TRequest;
}

/** The machine's top-level states, the slots first. */
export function signedSlotStates<const TRegions, TContext, TRequest, const TGuard extends string, const TAction extends string>(
  options: SignedSlotStatesOptions<TRegions, TContext, TRequest, TGuard, TAction>,
) {
  const { leftAlone, uploadRequest } = options;
  const backToSlots = { 'alert.dismiss': { target: 'slots', actions: 'clearAlert' } } as const;
  return {
    slots: {
      description: options.slots,
      type: 'parallel',
      on: {
        'copies.loaded': { target: 'slots', reenter: true, actions: 'replaceCopies' },
        'file.confirm': [
          { guard: leftAlone.guard, target: 'refused', actions: leftAlone.actions },
          { guard: 'anyChosen', target: 'uploading' },
        ],
      },
      states: options.regions,
    },
    refused: { description: options.refused, tags: ['error'], on: backToSlots },
    uploading: {
      description: 'Uploads every chosen file in one multipart request, with a progress bar.',
      tags: ['busy'],
      exit: 'resetProgress',
      on: { 'upload.progress': { actions: 'trackProgress' } },
      invoke: {
        id: 'uploadSignedCopies',
        src: 'uploadSignedCopies',
        input: ({ context, self }: { context: TContext; self: ProgressReceiver }) => ({
          ...uploadRequest(context),
          onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
        }),
        onDone: {
          target: 'slots',
          actions: [
            { type: 'storeUploaded', params: ({ event }: { event: { output: readonly SignedCopy[] } }) => ({ stored: event.output }) },
            'notifyCopiesChanged',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'showUploadFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
        },
      },
    },
    confirmingDelete: {
      description: "'Delete Record' (warning icon): 'Are you sure you want to delete …?' with Delete and Cancel.",
      tags: ['confirm'],
      on: {
        'delete.confirm': { target: 'deleting', actions: 'clearAlert' },
        'delete.cancel': { target: 'slots', actions: 'keepCopy' },
      },
    },
    deleting: {
      description: 'Removes the signed copy; the server applies the same rules again.',
      tags: ['busy'],
      invoke: {
        id: 'removeSignedCopy',
        src: 'removeSignedCopy',
        input: ({ context }: { context: { pendingDelete: SignedCopy | null } }) => ({ copy: requirePending(context.pendingDelete) }),
        onDone: {
          target: 'slots',
          actions: ['dropDeleted', { type: 'announceDeleted', params: { message: messages.successfullyDeleted } }, 'notifyCopiesChanged'],
        },
        onError: {
          target: 'failed',
          actions: { type: 'showDeleteFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: "'Upload Failed' or 'Delete Failed' with the server's message (a 400's list, a 409's refusal, no answer).",
      tags: ['error'],
      on: backToSlots,
    },
  } as const;
}

function requirePending(copy: SignedCopy | null): SignedCopy {
  // Only reachable through delete.confirm, which the dialog for a pending copy offers.
  if (!copy) throw new Error('deleting entered without a copy');
  return copy;
}
