import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OtherServiceItem } from '../../src/api/other-services';
import { OtherServiceListingPage } from '../../src/app/screens/other-services/listing/OtherServiceListingPage';
import { messages } from '../../src/domain/messages';
import { SignedIn } from '../account/signed-in';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { stubPopups, type PopupStub } from '../support/popup-stub';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import {
  DEMO_PRINT_URL,
  everyKindRows,
  otherServiceRow,
  otherServicesRoutes,
  repliedRows,
  replyArrives,
  type OtherServicesRoutesOptions,
} from './other-services-api';

function Page() {
  return (
    <SignedIn>
      <OtherServiceListingPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Other services/OtherServiceListingPage',
  component: Page,
  decorators: [withQueryClient, withRouter('/othersvc-listing')],
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

let popups: PopupStub | null = null;
/** The rows the story's server holds; a story may change them (a reply arriving). */
let served: OtherServiceItem[] = [];

/** Signed in as lawyer1 against the in-memory other-services server; printing opens stubbed windows. */
const serve =
  (rows: OtherServiceItem[], options: OtherServicesRoutesOptions = {}) =>
  () => {
    storeDemoLogin('lawyer1');
    served = rows;
    popups = stubPopups();
    const restore = mockApi(otherServicesRoutes(served, options));
    return () => {
      restore();
      popups?.restore();
    };
  };

const LISTING = 'POST /iras-listing' as const;
const PRINT = 'POST /othersvc-print' as const;

const grid = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('grid', { name: 'Other service requests' }));
/** The row's texts: its control no. (the row header), then every other cell in order. */
async function rowTexts(canvasElement: HTMLElement, controlNo: string) {
  const header = await (await grid(canvasElement)).findByRole('rowheader', { name: controlNo });
  const row = within(header.closest('[role="row"]') as HTMLElement);
  return [header.textContent, ...row.getAllByRole('gridcell').map((cell) => cell.textContent)];
}
const controlNoOf = (row: OtherServiceItem) => row.lfcontrolNo ?? row.plControlNo ?? '';
const checkbox = async (canvasElement: HTMLElement, row: OtherServiceItem) =>
  (await grid(canvasElement)).findByRole('checkbox', { name: `Select ${controlNoOf(row)} to print` });
const rowsShown = async (canvasElement: HTMLElement) => (await grid(canvasElement)).queryAllByRole('rowheader').map((header) => header.textContent);

async function choosePageSize(canvasElement: HTMLElement, size: string) {
  await userEvent.selectOptions(await within(canvasElement).findByRole('combobox', { name: 'Page size' }), size);
}

const [PARCEL_PROCESSING, PARCEL_REPLIED, SOA_PROCESSING, SOA_REPLIED, NON_SOA_PROCESSING, NON_SOA_REPLIED] = everyKindRows() as [
  OtherServiceItem,
  OtherServiceItem,
  OtherServiceItem,
  OtherServiceItem,
  OtherServiceItem,
  OtherServiceItem,
];

/** The firm has asked the tax authority nothing yet: the empty state and no records. */
export const Empty: Story = {
  beforeEach: serve([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: messages.otherServiceListingTitle })).toBeVisible();
    await expect(await canvas.findByText(messages.noRecordsFound)).toBeVisible();
    await expect(canvas.getByText('0 records')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('placeholder', messages.otherServiceSearchPlaceholder);
  },
};

/**
 * Each kind of request, Processing and Replied, newest first (the Singapore day of each submission); only Replied
 * rows can be ticked, and only Parcel Land rows have the play icon.
 */
export const Filled: Story = {
  beforeEach: serve(everyKindRows()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Select to print',
      'LF Control No',
      'Reference No.',
      'Submitted On',
      'Received On',
      'Property Type',
      'Service Type',
      'Status',
    ]);
    await expect(await canvas.findByText('6 records')).toBeVisible();
    await waitFor(async () => expect(await rowsShown(canvasElement)).toHaveLength(5));
    await choosePageSize(canvasElement, '10');
    await waitFor(async () => expect(await rowsShown(canvasElement)).toEqual(everyKindRows().map(controlNoOf)));
    // 16:00 UTC on 2 November is already 3 November in Singapore.
    await expect(await rowTexts(canvasElement, controlNoOf(PARCEL_PROCESSING))).toEqual([
      controlNoOf(PARCEL_PROCESSING),
      '',
      'TL/CONV/2026/0101',
      '03-Nov-2026',
      '',
      'LAND',
      'Parcel Land',
      'Processing',
    ]);
    await expect(await rowTexts(canvasElement, controlNoOf(SOA_REPLIED))).toEqual([
      controlNoOf(SOA_REPLIED),
      '',
      'TL/CONV/2026/0104',
      '02-Nov-2026',
      '04-Nov-2026',
      'BUILDING',
      'Statement of Account',
      'Replied',
    ]);
    for (const row of [PARCEL_REPLIED, SOA_REPLIED, NON_SOA_REPLIED]) await expect(await checkbox(canvasElement, row)).toBeEnabled();
    for (const row of [PARCEL_PROCESSING, SOA_PROCESSING, NON_SOA_PROCESSING]) await expect(await checkbox(canvasElement, row)).toBeDisabled();
    const playIcons = table.getAllByRole('button', { name: /^Parcel land information of / });
    await expect(playIcons.map((button) => button.getAttribute('aria-label'))).toEqual([
      `Parcel land information of ${controlNoOf(PARCEL_PROCESSING)}`,
      `Parcel land information of ${controlNoOf(PARCEL_REPLIED)}`,
    ]);
    await expect(canvas.getByText('Processing requests are checked for replies every 30 seconds.')).toBeVisible();
  },
};

/** The three request pages are a press away, from the title. */
export const RequestPages: Story = {
  // Played in the story tests: no jsdom test follows the title's request buttons.
  tags: ['browser'],
  beforeEach: serve(everyKindRows()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Parcel Land Request' }));
    await expectPath(canvasElement, '/othersvc-lrparcelland');
    await userEvent.click(canvas.getByRole('button', { name: 'Statement of Account' }));
    await expectPath(canvasElement, '/othersvc-sao');
    await userEvent.click(canvas.getByRole('button', { name: 'Non-Requisition SOA' }));
    await expectPath(canvasElement, '/othersvc-nonrqsoa');
  },
};

const twelveRows = () => [
  ...repliedRows(10),
  otherServiceRow('parcelLand', 11, { referenceNo: 'TL/CONV/2026/0777' }),
  otherServiceRow('nonSoa', 12, { status: 'Processing', referenceNo: 'TL/CONV/2026/0777' }),
];

/** The search goes to the server (control no. or reference no., any case) and starts again at page 1. */
export const Searching: Story = {
  // Played in the story tests: no jsdom test checks what this listing's search sends, or its Reset.
  tags: ['browser'],
  beforeEach: serve(twelveRows()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('12 records');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(apiCalls(LISTING).at(-1)?.body).toMatchObject({ pageNo: 2 }));
    await userEvent.type(canvas.getByRole('searchbox'), 'tl/conv/2026/0777');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('2 records')).toBeVisible();
    await expect(apiCalls(LISTING).at(-1)?.body).toEqual({ loginId: 'lawyer1', searchText: 'tl/conv/2026/0777', pageNo: 1, pageSize: 5 });
    await waitFor(async () =>
      expect(await rowsShown(canvasElement)).toEqual([controlNoOf(otherServiceRow('parcelLand', 11)), controlNoOf(otherServiceRow('nonSoa', 12))]),
    );
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'nothing like it');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText(messages.noRecordsFound)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(await canvas.findByText('12 records')).toBeVisible();
  },
};

/** Five a page by default, paged on the server; the page size goes up to 50. */
export const Paged: Story = {
  // Played in the story tests: no jsdom test pages this listing.
  tags: ['browser'],
  beforeEach: serve(twelveRows()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12 records')).toBeVisible();
    await waitFor(async () => expect(await rowsShown(canvasElement)).toEqual(repliedRows(5).map(controlNoOf)));
    await expect(apiCalls(LISTING)[0]?.body).toEqual({ loginId: 'lawyer1', searchText: '', pageNo: 1, pageSize: 5 });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await waitFor(async () => expect(await rowsShown(canvasElement)).toHaveLength(2));
    await choosePageSize(canvasElement, '50');
    await waitFor(async () => expect(await rowsShown(canvasElement)).toHaveLength(12));
    await expect(apiCalls(LISTING).at(-1)?.body).toMatchObject({ pageNo: 1, pageSize: 50 });
  },
};

async function openParcelInformation(canvasElement: HTMLElement, row: OtherServiceItem) {
  await userEvent.click(await (await grid(canvasElement)).findByRole('button', { name: `Parcel land information of ${controlNoOf(row)}` }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: messages.parcelLandInformationTitle });
  /** The value the modal shows for a term of the request or of the reply. */
  const fact = (term: string) =>
    within(dialog)
      .getAllByRole('definition')
      .find((value) => value.previousElementSibling?.textContent === term);
  return { modal: within(dialog), fact };
}

/** A Replied parcel land request: what was asked, and the land register's information on the parcel. */
export const ParcelInformation: Story = {
  beforeEach: serve(everyKindRows()),
  play: async ({ canvasElement }) => {
    const { modal, fact } = await openParcelInformation(canvasElement, PARCEL_REPLIED);
    await expect(modal.getByRole('heading', { name: `Request ${controlNoOf(PARCEL_REPLIED)}` })).toBeVisible();
    await expect(fact('Reference No.')).toHaveTextContent('TL/CONV/2026/0102');
    await expect(fact('Lots')).toHaveTextContent('MK 18 - 01234X (NEW)');
    await expect(fact('Property Account No.')).toHaveTextContent('12345678');
    await expect(fact('Applicant Solicitor')).toHaveTextContent('Tan Wei Ming');
    await expect(fact('Request Date')).toHaveTextContent('02-Nov-2026');
    await expect(modal.getByRole('heading', { name: 'Information from IRAS, received 04-Nov-2026' })).toBeVisible();
    await expect(modal.getByText('1,234.5 m²')).toBeVisible();
    await expect(modal.getByText('Leasehold 99 years from 01-Jan-1990')).toBeVisible();
    await expect(modal.getByText('Residential')).toBeVisible();
    await expect(modal.getByText('LIM SIEW LAN')).toBeVisible();
    await expect(modal.getByText('Mortgage IB/123456A to DBS Bank Ltd, lodged 02-Mar-2020')).toBeVisible();
    await expect(modal.getByText('04-Nov-2026', { selector: 'dd' })).toBeVisible();
    await expect(modal.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A parcel land request still Processing: the request as asked, and no information yet. */
export const ParcelInformationProcessing: Story = {
  beforeEach: serve(everyKindRows()),
  play: async ({ canvasElement }) => {
    const { modal, fact } = await openParcelInformation(canvasElement, PARCEL_PROCESSING);
    await expect(fact('Parcel No.')).toHaveTextContent('P12345');
    await expect(modal.getByRole('status')).toHaveTextContent('Processing: the information shows here once IRAS replies.');
    await expect(modal.queryByText('Land Area')).not.toBeInTheDocument();
  },
};

/** Print with nothing ticked: the seed's message, and nothing is printed. */
export const PrintNothingSelected: Story = {
  beforeEach: serve(everyKindRows()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.selectAtLeastOneOptionAndPrint);
    await expect(apiCalls(PRINT)).toHaveLength(0);
    await expect(popups?.opened).toHaveLength(0);
    await userEvent.click(await checkbox(canvasElement, SOA_REPLIED));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Whether the row stands out as a reply nobody has printed yet. */
const isUnread = async (canvasElement: HTMLElement, row: OtherServiceItem) =>
  (await (await grid(canvasElement)).findByRole('rowheader', { name: controlNoOf(row) }))
    .closest('[role="row"]')
    ?.classList.contains('othersvc-row--unread');

/** Two ticked replies print as one PDF, opened in a new window; the ticks are cleared and the replies are read. */
export const PrintSelected: Story = {
  beforeEach: serve(everyKindRows()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await isUnread(canvasElement, PARCEL_REPLIED)).toBe(true);
    await userEvent.click(await checkbox(canvasElement, PARCEL_REPLIED));
    await userEvent.click(await checkbox(canvasElement, SOA_REPLIED));
    await expect(canvas.getByText('2 replies selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(apiCalls(PRINT)).toHaveLength(1));
    await expect(apiCalls(PRINT)[0]?.body).toEqual({
      loginId: 'lawyer1',
      lrPrint: [
        { rpControlNo: PARCEL_REPLIED.rpControlNo, messageType: 'PLI' },
        { rpControlNo: SOA_REPLIED.rpControlNo, messageType: 'SOA' },
      ],
    });
    await waitFor(() => expect(popups?.opened[0]?.location.href).toBe(DEMO_PRINT_URL));
    await expect(await canvas.findByText('0 replies selected')).toBeVisible();
    await expect(await checkbox(canvasElement, PARCEL_REPLIED)).not.toBeChecked();
    await waitFor(async () => expect(await isUnread(canvasElement, PARCEL_REPLIED)).toBe(false));
  },
};

/** A reply arrives while the page is open: Refresh shows it Replied, and it can be ticked. */
export const ReplyArrives: Story = {
  beforeEach: serve(everyKindRows()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await checkbox(canvasElement, PARCEL_PROCESSING)).toBeDisabled();
    replyArrives(served, PARCEL_PROCESSING.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(async () => expect(await checkbox(canvasElement, PARCEL_PROCESSING)).toBeEnabled());
    await expect((await rowTexts(canvasElement, controlNoOf(PARCEL_PROCESSING))).at(-1)).toBe('Replied');
  },
};
