import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Property } from '../../../../src/api/property-form';
import { OtpPage } from '../../../../src/app/screens/documents/page/OtpPage';
import { messages } from '../../../../src/domain/messages';
import { documentServer, savedDocument } from '../../../../stories/documents/pages/document-server';
import { ACTIVE_PROPERTY } from '../../../../stories/property-summary/summary-fixtures';
import { apiCalls } from '../../../../stories/support/mock-api';
import { renderSignedInPage, user } from '../../support/signed-in-page';

/** Issue 18: a date typed wrong (31-Feb-2026) marks its field red, and the document is then never saved over it. */

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const SAVED_EXPIRY = '2026-03-30';

function openSavedOtp() {
  const property: Property = {
    ...ACTIVE_PROPERTY,
    propertyDocument: [
      {
        ...savedDocument(801, 'otp', { reAddress1: '2 MARINA BOULEVARD', optionMoney: '10,000', otpSpecificDate: '2026-03-30' }),
        expiry: SAVED_EXPIRY,
      },
    ],
  };
  const rendered = renderSignedInPage({
    routes: documentServer(property).routes,
    path: '/property-otp/$id',
    start: `/property-otp/${property.id}`,
    page: () => <OtpPage id={property.id} />,
  });
  cleanup = rendered.cleanup;
}

async function typeDate(name: string, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user().clear(field);
  await user().type(field, text);
  return field;
}

describe('a document with a date that is not a date', () => {
  it('is not updated: the alert names the field, focus goes back to it, and the corrected date saves', async () => {
    openSavedOtp();
    await user().click(await screen.findByRole('button', { name: 'Edit' }));
    await user().click(screen.getByRole('tab', { name: 'SUMMARY' }));
    const expiry = await typeDate('Expiry Date', '31-Feb-2026');
    await user().click(screen.getByRole('button', { name: 'Update' }));

    const alert = await screen.findByRole('alertdialog', { name: messages.documentValidationFailed });
    expect(alert).toHaveTextContent(`Expiry Date: ${messages.dateFormatInvalid}`);
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls('POST /update-property-document')).toHaveLength(0);
    expect(screen.queryByText(messages.documentSaved)).not.toBeInTheDocument();

    await user().click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Expiry Date' })).toHaveFocus());

    await typeDate('Expiry Date', '28-Feb-2026');
    await user().click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.documentSaved)).toBeInTheDocument();
    const [update] = apiCalls('POST /update-property-document');
    expect((update?.body as { propertyDocument?: { expiry?: string } }).propertyDocument?.expiry).toBe('2026-02-28');
  });

  it("in the contract's own expiry date too", async () => {
    openSavedOtp();
    await user().click(await screen.findByRole('button', { name: 'Edit' }));
    await typeDate('Expiry date', '31-Feb-2026');
    await user().click(screen.getByRole('button', { name: 'Update' }));
    const alert = await screen.findByRole('alertdialog', { name: messages.documentValidationFailed });
    expect(alert).toHaveTextContent(`Expiry date: ${messages.dateFormatInvalid}`);
    await user().click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Expiry date' })).toHaveFocus());
    expect(apiCalls('POST /update-property-document')).toHaveLength(0);
  });
});
