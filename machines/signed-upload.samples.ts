import type { EventFromLogic } from 'xstate';
import type { SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { SIGNED_UPLOAD_MAX_BYTES } from '../src/domain/documents/uploads';
import { messages } from '../src/domain/messages';
import type { SampleEvents } from './registry';
import { signedSlotSamples, signedSlotsAllows } from './signed-slots.samples';
import type { signedUploadMachine } from './signed-upload.machine';
import type { SignedUploadContext, SignedUploadInput, SignedUploadSlot } from './signed-upload.types';

/** An OTP and a WTA with nothing uploaded yet: every slot state is reached from there. */
export const signedUploadInputs: readonly SignedUploadInput[] = [
  { module: 'otp', copies: [] },
  { module: 'wta', copies: [] },
];

export const SAMPLE_SIGNED_PDF = { name: 'otp-signed.pdf', size: 182_400 };
export const SAMPLE_ACCEPTANCE_PDF = { name: 'otp-acceptance.pdf', size: 96_120 };
export const SAMPLE_NOT_PDF = { name: 'otp-signed.docx', size: 48_000 };
export const SAMPLE_TOO_LARGE_PDF = { name: 'otp-scan.pdf', size: SIGNED_UPLOAD_MAX_BYTES + 1 };

export const STORED_OTP_SIGNED: SignedCopy = {
  id: 11,
  module: 'otp',
  uploadType: 'SIGNED',
  signedBy: null,
  dssSigned: false,
  fileName: 'SIGNED.pdf',
};
export const STORED_OTP_ACCEPTANCE: SignedCopy = { ...STORED_OTP_SIGNED, id: 12, uploadType: 'ACCEPTANCE', fileName: 'ACCEPTANCE.pdf' };
export const STORED_WTA_SIGNED: SignedCopy = { ...STORED_OTP_SIGNED, id: 21, module: 'wta' };

/** A reload after someone else uploaded: every copy of the property, whatever the page. */
export const RELOADED_COPIES: readonly SignedCopy[] = [STORED_OTP_SIGNED, STORED_OTP_ACCEPTANCE, STORED_WTA_SIGNED];

const slots: readonly SignedUploadSlot[] = ['signed', 'acceptance'];

export const signedUploadSamples: SampleEvents<EventFromLogic<typeof signedUploadMachine>> = signedSlotSamples({
  slots,
  choices: [
    { slot: 'signed', file: SAMPLE_SIGNED_PDF },
    { slot: 'signed', file: SAMPLE_NOT_PDF },
    { slot: 'acceptance', file: SAMPLE_ACCEPTANCE_PDF },
    { slot: 'acceptance', file: SAMPLE_TOO_LARGE_PDF },
  ],
  reloaded: RELOADED_COPIES,
  uploadReplies: [[STORED_OTP_SIGNED], [STORED_OTP_ACCEPTANCE], [STORED_OTP_SIGNED, STORED_OTP_ACCEPTANCE], [STORED_WTA_SIGNED]],
  uploadRefusal: messages.signedCopyExists,
  removeRefusal: messages.networkError,
});

/** The slot a stored copy fills on this page; a copy of the other module fills none. */
function slotOf(copy: SignedCopy, context: SignedUploadContext): SignedUploadSlot | null {
  if (copy.module !== context.module) return null;
  return copy.uploadType === 'SIGNED' ? 'signed' : 'acceptance';
}

/** The upload answers with this page's copies of the slots that had a file chosen. */
export const signedUploadAllows = signedSlotsAllows(slots, slotOf);
