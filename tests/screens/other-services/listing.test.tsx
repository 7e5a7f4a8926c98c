import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OtherServiceItem } from '../../../src/api/other-services';
import { OTHER_SERVICE_REFRESH_MS, otherServicesQueryKey } from '../../../src/api/queries/other-services';
import { propertiesQueryKey } from '../../../src/api/queries/properties';
import { messages } from '../../../src/domain/messages';
import { everyKindRows, LISTING_FAILED, otherServicesRoutes, replyArrives } from '../../../stories/other-services/other-services-api';
import { apiCalls, json } from '../../../stories/support/mock-api';
import { renderApp, watchFor } from '../support/app-router';
import { settled } from '../support/app-settled';
import { stubScrollToEachTest } from '../support/screen-model';

/**
 * The OTHER SVC LISTING as the app opens it (route loader, shell, page): seed 002 §2.2 and §8 — a listing that
 * cannot be fetched goes to the property listing — and replies showing by themselves while a row is Processing.
 */

const LISTING = 'POST /iras-listing' as const;
const TITLE = messages.otherServiceListingTitle;

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(rows: OtherServiceItem[], options: Parameters<typeof otherServicesRoutes>[1] = {}) {
  const { 'POST /iras-listing': listing, 'POST /othersvc-print': print } = otherServicesRoutes(rows, options);
  const app = renderApp({ start: '/othersvc-listing', routes: { 'POST /iras-listing': listing, 'POST /othersvc-print': print } });
  cleanup = app.cleanup;
  return app;
}

const grid = async () => within(await screen.findByRole('grid', { name: 'Other service requests' }));
const controlNoOf = (row: OtherServiceItem) => row.lfcontrolNo ?? row.plControlNo ?? '';
const checkboxOf = async (row: OtherServiceItem) => (await grid()).findByRole('checkbox', { name: `Select ${controlNoOf(row)} to print` });
/** The control numbers of the rows on screen, in order. */
const rowsShown = async () => (await grid()).queryAllByRole('rowheader').map((header) => header.textContent);
/** A row's texts: its control no. (the row header), then every other cell in order. */
async function rowTexts(row: OtherServiceItem) {
  const header = await (await grid()).findByRole('rowheader', { name: controlNoOf(row) });
  const cells = within(header.closest('[role="row"]') as HTMLElement).getAllByRole('gridcell');
  return [header.textContent, ...cells.map((cell) => cell.textContent)];
}

describe('the OTHER SVC LISTING route', () => {
  stubScrollToEachTest();

  it('opens on the page its loader fetched: one listing call, never loading', async () => {
    const app = open(everyKindRows());

    // The page renders with its rows: at no moment is the heading there without them.
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByText('6 records')).toBeInTheDocument();
    expect(screen.queryByText(messages.pleaseWait)).not.toBeInTheDocument();
    await settled(app, otherServicesQueryKey);
    expect(app.router.state.location.pathname).toBe('/othersvc-listing');
    expect(apiCalls(LISTING)).toHaveLength(1);
    expect(apiCalls(LISTING)[0]?.body).toEqual({ loginId: 'lawyer1', searchText: '', pageNo: 1, pageSize: 5 });
  });

  it('sends the user to the property listing when the listing cannot be fetched, with the reason, the page never shown', async () => {
    const pageShown = watchFor('section.othersvc-listing');
    const app = open(everyKindRows(), { listing: 'fail' });

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/property-listing'));
    expect(await screen.findByText(LISTING_FAILED)).toBeInTheDocument();
    await settled(app, [...propertiesQueryKey, 'list']);
    pageShown.stop();
    expect(pageShown.seen()).toBe(0);
    expect(apiCalls(LISTING)).toHaveLength(1);
  });

  it('leaves for the property listing as well when a search cannot be fetched', async () => {
    const rows = everyKindRows();
    let fail = false;
    const { 'POST /iras-listing': listing } = otherServicesRoutes(rows);
    const app = renderApp({
      start: '/othersvc-listing',
      routes: { 'POST /iras-listing': (request) => (fail ? json({ errormsg: LISTING_FAILED }, 500) : listing!(request)) },
    });
    cleanup = app.cleanup;
    const user = userEvent.setup();
    await screen.findByText('6 records');

    fail = true;
    await user.type(screen.getByRole('searchbox'), 'PL2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/property-listing'));
    expect(await screen.findByText(LISTING_FAILED)).toBeInTheDocument();
  });

  it('asks again every 30 seconds while a row is Processing, so a reply shows and can be ticked; then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rows = everyKindRows();
    const [parcelProcessing, , soaProcessing, , nonSoaProcessing] = rows as [
      OtherServiceItem,
      OtherServiceItem,
      OtherServiceItem,
      OtherServiceItem,
      OtherServiceItem,
    ];
    open(rows);
    expect(await checkboxOf(parcelProcessing)).toBeDisabled();
    const before = apiCalls(LISTING).length;

    replyArrives(rows, parcelProcessing.id);
    await act(() => vi.advanceTimersByTimeAsync(OTHER_SERVICE_REFRESH_MS));
    await waitFor(async () => expect(await checkboxOf(parcelProcessing)).toBeEnabled());
    expect(apiCalls(LISTING).length).toBe(before + 1);

    // Every row of the page Replied: nothing left to wait for.
    replyArrives(rows, soaProcessing.id);
    replyArrives(rows, nonSoaProcessing.id);
    await act(() => vi.advanceTimersByTimeAsync(OTHER_SERVICE_REFRESH_MS));
    await waitFor(async () => expect(await checkboxOf(soaProcessing)).toBeEnabled());
    const settled = apiCalls(LISTING).length;
    await act(() => vi.advanceTimersByTimeAsync(3 * OTHER_SERVICE_REFRESH_MS));
    expect(apiCalls(LISTING)).toHaveLength(settled);
    expect(screen.queryByText('Processing requests are checked for replies every 30 seconds.')).not.toBeInTheDocument();
  });
});

describe('the OTHER SVC LISTING page', () => {
  stubScrollToEachTest();

  const [parcelProcessing, parcelReplied, soaProcessing, soaReplied, nonSoaProcessing, nonSoaReplied] = everyKindRows() as [
    OtherServiceItem,
    OtherServiceItem,
    OtherServiceItem,
    OtherServiceItem,
    OtherServiceItem,
    OtherServiceItem,
  ];

  it('says so when the firm has asked nothing yet', async () => {
    open([]);
    expect(await screen.findByText(messages.noRecordsFound)).toBeInTheDocument();
    expect(screen.getByText('0 records')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', messages.otherServiceSearchPlaceholder);
  });

  it("shows the seed's columns, the Singapore day of each date, ticks on replies only and the play icon on parcel land rows", async () => {
    open(everyKindRows());
    const table = await grid();
    expect((await table.findAllByRole('columnheader')).map((header) => header.textContent)).toEqual([
      'Select to print',
      'LF Control No',
      'Reference No.',
      'Submitted On',
      'Received On',
      'Property Type',
      'Service Type',
      'Status',
    ]);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '10');
    await waitFor(async () => expect(await rowsShown()).toEqual(everyKindRows().map(controlNoOf)));
    // 16:00 UTC on 2 November is already 3 November in Singapore.
    expect(await rowTexts(parcelProcessing)).toEqual([
      controlNoOf(parcelProcessing),
      '',
      'TL/CONV/2026/0101',
      '03-Nov-2026',
      '',
      'LAND',
      'Parcel Land',
      'Processing',
    ]);
    expect(await rowTexts(soaReplied)).toEqual([
      controlNoOf(soaReplied),
      '',
      'TL/CONV/2026/0104',
      '02-Nov-2026',
      '04-Nov-2026',
      'BUILDING',
      'Statement of Account',
      'Replied',
    ]);
    for (const row of [parcelReplied, soaReplied, nonSoaReplied]) expect(await checkboxOf(row)).toBeEnabled();
    for (const row of [parcelProcessing, soaProcessing, nonSoaProcessing]) expect(await checkboxOf(row)).toBeDisabled();
    expect(table.getAllByRole('button', { name: /^Parcel land information of / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      `Parcel land information of ${controlNoOf(parcelProcessing)}`,
      `Parcel land information of ${controlNoOf(parcelReplied)}`,
    ]);
  });

  it("Print with nothing ticked says 'Please select at least one option and print' and prints nothing; a tick clears it", async () => {
    open(everyKindRows());
    const user = userEvent.setup();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.selectAtLeastOneOptionAndPrint);
    expect(apiCalls('POST /othersvc-print')).toHaveLength(0);
    await user.click(await checkboxOf(soaReplied));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("the play icon shows what a parcel land request asked and, once replied, IRAS's information", async () => {
    open(everyKindRows());
    const user = userEvent.setup();
    const openInformation = async (row: OtherServiceItem) => {
      await user.click(await (await grid()).findByRole('button', { name: `Parcel land information of ${controlNoOf(row)}` }));
      const dialog = await screen.findByRole('dialog', { name: messages.parcelLandInformationTitle });
      const fact = (term: string) =>
        within(dialog)
          .getAllByRole('definition')
          .find((value) => value.previousElementSibling?.textContent === term);
      return { modal: within(dialog), fact };
    };

    const replied = await openInformation(parcelReplied);
    expect(replied.modal.getByRole('heading', { name: `Request ${controlNoOf(parcelReplied)}` })).toBeInTheDocument();
    expect(replied.fact('Reference No.')).toHaveTextContent('TL/CONV/2026/0102');
    expect(replied.fact('Lots')).toHaveTextContent('MK 18 - 01234X (NEW)');
    expect(replied.fact('Property Account No.')).toHaveTextContent('12345678');
    expect(replied.fact('Applicant Solicitor')).toHaveTextContent('Tan Wei Ming');
    expect(replied.fact('Request Date')).toHaveTextContent('02-Nov-2026');
    expect(replied.modal.getByRole('heading', { name: 'Information from IRAS, received 04-Nov-2026' })).toBeInTheDocument();
    for (const text of [
      '1,234.5 m²',
      'Leasehold 99 years from 01-Jan-1990',
      'Residential',
      'LIM SIEW LAN',
      'Mortgage IB/123456A to DBS Bank Ltd, lodged 02-Mar-2020',
    ]) {
      expect(replied.modal.getByText(text)).toBeInTheDocument();
    }
    expect(replied.modal.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(replied.modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const processing = await openInformation(parcelProcessing);
    expect(processing.fact('Parcel No.')).toHaveTextContent('P12345');
    expect(processing.modal.getByRole('status')).toHaveTextContent('Processing: the information shows here once IRAS replies.');
    expect(processing.modal.queryByText('Land Area')).not.toBeInTheDocument();
  });
});
