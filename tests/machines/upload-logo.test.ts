import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { uploadLogoMachine, type UploadLogoReply, type UploadLogoRequest } from '../../machines/upload-logo.machine';
import { SAMPLE_LOGO, SAMPLE_TOO_LARGE, SAMPLE_WRONG_TYPE } from '../../machines/upload-logo.samples';
import { LOGO_MAX_BYTES } from '../../src/domain/logo';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

/** An upload whose progress and answer the test drives. */
function controlledUpload() {
  let request: UploadLogoRequest | null = null;
  let settle: { resolve: (reply: UploadLogoReply) => void; reject: (error: Error) => void } | null = null;
  const logic = fromPromise<UploadLogoReply, UploadLogoRequest>(
    ({ input }) =>
      new Promise<UploadLogoReply>((resolve, reject) => {
        request = input;
        settle = { resolve, reject };
      }),
  );
  return {
    logic,
    progress: (fraction: number) => request?.onProgress(fraction),
    succeed: () => settle?.resolve({ message: 'Logo uploaded.' }),
    fail: (message: string) => settle?.reject(new Error(message)),
    sentFile: () => request?.file,
  };
}

function start() {
  const upload = controlledUpload();
  const announceUploaded = vi.fn<() => void>();
  const announceFailed = vi.fn<(message: string) => void>();
  const actor = createActor(
    uploadLogoMachine.provide({
      actors: { uploadLogo: upload.logic },
      actions: { announceUploaded: () => announceUploaded(), announceFailed: (_, params) => announceFailed(params.message) },
    }),
  ).start();
  return { actor, upload, announceUploaded, announceFailed };
}

describe('upload-logo machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('upload-logo'));
  });

  it.each([
    ['the wrong type', SAMPLE_WRONG_TYPE, messages.logoSelectHint],
    ['a file over 10MB', SAMPLE_TOO_LARGE, messages.logoTooLarge],
  ])('%s is refused with File not Selected and is not kept', (_, file, text) => {
    const { actor } = start();
    actor.send({ type: 'logo.choose', file: SAMPLE_LOGO });
    actor.send({ type: 'logo.choose', file });
    expect(actor.getSnapshot().context).toMatchObject({ file: null, alert: { title: messages.fileNotSelected, text } });
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
  });

  it('exactly 10,000,000 bytes is allowed, and the extension check ignores case', () => {
    const { actor } = start();
    actor.send({ type: 'logo.choose', file: { name: 'LOGO.JPEG', size: LOGO_MAX_BYTES } });
    expect(actor.getSnapshot().context.file).toEqual({ name: 'LOGO.JPEG', size: LOGO_MAX_BYTES });
  });

  it('Upload without a file asks for one', () => {
    const { actor } = start();
    actor.send({ type: 'logo.upload' });
    expect(actor.getSnapshot().context.alert).toEqual({ title: messages.fileNotSelected, text: messages.logoSelectHint, tone: 'error' });
  });

  it('progress reported by the upload shows in the context, then success clears the file', async () => {
    const { actor, upload, announceUploaded } = start();
    actor.send({ type: 'logo.choose', file: SAMPLE_LOGO });
    actor.send({ type: 'logo.upload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(upload.sentFile()).toBe(SAMPLE_LOGO);
    upload.progress(0.25);
    expect(actor.getSnapshot().context.progress).toBe(0.25);
    upload.progress(1.5);
    expect(actor.getSnapshot().context.progress).toBe(1);
    upload.succeed();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(announceUploaded).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(actor.getSnapshot().can({ type: 'logo.cancel' })).toBe(true);
  });

  it('a failure announces the reason and keeps the file for another try', async () => {
    const { actor, upload, announceFailed } = start();
    actor.send({ type: 'logo.choose', file: SAMPLE_LOGO });
    actor.send({ type: 'logo.upload' });
    upload.fail('The file is not a JPG, GIF or PNG image.');
    const failed = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(announceFailed).toHaveBeenCalledWith('The file is not a JPG, GIF or PNG image.');
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.file).toBe(SAMPLE_LOGO);
    actor.send({ type: 'logo.upload' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.progress).toBe(0);
  });

  it('Cancel clears the chosen file', () => {
    const { actor } = start();
    actor.send({ type: 'logo.choose', file: SAMPLE_LOGO });
    actor.send({ type: 'logo.cancel' });
    expect(actor.getSnapshot().context.file).toBeNull();
  });
});
