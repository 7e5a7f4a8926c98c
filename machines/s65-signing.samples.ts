import type { EventFromLogic } from 'xstate';
import type { SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { SIGNED_UPLOAD_MAX_BYTES } from '../src/domain/documents/uploads';
import { messages } from '../src/domain/messages';
import type { SampleEvents } from './registry';
import type { s65SigningMachine } from './s65-signing.machine';
import { s65SlotOf, type S65SigningInput, type S65Slot } from './s65-signing.types';
import { signedSlotSamples, signedSlotsAllows } from './signed-slots.samples';

/** An S.65 with nothing uploaded yet: every slot state is reached from there. */
export const s65SigningInputs: readonly S65SigningInput[] = [{ copies: [] }];

export const SAMPLE_SELLER_PDF = { name: 's65-seller-signed.pdf', size: 204_800 };
export const SAMPLE_BUYER_PDF = { name: 's65-buyer-signed.pdf', size: 198_300 };
export const SAMPLE_NOT_PDF = { name: 's65-signed.jpg', size: 88_000 };
export const SAMPLE_TOO_LARGE_PDF = { name: 's65-scan.pdf', size: SIGNED_UPLOAD_MAX_BYTES + 1 };

export const STORED_SELLER_COPY: SignedCopy = {
  id: 31,
  module: 's65',
  uploadType: 'SIGNED',
  signedBy: 'SELLERLAWYER',
  dssSigned: false,
  fileName: 'SIGNED_SELLERLAWYER.pdf',
};
export const STORED_BUYER_COPY: SignedCopy = { ...STORED_SELLER_COPY, id: 32, signedBy: 'BUYERLAWYER', fileName: 'SIGNED_BUYERLAWYER.pdf' };

/** The reload after DSS signing finished: both lawyers' copies came back signed (and cannot be removed). */
export const DSS_SIGNED_COPIES: readonly SignedCopy[] = [
  { ...STORED_SELLER_COPY, id: 41, dssSigned: true },
  { ...STORED_BUYER_COPY, id: 42, dssSigned: true },
];

const slots: readonly S65Slot[] = ['seller', 'buyer'];

export const s65SigningSamples: SampleEvents<EventFromLogic<typeof s65SigningMachine>> = signedSlotSamples({
  slots,
  choices: [
    { slot: 'seller', file: SAMPLE_SELLER_PDF },
    { slot: 'seller', file: SAMPLE_NOT_PDF },
    { slot: 'buyer', file: SAMPLE_BUYER_PDF },
    { slot: 'buyer', file: SAMPLE_TOO_LARGE_PDF },
  ],
  reloaded: DSS_SIGNED_COPIES,
  uploadReplies: [[STORED_SELLER_COPY], [STORED_BUYER_COPY], [STORED_SELLER_COPY, STORED_BUYER_COPY]],
  uploadRefusal: messages.buyerLawyerSignsAfterSeller,
  removeRefusal: messages.removeBuyerLawyerSignedFile,
});

/** The upload answers with the lawyers' copies of the slots that had a file chosen. */
export const s65SigningAllows = signedSlotsAllows(slots, s65SlotOf);
