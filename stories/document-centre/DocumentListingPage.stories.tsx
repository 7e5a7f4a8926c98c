import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DocumentListingPage } from '../../src/app/screens/document-centre/listing/DocumentListingPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { ACTIVE_PROPERTY } from '../property-summary/summary-fixtures';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { documentServer, type DocumentServerOptions } from './document-centre-api';
import { FIRM_DOCUMENTS, manyUploads, PRINTED_OTP, SURVEY_PLAN, TITLE_SEARCH } from './document-fixtures';

function ListingPage() {
  return (
    <SignedIn>
      <DocumentListingPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Documents/DocumentListingPage',
  component: ListingPage,
  decorators: [withQueryClient, withRouter('/document-upload-listing')],
} satisfies Meta<typeof ListingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in as lawyer1 against the in-memory document server. */
const serve = (options: Partial<DocumentServerOptions>) => () => {
  storeDemoLogin('lawyer1');
  return mockApi(documentServer({ documents: FIRM_DOCUMENTS, properties: [ACTIVE_PROPERTY], ...options }).routes);
};

const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Documents' }));

/** Ticks the row whose checkbox is named by the file's generated name. */
async function tick(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await (await grid(canvasElement)).findByRole('checkbox', { name: `Select ${name}` }));
}

/** A firm without documents yet. */
export const Empty: Story = {
  // Played in the story tests: no jsdom test shows the empty document listing.
  tags: ['browser'],
  beforeEach: serve({ documents: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.noRecordsFound)).toBeVisible();
    await expect(canvas.getByText('0 records')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', messages.documentSearchPlaceholder);
  },
};

/** The seed's columns, newest first, five a page; no header checkbox until a row is ticked. */
export const Filled: Story = {
  // Played in the story tests: no jsdom test checks the document listing's columns.
  tags: ['browser'],
  beforeEach: serve({}),
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(6));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Select',
      'Generated/Uploaded Date',
      'Property Control No.',
      'Reference No.',
      'Document Type',
      'File Size(MB)',
      'Action',
    ]);
    await expect(table.getAllByRole('rowheader')[0]).toHaveTextContent('2026-11-25 12:00');
    await expect(within(canvasElement).getByText('7 records')).toBeVisible();
    await expect(table.queryByRole('checkbox', { name: 'Tick every document of this property' })).not.toBeInTheDocument();
  },
};

/** One row ticked: the header checkbox appears (ticking the case's rows on screen); no bulk bar for one file. */
export const OneSelected: Story = {
  beforeEach: serve({}),
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'survey-plan.pdf');
    const table = await grid(canvasElement);
    await expect(table.getByRole('checkbox', { name: 'Select survey-plan.pdf' })).toBeChecked();
    await expect(table.getByRole('checkbox', { name: 'Tick every document of this property' })).not.toBeChecked();
    await expect(within(canvasElement).queryByRole('region', { name: 'Selected documents' })).not.toBeInTheDocument();
  },
};

/** Two uploads of one case ticked: the header checkbox, the bulk bar with the total, send and zip download. */
export const SeveralSelected: Story = {
  // Played in the story tests: no jsdom test presses Download as zip.
  tags: ['browser'],
  beforeEach: serve({}),
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'survey-plan.pdf');
    await expect((await grid(canvasElement)).getByRole('checkbox', { name: 'Tick every document of this property' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Selected documents' })).not.toBeInTheDocument();
    await tick(canvasElement, 'title-search.pdf');
    const bar = within(within(canvasElement).getByRole('region', { name: 'Selected documents' }));
    await expect(bar.getByText(`2 documents selected, total 5.500 MB`)).toBeVisible();
    await expect(bar.getByRole('button', { name: /Send selected/ })).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: /Download as zip/ }));
    await waitFor(() =>
      expect(apiCalls('POST /get-combineFiles').at(-1)?.body).toEqual({ propertyDocumentId: [String(SURVEY_PLAN.id), String(TITLE_SEARCH.id)] }),
    );
  },
};

/** A row of another case is refused with the seed's message; the selection stays. */
export const AcrossProperties: Story = {
  beforeEach: serve({}),
  play: async ({ canvasElement }) => {
    await tick(canvasElement, 'survey-plan.pdf');
    await tick(canvasElement, 'valuation.pdf');
    await expect(await page(canvasElement).findByText(messages.selectSameProperty)).toBeVisible();
    await expect((await grid(canvasElement)).getByRole('checkbox', { name: 'Select valuation.pdf' })).not.toBeChecked();
  },
};

/** The header checkbox ticks every row of the case on screen; past 10,000,000 bytes the hint replaces the actions. */
export const OverTenMegabytes: Story = {
  beforeEach: serve({}),
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(await within(canvasElement).findByRole('combobox', { name: 'Page size' }), '10');
    await tick(canvasElement, 'survey-plan.pdf');
    await userEvent.click((await grid(canvasElement)).getByRole('checkbox', { name: 'Tick every document of this property' }));
    const bar = within(within(canvasElement).getByRole('region', { name: 'Selected documents' }));
    await expect(bar.getByText(/6 documents selected, total 11\.9\d\d MB/)).toBeVisible();
    await expect(bar.getByText(messages.bulkOverLimit)).toBeVisible();
    await expect(bar.queryByRole('button', { name: /Download as zip/ })).not.toBeInTheDocument();
  },
};

/** Deleting an upload asks first and removes the row; a generated document is refused with the seed's message. */
export const Delete: Story = {
  // Played in the story tests: no jsdom test sees the deleted notice and count, or a generated document's delete refused.
  tags: ['browser'],
  beforeEach: serve({}),
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(await table.findByRole('button', { name: 'Delete survey-plan.pdf' }));
    const confirm = await page(canvasElement).findByRole('alertdialog', { name: messages.deleteRecordTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText(messages.documentDeleted)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByText('6 records')).toBeVisible());
    await userEvent.click(table.getByRole('button', { name: 'Delete SIGNED.pdf' }));
    await expect(await page(canvasElement).findByText(messages.cannotDeleteSystemDocument)).toBeVisible();
    await expect(apiCalls('POST /remove-property-document')).toHaveLength(1);
  },
};

/** Forty-two documents: paged on the server; a search is upper-cased and starts at page 1. */
export const PagedAndSearched: Story = {
  // Played in the story tests: no jsdom test pages or searches the document listing.
  tags: ['browser'],
  beforeEach: serve({ documents: [PRINTED_OTP, ...manyUploads(41)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('42 records')).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Document listing pages' }));
    await userEvent.click(pages.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(apiCalls('POST /get-document-listing').at(-1)?.body).toMatchObject({ pageNo: 9, pageSize: 5 }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'print{Enter}');
    await waitFor(() => expect(canvas.getByText('1 record')).toBeVisible());
    await expect(apiCalls('POST /get-document-listing').at(-1)?.body).toMatchObject({ pageNo: 1, searchText: 'PRINT', isActivityLog: false });
  },
};
