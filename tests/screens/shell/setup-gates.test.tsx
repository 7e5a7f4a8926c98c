import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../../src/app/api';
import { routeTree } from '../../../src/app/routeTree.gen';
import type { SetupStep } from '../../../src/domain/setup-steps';
import { setupPendingMessage } from '../../../src/domain/setup-steps';
import { accountApi } from '../../../stories/support/account-api';
import { apiCalls, demoUserDetails, json, mockApi, storeDemoLogin, type DemoUserId, type MockRoutes } from '../../../stories/support/mock-api';

/**
 * Issue 12 point 6 in the app: the route guard of every signed-in page sends a user with a pending set-up
 * step to its page, whatever URL was typed; the shell holds the page back under the Disclaimer dialog; and a
 * 403 SetupPending from any call takes the user to the step. The real route tree and API client, against the
 * stories' demo server, whose set-up state each test sets and may change as the server would.
 */

// App paths as the router reports them (without the /conveyancing basepath the browser shows).
const FORCE_QUESTIONS = '/password-management/force-security-questions';
const SET_UEN_FIRST = '/password-management/set-UEN/true';
const LISTING = '/property-listing';

/** What the demo server says about the user's set-up; handlers read it on every call. */
interface ServerState {
  pendingSetup: SetupStep[];
  disclaimerAccepted: '0' | '1';
}

let restore: () => void = () => undefined;
afterEach(() => restore());

function signInAndOpen(userId: DemoUserId, start: string, state: ServerState, routes: MockRoutes = {}) {
  storeDemoLogin(userId);
  restore = mockApi({
    ...accountApi(),
    'GET /get-user-details/{userId}/{jwt}': () => json(demoUserDetails(userId, state)),
    ...routes,
  });
  const router = createRouter({
    routeTree,
    basepath: '/conveyancing',
    context: { api, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
    history: createMemoryHistory({ initialEntries: [`/conveyancing${start}`] }),
  });
  render(
    <QueryClientProvider client={router.options.context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

type AppRouter = ReturnType<typeof signInAndOpen>;
const landsOn = (router: AppRouter, path: string) => waitFor(() => expect(router.state.location.pathname).toBe(path));
const productCalls = () => apiCalls().filter((call) => call.route === 'POST /get-all-property' || call.route === null);

describe('a user with security questions pending', () => {
  it.each([LISTING, '/client-listing', SET_UEN_FIRST, '/password-management/change-password'])(
    'typing %s lands on the forced security questions',
    async (start) => {
      const router = signInAndOpen('noquestions', start, { pendingSetup: ['security-questions'], disclaimerAccepted: '1' });
      await landsOn(router, FORCE_QUESTIONS);
      expect(await screen.findByRole('heading', { name: 'Security Questions Set-up' })).toBeInTheDocument();
      expect(productCalls()).toEqual([]);
    },
  );

  it('goes on to the listing once the questions are saved, the user details re-read first', async () => {
    const state: ServerState = { pendingSetup: ['security-questions'], disclaimerAccepted: '1' };
    const router = signInAndOpen('noquestions', FORCE_QUESTIONS, state, {
      'POST /register-security-qa': () => {
        state.pendingSetup = [];
        return json({ status: 'success' });
      },
    });
    const user = userEvent.setup({ delay: null });
    for (const slot of [1, 2]) {
      await user.click(await screen.findByRole('button', { name: new RegExp(`Question ${slot}$`) }));
      await user.click((await screen.findAllByRole('option'))[0]!);
      await user.type(screen.getByRole('textbox', { name: `Answer ${slot}` }), `Answer ${slot}`);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await landsOn(router, LISTING);
    expect(await screen.findByRole('heading', { name: 'Property Listing' })).toBeInTheDocument();
    expect(apiCalls('GET /get-user-details/{userId}/{jwt}').length).toBeGreaterThanOrEqual(2);
  });
});

describe('a user with the UEN pending', () => {
  it.each([LISTING, '/password-management/set-UEN/false', FORCE_QUESTIONS])('typing %s lands on the first-time set-UEN page', async (start) => {
    const router = signInAndOpen('nouen', start, { pendingSetup: ['uen'], disclaimerAccepted: '1' });
    await landsOn(router, SET_UEN_FIRST);
    expect(await screen.findByRole('heading', { name: 'UEN Management' })).toBeInTheDocument();
    expect(productCalls()).toEqual([]);
  });
});

describe('a user who has finished the set-up', () => {
  it('may open a set-up page as before', async () => {
    const router = signInAndOpen('lawyer1', FORCE_QUESTIONS, { pendingSetup: [], disclaimerAccepted: '1' });
    expect(await screen.findByRole('heading', { name: 'Security Questions Set-up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(FORCE_QUESTIONS);
  });

  it('is taken to the step when a call answers 403 SetupPending (the set-up changed elsewhere)', async () => {
    const state: ServerState = { pendingSetup: [], disclaimerAccepted: '1' };
    const router = signInAndOpen('lawyer1', '/client-listing', state, {
      'POST /get-all-property': () => {
        state.pendingSetup = ['security-questions'];
        return json({ errormsg: setupPendingMessage('security-questions'), pending: 'security-questions' }, 403);
      },
    });
    await screen.findByRole('heading', { name: 'Contact Listing' });
    await userEvent.setup({ delay: null }).click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Property' }));
    await landsOn(router, FORCE_QUESTIONS);
    expect(await screen.findByRole('heading', { name: 'Security Questions Set-up' })).toBeInTheDocument();
  });
});

describe('a user with the disclaimer pending', () => {
  it('sees the Disclaimer dialog on the URL typed, with the page held back until Accept, which then loads it', async () => {
    const state: ServerState = { pendingSetup: ['disclaimer'], disclaimerAccepted: '0' };
    const router = signInAndOpen('lawyer1', LISTING, state, {
      'POST /disclaimer-user': () => {
        state.pendingSetup = [];
        state.disclaimerAccepted = '1';
        return json(true);
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    expect(router.state.location.pathname).toBe(LISTING);
    expect(screen.queryByRole('heading', { name: 'Property Listing' })).not.toBeInTheDocument();
    expect(productCalls()).toEqual([]);

    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('heading', { name: 'Property Listing' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Disclaimer' })).not.toBeInTheDocument();
    await waitFor(() => expect(apiCalls('POST /get-all-property').length).toBeGreaterThan(0));
    expect(apiCalls('GET /get-user-details/{userId}/{jwt}').length).toBeGreaterThanOrEqual(2);
  });

  it('Reject ends the session on the server and goes home, the page never loaded', async () => {
    const router = signInAndOpen('lawyer1', LISTING, { pendingSetup: ['disclaimer'], disclaimerAccepted: '0' });
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Reject' }));
    await landsOn(router, '/home');
    expect(apiCalls('POST /logout')).toHaveLength(1);
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(productCalls()).toEqual([]);
  });

  it('sees the dialog again when a call answers 403 SetupPending for the disclaimer', async () => {
    const state: ServerState = { pendingSetup: [], disclaimerAccepted: '1' };
    signInAndOpen('lawyer1', LISTING, state, {
      'POST /get-all-property': () => {
        state.pendingSetup = ['disclaimer'];
        state.disclaimerAccepted = '0';
        return json({ errormsg: setupPendingMessage('disclaimer'), pending: 'disclaimer' }, 403);
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Property Listing' })).not.toBeInTheDocument();
  });
});
