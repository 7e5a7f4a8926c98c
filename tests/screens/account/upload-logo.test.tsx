import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { UploadLogoReply, UploadLogoRequest } from '../../../machines/upload-logo.machine';
import { UploadLogoPage } from '../../../src/app/screens/account/UploadLogoPage';
import { messages } from '../../../src/domain/messages';
import { settle } from '../../machines/support/scripted-actors';
import { clearToasts, details, renderAccountScreen, user } from './account-screen';
import { stubLogoServer } from './logo-server';

const PATH = '/password-management/upload-logo';

/** Runs `effect` and lets the machine and React catch up. */
function settled(effect: () => void): Promise<void> {
  return act(async () => {
    effect();
    await settle();
  });
}

/** POST /upload-logo faked: the test reports progress and answers when it likes. */
function fakeUpload() {
  const requests: UploadLogoRequest[] = [];
  let answer: { resolve: (reply: UploadLogoReply) => void; reject: (error: Error) => void } | null = null;
  const uploadLogo = fromPromise<UploadLogoReply, UploadLogoRequest>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        requests.push(input);
        answer = { resolve, reject };
      }),
  );
  return {
    uploadLogo,
    requests,
    progress: (fraction: number) => settled(() => requests.at(-1)?.onProgress(fraction)),
    succeed: () => settled(() => answer?.resolve({ message: 'Logo uploaded.' })),
    fail: (message: string) => settled(() => answer?.reject(new Error(message))),
  };
}

const page = () => within(screen.getByRole('region', { name: 'Logo Management' }));

/** The router renders asynchronously: wait for the page before using it. */
async function renderUploadPage(upload: ReturnType<typeof fakeUpload>, frame: 'bare' | 'shell' = 'bare') {
  renderAccountScreen({ path: PATH, page: () => <UploadLogoPage />, overrides: { uploadLogo: upload.uploadLogo }, frame });
  await screen.findByRole('heading', { level: 1, name: 'Logo Management' });
}
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The page has no file input.');
  return input;
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tan-lim-logo.png', { type: 'image/png' });

describe('upload-logo page', () => {
  let server: ReturnType<typeof stubLogoServer>;

  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    server = stubLogoServer();
  });

  afterEach(() => {
    server.restore();
    vi.restoreAllMocks();
    clearToasts();
  });

  it('offers a picker for .jpg, .jpeg, .gif and .png with the 10MB hint, and no file yet', async () => {
    await renderUploadPage(fakeUpload());
    expect(page().getByRole('button', { name: 'Choose File' })).toBeEnabled();
    expect(fileInput()).toHaveAttribute('accept', '.jpg,.jpeg,.gif,.png');
    expect(page().getByText(messages.logoSizeHint)).toBeInTheDocument();
    expect(page().getByText(messages.noFileChosen)).toBeInTheDocument();
    expect(page().queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("a file of another type is refused with 'File not Selected' and the extension hint", async () => {
    const upload = fakeUpload();
    await renderUploadPage(upload);
    // As if the user switched the system dialog to "All files": the accept list does not stop the choice.
    const person = user({ applyAccept: false });
    await person.upload(fileInput(), new File(['%PDF-1.7'], 'letterhead.pdf', { type: 'application/pdf' }));
    const alert = screen.getByRole('alertdialog', { name: messages.fileNotSelected });
    expect(alert).toHaveTextContent(messages.logoSelectHint);
    await person.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(page().getByText(messages.noFileChosen)).toBeInTheDocument();
    expect(upload.requests).toEqual([]);
  });

  it('Upload without a file asks for one', async () => {
    await renderUploadPage(fakeUpload());
    await user().click(page().getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alertdialog', { name: messages.fileNotSelected })).toHaveTextContent(messages.logoSelectHint);
  });

  it('shows a progress bar while uploading, with Upload and Cancel unavailable', async () => {
    const upload = fakeUpload();
    await renderUploadPage(upload);
    const person = user();
    await person.upload(fileInput(), png());
    expect(page().getByText('tan-lim-logo.png')).toBeInTheDocument();
    await person.click(page().getByRole('button', { name: 'Upload' }));
    const bar = await page().findByRole('progressbar', { name: messages.uploading });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await upload.progress(0.4);
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');
    expect(page().getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(page().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(upload.requests[0]?.file).toBeInstanceOf(File);
    await upload.fail('The file is not a JPG, GIF or PNG image.');
    expect(page().queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText(messages.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText('The file is not a JPG, GIF or PNG image.')).toBeInTheDocument();
    // The file stays chosen, so Upload tries again.
    expect(page().getByText('tan-lim-logo.png')).toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('after a successful upload the header shows the new logo', async () => {
    const upload = fakeUpload();
    await renderUploadPage(upload, 'shell');
    const header = within(screen.getByRole('banner'));
    const alt = messages.firmLogoAlt(details.accountDetails.accountName);
    await waitFor(() => expect(server.logoRequests()).toBe(1));
    expect(header.queryByRole('img', { name: alt })).not.toBeInTheDocument();

    const person = user();
    await person.upload(fileInput(), png());
    await person.click(page().getByRole('button', { name: 'Upload' }));
    server.storeLogo(png());
    await upload.succeed();

    expect(await header.findByRole('img', { name: alt })).toHaveAttribute('src', 'blob:logo-1');
    expect(await screen.findByText(messages.logoUploaded)).toBeInTheDocument();
    expect(page().getByText(messages.noFileChosen)).toBeInTheDocument();
  });

  it('a replaced logo revokes the object URL of the old one', async () => {
    const upload = fakeUpload();
    server.storeLogo(png());
    await renderUploadPage(upload, 'shell');
    const header = within(screen.getByRole('banner'));
    const alt = messages.firmLogoAlt(details.accountDetails.accountName);
    expect(await header.findByRole('img', { name: alt })).toHaveAttribute('src', 'blob:logo-1');

    const person = user();
    await person.upload(fileInput(), png());
    await person.click(page().getByRole('button', { name: 'Upload' }));
    await upload.succeed();
    await waitFor(() => expect(header.getByRole('img', { name: alt })).toHaveAttribute('src', 'blob:logo-2'));
    expect(server.revoked).toEqual(['blob:logo-1']);
  });
});
