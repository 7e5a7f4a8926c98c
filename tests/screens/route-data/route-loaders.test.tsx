import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { propertiesQueryKey } from '../../../src/api/queries/properties';
import { propertyQueryKey } from '../../../src/api/queries/property-form';
import { userDetailsQueryKey } from '../../../src/api/queries/user-details';
import { SUMMARY_TITLE } from '../../../src/app/screens/property-summary/SummaryHeader';
import { messages } from '../../../src/domain/messages';
import { accountApi } from '../../../stories/support/account-api';
import { caseProgressRoute } from '../../../stories/support/case-progress-api';
import { apiCalls, demoUserDetails, json, type MockRequest, type MockRoutes, type RouteKey } from '../../../stories/support/mock-api';
import { SAMPLE_PROPERTY } from '../property-form/property-fixtures';
import { renderApp, watchFor } from '../support/app-router';
import { settled } from '../support/app-settled';
import { stubScrollToEachTest } from '../support/screen-model';

/**
 * Issue 13: a route's loader fetches what its page shows before the page renders, through the same query the
 * page reads, so a navigation starts the call and the page opens on the data (no loading state, no second call).
 */

const GET_PROPERTY = 'GET /get-property/{id}' as const;
const LISTING_CALL = 'POST /get-all-property' as const;

/** The demo server's own answers, for the account calls a test only counts. */
const accountRoutes = accountApi();

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const PROPERTY_LISTING = [...propertiesQueryKey, 'list'];

/** Property 101 on the demo server, noting whether `selector` was on screen when each request went out. */
function propertyRoutes(selector: string, shownAtRequest: boolean[]): MockRoutes {
  return {
    [GET_PROPERTY]: ({ params }) => {
      shownAtRequest.push(document.querySelector(selector) !== null);
      return params.id === '101' ? json(SAMPLE_PROPERTY) : json({ errormsg: messages.notFound }, 404);
    },
    // Its own answer, so the property's handler counts only the page's requests.
    'POST /get-case-progress': caseProgressRoute(() => SAMPLE_PROPERTY),
  };
}

describe('a navigation to a page with a loader', () => {
  stubScrollToEachTest();

  it("fetches the property summary's property before the page renders: it opens on it, never loading", async () => {
    const shownAtRequest: boolean[] = [];
    const app = renderApp({ start: '/get-property', routes: propertyRoutes('section.property-summary', shownAtRequest) });
    cleanup = app.cleanup;
    await screen.findByRole('heading', { name: messages.propertyLoadFailed });
    const loading = watchFor('section.property-summary[aria-busy="true"]');

    await act(() => app.router.navigate({ to: '/property-summary/$id/{-$direct}', params: { id: '101' } }));

    expect(await screen.findByRole('heading', { name: SUMMARY_TITLE })).toBeInTheDocument();
    expect(screen.getAllByText(SAMPLE_PROPERTY.propertyRefNo).length).toBeGreaterThan(0);
    await settled(app, propertyQueryKey(101));
    loading.stop();
    expect(loading.seen()).toBe(0);
    expect(shownAtRequest).toEqual([false]);
    expect(apiCalls(GET_PROPERTY)).toHaveLength(1);
  });

  it('opens property details from outside any property with one call, while the navigation links watch it too', async () => {
    const shownAtRequest: boolean[] = [];
    const app = renderApp({ start: '/get-property', routes: propertyRoutes('section.property-details', shownAtRequest) });
    cleanup = app.cleanup;
    await screen.findByRole('heading', { name: messages.propertyLoadFailed });

    await act(() => app.router.navigate({ to: '/property-details/$id/{-$direct}/{-$duplicate}', params: { id: '101' } }));

    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    await settled(app, propertyQueryKey(101));
    expect(app.router.state.location.pathname).toBe('/property-details/101');
    expect(shownAtRequest).toEqual([false]);
    expect(apiCalls(GET_PROPERTY)).toHaveLength(1);
  });

  it('opens the property listing on the page its loader fetched: one listing call', async () => {
    const app = renderApp({ start: '/property-listing' });
    cleanup = app.cleanup;

    expect(await screen.findByText(messages.noRecordsFound)).toBeInTheDocument();
    await settled(app, PROPERTY_LISTING);
    expect(apiCalls(LISTING_CALL)).toHaveLength(1);
  });

  it("asks for the user's details once: the shell reads what the route guard fetched", async () => {
    const app = renderApp({ start: '/property-listing' });
    cleanup = app.cleanup;

    expect(await screen.findByText(messages.noRecordsFound)).toBeInTheDocument();
    await settled(app, userDetailsQueryKey('lawyer1'), PROPERTY_LISTING);
    expect(apiCalls('GET /get-user-details/{userId}/{jwt}')).toHaveLength(1);
  });

  it('sends a client that cannot be fetched to the listing with the notice, the client page never shown', async () => {
    const detailsShown = watchFor('section.client-details');
    const app = renderApp({
      start: '/client-details/77',
      routes: { 'GET /get-client/{id}': () => json({ errormsg: messages.notFound }, 404) },
    });
    cleanup = app.cleanup;

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/property-listing'));
    expect(await screen.findByText(`${messages.contactLoadFailed} ${messages.notFound}`)).toBeInTheDocument();
    await settled(app, PROPERTY_LISTING);
    detailsShown.stop();
    expect(detailsShown.seen()).toBe(0);
    expect(apiCalls('GET /get-client/{id}')).toHaveLength(1);
  });

  it('asks nothing while the Disclaimer holds the page back', async () => {
    const shownAtRequest: boolean[] = [];
    const app = renderApp({
      start: '/property-details/101',
      routes: {
        ...propertyRoutes('section.property-details', shownAtRequest),
        'GET /get-user-details/{userId}/{jwt}': () => json(demoUserDetails('lawyer1', { disclaimerAccepted: '0', pendingSetup: ['disclaimer'] })),
      },
    });
    cleanup = app.cleanup;

    expect(await screen.findByRole('dialog', { name: 'Disclaimer' })).toBeInTheDocument();
    await settled(app);
    expect(apiCalls(GET_PROPERTY)).toEqual([]);
  });

  // `loaded`: what the page shows once its machine has read the call's answer, which a second call would come before.
  it.each<{ page: string; call: RouteKey; heading: string; loaded: () => Promise<unknown>; routes?: MockRoutes }>([
    {
      page: '/draftedRequisition-reports',
      call: 'POST /loadAllRequisitions',
      heading: 'DRAFT REQUISITION',
      loaded: () => screen.findByText(messages.noRecordsFound),
      routes: { 'POST /loadAllRequisitions': () => json([]) },
    },
    {
      page: '/password-management/set-UEN/false',
      call: 'POST /retrieve-UEN-details',
      heading: 'UEN Management',
      loaded: () => waitFor(() => expect(screen.getByRole('textbox', { name: 'UEN Number' })).toBeEnabled()),
    },
    {
      page: '/password-management/security-questions',
      call: 'GET /questions',
      heading: 'Security Questions',
      loaded: () => waitFor(() => expect(screen.getByRole('textbox', { name: 'Answer 1' })).toBeEnabled()),
    },
  ])(
    'lets the machine of $page read what the loader fetched: $call once, before the page renders',
    async ({ page, call, heading, loaded, routes = {} }) => {
      const headingAtRequest: boolean[] = [];
      const app = renderApp({
        start: page,
        routes: {
          ...routes,
          [call]: (request: MockRequest) => {
            headingAtRequest.push(screen.queryByRole('heading', { name: heading }) !== null);
            const answer = routes[call] ?? accountRoutes[call];
            if (!answer) throw new Error(`No answer for ${call}`);
            return answer(request);
          },
        },
      });
      cleanup = app.cleanup;

      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      await loaded();
      await settled(app);
      expect(apiCalls(call)).toHaveLength(1);
      expect(headingAtRequest).toEqual([false]);
    },
  );
});

describe('the end of a login', () => {
  stubScrollToEachTest();

  it('forgets what the login read: the next login in this tab finds nothing fresh to reuse', async () => {
    const app = renderApp({ start: '/document-outbox', routes: { 'GET /outbox': () => json([]) } });
    cleanup = app.cleanup;
    expect(await screen.findByText(messages.outboxEmpty)).toBeInTheDocument();
    expect(app.queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(app.queryClient.getQueryCache().getAll()).toEqual([]));
  });
});
