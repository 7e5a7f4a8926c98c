import { messages } from '../messages';
import { isPdfName, SIGNED_UPLOAD_MAX_BYTES } from './uploads';

/**
 * The signed copies of a property's OTP, WTA and S.65 (seed 001 §4 "Signed uploads", "S.65 signing and
 * sending", §5 "Sending"): what may be uploaded, removed and sent. The SUMMARY tabs and the server share these
 * rules, so the shape is the minimum both have: a property document row of type UPLOAD, SIGNED or ACCEPTANCE.
 */
export interface SignedCopy {
  id: number;
  module: 'otp' | 'wta' | 's65';
  uploadType: 'SIGNED' | 'ACCEPTANCE';
  /** Which lawyer signed an S.65 copy; null for OTP and WTA. */
  signedBy: 'SELLERLAWYER' | 'BUYERLAWYER' | null;
  /** The copy came back from DSS signing (the seed's "signed flag"). */
  dssSigned: boolean;
  fileName: string;
}

export type S65SignedState = 'none' | 'seller' | 'both';

export interface S65SignedFlags {
  s65SellerLawyerSigned: boolean;
  s65BuyerLawyerSigned: boolean;
}

type Lawyer = 'SELLERLAWYER' | 'BUYERLAWYER';

function hasCopy(copies: readonly SignedCopy[], module: SignedCopy['module'], uploadType: SignedCopy['uploadType']): boolean {
  return copies.some((copy) => copy.module === module && copy.uploadType === uploadType);
}

function s65CopiesBy(copies: readonly SignedCopy[], lawyer: Lawyer): SignedCopy[] {
  return copies.filter((copy) => copy.module === 's65' && copy.uploadType === 'SIGNED' && copy.signedBy === lawyer);
}

/** What the browser knows of a chosen file before it is sent. */
export interface ChosenFile {
  name: string;
  size: number;
}

/** A chosen file is refused before uploading when it is not a PDF or is over 10 MB; the server checks again. */
export function chosenFileProblem(file: ChosenFile): string | null {
  if (!isPdfName(file.name)) return messages.signedUploadNotPdf;
  if (file.size > SIGNED_UPLOAD_MAX_BYTES) return messages.signedUploadTooLarge;
  return null;
}

/**
 * Why a copy cannot be removed, or null when it can. A DSS-signed copy is refused first: removing the other
 * copies would not make it removable, so pointing at them would mislead.
 */
export function removalProblem(copy: SignedCopy, copies: readonly SignedCopy[]): string | null {
  if (copy.dssSigned) return messages.signedFileIsDssSigned;
  if (copy.uploadType === 'SIGNED' && copy.module !== 's65' && hasCopy(copies, copy.module, 'ACCEPTANCE')) {
    return messages.removeAcceptanceSignedFile;
  }
  if (copy.module === 's65' && copy.signedBy === 'SELLERLAWYER' && s65CopiesBy(copies, 'BUYERLAWYER').length > 0) {
    return messages.removeBuyerLawyerSignedFile;
  }
  return null;
}

/** The acceptance copy follows a signed OTP, uploaded before or chosen in the same upload. */
export function acceptanceUploadProblem(copies: readonly SignedCopy[], signedChosen: boolean): string | null {
  return signedChosen || hasCopy(copies, 'otp', 'SIGNED') ? null : messages.acceptanceNeedsSignedOtp;
}

/** The buyer's lawyer signs after the seller's lawyer: an uploaded seller copy, or one chosen alongside. */
export function buyerUploadProblem(copies: readonly SignedCopy[], sellerChosen: boolean): string | null {
  return sellerChosen || s65CopiesBy(copies, 'SELLERLAWYER').length > 0 ? null : messages.buyerLawyerSignsAfterSeller;
}

/**
 * Which S.65 copies exist, for the send presets and the notification choice. A buyer copy without a seller
 * copy counts as none: sending needs the seller's copy first.
 */
export function s65SignedState(copies: readonly SignedCopy[]): S65SignedState {
  if (s65CopiesBy(copies, 'SELLERLAWYER').length === 0) return 'none';
  return s65CopiesBy(copies, 'BUYERLAWYER').length > 0 ? 'both' : 'seller';
}

/** The property's signed flags are derived: a lawyer has signed when a DSS-signed copy by them exists. */
export function s65SignedFlags(copies: readonly SignedCopy[]): S65SignedFlags {
  return {
    s65SellerLawyerSigned: s65CopiesBy(copies, 'SELLERLAWYER').some((copy) => copy.dssSigned),
    s65BuyerLawyerSigned: s65CopiesBy(copies, 'BUYERLAWYER').some((copy) => copy.dssSigned),
  };
}

/** Sending an S.65 needs the seller's lawyer's signed copy. */
export function s65SendProblem(copies: readonly SignedCopy[]): string | null {
  return s65CopiesBy(copies, 'SELLERLAWYER').length > 0 ? null : messages.uploadSellerLawyerSignedPdf;
}
