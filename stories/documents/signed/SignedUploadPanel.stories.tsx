import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/domain/messages';
import { recordedUploads } from '../../support/fake-upload';
import { demoJwt } from '../../support/mock-api';
import { page } from '../../support/page';
import { OTP_ACCEPTANCE, OTP_SIGNED, PROPERTY_ID, WTA_SIGNED } from './signed-server';
import { SignedUploadStory, signedServer } from './signed-story';
import { choose, chooseAndUpload, expectUploaded, findSlot, pdf } from './slot-steps';

const SIGNED = 'Signed OTP';
const ACCEPTANCE = 'Acceptance Signed Copy';

const meta = {
  title: 'Documents/Signed/SignedUploadPanel',
  component: SignedUploadStory,
  args: { module: 'otp' },
  beforeEach: signedServer([]),
} satisfies Meta<typeof SignedUploadStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing uploaded: a PDF picker per slot. */
export const OtpEmpty: Story = {
  play: async ({ canvasElement }) => {
    for (const name of [SIGNED, ACCEPTANCE]) {
      const slot = await findSlot(canvasElement, name);
      await expect(slot.getByRole('button', { name: `Choose ${name}` })).toBeEnabled();
      await expect(slot.getByText(messages.noFileChosen)).toBeVisible();
    }
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('accept', '.pdf,application/pdf');
  },
};

/** A chosen file waits for the check icon (upload) or the cross icon (drop it). */
export const OtpChosen: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, SIGNED, pdf('otp-signed-by-vendor.pdf'));
    const slot = await findSlot(canvasElement, SIGNED);
    await expect(slot.getByText('otp-signed-by-vendor.pdf')).toBeVisible();
    await expect(slot.getByRole('button', { name: `Upload ${SIGNED}` })).toBeEnabled();
    await expect(slot.getByRole('button', { name: `Cancel ${SIGNED}` })).toBeEnabled();
    await expect(recordedUploads()).toHaveLength(0);
  },
};

/** The cross icon drops the chosen file; nothing is sent. */
export const ChosenThenCancelled: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, SIGNED, pdf('otp-signed-by-vendor.pdf'));
    const slot = await findSlot(canvasElement, SIGNED);
    await userEvent.click(slot.getByRole('button', { name: `Cancel ${SIGNED}` }));
    await expect(await slot.findByRole('button', { name: `Choose ${SIGNED}` })).toBeVisible();
    await expect(recordedUploads()).toHaveLength(0);
  },
};

/** The upload stops at 40%: a progress bar in the slot; the request carries the seed's fields. */
export const OtpUploading: Story = {
  beforeEach: signedServer([], { progress: [0.4], answer: 'held' }),
  play: async ({ canvasElement }) => {
    await chooseAndUpload(canvasElement, SIGNED, pdf('otp-signed-by-vendor.pdf'));
    const slot = await findSlot(canvasElement, SIGNED);
    const bar = await slot.findByRole('progressbar', { name: `${messages.uploading} otp-signed-by-vendor.pdf` });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect((await findSlot(canvasElement, ACCEPTANCE)).getByRole('button', { name: `Choose ${ACCEPTANCE}` })).toBeDisabled();
    await expect(recordedUploads()).toEqual([
      {
        url: '/api/upload-signed-document',
        authorization: `Bearer ${demoJwt('lawyer1')}`,
        fields: { propId: String(PROPERTY_ID), documentModule: 'otp' },
        files: { signedFile: 'otp-signed-by-vendor.pdf' },
      },
    ]);
  },
};

/** The signed OTP and its acceptance copy go up in one request and come back as download links. */
export const OtpUploaded: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, SIGNED, pdf('otp-signed-by-vendor.pdf'));
    await chooseAndUpload(canvasElement, ACCEPTANCE, pdf('acceptance.pdf'));
    await expectUploaded(canvasElement, SIGNED, 'SIGNED.pdf');
    await expectUploaded(canvasElement, ACCEPTANCE, 'ACCEPTANCE.pdf');
    await expect(recordedUploads()[0]?.files).toEqual({ signedFile: 'otp-signed-by-vendor.pdf', acceptanceSignedFile: 'acceptance.pdf' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download SIGNED.pdf' }));
    await expect(within(canvasElement).getByRole('status', { name: 'Downloaded' })).toHaveTextContent('SIGNED.pdf');
  },
};

/** Both copies on file: download links with delete icons. */
export const OtpWithCopies: Story = {
  beforeEach: signedServer([OTP_SIGNED, OTP_ACCEPTANCE]),
  play: async ({ canvasElement }) => {
    await expectUploaded(canvasElement, SIGNED, 'SIGNED.pdf');
    await expectUploaded(canvasElement, ACCEPTANCE, 'ACCEPTANCE.pdf');
    await expect(within(canvasElement).getByRole('button', { name: `Delete ${SIGNED}` })).toBeEnabled();
  },
};

/** The signed OTP stays while the acceptance copy exists: 'Please Remove Acceptance Signed File.' */
export const RefusedDelete: Story = {
  beforeEach: signedServer([OTP_SIGNED, OTP_ACCEPTANCE]),
  play: async ({ canvasElement }) => {
    const slot = await findSlot(canvasElement, SIGNED);
    await userEvent.click(slot.getByRole('button', { name: `Delete ${SIGNED}` }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.removeAcceptanceSignedFile });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expectUploaded(canvasElement, SIGNED, 'SIGNED.pdf');
  },
};

/** 'Delete Record' asks first; Delete removes the copy (propDocId) and says 'Successfully Deleted'. */
export const DeleteConfirm: Story = {
  beforeEach: signedServer([OTP_SIGNED]),
  play: async ({ canvasElement }) => {
    const slot = await findSlot(canvasElement, SIGNED);
    await userEvent.click(slot.getByRole('button', { name: `Delete ${SIGNED}` }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: messages.deleteRecordTitle });
    await expect(dialog).toHaveTextContent(messages.confirmDeleteSignedFile('SIGNED.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText(messages.successfullyDeleted)).toBeVisible();
    await expect(await slot.findByRole('button', { name: `Choose ${SIGNED}` })).toBeVisible();
  },
};

/** The acceptance copy before any signed OTP is refused with a warning. */
export const AcceptanceRefused: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, ACCEPTANCE, pdf('acceptance.pdf'));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.acceptanceNeedsSignedOtp });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect((await findSlot(canvasElement, ACCEPTANCE)).getByText(messages.noFileChosen)).toBeVisible();
  },
};

/** A file that is not a PDF is refused before anything is sent. */
export const NotAPdf: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, SIGNED, new File(['signed'], 'otp-signed.docx', { type: 'application/msword' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.fileNotSelected });
    await expect(alert).toHaveTextContent(messages.signedUploadNotPdf);
  },
};

/** The server refuses the upload: 'Upload Failed' with its reason; the file stays chosen. */
export const UploadFailed: Story = {
  beforeEach: signedServer([], { progress: [1], answer: { status: 409, body: { errormsg: messages.signedCopyExists } } }),
  play: async ({ canvasElement }) => {
    await chooseAndUpload(canvasElement, SIGNED, pdf('otp-signed-by-vendor.pdf'));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.uploadFailed });
    await expect(alert).toHaveTextContent(messages.signedCopyExists);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect((await findSlot(canvasElement, SIGNED)).getByText('otp-signed-by-vendor.pdf')).toBeVisible();
  },
};

/** The WTA has its signed copy only. */
export const WtaEmpty: Story = {
  args: { module: 'wta' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Choose Signed WTA' })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('group', { name: ACCEPTANCE })).not.toBeInTheDocument();
  },
};

export const WtaUploaded: Story = {
  args: { module: 'wta' },
  beforeEach: signedServer([WTA_SIGNED]),
  play: async ({ canvasElement }) => {
    await expectUploaded(canvasElement, 'Signed WTA', 'SIGNED.pdf');
    await expect(within(canvasElement).getByRole('button', { name: 'Delete Signed WTA' })).toBeEnabled();
  },
};
