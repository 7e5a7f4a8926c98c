import { assign, setup } from 'xstate';
import { buyerUploadProblem, s65SignedState, type SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { messages } from '../src/domain/messages';
import {
  s65SlotCopy,
  type S65SigningContext,
  type S65SigningEvent,
  type S65SigningInput,
  type S65Slot,
  type S65UploadRequest,
} from './s65-signing.types';
import { chosenFilesOf, initialSlotsContext, ruleAlert } from './signed-slots';
import { signedSlotActions, signedSlotActors, signedSlotGuards } from './signed-slots.implementations';
import { signedSlotRegion, signedSlotStates } from './signed-slots.states';

export * from './s65-signing.types';

/** The S.65 copies signed by a lawyer. */
function ownCopies(copies: readonly SignedCopy[]): SignedCopy[] {
  return copies.filter((copy) => copy.module === 's65' && copy.uploadType === 'SIGNED' && copy.signedBy !== null);
}

/** The signed state follows every change of the copies: the send presets read it without waiting for a reload. */
const followsFrom = (copies: readonly SignedCopy[]) => ({ signedState: s65SignedState(copies) });

export const s65SigningMachine = setup({
  types: {
    context: {} as S65SigningContext,
    events: {} as S65SigningEvent,
    input: {} as S65SigningInput,
  },
  actors: signedSlotActors<S65UploadRequest>(),
  guards: {
    ...signedSlotGuards(s65SlotCopy),
    // Seed 001 §4: the buyer's lawyer's copy only once the seller's lawyer's exists (or is chosen with it).
    buyerTooEarly: ({ context, event }) =>
      event.type === 'file.choose' && event.slot === 'buyer' && buyerUploadProblem(context.copies, context.chosen.seller !== null) !== null,
    // The seller's file chosen alongside may have been cancelled since the buyer's was chosen.
    buyerLeftAlone: ({ context }) => context.chosen.buyer !== null && buyerUploadProblem(context.copies, context.chosen.seller !== null) !== null,
  },
  actions: {
    ...signedSlotActions<S65Slot, S65SigningContext>({ copyOf: s65SlotCopy, ownCopies, followsFrom }),
    refuseBuyer: assign({ alert: ruleAlert(messages.buyerLawyerSignsAfterSeller) }),
  },
}).createMachine({
  id: 's65Signing',
  description: "S.65 SUMMARY upload area: the seller's lawyer's signed copy, then the buyer's; delete with the rules; the signed state.",
  context: ({ input }) => {
    const copies = ownCopies(input.copies);
    return { copies, ...followsFrom(copies), ...initialSlotsContext(['seller', 'buyer']) };
  },
  initial: 'slots',
  // Outside the slots (an alert, a call) a reload only updates the copies; the slots sort themselves on return.
  on: { 'copies.loaded': { actions: 'replaceCopies' } },
  states: signedSlotStates({
    slots: 'The two upload slots; the check icon uploads every chosen file in one request.',
    regions: {
      seller: signedSlotRegion({
        machineId: 's65Signing',
        slot: 'seller',
        description: "The Seller's Lawyer's signed copy (SELLERLAWYER), which comes first.",
        uploaded: "The copy as a download link with a delete icon; held while the buyer's copy exists or once DSS signed it.",
      }),
      buyer: signedSlotRegion({
        machineId: 's65Signing',
        slot: 'buyer',
        description: "The Buyer's Lawyer's signed copy (BUYERLAWYER), after the seller's.",
        empty: "The file picker; refused until the seller's copy is uploaded or chosen, and for a non-PDF or over 10 MB.",
        chosen: 'The chosen file with the check and cross icons.',
        uploaded: 'The copy as a download link with a delete icon; held once DSS signed it.',
        tooEarly: { guard: 'buyerTooEarly', actions: 'refuseBuyer' },
      }),
    },
    leftAlone: { guard: 'buyerLeftAlone', actions: 'refuseBuyer' },
    refused: "A rule's refusal ('Please Remove Buyer lawyer Signed File.', a DSS-signed copy, the buyer before the seller, not a PDF, over 10 MB).",
    uploadRequest: (context: S65SigningContext) => ({ files: chosenFilesOf(context.chosen) }),
  }),
});
