import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UploadDocumentDialog } from '../../src/app/screens/document-centre/upload/UploadDocumentDialog';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { recordedUploads } from '../support/fake-upload';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { fileInput, fileOf, serveUploads } from './upload-story';

function Dialog({ onClose }: { onClose: () => void }) {
  return (
    <SignedIn>
      <UploadDocumentDialog onClose={onClose} />
    </SignedIn>
  );
}

const meta = {
  title: 'Documents/UploadDocumentDialog',
  component: Dialog,
  args: { onClose: fn() },
  decorators: [withQueryClient, withRouter('/document-upload-listing')],
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function chooseFile(canvasElement: HTMLElement, file: File) {
  await page(canvasElement).findByRole('button', { name: 'Choose File' });
  await userEvent.upload(fileInput(canvasElement), file);
}

/** Opened: a drop zone for one file; no Ok yet. */
export const Opened: Story = {
  beforeEach: serveUploads(),
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Upload Document' }));
    await expect(dialog.getByRole('button', { name: 'Choose File' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
  },
};

/** Seed 000 §8: a file, the case file no. and the type are needed before Ok shows; Ok uploads and closes. */
export const OkOnceComplete: Story = {
  beforeEach: serveUploads(),
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, fileOf('completion-account.pdf', 40_000));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Upload Document' }));
    await expect(dialog.getByText('completion-account.pdf')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
    await userEvent.type(dialog.getByRole('combobox', { name: 'Case File No.' }), 'TL/CONV');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: /PCN-2026-000101/ }));
    await expect(dialog.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /Type/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'S65' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Ok' }));
    await expect(await page(canvasElement).findByText(messages.uploadDone(1), undefined, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(recordedUploads()[0]?.fields).toEqual({ docModule: 's65', propControlNo: 'PCN-2026-000101' });
  },
};

/** A file over 10 MB is removed with the seed's message and the drop zone stays. */
export const TooLarge: Story = {
  beforeEach: serveUploads(),
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, fileOf('scan.pdf', 10_000_001));
    await expect(await page(canvasElement).findByText(messages.uploadFileTooLarge('scan.pdf'))).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: 'Choose File' })).toBeVisible();
  },
};
