import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Client } from '../../../src/api/contacts';
import { messages } from '../../../src/domain/messages';
import { GOH_SIEW_LING, MARINA_BAY } from '../../../stories/contacts/contact-fixtures';
import { apiCalls } from '../../../stories/support/mock-api';
import { stubScrollToEachTest } from '../support/screen-model';
import { expectAt, field, LISTING, pressInAlert, PROPERTY_LISTING, renderContactScreen, user, type ContactScreen } from './contacts-screen';

let rendered: ContactScreen | null = null;
afterEach(() => {
  rendered?.cleanup();
  rendered = null;
});

async function openDetails(path: string, clients: Client[] = [MARINA_BAY, GOH_SIEW_LING]) {
  rendered = renderContactScreen({ start: path, clients });
  await screen.findByRole('region', { name: /Company Information|Individual Information/ });
  return rendered;
}

const title = () => screen.getByRole('heading', { level: 1, name: 'Contact Details' });
const saveButton = () => within(title().closest('section') ?? document.body).getByRole('button', { name: 'Save' });
const pageCancel = () => within(title().closest('section') ?? document.body).getByRole('button', { name: 'Cancel' });
/** The read-only preview shows a value next to its label. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('client details', () => {
  stubScrollToEachTest();

  it('opens as a read-only preview with the edit and delete icons; Save waits for edit mode', async () => {
    await openDetails('/client-details/11/false');
    expect(title()).toBeInTheDocument();
    expect(valueOf('Category')).toBe('Company');
    expect(valueOf('Company Name')).toBe('Marina Bay Holdings Pte. Ltd.');
    expect(valueOf('UEN')).toBe('201812345D');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const persons = screen.getByRole('table', { name: 'Contact persons' });
    expect(within(persons).getAllByRole('row')[1]).toHaveTextContent('Lee Kah WaiS1234567D');
    expect(within(persons).getAllByRole('row')[1]).toHaveTextContent('SignatoryYes');
    expect(within(persons).getAllByRole('row')[2]).toHaveTextContent('DirectorNo');
    expect(screen.queryByRole('button', { name: 'Add Contact Person' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(pageCancel()).toBeEnabled();
  });

  it('the edit icon makes it editable; persons of a client on no property can be added and removed', async () => {
    await openDetails('/client-details/11/false');
    await user().click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Company Name')).toHaveValue('Marina Bay Holdings Pte. Ltd.');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Contact Person' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove contact person row 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Contact persons' })).getByRole('checkbox', { name: 'Primary row 1' })).toBeChecked();
    expect(saveButton()).toBeEnabled();
  });

  it("direct 'true' opens in edit mode; a client on a property keeps its persons and its category", async () => {
    await openDetails('/client-details/12/true/101');
    expect(field('Name')).toHaveValue('Goh Siew Ling');
    expect(field('NRIC/Passport No.')).toHaveValue('S8012345B');
    expect(field('Road Name')).toHaveValue('ANG MO KIO AVENUE 6');
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Company' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Contact Person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('a company on a property shows its persons without Add or Remove', async () => {
    await openDetails('/client-details/11/true', [{ ...MARINA_BAY, propertyInfo: [{ id: 9, propertyRefNo: 'PCN-2026-000009' }] }]);
    expect(field('Name row 1')).toHaveValue('Lee Kah Wai');
    expect(screen.queryByRole('button', { name: 'Add Contact Person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove contact person/ })).not.toBeInTheDocument();
  });

  it('Save from the listing returns to the contact listing with a notice', async () => {
    const screenNow = await openDetails('/client-details/11/false');
    await user().click(screen.getByRole('button', { name: 'Edit' }));
    await user().type(field('Reference'), '-A');
    await user().click(saveButton());
    await expectAt(screenNow, LISTING);
    expect(await screen.findByText(messages.contactUpdated('Marina Bay Holdings Pte. Ltd.'))).toBeInTheDocument();
    expect(apiCalls('POST /update-client/').map((call) => call.body)).toEqual([
      expect.objectContaining({
        id: 11,
        reference: 'MBH/2026-A',
        agentFlag: '',
        clientContacts: [expect.objectContaining({ id: 21, isPrimary: '0' }), expect.objectContaining({ id: 22, isPrimary: '1' })],
      }),
    ]);
    expect(apiCalls('POST /update-client/')[0]?.body).not.toHaveProperty('propId');
  });

  it("Save opened from a property summary (direct 'true') returns to that summary, the property added on save", async () => {
    const screenNow = await openDetails('/client-details/12/true/101');
    await user().clear(field('Contact No.'));
    await user().type(field('Contact No.'), '81112222');
    await user().click(saveButton());
    await expectAt(screenNow, '/property-summary/101/true');
    expect(await screen.findByText(messages.contactUpdated('Goh Siew Ling'))).toBeInTheDocument();
    expect(apiCalls('POST /update-client/').map((call) => call.body)).toEqual([
      expect.objectContaining({
        id: 12,
        propId: 101,
        clientCategory: '1',
        contactNo: '81112222',
        clientContacts: [expect.objectContaining({ id: 31, contactNo: '81112222', isPrimary: '0' })],
      }),
    ]);
  });

  it('Save with direct but no property goes to the contact listing', async () => {
    const screenNow = await openDetails('/client-details/12/true');
    await user().click(saveButton());
    await expectAt(screenNow, LISTING);
  });

  it('Cancel asks before dropping the changes (issue 18); Leave goes to the contact listing', async () => {
    const screenNow = await openDetails('/client-details/12/true/101');
    await user().type(field('Reference'), 'not kept');
    await user().click(pageCancel());
    expect(screen.getByRole('alertdialog', { name: messages.unsavedChangesTitle })).toHaveTextContent(messages.leaveWithoutSaving);
    await pressInAlert(messages.unsavedChangesTitle, 'Leave');
    await expectAt(screenNow, LISTING);
    expect(apiCalls('POST /update-client/')).toEqual([]);
    expect(screen.queryByText(/has been updated/)).not.toBeInTheDocument();
  });

  it('deleting from the preview asks first, then returns to the listing with the name and number', async () => {
    const screenNow = await openDetails('/client-details/11/false');
    await user().click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: messages.contactDeleteTitle })).toHaveTextContent(
      messages.confirmDeleteContact('Marina Bay Holdings Pte. Ltd.'),
    );
    await pressInAlert(messages.contactDeleteTitle, 'OK');
    await expectAt(screenNow, LISTING);
    expect(await screen.findByText(messages.contactDeleted('Marina Bay Holdings Pte. Ltd.', '62251234'))).toBeInTheDocument();
    expect(apiCalls('POST /delete-client/').map((call) => call.body)).toEqual([{ id: 11 }]);
  });

  it('a client on a property is refused, and stays', async () => {
    await openDetails('/client-details/12/false');
    await user().click(screen.getByRole('button', { name: 'Delete' }));
    await pressInAlert(messages.contactDeleteTitle, 'OK');
    expect(screen.getByRole('alertdialog', { name: messages.deleteFailedTitle })).toHaveTextContent(messages.deleteClientAssigned);
    await pressInAlert(messages.deleteFailedTitle, 'OK');
    expect(title()).toBeInTheDocument();
    expect(apiCalls('POST /delete-client/')).toEqual([]);
  });

  it('a client that cannot be fetched sends the user to the property listing', async () => {
    rendered = renderContactScreen({ start: '/client-details/999/false', clients: [MARINA_BAY] });
    await expectAt(rendered, PROPERTY_LISTING);
    expect(await screen.findByText(`${messages.contactLoadFailed} ${messages.notFound}`)).toBeInTheDocument();
  });

  it('a path without a client number goes there too, asking nothing', async () => {
    rendered = renderContactScreen({ start: '/client-details/abc/false', clients: [MARINA_BAY] });
    await expectAt(rendered, PROPERTY_LISTING);
    await waitFor(() => expect(apiCalls('GET /get-client/{id}')).toEqual([]));
  });
});
