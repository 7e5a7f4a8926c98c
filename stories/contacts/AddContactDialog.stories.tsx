import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContactListingPage } from '../../src/app/screens/contacts/listing/ContactListingPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { MARINA_BAY } from './contact-fixtures';
import { installContactServer } from './contacts-api';

/** The contact listing in the signed-in shell; the dialog opens from the left navigation's 'Add Contact'. */
function ListingWithNavigation() {
  return (
    <SignedIn>
      <ContactListingPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Contacts/AddContactDialog',
  component: ListingWithNavigation,
  decorators: [withQueryClient, withRouter('/client-listing')],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return installContactServer({ clients: [MARINA_BAY] }).restore;
  },
} satisfies Meta<typeof ListingWithNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Contact' }));
  await userEvent.click(nav.getByRole('button', { name: 'Add Contact' }));
  return within(await page(canvasElement).findByRole('dialog', { name: 'Collaboration Information' }));
}

interface ByRole {
  getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement;
}

/** The field named `name`; a required one's label ends in an asterisk that is not part of the name. */
const textbox = (form: ByRole, name: string) =>
  form.getByRole('textbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) });

/** A blank company form: company details, its address, the contact persons table; Save and Cancel. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Company' })).toBeChecked();
    for (const section of ['Company Information', 'Contact Persons']) {
      await expect(dialog.getByRole('heading', { level: 3, name: section })).toBeVisible();
    }
    await expect(textbox(dialog, 'Company Name')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Add Contact Person' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Switched to Individual: the person's own fields and address. */
export const Individual: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Individual' }));
    await expect(dialog.getByRole('heading', { level: 3, name: 'Individual Information' })).toBeVisible();
    await expect(textbox(dialog, 'NRIC/Passport No.')).toBeVisible();
    await expect(dialog.queryByRole('table', { name: 'Contact persons' })).not.toBeInTheDocument();
  },
};

/** Save on a blank form: the alert lists the messages, each under its field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.contactValidationFailed });
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([messages.companyNameEmpty, messages.blockHouseNoEmpty, messages.roadNameEmpty]);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(textbox(dialog, 'Road Name')).toHaveAccessibleDescription(messages.roadNameEmpty);
    await expect(apiCalls('POST /add-client')).toHaveLength(0);
  },
};

/** A company with its signatory saved: the notice, the dialog closed and the new contact in the listing. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(textbox(dialog, 'UEN'), '200612345N');
    await userEvent.click(dialog.getByRole('button', { name: 'UEN Search' }));
    await waitFor(() => expect(textbox(dialog, 'Company Name')).toHaveValue('ORCHID REALTY PTE. LTD.'));
    await userEvent.type(textbox(dialog, 'Block No.'), '480');
    await userEvent.type(textbox(dialog, 'Road Name'), 'Lorong 6 Toa Payoh');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Contact Person' }));
    await userEvent.type(textbox(dialog, 'Name row 1'), 'Lee Kah Wai');
    await userEvent.type(textbox(dialog, 'NRIC/Passport No. row 1'), 'S1234567D');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Primary row 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText(messages.contactAdded('ORCHID REALTY PTE. LTD.'))).toBeVisible();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Collaboration Information' })).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByRole('rowheader', { name: 'ORCHID REALTY PTE. LTD.' })).toBeVisible();
    await expect(apiCalls('POST /add-client').at(-1)?.body).toMatchObject({ clientContacts: [{ individualName: 'Lee Kah Wai', isPrimary: '0' }] });
  },
};
