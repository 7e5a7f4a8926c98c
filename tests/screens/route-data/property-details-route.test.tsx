import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type { Property } from '../../../src/api/property-form';
import { propertiesQueryKey } from '../../../src/api/queries/properties';
import { propertyQueryKey } from '../../../src/api/queries/property-form';
import { PropertyFormActorOverridesContext } from '../../../src/app/screens/property-form/property-form-actors';
import { SUMMARY_TITLE } from '../../../src/app/screens/property-summary/SummaryHeader';
import { messages } from '../../../src/domain/messages';
import { propertyApi, STORY_PROPERTY } from '../../../stories/property-form/property-api';
import { caseProgressRoute } from '../../../stories/support/case-progress-api';
import { apiCalls, json } from '../../../stories/support/mock-api';
import { SAMPLE_PROPERTY } from '../property-form/property-fixtures';
import { renderApp, watchFor } from '../support/app-router';
import { settled } from '../support/app-settled';
import { stubScrollToEachTest } from '../support/screen-model';

/**
 * Issue 13: the details page's property comes from its route's loader, through the one property query, so
 * opening it asks the server once and the form starts once (the app in StrictMode, as main.tsx renders it).
 */

const GET_PROPERTY = 'GET /get-property/{id}' as const;
const DETAILS_SECTION = 'section.property-details';

/** The property form machines the page started: one root actor each (its invoked calls are children). */
function formStarts() {
  const roots = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.snapshot' && event.actorRef.sessionId === event.rootId) roots.add(event.rootId);
  };
  return { inspect, count: () => roots.size };
}

/** The demo server's property 101, which a test may change as a save elsewhere would. */
function propertyServer(initial: Property = SAMPLE_PROPERTY) {
  let stored = initial;
  // Whether the details page was on screen when each request went out.
  const pageShownAtRequest: boolean[] = [];
  return {
    routes: {
      [GET_PROPERTY]: ({ params }: { params: Readonly<Record<string, string>> }) => {
        pageShownAtRequest.push(document.querySelector(DETAILS_SECTION) !== null);
        return params.id === String(stored.id) ? json(stored) : json({ errormsg: messages.notFound }, 404);
      },
      // Its own answer, so the property's handler counts only the page's requests.
      'POST /get-case-progress': caseProgressRoute(() => stored),
    },
    change: (patch: Partial<Property>) => {
      stored = { ...stored, ...patch };
    },
    pageShownAtRequest,
  };
}

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

/** The app at `start`, with property 101 on the demo server and the details forms' starts counted. */
function openApp(start: string, server = propertyServer()) {
  const starts = formStarts();
  const app = renderApp({
    start,
    routes: server.routes,
    wrap: (router) => (
      <PropertyFormActorOverridesContext.Provider value={{ inspect: starts.inspect }}>{router}</PropertyFormActorOverridesContext.Provider>
    ),
  });
  cleanup = app.cleanup;
  return { ...app, server, starts };
}

const referenceNo = () => screen.getByRole('textbox', { name: /^Reference No\./ });

describe('opening /property-details/{id}', () => {
  stubScrollToEachTest();
  it('asks for the property once, before the page renders, and starts the form once', async () => {
    const app = openApp('/property-details/101');
    const { server, starts } = app;

    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    await settled(app, propertyQueryKey(101));
    expect(apiCalls(GET_PROPERTY)).toHaveLength(1);
    expect(server.pageShownAtRequest).toEqual([false]);
    expect(starts.count()).toBe(1);
  });

  it('from the property summary, starts the form once from the property already fetched', async () => {
    const app = openApp('/property-summary/101');
    const { starts } = app;
    await screen.findByRole('heading', { name: SUMMARY_TITLE });
    const links = within(screen.getByRole('list', { name: SAMPLE_PROPERTY.propertyRefNo }));
    await userEvent.setup({ delay: null }).click(links.getByRole('link', { name: 'Property Details' }));

    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    await settled(app, propertyQueryKey(101));
    expect(apiCalls(GET_PROPERTY)).toHaveLength(1);
    expect(starts.count()).toBe(1);
  });

  it('keeps what the user typed when the property is asked for again and answers the same', async () => {
    const app = openApp('/property-details/101/true');
    const { queryClient, starts } = app;
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(referenceNo()).toHaveValue(SAMPLE_PROPERTY.lawfirmRefNo));
    await user.clear(referenceNo());
    await user.type(referenceNo(), 'TL/CONV/EDITED');

    await queryClient.invalidateQueries({ queryKey: propertyQueryKey(101) });
    await settled(app, propertyQueryKey(101));
    expect(apiCalls(GET_PROPERTY)).toHaveLength(2);
    expect(referenceNo()).toHaveValue('TL/CONV/EDITED');
    expect(starts.count()).toBe(1);
  });

  it('after a save elsewhere, opens once more on the changed property and starts the form once from it', async () => {
    const app = openApp('/property-details/101/true');
    const { router, queryClient, server, starts } = app;
    // The property form is the heaviest first render of the screens: a CI machine busy with other files takes seconds.
    await waitFor(() => expect(referenceNo()).toHaveValue(SAMPLE_PROPERTY.lawfirmRefNo), { timeout: 5_000 });
    await act(() => router.navigate({ to: '/get-property' }));
    await screen.findByRole('heading', { name: messages.propertyLoadFailed });

    // What the form's ending does after an Update: everything under 'properties' is stale.
    server.change({ lawfirmRefNo: 'TL/CONV/0101-B' });
    await queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
    const oldValueShown = watchFor(`input[value="${SAMPLE_PROPERTY.lawfirmRefNo}"]`);
    await act(() => router.navigate({ to: '/property-details/$id/{-$direct}/{-$duplicate}', params: { id: '101', direct: 'true' } }));

    await waitFor(() => expect(referenceNo()).toHaveValue('TL/CONV/0101-B'), { timeout: 5_000 });
    await settled(app, propertyQueryKey(101));
    oldValueShown.stop();
    expect(oldValueShown.seen()).toBe(0);
    expect(apiCalls(GET_PROPERTY)).toHaveLength(2);
    expect(server.pageShownAtRequest).toEqual([false, false]);
    expect(starts.count()).toBe(2);
  });

  it('goes to the get-property page without showing the details page when the property cannot be fetched', async () => {
    const detailsShown = watchFor(DETAILS_SECTION);
    const app = openApp('/property-details/999');

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/get-property'));
    await screen.findByRole('heading', { name: messages.propertyLoadFailed });
    await settled(app);
    detailsShown.stop();
    expect(detailsShown.seen()).toBe(0);
    expect(apiCalls(GET_PROPERTY)).toHaveLength(1);
  });

  it('goes there for a path without a property number, asking nothing', async () => {
    const { router } = openApp('/property-details/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-property'));
    expect(apiCalls(GET_PROPERTY)).toHaveLength(0);
  });
});

describe('an Update on /property-details/{id}', () => {
  stubScrollToEachTest();
  it('returns to the listing, which asks for its page once, with the success toast over it', async () => {
    const app = renderApp({ start: `/property-details/${STORY_PROPERTY.id}/true`, routes: propertyApi() });
    cleanup = app.cleanup;
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(referenceNo()).toHaveValue(STORY_PROPERTY.lawfirmRefNo));
    await user.clear(referenceNo());
    await user.type(referenceNo(), 'TL/CONV/UPDATED');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(messages.propertyUpdated(STORY_PROPERTY.propertyRefNo))).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/property-listing'));
    await settled(app, [...propertiesQueryKey, 'list']);
    expect(apiCalls('POST /update-property')).toHaveLength(1);
    expect(apiCalls('POST /get-all-property')).toHaveLength(1);
    // The property left behind is only marked out of date, not asked for again.
    expect(apiCalls(GET_PROPERTY)).toHaveLength(1);
  });
});
