import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckListingPage } from '../../src/app/screens/checklist/CheckListingPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, storeDemoLogin } from '../support/mock-api';
import { expectPath } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { checklistRoutes, checklistRows, serveChecklist } from './checklist-api';

function Page() {
  return (
    <SignedIn>
      <CheckListingPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Checklist/CheckListingPage',
  // Played in the story tests: no jsdom test renders the /check-listing page (its paging, search and View link).
  tags: ['browser'],
  component: Page,
  decorators: [withQueryClient, withRouter('/check-listing')],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const serve = (count: number) => () => {
  storeDemoLogin('lawyer1');
  return serveChecklist(checklistRoutes({ rows: checklistRows(count) }));
};

const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Properties with a checklist' }));

/** The firm's cases with a checklist in the compact columns; View opens the case's checklist, editable. */
export const Filled: Story = {
  beforeEach: serve(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checklist & Templates' })).toBeVisible();
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Property Control No.',
      'Reference No.',
      'Property Address',
      'Completion Date',
      'Type Name',
      'Action',
    ]);
    await expect(canvas.getByText('3 records')).toBeVisible();
    await expect(apiCalls('POST /get-properties-by-cl').at(-1)?.body).toMatchObject({ loginId: 'lawyer1', pageNo: 1, pageSize: 10 });
    await userEvent.click(table.getByRole('link', { name: 'View PCN-2026-000102' }));
    await expectPath(canvasElement, '/property-checklist/102/true');
  },
};

/** No case of the firm has a checklist yet. */
export const Empty: Story = {
  beforeEach: serve(0),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.noRecordsFound)).toBeVisible();
    await expect(within(canvasElement).getByText('0 records')).toBeVisible();
  },
};

/** Twelve cases, ten a page: page 2 is asked of the server and shows the last two. */
export const Paged: Story = {
  beforeEach: serve(12),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(11));
    await expect(canvas.getByText('12 records')).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Checklist property pages' }));
    await userEvent.click(pages.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    await expect(apiCalls('POST /get-properties-by-cl').at(-1)?.body).toMatchObject({ pageNo: 2, pageSize: 10 });
  },
};

/** On page 2, a search goes to the server with its text and back to page 1; Reset lists every case again. */
export const Searching: Story = {
  beforeEach: serve(12),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(11));
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Checklist property pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));

    const search = within(canvas.getByRole('search', { name: 'Checklist property search' }));
    await userEvent.type(search.getByRole('searchbox'), '  00011 ');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    await expect(canvas.getByText('3 records')).toBeVisible();
    await expect(apiCalls('POST /get-properties-by-cl').at(-1)?.body).toMatchObject({
      loginId: 'lawyer1',
      searchText: '00011',
      pageNo: 1,
      pageSize: 10,
    });
    await expect(table.getByRole('link', { name: 'View PCN-2026-000112' })).toBeVisible();

    await userEvent.clear(search.getByRole('searchbox'));
    await userEvent.type(search.getByRole('searchbox'), 'no such case{Enter}');
    await expect(await canvas.findByText(messages.noRecordsFound)).toBeVisible();
    await expect(apiCalls('POST /get-properties-by-cl').at(-1)?.body).toMatchObject({ searchText: 'no such case', pageNo: 1 });

    await userEvent.click(search.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(11));
    await expect(canvas.getByText('12 records')).toBeVisible();
    await expect(apiCalls('POST /get-properties-by-cl').at(-1)?.body).not.toHaveProperty('searchText');
  },
};
