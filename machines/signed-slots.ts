import type { ChosenFile, SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { chosenFileProblem } from '../src/domain/documents/signed-copy-rules';
import { messages } from '../src/domain/messages';
import { failureText, userWordedProblems, type FlowAlert } from './flow-alert';

/**
 * What the signed-upload (OTP / WTA) and s65-signing machines share: a row of upload slots, each empty, with a
 * chosen file (check and cross icons) or with its uploaded copy (download link and delete icon); one upload
 * request for every chosen file; a confirmed delete (seed 001 §4 "Signed uploads", "S.65 signing and sending").
 * This file holds the shapes and the pure helpers; signed-slots.states.ts the states, signed-slots.implementations.ts
 * the actors, guards and actions, and signed-slots.samples.ts the model's sample events.
 */
export type { ChosenFile, SignedCopy };

export type SlotStatus = 'empty' | 'chosen' | 'uploaded';

/** The events both machines take; `slot` names the upload slot the icon belongs to. */
export type SignedSlotEvent<TSlot extends string> =
  | { type: 'file.choose'; slot: TSlot; file: ChosenFile }
  | { type: 'file.cancel'; slot: TSlot }
  /** The check icon: uploads every chosen file in one request. */
  | { type: 'file.confirm' }
  | { type: 'file.delete'; slot: TSlot }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'alert.dismiss' }
  /** Sent by the upload actor through its request's onProgress. */
  | { type: 'upload.progress'; fraction: number }
  /** The page reloaded the property: its signed copies replace the machine's. */
  | { type: 'copies.loaded'; copies: readonly SignedCopy[] };

/** The context fields both machines have; the screen reads these. */
export interface SignedSlotContext<TSlot extends string> {
  /** This page's signed copies (other modules' copies are left out). */
  copies: SignedCopy[];
  /** The file chosen per slot, waiting for the check icon. */
  chosen: Record<TSlot, ChosenFile | null>;
  /** 0..1 while uploading. */
  progress: number;
  /** The alert or 'Delete Record' dialog on show; null when none. */
  alert: FlowAlert | null;
  /** The copy the 'Delete Record' dialog asks about, until it is deleted or kept. */
  pendingDelete: SignedCopy | null;
}

/** The remove call's request; the screen's actor adds the property id (propDocId / propertyDocId). */
export interface RemoveSignedCopyRequest {
  copy: SignedCopy;
}

/** The upload progress callback every upload request carries. */
export interface UploadProgress {
  onProgress: (fraction: number) => void;
}

/** Finds the copy uploaded in a slot among a context's copies (s65SlotCopy, signedUploadSlotCopy). */
export type SlotCopyOf<TSlot extends string> = (context: Pick<SignedSlotContext<TSlot>, 'copies'>, slot: TSlot) => SignedCopy | null;

/** A slot's copy: the latest one matching, so a slot shows one download link even if old data has two. */
export function findSlotCopy(copies: readonly SignedCopy[], matches: (copy: SignedCopy) => boolean): SignedCopy | null {
  return copies.filter(matches).at(-1) ?? null;
}

export function slotStatusOf(copy: SignedCopy | null, chosen: ChosenFile | null): SlotStatus {
  if (copy) return 'uploaded';
  return chosen ? 'chosen' : 'empty';
}

/** Every slot with a value worked out from its chosen file. */
export function forEachSlot<TSlot extends string, TValue>(
  chosen: Record<TSlot, ChosenFile | null>,
  valueOf: (file: ChosenFile | null, slot: TSlot) => TValue,
): Record<TSlot, TValue> {
  const slots = Object.keys(chosen) as TSlot[];
  return Object.fromEntries(slots.map((slot) => [slot, valueOf(chosen[slot], slot)])) as Record<TSlot, TValue>;
}

/** The context a machine starts with besides its copies: no file chosen, no upload running, nothing on show. */
export function initialSlotsContext<TSlot extends string>(slots: readonly TSlot[]): Omit<SignedSlotContext<TSlot>, 'copies'> {
  const chosen = Object.fromEntries(slots.map((slot) => [slot, null])) as Record<TSlot, null>;
  return { chosen, progress: 0, alert: null, pendingDelete: null };
}

/** The files an upload sends: only the slots with a file chosen. */
export function chosenFilesOf<TSlot extends string>(chosen: Record<TSlot, ChosenFile | null>): Partial<Record<TSlot, ChosenFile>> {
  const files: Partial<Record<TSlot, ChosenFile>> = {};
  for (const slot of Object.keys(chosen) as TSlot[]) {
    const file = chosen[slot];
    if (file) files[slot] = file;
  }
  return files;
}

/** What a slot shows, in every state (while uploading too, the chosen files stay listed). */
export function slotStatusIn<TSlot extends string>(copyOf: SlotCopyOf<TSlot>) {
  return (context: Pick<SignedSlotContext<TSlot>, 'copies' | 'chosen'>, slot: TSlot): SlotStatus =>
    slotStatusOf(copyOf(context, slot), context.chosen[slot]);
}

/** The stored copies an upload answered with, added to (or replacing by id) the ones already known. */
export function mergeCopies(copies: readonly SignedCopy[], stored: readonly SignedCopy[]): SignedCopy[] {
  const storedIds = new Set(stored.map((copy) => copy.id));
  return [...copies.filter((copy) => !storedIds.has(copy.id)), ...stored];
}

export function withoutCopy(copies: readonly SignedCopy[], removed: SignedCopy | null): SignedCopy[] {
  return copies.filter((copy) => copy.id !== removed?.id);
}

export function clampFraction(fraction: number): number {
  return Math.min(1, Math.max(0, fraction));
}

/** A file refused before uploading, worded as the logo picker words its refusals. */
export function chosenFileAlert(file: ChosenFile): FlowAlert {
  return { title: messages.fileNotSelected, text: chosenFileProblem(file) ?? '', tone: 'error' };
}

/** A rule's refusal ('Please Remove Acceptance Signed File.' …): the seed shows it as a warning on its own. */
export function ruleAlert(problem: string): FlowAlert {
  return { title: problem, text: '', tone: 'warning' };
}

export function confirmDeleteAlert(copy: SignedCopy): FlowAlert {
  return { title: messages.deleteRecordTitle, text: messages.confirmDeleteSignedFile(copy.fileName), tone: 'warning' };
}

/** A refused call: a 400's listed messages in the user's words (no wire field names), or the 409's / the network's message. */
function callFailureText(error: unknown): string {
  return userWordedProblems(error)?.join(' ') ?? failureText(error);
}

export function uploadFailureAlert(error: unknown): FlowAlert {
  return { title: messages.uploadFailed, text: callFailureText(error), tone: 'error' };
}

export function deleteFailureAlert(error: unknown): FlowAlert {
  return { title: messages.deleteFailedTitle, text: callFailureText(error), tone: 'error' };
}
