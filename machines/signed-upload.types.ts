import type { ChosenFile, SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { findSlotCopy, slotStatusIn, type SignedSlotContext, type SignedSlotEvent, type UploadProgress } from './signed-slots';

/**
 * The public surface of the signed-upload machine (the OTP and WTA SUMMARY tabs, seed 001 §2.2–2.3, §4 "Signed
 * uploads"): the signed copy, and for the OTP the acceptance copy.
 */
export type SignedUploadModule = 'otp' | 'wta';

export type SignedUploadSlot = 'signed' | 'acceptance';

export interface SignedUploadInput {
  module: SignedUploadModule;
  /** The property's signed copies; copies of other modules are ignored. */
  copies: readonly SignedCopy[];
}

export interface SignedUploadContext extends SignedSlotContext<SignedUploadSlot> {
  module: SignedUploadModule;
}

export type SignedUploadEvent = SignedSlotEvent<SignedUploadSlot>;

/**
 * The upload call (multipart signedFile and acceptanceSignedFile with propId and documentModule). Only the
 * chosen slots are present, and at least one is. The files are what the picker handed the machine (File
 * objects); the machine itself reads only name and size.
 */
export interface SignedUploadRequest extends UploadProgress {
  module: SignedUploadModule;
  files: Partial<Record<SignedUploadSlot, ChosenFile>>;
}

/** The stored copies the upload answers with, mapped from the contract's PropertyDocument. */
export type SignedUploadReply = SignedCopy[];

export type { RemoveSignedCopyRequest } from './signed-slots';

/** The copy uploaded in a slot, for its download link and delete icon; null when none. */
export function signedUploadSlotCopy(context: Pick<SignedUploadContext, 'copies'>, slot: SignedUploadSlot): SignedCopy | null {
  const uploadType = slot === 'signed' ? 'SIGNED' : 'ACCEPTANCE';
  return findSlotCopy(context.copies, (copy) => copy.uploadType === uploadType);
}

/** What a slot shows: empty, chosen or uploaded; the WTA has no acceptance slot and the screen draws none. */
export const signedUploadSlotStatus = slotStatusIn(signedUploadSlotCopy);
