import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BillingReportsPage } from '../../src/app/screens/billing-reports/BillingReportsPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { billingRow, billingRoutes, billingRows, parcelLandBillingRow } from './billing-api';

function Page() {
  return (
    <SignedIn>
      <BillingReportsPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Reports/BillingReportsPage',
  component: Page,
  decorators: [withQueryClient, withRouter('/billing-reports')],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const serve =
  (...args: Parameters<typeof billingRoutes>) =>
  () => {
    storeDemoLogin('lawyer1');
    return mockApi(billingRoutes(...args));
  };

const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Billing records' }));
const tick = async (canvasElement: HTMLElement, n: number) =>
  userEvent.click(await (await grid(canvasElement)).findByRole('checkbox', { name: `Select ${billingRow(n).lfControlNumber} to print` }));

/** Nothing billed in the last two months. */
export const Empty: Story = {
  // Played in the story tests: no jsdom test shows the empty billing listing.
  tags: ['browser'],
  beforeEach: serve([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.noRecordsFound)).toBeVisible();
    await expect(within(canvasElement).getByText('0 records')).toBeVisible();
  },
};

/**
 * The seed's columns, newest first, ten a page; no select-all and no print icon until a row is ticked. A parcel land
 * request bills among the requisitions (issue 16), by its PL number, though its id is a requisition's too.
 */
export const Filled: Story = {
  // Played in the story tests: no jsdom test checks the billing listing's columns and its parcel land row.
  tags: ['browser'],
  beforeEach: serve([...billingRows(12), parcelLandBillingRow(1, { days: 2 })]),
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(11));
    const parcelLand = parcelLandBillingRow(1, { days: 2 });
    // Sent the same day as requisition 2: listed before it (other services before requisitions on a tie).
    await expect(table.getAllByRole('row')[2]).toHaveTextContent(parcelLand.lfControlNumber);
    await expect(table.getByRole('checkbox', { name: `Select ${parcelLand.lfControlNumber} to print` })).not.toBeChecked();
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Select to Print',
      'Reference Number',
      'Law Firm Control Number',
      'Requisition Sent Date',
      'Summary',
    ]);
    await expect(within(canvasElement).getByText('13 records')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Print the selected billing summaries' })).not.toBeInTheDocument();
  },
};

/** The cart with nothing ticked: the seed's alert. */
export const EmptyCart: Story = {
  beforeEach: serve(billingRows(3)),
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cart, 0 selected' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: messages.emptyBillingCart })).toBeVisible();
  },
};

/** Two ticked: the badge counts them, select-all and the print icon show; printed as a zip of one PDF per case. */
export const PrintSelection: Story = {
  beforeEach: serve(billingRows(5)),
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 1);
    await tick(canvasElement, 2);
    await expect(within(canvasElement).getByRole('button', { name: 'Cart, 2 selected' })).toBeVisible();
    await expect((await grid(canvasElement)).getByRole('checkbox', { name: 'Select every billing record on this page' })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print the selected billing summaries' }));
    const modal = within(await page(canvasElement).findByRole('dialog', { name: 'Print Billing Summary' }));
    await expect(modal.getByText('2 billing records are selected.')).toBeVisible();
    await userEvent.click(modal.getByText('A zip with one PDF per case'));
    await userEvent.click(modal.getByRole('button', { name: 'Print' }));
    await expect(await within(canvasElement).findByText(messages.billingPrinted('billing-summaries.zip'))).toBeVisible();
    await expect(apiCalls('POST /printMultipleBillingSummaries').at(-1)?.body).toMatchObject({ onePage: false, loggedInUser: 'lawyer1' });
  },
};

/** A failed print keeps the modal and the ticks, with the server's words. */
export const PrintFailed: Story = {
  beforeEach: serve(billingRows(3), { print: 'fail' }),
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cart, 1 selected' }));
    const modal = within(await page(canvasElement).findByRole('dialog', { name: 'Print Billing Summary' }));
    await userEvent.click(modal.getByRole('button', { name: 'Print' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('The billing summaries could not be printed.');
  },
};

/** A row's summary: each fee line as charged and the totals; Print Billing Summary downloads one PDF. */
export const Summary: Story = {
  // Played in the story tests: no jsdom test opens a row's billing summary.
  tags: ['browser'],
  beforeEach: serve(billingRows(3)),
  play: async ({ canvasElement }) => {
    await userEvent.click(await (await grid(canvasElement)).findByRole('button', { name: `Billing summary of ${billingRow(1).lfControlNumber}` }));
    const modal = within(await page(canvasElement).findByRole('dialog', { name: `Billing Summary — ${billingRow(1).lfControlNumber}` }));
    await expect(await modal.findByRole('rowheader', { name: 'SAL Levy (5%)' })).toBeVisible();
    await expect(modal.getByText('S$ 76.48')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Print Billing Summary' }));
    await waitFor(() => expect(apiCalls('POST /printBillingSummary')).toHaveLength(1));
  },
};

/** One date alone is refused with the seed's message and nothing is searched. */
export const DateRefused: Story = {
  // Played in the story tests: no jsdom test checks the billing date range.
  tags: ['browser'],
  beforeEach: serve(billingRows(3)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 records');
    const before = apiCalls('POST /searchBillingReports').length;
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Requisition Sent To' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.billingSentDatesRequired);
    await expect(apiCalls('POST /searchBillingReports')).toHaveLength(before);
  },
};

const checklistButton = (n: number) => `Checklist view of ${billingRow(n).propertyRefNo ?? ''} for ${billingRow(n).lfControlNumber}`;

/**
 * The firm has the checklist add-on: a row whose case has a checklist opens it in place of the table, headed by
 * the case's control number and transaction type; Back finds the table, its page and the cart as they were.
 */
export const ChecklistView: Story = {
  // Played in the story tests: no jsdom test opens a checklist from the billing listing.
  tags: ['browser'],
  beforeEach: serve(billingRows(3)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await tick(canvasElement, 3);
    await expect(table.queryByRole('button', { name: checklistButton(1) })).not.toBeInTheDocument();
    await userEvent.click(await table.findByRole('button', { name: checklistButton(2) }));
    const view = within(await canvas.findByRole('region', { name: 'PCN-2026-000102 (Sale)' }));
    const frame = await view.findByTitle('Checklist for PCN-2026-000102');
    await expect(frame.getAttribute('src')).toContain('token=');
    await expect(await view.findByRole('grid', { name: 'Properties with a checklist' })).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: 'Billing records' })).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Back to listing' }));
    const again = await grid(canvasElement);
    await expect(again.getByRole('checkbox', { name: `Select ${billingRow(3).lfControlNumber} to print` })).toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'PCN-2026-000102 (Sale)' })).not.toBeInTheDocument();
  },
};

/** Without the add-on no row offers a checklist, whether or not its case has one. */
export const WithoutChecklistAddOn: Story = {
  // Played in the story tests: no jsdom test checks the billing listing without the checklist add-on.
  tags: ['browser'],
  beforeEach: () => {
    storeDemoLogin('lawyer1', { isLAActive: 'false' });
    return mockApi(billingRoutes(billingRows(3)));
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await table.findByRole('button', { name: `Billing summary of ${billingRow(2).lfControlNumber}` });
    await expect(table.queryByRole('button', { name: /^Checklist view/ })).not.toBeInTheDocument();
  },
};
