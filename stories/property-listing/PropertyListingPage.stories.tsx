import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PropertyListingPage } from '../../src/app/screens/property-listing/PropertyListingPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, demoApi, mockApi, neverAnswers, storeDemoLogin, type MockRoutes } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { CHECKLIST_TOKEN, listingServer, type ListingServerOptions } from './listing-api';
import { DEMO_PARTIES, demoRow, demoRows } from './listing-fixtures';

function ListingPage() {
  return (
    <SignedIn>
      <PropertyListingPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Property/PropertyListingPage',
  component: ListingPage,
  decorators: [withQueryClient, withRouter('/property-listing')],
} satisfies Meta<typeof ListingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in as lawyer1 (Tan & Lim, checklist add-on on) against the in-memory listing server. */
const serve =
  (options: ListingServerOptions, overrides: MockRoutes = {}, isLAActive: 'true' | 'false' = 'true') =>
  () => {
    storeDemoLogin('lawyer1', { isLAActive });
    return mockApi({ ...demoApi(), ...listingServer(options).routes, ...overrides });
  };

const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Properties' }));

/** The body row whose Reference cell shows `reference`, once the table has it. */
async function row(canvasElement: HTMLElement, reference: string) {
  const table = await grid(canvasElement);
  const header = await table.findByRole('rowheader', { name: new RegExp(reference) });
  const found = header.closest('[role="row"]');
  if (!(found instanceof HTMLElement)) throw new Error(`no row for ${reference}`);
  return within(found);
}

async function confirmDelete(canvasElement: HTMLElement, reference: string) {
  await userEvent.click((await row(canvasElement, reference)).getByRole('button', { name: `Delete ${reference}` }));
  const confirm = await page(canvasElement).findByRole('alertdialog', { name: messages.deletePropertyTitle });
  await expect(confirm).toHaveTextContent(messages.confirmDeleteProperty(reference));
  return confirm;
}

/** A firm without properties yet. */
export const Empty: Story = {
  beforeEach: serve({ rows: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.noRecordsFound)).toBeVisible();
    await expect(canvas.getByText('0 records')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Property status' })).toHaveTextContent(messages.listingStatusActive);
  },
};

/** A dozen case files: the seed's columns, newest first, View on every row. */
export const Filled: Story = {
  beforeEach: serve({ rows: demoRows(12) }),
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(11));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Select',
      'Reference',
      'Date created',
      'Property Address',
      'Transaction Type',
      'Completion Date',
      'Status',
      'Task',
      'Action',
    ]);
    const first = await row(canvasElement, 'TL/2026/001');
    await expect(first.getByRole('link', { name: 'View TL/2026/001' })).toHaveAttribute('href', '/conveyancing/property-details/1/false/false');
    await expect(within(canvasElement).getByText('12 records')).toBeVisible();
    await userEvent.click(first.getByRole('link', { name: 'View TL/2026/001' }));
    await expectPath(canvasElement, '/property-details/1/false/false');
  },
};

/** The search answers slowly: the rows already shown stay, dimmed, while 'Please wait....' shows. */
export const Searching: Story = {
  beforeEach: serve({ rows: demoRows(12) }, { 'POST /search-property-text': neverAnswers }),
  play: async ({ canvasElement }) => {
    await row(canvasElement, 'TL/2026/001');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'orchard{Enter}');
    await expect(await page(canvasElement).findByText(messages.pleaseWait)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.listing-table-wrap')).toHaveAttribute('aria-busy', 'true'));
    await expect((await grid(canvasElement)).getAllByRole('row')).toHaveLength(11);
    await expect(apiCalls('POST /search-property-text').map((call) => call.body)).toEqual([
      expect.objectContaining({ searchText: 'orchard', pageNo: 1 }),
    ]);
  },
};

/** A search by a party's name (issue 20): the case is listed with the party it was found by under its address. */
export const SearchByParty: Story = {
  beforeEach: serve({ rows: demoRows(12), parties: DEMO_PARTIES }),
  play: async ({ canvasElement }) => {
    await row(canvasElement, 'TL/2026/001');
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search' }), 'sharon teo{Enter}');
    await waitFor(async () => expect((await grid(canvasElement)).getAllByRole('row')).toHaveLength(2));
    const found = await row(canvasElement, 'TL/2026/005');
    await expect(found.getByText('Found by Seller: Marina Bay Holdings Pte. Ltd.')).toBeVisible();
  },
};

/** Hundreds of records: paged on the server, five page links, sizes 5–50. */
export const Paged: Story = {
  beforeEach: serve({ rows: demoRows(480) }),
  play: async ({ canvasElement }) => {
    await row(canvasElement, 'TL/2026/001');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('480 records')).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Property listing pages' }));
    await userEvent.click(pages.getByRole('button', { name: 'Last' }));
    await row(canvasElement, 'TL/2026/471');
    await expect(pages.getAllByRole('button', { name: /^Page \d+$/ }).map((link) => link.textContent)).toEqual(['44', '45', '46', '47']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Page size' }), '50');
    await row(canvasElement, 'TL/2026/050');
    await expect(apiCalls('POST /get-all-property').at(-1)?.body).toMatchObject({ pageNo: 1, pageSize: 50 });
  },
};

/** The selected Active property with a checklist, opened in the checklist view. */
export const ChecklistView: Story = {
  beforeEach: serve({ rows: demoRows(12) }),
  play: async ({ canvasElement }) => {
    const third = await row(canvasElement, 'TL/2026/003');
    await userEvent.click(third.getByRole('checkbox'));
    await userEvent.click(await third.findByRole('button', { name: 'Checklist view TL/2026/003' }));
    const canvas = within(canvasElement);
    const view = within(await canvas.findByRole('region', { name: 'PCN-2026-000003 (Purchase of Private Property)' }));
    const frame = await view.findByTitle('Checklist for PCN-2026-000003');
    await expect(frame).toBeVisible();
    await expect(frame.getAttribute('src')).toContain(`token=${CHECKLIST_TOKEN}`);
    const compact = within(await view.findByRole('grid', { name: 'Properties with a checklist' }));
    await waitFor(() => expect(compact.getAllByRole('row')).toHaveLength(5));
    await expect(canvas.queryByRole('grid', { name: 'Properties' })).not.toBeInTheDocument();
  },
};

/** Delete asks first, naming the property. */
export const DeleteConfirmation: Story = {
  beforeEach: serve({ rows: demoRows(5) }),
  play: async ({ canvasElement }) => {
    const confirm = await confirmDelete(canvasElement, 'TL/2026/002');
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText(messages.successfullyDeleted)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByText('4 records')).toBeVisible());
  },
};

/** Legal requisitions are attached: refused before any delete is asked for. */
export const DeleteRefusedRequisitions: Story = {
  beforeEach: serve({ rows: demoRows(5), withRequisitions: [3] }),
  play: async ({ canvasElement }) => {
    const confirm = await confirmDelete(canvasElement, 'TL/2026/003');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await page(canvasElement).findByRole('alertdialog', { name: messages.deleteFailedTitle });
    await expect(refusal).toHaveTextContent(messages.deleteFailedRequisitions('TL/2026/003', 'PCN-2026-000003'));
    await expect(apiCalls('POST /delete-property/')).toHaveLength(0);
  },
};

/** Assigned and activated: the server refuses with 409 and its message. */
export const DeleteRefusedAssignedActivated: Story = {
  beforeEach: serve({ rows: demoRows(5), assignedActivated: [2] }),
  play: async ({ canvasElement }) => {
    const confirm = await confirmDelete(canvasElement, 'TL/2026/002');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await page(canvasElement).findByRole('alertdialog', { name: messages.deleteFailedTitle });
    await expect(refusal).toHaveTextContent(messages.deleteFailedAssignedActivated('TL/2026/002', 'PCN-2026-000002'));
    await expect(apiCalls('POST /delete-property/').map((call) => call.body)).toEqual([{ id: 2 }]);
  },
};

/** A locked case: View only, marked Locked; selecting it offers Duplicate but still no Delete. */
export const LockedRow: Story = {
  beforeEach: serve({ rows: [demoRow(1, { locked: true, status: 'Active' }), demoRow(2)] }),
  play: async ({ canvasElement }) => {
    const locked = await row(canvasElement, 'TL/2026/001');
    await expect(locked.getByText('Locked')).toBeVisible();
    await expect(locked.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await userEvent.click(locked.getByRole('checkbox'));
    await expect(await locked.findByRole('link', { name: 'Duplicate TL/2026/001' })).toHaveAttribute(
      'href',
      '/conveyancing/property-details/1/true/true',
    );
    await expect(locked.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await expect((await row(canvasElement, 'TL/2026/002')).getByRole('button', { name: 'Delete TL/2026/002' })).toBeVisible();
  },
};
