import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RequisitionReportsPage } from '../../src/app/screens/requisition-reports/RequisitionReportsPage';
import { PRODUCT_NAME } from '../../src/app/screens/requisition-reports/use-open-property';
import { toDisplayDate } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { defaultReportRange } from '../../src/domain/requisitions/report-range';
import { todayInSingapore } from '../../src/domain/today';
import { SignedIn } from '../account/signed-in';
import { apiCalls, demoApi, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { stubPopups, type PopupStub } from '../support/popup-stub';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { MIXED_REPLIES, NOTHING_PRINTABLE, requisition, requisitions } from './report-fixtures';
import { PRINTED_REPLIES_URL, requisitionsServer, type RequisitionsServerOptions } from './requisitions-api';

function ReportPage() {
  return (
    <SignedIn>
      <RequisitionReportsPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Requisitions/RequisitionReportsPage',
  component: ReportPage,
  decorators: [withQueryClient, withRouter('/requisition-reports')],
} satisfies Meta<typeof ReportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

let popups: PopupStub | null = null;

/** Signed in as lawyer1 against the in-memory requisitions server; printing opens stubbed windows. */
const serve = (options: RequisitionsServerOptions) => () => {
  storeDemoLogin('lawyer1');
  popups = stubPopups();
  const restore = mockApi({ ...demoApi(), ...requisitionsServer(options).routes });
  return () => {
    restore();
    popups?.restore();
  };
};

const FIRST = requisition(1);
const table = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Requisitions' }));

async function openReplies(canvasElement: HTMLElement) {
  await userEvent.click(await (await table(canvasElement)).findByRole('button', { name: `Replies of ${FIRST.lfControlNumber}` }));
  return within(await page(canvasElement).findByRole('dialog', { name: `Replies for ${FIRST.lfControlNumber}` }));
}

/** The listing call has not answered yet. */
export const Loading: Story = {
  // Played in the story tests: no jsdom test shows the listing before it answers.
  tags: ['browser'],
  beforeEach: serve({ requisitions: [], listing: 'never' }),
  play: async ({ canvasElement }) => {
    await expect(await (await table(canvasElement)).findByText(messages.pleaseWait)).toBeVisible();
  },
};

/** Twelve requisitions of the last two months: ten on the first page, the default range in the pickers. */
export const List: Story = {
  beforeEach: serve({ requisitions: requisitions(12) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(11));
    await expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'LF Control No.',
      'Reference No.',
      'Address',
      'Last Updated',
      'Property Type',
      'Replies',
    ]);
    const range = defaultReportRange(todayInSingapore());
    await expect(canvas.getByRole('textbox', { name: 'Submitted On From' })).toHaveValue(toDisplayDate(range.fromDate));
    await expect(canvas.getByRole('textbox', { name: 'Submitted On To' })).toHaveValue(toDisplayDate(range.toDate));
    await expect(canvas.getByText('12 records')).toBeVisible();
  },
};

/** Nothing matches the search. */
export const Empty: Story = {
  beforeEach: serve({ requisitions: [] }),
  play: async ({ canvasElement }) => {
    await expect(await (await table(canvasElement)).findByText(messages.noRecordsFound)).toBeVisible();
  },
};

/** The listing call failed. */
export const Failure: Story = {
  beforeEach: serve({ requisitions: [], listing: 'fail' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.reportListingFailed);
  },
};

/** Export CSV repeats the search the listing shows: every matching row, for a spreadsheet. */
export const ExportCsv: Story = {
  // Played in the story tests: no jsdom test exports the CSV.
  tags: ['browser'],
  beforeEach: serve({ requisitions: requisitions(3) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(apiCalls('POST /export-requisition-reports-csv')).toHaveLength(1));
    await expect(apiCalls('POST /export-requisition-reports-csv')[0]?.body).toMatchObject({
      accountId: 'lawyer1',
      drafted: false,
      searchCriteria: '',
    });
  },
};

/** Only one side of the submitted-on range: the seed's message, nothing sent. */
export const DateMessage: Story = {
  beforeEach: serve({ requisitions: requisitions(3) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Submitted On To' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.submittedOnDatesRequired);
  },
};

/** Replies with printable rows, a Processing one and ACRA / MCST attachments; two ticked and printed. */
export const RepliesPrintable: Story = {
  beforeEach: serve({ requisitions: [FIRST], replies: { [FIRST.lfControlNumber]: MIXED_REPLIES } }),
  play: async ({ canvasElement }) => {
    const dialog = await openReplies(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Print' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.selectAtLeastOneOptionAndPrint);
    await expect(dialog.getAllByRole('button', { name: /^Open the .* reply$/ })).toHaveLength(2);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select All' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(popups?.opened[0]?.location.href).toBe(PRINTED_REPLIES_URL));
  },
};

/** No agency has replied to print: select-all is disabled and its hover says so. */
export const RepliesNonePrintable: Story = {
  beforeEach: serve({ requisitions: [FIRST], replies: { [FIRST.lfControlNumber]: NOTHING_PRINTABLE } }),
  play: async ({ canvasElement }) => {
    const dialog = await openReplies(canvasElement);
    const selectAll = await dialog.findByRole('checkbox', { name: 'Select All' });
    await expect(selectAll).toBeDisabled();
    await expect(selectAll.closest('[title]')).toHaveAttribute('title', messages.noAgencyRepliedToPrint);
  },
};

/** An LF control number whose property was not raised here. */
export const PropertyNotRaised: Story = {
  beforeEach: serve({ requisitions: [FIRST] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await (await table(canvasElement)).findByRole('button', { name: FIRST.lfControlNumber }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: messages.propertyLoadFailed });
    await expect(dialog).toHaveTextContent(messages.lfPropertyNotRaised(FIRST.lfControlNumber, PRODUCT_NAME));
  },
};

/** An LF control number opens its property's details page. */
export const OpensProperty: Story = {
  beforeEach: serve({ requisitions: [FIRST], propertyIds: { [FIRST.lfControlNumber]: 103 } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await (await table(canvasElement)).findByRole('button', { name: FIRST.lfControlNumber }));
    await expectPath(canvasElement, '/property-details/103/true');
  },
};
