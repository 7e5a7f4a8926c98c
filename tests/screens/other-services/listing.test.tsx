import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OtherServiceItem } from '../../../src/api/other-services';
import { OTHER_SERVICE_REFRESH_MS } from '../../../src/api/queries/other-services';
import { messages } from '../../../src/domain/messages';
import { everyKindRows, LISTING_FAILED, otherServicesRoutes, replyArrives } from '../../../stories/other-services/other-services-api';
import { apiCalls, json } from '../../../stories/support/mock-api';
import { renderApp, watchFor } from '../support/app-router';
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

/** Lets any fetch a mount would start (a refetch on mount, a StrictMode remount) go out and settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

const grid = async () => within(await screen.findByRole('grid', { name: 'Other service requests' }));
const checkboxOf = async (row: OtherServiceItem) =>
  (await grid()).findByRole('checkbox', { name: `Select ${row.lfcontrolNo ?? row.plControlNo ?? ''} to print` });

describe('the OTHER SVC LISTING route', () => {
  stubScrollToEachTest();

  it('opens on the page its loader fetched: one listing call, never loading', async () => {
    const app = open(everyKindRows());

    // The page renders with its rows: at no moment is the heading there without them.
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getByText('6 records')).toBeInTheDocument();
    expect(screen.queryByText(messages.pleaseWait)).not.toBeInTheDocument();
    await settle();
    expect(app.router.state.location.pathname).toBe('/othersvc-listing');
    expect(apiCalls(LISTING)).toHaveLength(1);
    expect(apiCalls(LISTING)[0]?.body).toEqual({ loginId: 'lawyer1', searchText: '', pageNo: 1, pageSize: 5 });
  });

  it('sends the user to the property listing when the listing cannot be fetched, with the reason, the page never shown', async () => {
    const pageShown = watchFor('section.othersvc-listing');
    const app = open(everyKindRows(), { listing: 'fail' });

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/property-listing'));
    expect(await screen.findByText(LISTING_FAILED)).toBeInTheDocument();
    await settle();
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
