import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContactListingPage } from '../../src/app/screens/contacts/listing/ContactListingPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { demoClient, demoClients, GOH_SIEW_LING, MARINA_BAY } from './contact-fixtures';
import { installContactServer, type ContactServerOptions } from './contacts-api';

function ListingPage() {
  return (
    <SignedIn>
      <ContactListingPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Contacts/ContactListingPage',
  component: ListingPage,
  decorators: [withQueryClient, withRouter('/client-listing')],
} satisfies Meta<typeof ListingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in as lawyer1 against the in-memory contact server. */
const serve = (options: ContactServerOptions) => () => {
  storeDemoLogin('lawyer1');
  return installContactServer(options).restore;
};

const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Contacts' }));

/** The body row whose Name cell is `name`, once the table has it. */
async function row(canvasElement: HTMLElement, name: string) {
  const header = await (await grid(canvasElement)).findByRole('rowheader', { name });
  const found = header.closest('[role="row"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return within(found);
}

async function confirmDelete(canvasElement: HTMLElement, name: string) {
  await userEvent.click((await row(canvasElement, name)).getByRole('button', { name: `Delete ${name}` }));
  const confirm = await page(canvasElement).findByRole('alertdialog', { name: messages.contactDeleteTitle });
  await expect(confirm).toHaveTextContent(messages.confirmDeleteContact(name));
  return confirm;
}

/** A firm without contacts yet. */
export const Empty: Story = {
  beforeEach: serve({ clients: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.noRecordsFound)).toBeVisible();
    await expect(canvas.getByText('0 records')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

/** A company and an individual: the seed's columns; View opens the client details as a preview. */
export const Filled: Story = {
  beforeEach: serve({ clients: [MARINA_BAY, GOH_SIEW_LING] }),
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Address',
      'Contact No.',
      'Category',
      'Action',
    ]);
    const marina = await row(canvasElement, 'Marina Bay Holdings Pte. Ltd.');
    await expect(marina.getByText('Company')).toBeVisible();
    await expect((await row(canvasElement, 'Goh Siew Ling')).getByText('Individual')).toBeVisible();
    await userEvent.click(marina.getByRole('link', { name: 'View Marina Bay Holdings Pte. Ltd.' }));
    await expectPath(canvasElement, '/client-details/11/false');
  },
};

/** Sixty-three contacts: paged on the server, five page links, sizes 5–50, and a search. */
export const Paged: Story = {
  beforeEach: serve({ clients: demoClients(63) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await row(canvasElement, demoClient(1).compName ?? '');
    await expect(canvas.getByText('63 records')).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Contact listing pages' }));
    await userEvent.click(pages.getByRole('button', { name: 'Last' }));
    await row(canvasElement, demoClient(61).compName ?? '');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Page size' }), '50');
    await row(canvasElement, demoClient(50).compName ?? '');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'holdings{Enter}');
    await waitFor(() => expect(canvas.getByText('15 records')).toBeVisible());
    await expect(apiCalls('POST /get-all-primary').at(-1)?.body).toMatchObject({ pageNo: 1, pageSize: 50, searchText: 'holdings' });
  },
};

/** Delete asks first, naming the contact; it goes with a notice naming it and its number. */
export const DeleteConfirmation: Story = {
  beforeEach: serve({ clients: [MARINA_BAY, GOH_SIEW_LING] }),
  play: async ({ canvasElement }) => {
    const confirm = await confirmDelete(canvasElement, 'Marina Bay Holdings Pte. Ltd.');
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText(messages.contactDeleted('Marina Bay Holdings Pte. Ltd.', '91234567'))).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByText('1 record')).toBeVisible());
  },
};

/** A contact assigned to a property: 'Delete failed, the client already assigned to a property'. */
export const DeleteRefused: Story = {
  beforeEach: serve({ clients: [MARINA_BAY, GOH_SIEW_LING] }),
  play: async ({ canvasElement }) => {
    const confirm = await confirmDelete(canvasElement, 'Goh Siew Ling');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await page(canvasElement).findByRole('alertdialog', { name: messages.deleteFailedTitle });
    await expect(refusal).toHaveTextContent(messages.deleteClientAssigned);
    await expect(apiCalls('POST /delete-client/')).toHaveLength(0);
  },
};
