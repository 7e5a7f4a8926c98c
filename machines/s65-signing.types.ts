import type { ChosenFile, S65SignedState, SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { findSlotCopy, slotStatusIn, type SignedSlotContext, type SignedSlotEvent, type UploadProgress } from './signed-slots';

/**
 * The public surface of the s65-signing machine (the S.65 SUMMARY tab's upload area, seed 001 §2.4, §4 "S.65
 * signing and sending"): the seller's lawyer's signed copy first, then the buyer's lawyer's.
 */
export type S65Slot = 'seller' | 'buyer';

export interface S65SigningInput {
  /** The property's signed copies; copies of other modules are ignored. */
  copies: readonly SignedCopy[];
}

export interface S65SigningContext extends SignedSlotContext<S65Slot> {
  /**
   * 'seller' when only the seller's lawyer's copy exists, 'both' with the buyer's too, else 'none': the page's
   * send presets and the send machine's notification choice read it.
   */
  signedState: S65SignedState;
}

export type S65SigningEvent = SignedSlotEvent<S65Slot>;

/**
 * The upload call (multipart signedFileSellerLawyers / signedFileBuyerLawyers with propId and documentModule
 * s65). Only the chosen slots are present, and at least one is; the files are the picker's File objects.
 */
export interface S65UploadRequest extends UploadProgress {
  files: Partial<Record<S65Slot, ChosenFile>>;
}

/** The stored copies the upload answers with, mapped from the contract's PropertyDocument. */
export type S65UploadReply = SignedCopy[];

export type { RemoveSignedCopyRequest } from './signed-slots';
export type { S65SignedState };

const LAWYER: Record<S65Slot, SignedCopy['signedBy']> = { seller: 'SELLERLAWYER', buyer: 'BUYERLAWYER' };

export function s65SlotOf(copy: SignedCopy): S65Slot | null {
  if (copy.signedBy === 'SELLERLAWYER') return 'seller';
  return copy.signedBy === 'BUYERLAWYER' ? 'buyer' : null;
}

/** The copy uploaded in a slot, for its download link and delete icon; null when none. */
export function s65SlotCopy(context: Pick<S65SigningContext, 'copies'>, slot: S65Slot): SignedCopy | null {
  return findSlotCopy(context.copies, (copy) => copy.signedBy === LAWYER[slot]);
}

/** What a slot shows: empty, chosen or uploaded. */
export const s65SlotStatus = slotStatusIn(s65SlotCopy);
