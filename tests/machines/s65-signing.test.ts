import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { s65SigningMachine, s65SlotStatus, type S65SigningInput, type S65Slot, type S65UploadRequest } from '../../machines/s65-signing.machine';
import {
  DSS_SIGNED_COPIES,
  SAMPLE_BUYER_PDF,
  SAMPLE_NOT_PDF,
  SAMPLE_SELLER_PDF,
  SAMPLE_TOO_LARGE_PDF,
  STORED_BUYER_COPY,
  STORED_SELLER_COPY,
} from '../../machines/s65-signing.samples';
import type { SignedCopy } from '../../src/domain/documents/signed-copy-rules';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';
import { fakeSignedSlotScreen, settled, type FakeSignedServer } from './support/signed-slots-model';

function start(input: S65SigningInput, server: FakeSignedServer<S65UploadRequest> = {}) {
  const screen = fakeSignedSlotScreen(server, [STORED_SELLER_COPY]);
  const actor = createActor(s65SigningMachine.provide(screen.implementations), { input }).start();
  return { actor, ...screen };
}

const statusOf = (actor: ReturnType<typeof start>['actor'], slot: S65Slot) => s65SlotStatus(actor.getSnapshot().context, slot);

const nothingUploaded: S65SigningInput = { copies: [] };
const sellerUploaded: S65SigningInput = { copies: [STORED_SELLER_COPY] };
const bothUploaded: S65SigningInput = { copies: [STORED_SELLER_COPY, STORED_BUYER_COPY] };

describe('s65-signing machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('s65-signing'));
  });

  describe('the signed state for the send presets and the notification', () => {
    it.each([
      ['nothing uploaded', nothingUploaded, 'none'],
      ["the seller's lawyer's copy", sellerUploaded, 'seller'],
      ["both lawyers' copies", bothUploaded, 'both'],
    ] as const)('%s → %s', (_, input, state) => {
      expect(start(input).actor.getSnapshot().context.signedState).toBe(state);
    });

    it('follows uploads and deletes', async () => {
      const { actor } = start(sellerUploaded, { upload: () => Promise.resolve([STORED_BUYER_COPY]) });
      actor.send({ type: 'file.choose', slot: 'buyer', file: SAMPLE_BUYER_PDF });
      actor.send({ type: 'file.confirm' });
      expect((await settled(actor)).context.signedState).toBe('both');
      actor.send({ type: 'file.delete', slot: 'buyer' });
      actor.send({ type: 'delete.confirm' });
      expect((await settled(actor)).context.signedState).toBe('seller');
    });

    it('ignores copies of other documents', () => {
      const otpCopy: SignedCopy = { ...STORED_SELLER_COPY, id: 9, module: 'otp', signedBy: null };
      const { actor } = start({ copies: [otpCopy] });
      expect(actor.getSnapshot().context).toMatchObject({ copies: [], signedState: 'none' });
    });
  });

  describe("the seller's lawyer signs first", () => {
    it("the buyer's copy is refused with nothing from the seller's lawyer", () => {
      const { actor } = start(nothingUploaded);
      actor.send({ type: 'file.choose', slot: 'buyer', file: SAMPLE_BUYER_PDF });
      expect(actor.getSnapshot().context.alert).toEqual({ title: messages.buyerLawyerSignsAfterSeller, text: '', tone: 'warning' });
      actor.send({ type: 'alert.dismiss' });
      expect(statusOf(actor, 'buyer')).toBe('empty');
    });

    it("the buyer's copy may be chosen alongside the seller's, and both go in one request", async () => {
      const { actor, calls } = start(nothingUploaded, { upload: () => Promise.resolve([STORED_SELLER_COPY, STORED_BUYER_COPY]) });
      actor.send({ type: 'file.choose', slot: 'seller', file: SAMPLE_SELLER_PDF });
      actor.send({ type: 'file.choose', slot: 'buyer', file: SAMPLE_BUYER_PDF });
      actor.send({ type: 'file.confirm' });
      calls.uploads[0]?.onProgress(0.75);
      expect(actor.getSnapshot().context.progress).toBe(0.75);
      const done = await settled(actor);
      expect(calls.uploads).toHaveLength(1);
      expect(calls.uploads[0]?.files).toEqual({ seller: SAMPLE_SELLER_PDF, buyer: SAMPLE_BUYER_PDF });
      expect(done.matches({ slots: { seller: 'uploaded', buyer: 'uploaded' } })).toBe(true);
      expect(done.context.progress).toBe(0);
    });

    it("the buyer's copy left alone after the seller's was dropped is refused, not sent", () => {
      const { actor, calls } = start(nothingUploaded);
      actor.send({ type: 'file.choose', slot: 'seller', file: SAMPLE_SELLER_PDF });
      actor.send({ type: 'file.choose', slot: 'buyer', file: SAMPLE_BUYER_PDF });
      actor.send({ type: 'file.cancel', slot: 'seller' });
      actor.send({ type: 'file.confirm' });
      expect(actor.getSnapshot().context.alert?.title).toBe(messages.buyerLawyerSignsAfterSeller);
      expect(calls.uploads).toEqual([]);
    });

    it("the buyer's copy may be chosen once the seller's is uploaded", () => {
      const { actor } = start(sellerUploaded);
      actor.send({ type: 'file.choose', slot: 'buyer', file: SAMPLE_BUYER_PDF });
      expect(actor.getSnapshot().matches({ slots: { seller: 'uploaded', buyer: 'chosen' } })).toBe(true);
    });
  });

  describe('choosing and uploading', () => {
    it.each([
      ['a file that is not a PDF', SAMPLE_NOT_PDF, messages.signedUploadNotPdf],
      ['a PDF over 10 MB', SAMPLE_TOO_LARGE_PDF, messages.signedUploadTooLarge],
    ])('%s is refused at once', (_, file, text) => {
      const { actor } = start(nothingUploaded);
      actor.send({ type: 'file.choose', slot: 'seller', file });
      expect(actor.getSnapshot().context.alert).toEqual({ title: messages.fileNotSelected, text, tone: 'error' });
      expect(actor.getSnapshot().context.chosen.seller).toBeNull();
    });

    it('runs only when at least one file is chosen', () => {
      const { actor } = start(nothingUploaded);
      expect(actor.getSnapshot().can({ type: 'file.confirm' })).toBe(false);
    });

    it("a refused upload shows 'Upload Failed' with the reason and keeps the file", async () => {
      const { actor } = start(sellerUploaded, { upload: () => Promise.reject(new Error(messages.signedCopyExists)) });
      actor.send({ type: 'file.choose', slot: 'buyer', file: SAMPLE_BUYER_PDF });
      actor.send({ type: 'file.confirm' });
      const failed = await settled(actor);
      expect(failed.context.alert).toEqual({ title: messages.uploadFailed, text: messages.signedCopyExists, tone: 'error' });
      actor.send({ type: 'alert.dismiss' });
      expect(statusOf(actor, 'buyer')).toBe('chosen');
    });
  });

  describe('deleting', () => {
    it("the seller's copy is refused while the buyer's exists", () => {
      const { actor, calls } = start(bothUploaded);
      actor.send({ type: 'file.delete', slot: 'seller' });
      expect(actor.getSnapshot().context.alert).toEqual({ title: messages.removeBuyerLawyerSignedFile, text: '', tone: 'warning' });
      expect(calls.removals).toEqual([]);
    });

    it.each(['seller', 'buyer'] as const)('a DSS-signed %s copy is refused, whatever else exists', (slot) => {
      const { actor, calls } = start({ copies: DSS_SIGNED_COPIES });
      actor.send({ type: 'file.delete', slot });
      expect(actor.getSnapshot().context.alert?.title).toBe(messages.signedFileIsDssSigned);
      expect(calls.removals).toEqual([]);
    });

    it("the buyer's copy asks 'Delete Record', then Yes removes it and toasts", async () => {
      const { actor, calls, toasts, reloads } = start(bothUploaded);
      actor.send({ type: 'file.delete', slot: 'buyer' });
      expect(actor.getSnapshot().context.alert).toEqual({
        title: messages.deleteRecordTitle,
        text: messages.confirmDeleteSignedFile('SIGNED_BUYERLAWYER.pdf'),
        tone: 'warning',
      });
      actor.send({ type: 'delete.confirm' });
      await settled(actor);
      expect(calls.removals).toEqual([{ copy: STORED_BUYER_COPY }]);
      expect(toasts).toEqual([messages.successfullyDeleted]);
      expect(reloads).toHaveBeenCalledOnce();
      expect(actor.getSnapshot().matches({ slots: { seller: 'uploaded', buyer: 'empty' } })).toBe(true);
    });

    it('Cancel keeps the copy', () => {
      const { actor } = start(sellerUploaded);
      actor.send({ type: 'file.delete', slot: 'seller' });
      actor.send({ type: 'delete.cancel' });
      expect(statusOf(actor, 'seller')).toBe('uploaded');
      expect(actor.getSnapshot().context).toMatchObject({ alert: null, pendingDelete: null });
    });

    it("a refused delete shows 'Delete Failed' with the server's reason", async () => {
      const { actor } = start(sellerUploaded, { remove: () => Promise.reject(new Error(messages.removeBuyerLawyerSignedFile)) });
      actor.send({ type: 'file.delete', slot: 'seller' });
      actor.send({ type: 'delete.confirm' });
      const failed = await settled(actor);
      expect(failed.context.alert).toEqual({ title: messages.deleteFailedTitle, text: messages.removeBuyerLawyerSignedFile, tone: 'error' });
      expect(failed.context.signedState).toBe('seller');
    });
  });

  it('a reload after DSS signing shows both copies as signed', () => {
    const { actor } = start(sellerUploaded);
    actor.send({ type: 'copies.loaded', copies: DSS_SIGNED_COPIES });
    expect(actor.getSnapshot().context).toMatchObject({ copies: DSS_SIGNED_COPIES, signedState: 'both' });
    expect(actor.getSnapshot().matches({ slots: { seller: 'uploaded', buyer: 'uploaded' } })).toBe(true);
  });
});
