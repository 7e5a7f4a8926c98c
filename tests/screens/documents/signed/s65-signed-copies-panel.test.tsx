import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/domain/messages';
import { PROPERTY_ID, S65_BUYER, S65_SELLER, S65_SELLER_DSS } from '../../../../stories/documents/signed/signed-server';
import { recordedUploads as signedUploads } from '../../../../stories/support/fake-upload';
import { apiCalls } from '../../../../stories/support/mock-api';
import { answerAlert, choose, pdf, renderSignedPanel, slot, user } from './signed-panel-screen';

const SELLER = "Seller's Lawyer signed copy";
const BUYER = "Buyer's Lawyer signed copy";

describe('S.65 signed-copies panel', () => {
  let restore = () => {};
  afterEach(() => restore());

  it("takes the seller's lawyer's copy first, then the buyer's, each with the seed's S.65 fields, and reports the signed state", async () => {
    const panel = renderSignedPanel('s65', []);
    restore = panel.restore;
    const person = user();

    await choose(person, BUYER, pdf('buyer-signed.pdf'));
    await answerAlert(person, messages.buyerLawyerSignsAfterSeller, 'OK');

    await choose(person, SELLER, pdf('seller-signed.pdf'));
    await person.click(slot(SELLER).getByRole('button', { name: `Upload ${SELLER}` }));
    expect(await slot(SELLER).findByRole('button', { name: 'Download SIGNED.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(panel.onSignedStateChange).toHaveBeenLastCalledWith('seller'));

    await choose(person, BUYER, pdf('buyer-signed.pdf'));
    await person.click(slot(BUYER).getByRole('button', { name: `Upload ${BUYER}` }));
    expect(await slot(BUYER).findByRole('button', { name: 'Download SIGNED.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(panel.onSignedStateChange).toHaveBeenLastCalledWith('both'));

    expect(panel.onSignedStateChange.mock.calls.map(([state]: unknown[]) => state)).toEqual(['none', 'seller', 'both']);
    expect(signedUploads().map(({ url, fields, files }) => ({ url, fields, files }))).toEqual([
      {
        url: '/api/upload-s65-signed-document',
        fields: { propId: String(PROPERTY_ID), documentModule: 's65' },
        files: { signedFileSellerLawyers: 'seller-signed.pdf' },
      },
      {
        url: '/api/upload-s65-signed-document',
        fields: { propId: String(PROPERTY_ID), documentModule: 's65' },
        files: { signedFileBuyerLawyers: 'buyer-signed.pdf' },
      },
    ]);
  });

  it("keeps the seller's copy while the buyer's exists, and removes the buyer's by propertyDocId", async () => {
    restore = renderSignedPanel('s65', [S65_SELLER, S65_BUYER]).restore;
    const person = user();
    await person.click(slot(SELLER).getByRole('button', { name: `Delete ${SELLER}` }));
    await answerAlert(person, messages.removeBuyerLawyerSignedFile, 'OK');

    await person.click(slot(BUYER).getByRole('button', { name: `Delete ${BUYER}` }));
    await answerAlert(person, messages.deleteRecordTitle, 'Delete');
    expect(await screen.findByText(messages.successfullyDeleted)).toBeInTheDocument();
    expect(apiCalls('POST /remove-property-document-template').map((call) => call.body)).toEqual([
      { propertyId: PROPERTY_ID, propertyDocId: S65_BUYER.id },
    ]);
  });

  it('shows a copy signed through DSS with its badge and no delete icon', () => {
    restore = renderSignedPanel('s65', [S65_SELLER_DSS]).restore;
    expect(slot(SELLER).getByText(messages.signedThroughDss)).toBeInTheDocument();
    expect(slot(SELLER).queryByRole('button', { name: `Delete ${SELLER}` })).not.toBeInTheDocument();
    expect(slot(BUYER).getByRole('button', { name: `Choose ${BUYER}` })).toBeEnabled();
  });
});
