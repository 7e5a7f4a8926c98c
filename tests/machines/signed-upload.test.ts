import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  signedUploadMachine,
  signedUploadSlotCopy,
  signedUploadSlotStatus,
  type SignedUploadInput,
  type SignedUploadRequest,
  type SignedUploadSlot,
} from '../../machines/signed-upload.machine';
import {
  RELOADED_COPIES,
  SAMPLE_ACCEPTANCE_PDF,
  SAMPLE_NOT_PDF,
  SAMPLE_SIGNED_PDF,
  SAMPLE_TOO_LARGE_PDF,
  STORED_OTP_ACCEPTANCE,
  STORED_OTP_SIGNED,
  STORED_WTA_SIGNED,
} from '../../machines/signed-upload.samples';
import { SIGNED_UPLOAD_MAX_BYTES } from '../../src/domain/documents/uploads';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';
import { fakeSignedSlotScreen, settled, type FakeSignedServer } from './support/signed-slots-model';

function start(input: SignedUploadInput, server: FakeSignedServer<SignedUploadRequest> = {}) {
  const screen = fakeSignedSlotScreen(server, [STORED_OTP_SIGNED, STORED_OTP_ACCEPTANCE]);
  const actor = createActor(signedUploadMachine.provide(screen.implementations), { input }).start();
  return { actor, ...screen };
}

const statusOf = (actor: ReturnType<typeof start>['actor'], slot: SignedUploadSlot) => signedUploadSlotStatus(actor.getSnapshot().context, slot);

const freshOtp: SignedUploadInput = { module: 'otp', copies: [] };
const uploadedOtp: SignedUploadInput = { module: 'otp', copies: [STORED_OTP_SIGNED, STORED_OTP_ACCEPTANCE] };

describe('signed-upload machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('signed-upload'));
  });

  describe('the slots on opening', () => {
    it('an OTP with nothing uploaded shows two empty pickers', () => {
      const { actor } = start(freshOtp);
      expect(actor.getSnapshot().matches({ slots: { signed: 'empty', acceptance: 'empty' } })).toBe(true);
    });

    it("a WTA has no acceptance slot, and shows only its own module's copies", () => {
      const { actor } = start({ module: 'wta', copies: [STORED_OTP_SIGNED, STORED_WTA_SIGNED] });
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ slots: { signed: 'uploaded', acceptance: 'absent' } })).toBe(true);
      expect(snapshot.context.copies).toEqual([STORED_WTA_SIGNED]);
      expect(snapshot.can({ type: 'file.choose', slot: 'acceptance', file: SAMPLE_ACCEPTANCE_PDF })).toBe(false);
    });

    it('uploaded copies show as download links', () => {
      const { actor } = start(uploadedOtp);
      expect(actor.getSnapshot().matches({ slots: { signed: 'uploaded', acceptance: 'uploaded' } })).toBe(true);
      expect(signedUploadSlotCopy(actor.getSnapshot().context, 'acceptance')).toEqual(STORED_OTP_ACCEPTANCE);
    });
  });

  describe('choosing files', () => {
    it.each([
      ['a file that is not a PDF', SAMPLE_NOT_PDF, messages.signedUploadNotPdf],
      ['a PDF over 10 MB', SAMPLE_TOO_LARGE_PDF, messages.signedUploadTooLarge],
    ])('%s is refused at once and not kept', (_, file, text) => {
      const { actor } = start(freshOtp);
      actor.send({ type: 'file.choose', slot: 'signed', file });
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.alert).toEqual({ title: messages.fileNotSelected, text, tone: 'error' });
      actor.send({ type: 'alert.dismiss' });
      expect(statusOf(actor, 'signed')).toBe('empty');
      expect(actor.getSnapshot().context.alert).toBeNull();
    });

    it('a PDF of exactly 10,000,000 bytes is taken', () => {
      const { actor } = start(freshOtp);
      actor.send({ type: 'file.choose', slot: 'signed', file: { name: 'SIGNED.PDF', size: SIGNED_UPLOAD_MAX_BYTES } });
      expect(statusOf(actor, 'signed')).toBe('chosen');
    });

    it('the acceptance copy is refused before a signed OTP is uploaded or chosen', () => {
      const { actor } = start(freshOtp);
      actor.send({ type: 'file.choose', slot: 'acceptance', file: SAMPLE_ACCEPTANCE_PDF });
      expect(actor.getSnapshot().context.alert).toEqual({ title: messages.acceptanceNeedsSignedOtp, text: '', tone: 'warning' });
      actor.send({ type: 'alert.dismiss' });
      expect(statusOf(actor, 'acceptance')).toBe('empty');
    });

    it('the acceptance copy can be chosen alongside the signed OTP', () => {
      const { actor } = start(freshOtp);
      actor.send({ type: 'file.choose', slot: 'signed', file: SAMPLE_SIGNED_PDF });
      actor.send({ type: 'file.choose', slot: 'acceptance', file: SAMPLE_ACCEPTANCE_PDF });
      expect(actor.getSnapshot().matches({ slots: { signed: 'chosen', acceptance: 'chosen' } })).toBe(true);
    });

    it('the acceptance copy can be chosen once the signed OTP is uploaded', () => {
      const { actor } = start({ module: 'otp', copies: [STORED_OTP_SIGNED] });
      actor.send({ type: 'file.choose', slot: 'acceptance', file: SAMPLE_ACCEPTANCE_PDF });
      expect(statusOf(actor, 'acceptance')).toBe('chosen');
    });

    it('the cross icon drops only its own file', () => {
      const { actor } = start(freshOtp);
      actor.send({ type: 'file.choose', slot: 'signed', file: SAMPLE_SIGNED_PDF });
      actor.send({ type: 'file.choose', slot: 'acceptance', file: SAMPLE_ACCEPTANCE_PDF });
      actor.send({ type: 'file.cancel', slot: 'acceptance' });
      expect(actor.getSnapshot().context.chosen).toEqual({ signed: SAMPLE_SIGNED_PDF, acceptance: null });
    });
  });

  describe('uploading', () => {
    it('runs only when at least one file is chosen', () => {
      const { actor, calls } = start(freshOtp);
      expect(actor.getSnapshot().can({ type: 'file.confirm' })).toBe(false);
      actor.send({ type: 'file.confirm' });
      expect(calls.uploads).toEqual([]);
    });

    it('sends every chosen file in one request, shows progress, then the uploaded copies', async () => {
      const { actor, calls, reloads } = start(freshOtp);
      actor.send({ type: 'file.choose', slot: 'signed', file: SAMPLE_SIGNED_PDF });
      actor.send({ type: 'file.choose', slot: 'acceptance', file: SAMPLE_ACCEPTANCE_PDF });
      actor.send({ type: 'file.confirm' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(calls.uploads).toHaveLength(1);
      expect(calls.uploads[0]).toMatchObject({ module: 'otp', files: { signed: SAMPLE_SIGNED_PDF, acceptance: SAMPLE_ACCEPTANCE_PDF } });
      calls.uploads[0]?.onProgress(0.4);
      expect(actor.getSnapshot().context.progress).toBe(0.4);
      const done = await settled(actor);
      expect(done.matches({ slots: { signed: 'uploaded', acceptance: 'uploaded' } })).toBe(true);
      expect(done.context.chosen).toEqual({ signed: null, acceptance: null });
      expect(done.context.progress).toBe(0);
      expect(reloads).toHaveBeenCalledOnce();
    });

    it('sends only the slots that have a file', async () => {
      const { actor, calls } = start({ module: 'wta', copies: [] }, { upload: () => Promise.resolve([STORED_WTA_SIGNED]) });
      actor.send({ type: 'file.choose', slot: 'signed', file: SAMPLE_SIGNED_PDF });
      actor.send({ type: 'file.confirm' });
      await settled(actor);
      expect(calls.uploads[0]?.files).toEqual({ signed: SAMPLE_SIGNED_PDF });
      expect(statusOf(actor, 'signed')).toBe('uploaded');
    });

    it('an acceptance copy left alone after its signed OTP was dropped is refused, not sent', () => {
      const { actor, calls } = start(freshOtp);
      actor.send({ type: 'file.choose', slot: 'signed', file: SAMPLE_SIGNED_PDF });
      actor.send({ type: 'file.choose', slot: 'acceptance', file: SAMPLE_ACCEPTANCE_PDF });
      actor.send({ type: 'file.cancel', slot: 'signed' });
      actor.send({ type: 'file.confirm' });
      expect(actor.getSnapshot().context.alert?.title).toBe(messages.acceptanceNeedsSignedOtp);
      expect(calls.uploads).toEqual([]);
    });

    it("a refused upload shows 'Upload Failed' with the server's message and keeps the files for another try", async () => {
      const { actor, calls } = start(freshOtp, { upload: () => Promise.reject(new Error(messages.signedCopyExists)) });
      actor.send({ type: 'file.choose', slot: 'signed', file: SAMPLE_SIGNED_PDF });
      actor.send({ type: 'file.confirm' });
      const failed = await settled(actor);
      expect(failed.hasTag('error')).toBe(true);
      expect(failed.context.alert).toEqual({ title: messages.uploadFailed, text: messages.signedCopyExists, tone: 'error' });
      actor.send({ type: 'alert.dismiss' });
      expect(statusOf(actor, 'signed')).toBe('chosen');
      actor.send({ type: 'file.confirm' });
      expect(calls.uploads).toHaveLength(2);
    });

    it("a 400 lists the server's messages", async () => {
      const badRequest = Object.assign(new Error('Bad Request'), { status: 400, errors: [messages.signedUploadNotPdf] });
      const { actor } = start(freshOtp, { upload: () => Promise.reject(badRequest) });
      actor.send({ type: 'file.choose', slot: 'signed', file: SAMPLE_SIGNED_PDF });
      actor.send({ type: 'file.confirm' });
      expect((await settled(actor)).context.alert?.text).toBe(messages.signedUploadNotPdf);
    });
  });

  describe('deleting', () => {
    it('a signed OTP is refused while the acceptance copy exists, without asking', () => {
      const { actor, calls } = start(uploadedOtp);
      actor.send({ type: 'file.delete', slot: 'signed' });
      expect(actor.getSnapshot().context.alert).toEqual({ title: messages.removeAcceptanceSignedFile, text: '', tone: 'warning' });
      expect(actor.getSnapshot().context.pendingDelete).toBeNull();
      actor.send({ type: 'alert.dismiss' });
      expect(statusOf(actor, 'signed')).toBe('uploaded');
      expect(calls.removals).toEqual([]);
    });

    it("asks 'Delete Record' with the file name, and Cancel keeps the copy", () => {
      const { actor, calls } = start(uploadedOtp);
      actor.send({ type: 'file.delete', slot: 'acceptance' });
      expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
      expect(actor.getSnapshot().context.alert).toEqual({
        title: messages.deleteRecordTitle,
        text: messages.confirmDeleteSignedFile('ACCEPTANCE.pdf'),
        tone: 'warning',
      });
      actor.send({ type: 'delete.cancel' });
      expect(actor.getSnapshot().context).toMatchObject({ alert: null, pendingDelete: null });
      expect(statusOf(actor, 'acceptance')).toBe('uploaded');
      expect(calls.removals).toEqual([]);
    });

    it("Yes removes the copy, toasts 'Successfully Deleted', and then the signed OTP can go too", async () => {
      const { actor, calls, toasts, reloads } = start(uploadedOtp);
      actor.send({ type: 'file.delete', slot: 'acceptance' });
      actor.send({ type: 'delete.confirm' });
      await settled(actor);
      expect(calls.removals).toEqual([{ copy: STORED_OTP_ACCEPTANCE }]);
      expect(toasts).toEqual([messages.successfullyDeleted]);
      expect(reloads).toHaveBeenCalledOnce();
      expect(statusOf(actor, 'acceptance')).toBe('empty');
      actor.send({ type: 'file.delete', slot: 'signed' });
      expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    });

    it("a refused delete shows 'Delete Failed' with the reason and keeps the copy", async () => {
      const { actor, toasts } = start(uploadedOtp, { remove: () => Promise.reject(new Error(messages.removeAcceptanceSignedFile)) });
      actor.send({ type: 'file.delete', slot: 'acceptance' });
      actor.send({ type: 'delete.confirm' });
      const failed = await settled(actor);
      expect(failed.context.alert).toEqual({ title: messages.deleteFailedTitle, text: messages.removeAcceptanceSignedFile, tone: 'error' });
      expect(toasts).toEqual([]);
      actor.send({ type: 'alert.dismiss' });
      expect(statusOf(actor, 'acceptance')).toBe('uploaded');
    });
  });

  describe('a reload of the property', () => {
    it("replaces the copies with this page's ones and drops a chosen file whose slot is now filled", () => {
      const { actor } = start(freshOtp);
      actor.send({ type: 'file.choose', slot: 'signed', file: SAMPLE_SIGNED_PDF });
      actor.send({ type: 'copies.loaded', copies: RELOADED_COPIES });
      const snapshot = actor.getSnapshot();
      expect(snapshot.context.copies).toEqual([STORED_OTP_SIGNED, STORED_OTP_ACCEPTANCE]);
      expect(snapshot.context.chosen.signed).toBeNull();
      expect(snapshot.matches({ slots: { signed: 'uploaded', acceptance: 'uploaded' } })).toBe(true);
    });

    it('arriving while an alert shows, it is there once the alert is dismissed', () => {
      const { actor } = start(freshOtp);
      actor.send({ type: 'file.choose', slot: 'signed', file: SAMPLE_NOT_PDF });
      actor.send({ type: 'copies.loaded', copies: RELOADED_COPIES });
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().matches({ slots: { signed: 'uploaded', acceptance: 'uploaded' } })).toBe(true);
    });
  });
});
