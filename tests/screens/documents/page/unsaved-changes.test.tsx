import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Property } from '../../../../src/api/property-form';
import { OtpPage } from '../../../../src/app/screens/documents/page/OtpPage';
import { messages } from '../../../../src/domain/messages';
import { documentServer, savedDocument } from '../../../../stories/documents/pages/document-server';
import { ACTIVE_PROPERTY } from '../../../../stories/property-summary/summary-fixtures';
import { renderSignedInPage, user } from '../../support/signed-in-page';

/**
 * Issue 18: leaving an OTP, WTA or S.65 page (one DocumentWorkspace drives all three) with changes not saved asks
 * 'Leave without saving?' first; whether there are changes comes from the template-document machine.
 */

const LISTING = '/property-listing';

let shown: ReturnType<typeof renderSignedInPage> | null = null;
afterEach(() => {
  shown?.cleanup();
  shown = null;
});

async function openSavedOtp() {
  const property: Property = {
    ...ACTIVE_PROPERTY,
    propertyDocument: [savedDocument(801, 'otp', { reAddress1: '2 MARINA BOULEVARD', optionMoney: '10,000', otpSpecificDate: '2026-03-30' })],
  };
  shown = renderSignedInPage({
    routes: documentServer(property).routes,
    path: '/property-otp/$id',
    start: `/property-otp/${property.id}`,
    page: () => <OtpPage id={property.id} />,
    withLeftNav: true,
  });
  await user().click(await screen.findByRole('button', { name: 'Edit' }));
  return shown;
}

async function editExpiry() {
  const field = screen.getByRole('textbox', { name: 'Expiry date' });
  await user().clear(field);
  await user().type(field, '15-Apr-2026');
}

const propertyLink = () => within(screen.getByRole('navigation', { name: 'Property' })).getByRole('link', { name: 'Property' });
const question = () => screen.queryByRole('alertdialog', { name: messages.unsavedChangesTitle });
const at = async (path: string) => {
  expect(await screen.findByRole('heading', { name: `Page ${path}` })).toBeInTheDocument();
};

describe('leaving a document page with unsaved changes', () => {
  it('a link asks first; Stay keeps the form as typed', async () => {
    const { router } = await openSavedOtp();
    await editExpiry();
    await user().click(propertyLink());
    expect(await screen.findByRole('alertdialog', { name: messages.unsavedChangesTitle })).toHaveTextContent(messages.leaveWithoutSaving);
    await user().click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/property-otp/${ACTIVE_PROPERTY.id}`);
    expect(screen.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('15-Apr-2026');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('Leave goes where the link leads', async () => {
    await openSavedOtp();
    await editExpiry();
    await user().click(propertyLink());
    await user().click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await at(LISTING);
  });

  it('nothing edited: the link leads straight on', async () => {
    await openSavedOtp();
    await user().click(propertyLink());
    await at(LISTING);
    expect(question()).not.toBeInTheDocument();
  });

  it('after Update the link leads straight on', async () => {
    await openSavedOtp();
    await editExpiry();
    await user().click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.documentSaved)).toBeInTheDocument();
    await user().click(propertyLink());
    await at(LISTING);
    expect(question()).not.toBeInTheDocument();
  });
});
