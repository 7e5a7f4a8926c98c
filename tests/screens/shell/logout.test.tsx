import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForceSecurityQuestionsPage } from '../../../src/app/screens/account/ForceSecurityQuestionsPage';
import { LOGIN_DESTINATION_PATHS } from '../../../src/domain/login-routing';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { accountApi } from '../../../stories/support/account-api';
import {
  demoJwt,
  handlers,
  json,
  mockApi,
  storeDemoLogin,
  type DemoUserId,
  type MockHandler,
  type MockRequest,
} from '../../../stories/support/mock-api';
import { createShellRouter } from '../support/shell-router';

/**
 * The shell's Logout button with the app's own API client and session wiring; only fetch is replaced (by the
 * stories' demo server), so the test shows what goes over the wire: POST /logout with the stored token, then
 * the browser forgets the login — whatever the server answers.
 */

const LISTING = '/property-listing';

interface ShellOptions {
  /** Where the shell is rendered; a set-up path gets the set-up chrome. */
  path?: string;
  page?: ReactNode;
  userId?: DemoUserId;
}

function renderShell(logout: MockHandler, { path = LISTING, page = <h1>Property listing</h1>, userId = 'lawyer1' }: ShellOptions = {}) {
  const requests: MockRequest[] = [];
  const restore = mockApi(
    accountApi({
      'POST /logout': (request) => {
        requests.push(request);
        return logout(request);
      },
    }),
  );
  storeDemoLogin(userId);

  const router = createShellRouter(path, page);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests, restore };
}

async function pressLogoutAndExpectHome(view: ReturnType<typeof renderShell>) {
  await screen.findByRole('heading', { name: 'Property listing' });
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/home'));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
}

describe('Logout in the shell', () => {
  let restore: (() => void) | undefined;

  beforeEach(() => {
    // The router resets the scroll on navigation; jsdom has no scrolling and would log each call.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    restore?.();
    vi.restoreAllMocks();
  });

  it('ends the session on the server with the stored token, then clears the browser and goes home', async () => {
    const view = renderShell(handlers.logout);
    restore = view.restore;
    await pressLogoutAndExpectHome(view);
    expect(view.requests).toHaveLength(1);
    // Sent before the browser forgot the login: the call carries the very token it ends.
    expect(view.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${demoJwt('lawyer1')}`);
  });

  it('still clears the browser and goes home when the server had already ended the session (401)', async () => {
    const view = renderShell(handlers.logoutAlreadyEnded);
    restore = view.restore;
    await pressLogoutAndExpectHome(view);
    expect(view.requests).toHaveLength(1);
  });

  it('still clears the browser and goes home when the logout call fails', async () => {
    const view = renderShell(() => json({ errormsg: 'Internal Server Error' }, 500));
    restore = view.restore;
    await pressLogoutAndExpectHome(view);
  });

  it('still clears the browser and goes home when the server cannot be reached', async () => {
    const view = renderShell(() => Promise.reject(new TypeError('Failed to fetch')));
    restore = view.restore;
    await pressLogoutAndExpectHome(view);
  });

  it("the forced security-question set-up's own Logout ends the session on the server too", async () => {
    const view = renderShell(handlers.logout, {
      path: LOGIN_DESTINATION_PATHS['force-security-questions'],
      page: <ForceSecurityQuestionsPage />,
      userId: 'noquestions',
    });
    restore = view.restore;
    const region = within(await screen.findByRole('region', { name: 'Security Questions Set-up' }));
    await waitFor(() => expect(region.getByRole('button', { name: 'Logout' })).toBeEnabled());
    await userEvent.setup({ delay: null }).click(region.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/home'));
    expect(view.requests.map((request) => request.headers.get('Authorization'))).toEqual([`Bearer ${demoJwt('noquestions')}`]);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  });
});
