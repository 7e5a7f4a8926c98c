import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { GOH_SIEW_LING, MARINA_BAY } from '../../../stories/contacts/contact-fixtures';
import { stubScrollToEachTest } from '../support/screen-model';
import { expectAt, field, LISTING, pressInAlert, renderContactScreen, user, type ContactScreen } from './contacts-screen';

/**
 * Issue 18: leaving the client details page with changes not saved asks 'Leave without saving?' first; whether
 * there are changes comes from the contact form's machine (its `edited` context).
 */

const DETAILS = '/client-details/11/true';

let rendered: ContactScreen | null = null;
afterEach(() => {
  rendered?.cleanup();
  rendered = null;
});

async function openEditing(): Promise<ContactScreen> {
  rendered = renderContactScreen({ start: DETAILS, clients: [MARINA_BAY, GOH_SIEW_LING] });
  await screen.findByRole('region', { name: 'Company Information' });
  return rendered;
}

const contactLink = () => within(screen.getByRole('navigation', { name: 'Contact' })).getByRole('link', { name: 'Contact' });
const question = () => screen.queryByRole('alertdialog', { name: messages.unsavedChangesTitle });

describe('leaving the client details page with unsaved changes', () => {
  stubScrollToEachTest();

  it('a link asks first; Stay keeps the page and what was typed', async () => {
    const shown = await openEditing();
    await user().type(field('Reference'), ' kept');
    await user().click(contactLink());
    expect(await screen.findByRole('alertdialog', { name: messages.unsavedChangesTitle })).toHaveTextContent(messages.leaveWithoutSaving);
    await pressInAlert(messages.unsavedChangesTitle, 'Stay');
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(shown.router.state.location.pathname).toBe(DETAILS);
    expect(field('Reference')).toHaveValue(`${MARINA_BAY.reference} kept`);
  });

  it('Leave goes where the link leads', async () => {
    const shown = await openEditing();
    await user().type(field('Reference'), ' dropped');
    await user().click(contactLink());
    await pressInAlert(messages.unsavedChangesTitle, 'Leave');
    await expectAt(shown, LISTING);
    expect(await screen.findByRole('grid', { name: 'Contacts' })).toBeInTheDocument();
  });

  it('nothing edited: the link leads straight on', async () => {
    const shown = await openEditing();
    await user().click(contactLink());
    await expectAt(shown, LISTING);
    expect(question()).not.toBeInTheDocument();
  });

  it('saved: the page leaves for the listing without asking', async () => {
    const shown = await openEditing();
    await user().type(field('Reference'), ' saved');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await expectAt(shown, LISTING);
    expect(await screen.findByText(messages.contactUpdated('Marina Bay Holdings Pte. Ltd.'))).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });
});
