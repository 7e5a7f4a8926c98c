import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UploadLogoPage } from '../../src/app/screens/account/UploadLogoPage';
import { messages } from '../../src/domain/messages';
import { accountApi, demoLogoFile, storeDemoLogo } from '../support/account-api';
import { recordedUploads, stubUpload, type UploadPlan } from '../support/fake-upload';
import { demoJwt, mockApi, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { SignedIn } from './signed-in';

function LogoPage() {
  return (
    <SignedIn>
      <UploadLogoPage />
    </SignedIn>
  );
}

/** Installs the demo server and an upload that goes as `plan` says; an accepted logo becomes the firm's. */
function server(plan: UploadPlan) {
  return () => {
    storeDemoLogin('lawyer1');
    storeDemoLogo(null);
    const restoreApi = mockApi(accountApi());
    const restoreUpload = stubUpload(plan, storeDemoLogo);
    return () => {
      restoreUpload();
      restoreApi();
    };
  };
}

const succeeds: UploadPlan = { progress: [0.3, 0.7, 1], answer: { status: 200, body: { message: 'Logo uploaded.' } } };

const meta = {
  title: 'Account/UploadLogoPage',
  component: LogoPage,
  decorators: [withQueryClient, withRouter('/password-management/upload-logo')],
  beforeEach: server(succeeds),
} satisfies Meta<typeof LogoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOGO_ALT = messages.firmLogoAlt('Tan & Lim LLP');

async function ready(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Logo Management' }));
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The page has no file input.');
  return input;
}

async function chooseAndUpload(canvasElement: HTMLElement) {
  const form = await ready(canvasElement);
  await userEvent.upload(fileInput(canvasElement), await demoLogoFile());
  await expect(form.getByText('tan-lim-logo.png')).toBeVisible();
  await userEvent.click(form.getByRole('button', { name: 'Upload' }));
  return form;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await expect(form.getByRole('button', { name: 'Choose File' })).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.jpg,.jpeg,.gif,.png');
    await expect(form.getByText(messages.noFileChosen)).toBeVisible();
    await expect(form.getByText(messages.logoSizeHint)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Upload' })).toBeEnabled();
    await expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(within(await within(canvasElement).findByRole('banner')).queryByRole('img', { name: LOGO_ALT })).not.toBeInTheDocument();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // As if the user switched the system dialog to "All files": the accept list does not stop the choice.
    const person = userEvent.setup({ applyAccept: false });
    await person.upload(fileInput(canvasElement), new File(['%PDF-1.7'], 'letterhead.pdf', { type: 'application/pdf' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.fileNotSelected });
    await expect(alert).toHaveTextContent(messages.logoSelectHint);
    await expect(recordedUploads()).toHaveLength(0);
  },
};

export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.fileNotSelected });
    await expect(alert).toHaveTextContent(messages.logoSelectHint);
  },
};

/** The upload stops at 40%: the progress bar, with Upload and Cancel unavailable until it ends. */
export const Uploading: Story = {
  beforeEach: server({ progress: [0.4], answer: 'held' }),
  play: async ({ canvasElement }) => {
    const form = await chooseAndUpload(canvasElement);
    const bar = await form.findByRole('progressbar', { name: messages.uploading });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect(bar).toHaveTextContent('40%');
    await expect(form.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const [upload] = recordedUploads();
    await expect(upload).toMatchObject({
      authorization: `Bearer ${demoJwt('lawyer1')}`,
      fields: { userId: 'lawyer1' },
      files: { logoFile: 'tan-lim-logo.png' },
    });
  },
};

/** Uploaded: the toast, and the header shows the new logo next to the firm's name. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const form = await chooseAndUpload(canvasElement);
    await expect(await page(canvasElement).findByText(messages.logoUploaded)).toBeVisible();
    const header = within(within(canvasElement).getByRole('banner'));
    const logo = await header.findByRole('img', { name: LOGO_ALT });
    await expect(logo.getAttribute('src')).toMatch(/^blob:/);
    await expect(form.getByText(messages.noFileChosen)).toBeVisible();
    await expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** The server refuses: 'Upload Failed' with its reason; the file stays chosen for another try. */
export const UploadFailed: Story = {
  beforeEach: server({ progress: [1], answer: { status: 400, body: { errormsg: messages.logoNotImage } } }),
  play: async ({ canvasElement }) => {
    const form = await chooseAndUpload(canvasElement);
    await expect(await page(canvasElement).findByText(messages.uploadFailed)).toBeVisible();
    await expect(page(canvasElement).getByText(messages.logoNotImage)).toBeVisible();
    await expect(form.getByText('tan-lim-logo.png')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await demoLogoFile());
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(form.getByText(messages.noFileChosen)).toBeVisible();
    await expect(recordedUploads()).toHaveLength(0);
  },
};

/** A firm that uploaded a logo before: the header shows it from the first render. */
export const HeaderWithLogo: Story = {
  beforeEach: async () => {
    storeDemoLogo(await demoLogoFile());
  },
  play: async ({ canvasElement }) => {
    const header = within(await within(canvasElement).findByRole('banner'));
    await expect(await header.findByRole('img', { name: LOGO_ALT })).toBeVisible();
    await expect(header.getByText('Tan & Lim LLP')).toBeVisible();
  },
};
