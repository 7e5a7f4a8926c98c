import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../../src/domain/messages';
import { apiCalls, mockApi, storeDemoLogin } from '../../support/mock-api';
import { page } from '../../support/page';
import { stubPopups, type PopupStub } from '../../support/popup-stub';
import { withQueryClient } from '../../support/with-query-client';
import { LF_DRAFT, LF_PROCESSING, LF_REPLIED, type StatusRequisition } from './status-fixtures';
import { StatusTabHost } from './status-host';
import { REPLIES_PDF_URL, REPORT_PDF_URL, statusServer } from './status-server';

interface StatusArgs {
  requisitions?: StatusRequisition[];
  listFails?: boolean;
  statusFails?: boolean;
}

let popups: PopupStub | null = null;

const meta = {
  title: 'Due Diligence/Status Tab',
  component: StatusTabHost,
  decorators: [withQueryClient],
  args: {},
  beforeEach: ({ args }: { args: StatusArgs }) => {
    storeDemoLogin('lawyer1');
    const restoreApi = mockApi(statusServer(args).routes);
    const stub = stubPopups();
    popups = stub;
    return () => {
      restoreApi();
      stub.restore();
    };
  },
} satisfies Meta<StatusArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function requisitions(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name: 'Requisitions' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), { timeout: 3000 });
  return { canvas, table: within(table) };
}

async function openAgencies(canvasElement: HTMLElement, lfControlNo: string) {
  const { canvas } = await requisitions(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Agency status of ${lfControlNo}` }));
  const table = await canvas.findByRole('grid', { name: `Agencies of ${lfControlNo}` });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 3000 });
  return { canvas, table: within(table) };
}

/** Draft, Processing and Replied requisitions with their dates and counts; hovering a status lists the agencies. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await requisitions(canvasElement);
    const row = within(table.getByRole('rowheader', { name: LF_PROCESSING }).closest('tr') ?? canvasElement);
    await expect(row.getByText('09-Mar-2026 09:00:00')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Processing/ })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Processing/ }).parentElement).toHaveAttribute(
      'title',
      'ACRA - PPR: replied\nLTA - RTS: processing\nBCA: processing',
    );
    await expect(table.getByRole('button', { name: /^Draft/ })).toBeVisible();
    await expect(table.getByRole('button', { name: /^Replied/ })).toBeVisible();
  },
};

/** Pressing a status (or holding it on a phone) shows the agencies' statuses below it. */
export const StatusPressed: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await requisitions(canvasElement);
    await userEvent.click(table.getByRole('button', { name: /^Replied/ }));
    const list = canvas.getByRole('list', { name: `Agency statuses of ${LF_REPLIED}` });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['IRAS: replied', 'URA: replied', 'MCST Managing Agent: replied']);
  },
};

/** Every agency replied: IRAS and URA tickable, URA already read, MCST's report behind its attachment icon. */
export const AgencyReplies: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await openAgencies(canvasElement, LF_REPLIED);
    await expect(table.getAllByRole('checkbox')).toHaveLength(2);
    await expect(table.getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    await expect(table.getByRole('img', { name: 'Read' })).toBeVisible();
    await expect(table.getByRole('button', { name: /^Open MCST Managing Agent report/ })).toBeVisible();
  },
};

/** Rows still with the agencies show no envelope; with only an ACRA report back nothing can be ticked. */
export const NonePrintable: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await openAgencies(canvasElement, LF_PROCESSING);
    await expect(table.getAllByRole('img', { name: /Read|Unread/ })).toHaveLength(1);
    await expect(table.queryAllByRole('checkbox')).toHaveLength(0);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all replies to print' });
    await expect(selectAll).toBeDisabled();
    await expect(selectAll.closest('[title]')).toHaveAttribute('title', messages.noAgencyRepliedToPrint);
  },
};

/** Print with nothing ticked. */
export const PrintNothingTicked: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await openAgencies(canvasElement, LF_REPLIED);
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(await page(canvasElement).findByRole('alertdialog', { name: messages.selectAtLeastOneOptionAndPrint })).toBeVisible();
  },
};

/** Select all, Print: the replies open in a new window and the IRAS envelope turns read. */
export const PrintTicked: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await openAgencies(canvasElement, LF_REPLIED);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all replies to print' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(popups?.opened[0]?.location.href).toBe(REPLIES_PDF_URL));
    await waitFor(() => expect(table.getAllByRole('img', { name: 'Read' })).toHaveLength(2));
    await expect(apiCalls('POST /print')).toHaveLength(1);
  },
};

/** MCST's report opens from its attachment icon and is read afterwards. */
export const OpenAttachment: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await openAgencies(canvasElement, LF_REPLIED);
    await userEvent.click(table.getByRole('button', { name: /^Open MCST Managing Agent report/ }));
    await waitFor(() => expect(popups?.opened[0]?.location.href).toBe(REPORT_PDF_URL));
    await waitFor(() => expect(table.getAllByRole('img', { name: 'Unread' })).toHaveLength(1));
  },
};

/** A drafted requisition: its agencies wait, nothing to read or print. */
export const DraftAgencies: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await openAgencies(canvasElement, LF_DRAFT);
    await expect(table.getAllByText('Draft')).toHaveLength(2);
    await expect(table.queryAllByRole('img', { name: /Read|Unread/ })).toHaveLength(0);
  },
};

/** No requisition raised for the property yet. */
export const Empty: Story = {
  args: { requisitions: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.noRequisitionsYet)).toBeVisible();
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  args: { listFails: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.requisitionStatusLoadFailed);
  },
};

/** The agency rows could not be loaded; Back still returns to the list. */
export const AgencyStatusFailed: Story = {
  args: { statusFails: true },
  play: async ({ canvasElement }) => {
    const { canvas } = await requisitions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Agency status of ${LF_REPLIED}` }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.requisitionStatusLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('grid', { name: 'Requisitions' })).toBeVisible();
  },
};
