import { assign, setup } from 'xstate';
import { acceptanceUploadProblem, type SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { messages } from '../src/domain/messages';
import { chosenFilesOf, initialSlotsContext, ruleAlert } from './signed-slots';
import { signedSlotActions, signedSlotActors, signedSlotGuards } from './signed-slots.implementations';
import { optionalSlotRegion, signedSlotRegion, signedSlotStates } from './signed-slots.states';
import {
  signedUploadSlotCopy,
  type SignedUploadContext,
  type SignedUploadEvent,
  type SignedUploadInput,
  type SignedUploadRequest,
  type SignedUploadSlot,
} from './signed-upload.types';

export * from './signed-upload.types';

/** The page's module's signed and acceptance copies. */
function ownCopies(copies: readonly SignedCopy[], { module }: Pick<SignedUploadContext, 'module'>): SignedCopy[] {
  return copies.filter((copy) => copy.module === module && (copy.uploadType === 'SIGNED' || copy.uploadType === 'ACCEPTANCE'));
}

export const signedUploadMachine = setup({
  types: {
    context: {} as SignedUploadContext,
    events: {} as SignedUploadEvent,
    input: {} as SignedUploadInput,
  },
  actors: signedSlotActors<SignedUploadRequest>(),
  guards: {
    ...signedSlotGuards(signedUploadSlotCopy),
    hasNoAcceptanceSlot: ({ context }) => context.module !== 'otp',
    // Seed 001 §4: the acceptance copy only after a signed OTP has been uploaded or chosen.
    acceptanceTooEarly: ({ context, event }) =>
      event.type === 'file.choose' && event.slot === 'acceptance' && acceptanceUploadProblem(context.copies, context.chosen.signed !== null) !== null,
    // The signed file chosen alongside may have been cancelled since the acceptance copy was chosen.
    acceptanceLeftAlone: ({ context }) =>
      context.chosen.acceptance !== null && acceptanceUploadProblem(context.copies, context.chosen.signed !== null) !== null,
  },
  actions: {
    ...signedSlotActions<SignedUploadSlot, SignedUploadContext>({ copyOf: signedUploadSlotCopy, ownCopies }),
    refuseAcceptance: assign({ alert: ruleAlert(messages.acceptanceNeedsSignedOtp) }),
  },
}).createMachine({
  id: 'signedUpload',
  description: 'OTP / WTA SUMMARY tab: choose, confirm and upload the signed copy (and the OTP acceptance copy); delete with the rules.',
  context: ({ input }) => ({ module: input.module, copies: ownCopies(input.copies, input), ...initialSlotsContext(['signed', 'acceptance']) }),
  initial: 'slots',
  // Outside the slots (an alert, a call) a reload only updates the copies; the slots sort themselves on return.
  on: { 'copies.loaded': { actions: 'replaceCopies' } },
  states: signedSlotStates({
    slots: 'The upload slots side by side; the check icon uploads every chosen file in one request.',
    regions: {
      signed: signedSlotRegion({
        machineId: 'signedUpload',
        slot: 'signed',
        description: "The signed copy: 'OTP Signed On' / 'WTA Signed On' with its file.",
        uploaded: 'The uploaded copy as a download link with a delete icon.',
      }),
      acceptance: optionalSlotRegion({
        machineId: 'signedUpload',
        slot: 'acceptance',
        description: "The OTP acceptance copy: 'Acceptance Signed On' with its file; the WTA has none.",
        absentWhen: 'hasNoAcceptanceSlot',
        sorting: 'Shows the slot as the module, the copies and the chosen file say.',
        absent: 'A WTA: no acceptance copy.',
        empty: 'The file picker; refused until a signed OTP is uploaded or chosen, and for a non-PDF or over 10 MB.',
        chosen: 'The chosen acceptance file with the check and cross icons.',
        // Nothing follows the acceptance copy and only S.65 copies come back from DSS, so no rule holds it.
        uploaded: 'The uploaded acceptance copy as a download link with a delete icon; it can always be removed.',
        alwaysRemovable: true,
        tooEarly: { guard: 'acceptanceTooEarly', actions: 'refuseAcceptance' },
      }),
    },
    leftAlone: { guard: 'acceptanceLeftAlone', actions: 'refuseAcceptance' },
    refused: "A rule's refusal ('Please Remove Acceptance Signed File.', the acceptance before the OTP, not a PDF, over 10 MB).",
    uploadRequest: (context: SignedUploadContext) => ({ module: context.module, files: chosenFilesOf(context.chosen) }),
  }),
});
