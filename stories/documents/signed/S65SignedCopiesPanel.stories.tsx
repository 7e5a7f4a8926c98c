import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/domain/messages';
import { recordedUploads } from '../../support/fake-upload';
import { apiCalls } from '../../support/mock-api';
import { page } from '../../support/page';
import { PROPERTY_ID, S65_BUYER, S65_BUYER_DSS, S65_SELLER, S65_SELLER_DSS } from './signed-server';
import { S65SignedCopiesStory, signedServer } from './signed-story';
import { choose, chooseAndUpload, expectUploaded, findSlot, pdf } from './slot-steps';

const SELLER = "Seller's Lawyer signed copy";
const BUYER = "Buyer's Lawyer signed copy";

const meta = {
  title: 'Documents/Signed/S65SignedCopiesPanel',
  component: S65SignedCopiesStory,
  beforeEach: signedServer([]),
} satisfies Meta<typeof S65SignedCopiesStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectSignedState(canvasElement: HTMLElement, state: string) {
  const output = await within(canvasElement).findByRole('status', { name: 'Signed state' });
  await waitFor(() => expect(output).toHaveTextContent(state));
}

/** Nobody has signed: a PDF picker per lawyer. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    for (const name of [SELLER, BUYER]) {
      await expect((await findSlot(canvasElement, name)).getByRole('button', { name: `Choose ${name}` })).toBeEnabled();
    }
    await expectSignedState(canvasElement, 'none');
  },
};

/** The buyer's lawyer's copy before the seller's is refused. */
export const BuyerBeforeSeller: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, BUYER, pdf('buyer-signed.pdf'));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.buyerLawyerSignsAfterSeller });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(recordedUploads()).toHaveLength(0);
  },
};

/** Both chosen together go up in one request with the seed's S.65 fields; the signed state becomes 'both'. */
export const UploadBoth: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, SELLER, pdf('seller-signed.pdf'));
    await chooseAndUpload(canvasElement, BUYER, pdf('buyer-signed.pdf'));
    await expectUploaded(canvasElement, SELLER, 'SIGNED.pdf');
    await expectUploaded(canvasElement, BUYER, 'SIGNED.pdf');
    await expect(recordedUploads()[0]).toMatchObject({
      url: '/api/upload-s65-signed-document',
      fields: { propId: String(PROPERTY_ID), documentModule: 's65' },
      files: { signedFileSellerLawyers: 'seller-signed.pdf', signedFileBuyerLawyers: 'buyer-signed.pdf' },
    });
    await expectSignedState(canvasElement, 'both');
  },
};

/** The upload stops at 40%: both slots show the bar. */
export const Uploading: Story = {
  beforeEach: signedServer([], { progress: [0.4], answer: 'held' }),
  play: async ({ canvasElement }) => {
    await chooseAndUpload(canvasElement, SELLER, pdf('seller-signed.pdf'));
    const bar = await (await findSlot(canvasElement, SELLER)).findByRole('progressbar', { name: `${messages.uploading} seller-signed.pdf` });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
  },
};

/** The seller's lawyer has signed: the buyer's lawyer's copy can follow. */
export const SellerOnly: Story = {
  beforeEach: signedServer([S65_SELLER]),
  play: async ({ canvasElement }) => {
    await expectUploaded(canvasElement, SELLER, 'SIGNED.pdf');
    await expect((await findSlot(canvasElement, BUYER)).getByRole('button', { name: `Choose ${BUYER}` })).toBeEnabled();
    await expectSignedState(canvasElement, 'seller');
  },
};

/** Both have signed; the seller's copy stays while the buyer's exists. */
export const Both: Story = {
  beforeEach: signedServer([S65_SELLER, S65_BUYER]),
  play: async ({ canvasElement }) => {
    await expectSignedState(canvasElement, 'both');
    await userEvent.click((await findSlot(canvasElement, SELLER)).getByRole('button', { name: `Delete ${SELLER}` }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.removeBuyerLawyerSignedFile });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  },
};

/** Removing the buyer's lawyer's copy asks 'Delete Record' and names it propertyDocId. */
export const DeleteBuyerCopy: Story = {
  beforeEach: signedServer([S65_SELLER, S65_BUYER]),
  play: async ({ canvasElement }) => {
    const slot = await findSlot(canvasElement, BUYER);
    await userEvent.click(slot.getByRole('button', { name: `Delete ${BUYER}` }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: messages.deleteRecordTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText(messages.successfullyDeleted)).toBeVisible();
    await expect(apiCalls('POST /remove-property-document-template')[0]?.body).toEqual({ propertyId: PROPERTY_ID, propertyDocId: S65_BUYER.id });
    await expectSignedState(canvasElement, 'seller');
  },
};

/** Copies that came back from DSS carry a badge and no delete icon. */
export const DssSigned: Story = {
  beforeEach: signedServer([S65_SELLER_DSS, S65_BUYER_DSS]),
  play: async ({ canvasElement }) => {
    for (const name of [SELLER, BUYER]) {
      const slot = await findSlot(canvasElement, name);
      await expect(slot.getByText(messages.signedThroughDss)).toBeVisible();
      await expect(slot.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument();
      await expect(slot.getByRole('button', { name: 'Download SIGNED.pdf' })).toBeVisible();
    }
  },
};
