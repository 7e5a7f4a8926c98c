import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PropertyDocument } from '../../../src/api/documents';
import type { Property } from '../../../src/api/property-form';
import { OtpPage } from '../../../src/app/screens/documents/page/OtpPage';
import { S65Page } from '../../../src/app/screens/documents/page/S65Page';
import { WtaPage } from '../../../src/app/screens/documents/page/WtaPage';
import { messages } from '../../../src/domain/messages';
import { SignedIn } from '../../account/signed-in';
import { ACTIVE_PROPERTY } from '../../property-summary/summary-fixtures';
import { json, mockApi, storeDemoLogin } from '../../support/mock-api';
import { page } from '../../support/page';
import { withQueryClient } from '../../support/with-query-client';
import { withRouter } from '../../support/with-router';
import { S65_BUYER, S65_SELLER } from '../signed/signed-server';
import { documentServer, savedDocument } from './document-server';

type Module = 'otp' | 'wta' | 's65';

interface PageArgs {
  module: Module;
  documents: PropertyDocument[];
  /** When set, saving answers 400 with these messages. */
  saveErrors?: string[];
}

const PAGES = { otp: OtpPage, wta: WtaPage, s65: S65Page } as const;

function DocumentPageInShell({ module }: PageArgs) {
  const Page = PAGES[module];
  return (
    <SignedIn>
      <Page id={ACTIVE_PROPERTY.id} />
    </SignedIn>
  );
}

const meta = {
  title: 'Documents/Pages',
  component: DocumentPageInShell,
  args: { module: 'otp', documents: [] },
  decorators: [withRouter(`/property-otp/${ACTIVE_PROPERTY.id}`), withQueryClient],
  beforeEach: ({ args }) => {
    storeDemoLogin('lawyer1');
    const property: Property = { ...ACTIVE_PROPERTY, propertyDocument: args.documents };
    const refuse = args.saveErrors
      ? { 'POST /add-property-document': () => json({ errormsg: args.saveErrors?.[0], errors: args.saveErrors }, 400) }
      : {};
    return mockApi(documentServer(property, refuse).routes);
  },
} satisfies Meta<typeof DocumentPageInShell>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('group', { name: 'Document actions' })).toBeVisible(), { timeout: 5000 });
  return canvas;
}

async function chooseTemplate(canvasElement: HTMLElement, option: string) {
  const canvas = await loaded(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Template\s*$/ }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
  return canvas;
}

const OTP_SAVED = savedDocument(801, 'otp', {
  reAddress1: '2 MARINA BOULEVARD',
  optionMoney: '10,000',
  singDollarsOptionMoney: 'Ten Thousand',
  paymentMode: 'Cheque',
  otpTime: '4.00 p.m.',
});
const WTA_SAVED = savedDocument(802, 'wta', {
  userName: 'Harbourfront Holdings Pte. Ltd.',
  userIc: '201912345K',
  userDescription: 'The purchase of 2 Marina Boulevard.',
});
const S65_SAVED = savedDocument(803, 's65', {
  s65McstNo: '2978',
  s65McstMaName: 'Knight Frank Property Management',
  s65McstMaMail: 'sail@knightfrank.com.sg',
});

/** No OTP yet: the selector shows its placeholder; choosing the template opens a new document with Save. */
export const OtpNew: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText(messages.selectOneTemplateType)).toBeVisible();
    await chooseTemplate(canvasElement, 'OTP Template 1');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText(messages.documentSaved)).toBeVisible();
  },
};

/** A saved OTP opens as a preview; the edit icon turns it into the form with Update. */
export const OtpExisting: Story = {
  args: { documents: [OTP_SAVED] },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: /OTP Template 1/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

/** A 400 on save lists the server's messages in the validation alert; the form keeps what was typed. */
export const OtpSaveRefused: Story = {
  args: { saveErrors: [messages.documentPartiesMissing] },
  play: async ({ canvasElement }) => {
    await chooseTemplate(canvasElement, 'OTP Template 1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.documentValidationFailed });
    await expect(alert).toHaveTextContent(messages.documentPartiesMissing);
  },
};

/** The saved Warrant to Act on the firm's letterhead. */
export const WtaExisting: Story = {
  args: { module: 'wta', documents: [WTA_SAVED] },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Warrant to Act' })).toBeVisible();
  },
};

/** The S.65 with the seller's lawyer's copy: the send modal presets both lawyers. */
export const S65SellerSigned: Story = {
  args: { module: 's65', documents: [S65_SAVED, S65_SELLER] },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send by mail' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'S.65 FORM' }));
    await expect(dialog.getByRole('checkbox', { name: /^Buyer's Lawyer/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /^Seller's Lawyer/ })).toBeChecked();
  },
};

/** Both lawyers' copies: the buyer, the seller, the seller's lawyer and the managing agent are preset. */
export const S65BothSigned: Story = {
  args: { module: 's65', documents: [S65_SAVED, S65_SELLER, S65_BUYER] },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send by mail' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'S.65 FORM' }));
    await expect(dialog.getByRole('checkbox', { name: /^Managing Agent/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /^Buyer's Lawyer/ })).not.toBeChecked();
  },
};

/** Without the seller's lawyer's copy the S.65 cannot be sent. */
export const S65NotSigned: Story = {
  args: { module: 's65', documents: [S65_SAVED] },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send by mail' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: messages.uploadSellerLawyerSignedPdf })).toBeVisible();
  },
};
