import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from '../../../src/app/screens/public/LandingPage';
import { USEFUL_LINKS } from '../../../src/app/screens/public/useful-links';
import { AppLinks } from '../../../src/app/screens/shell/AppLinks';
import { DEFAULT_SISTER_PRODUCT_URL, SISTER_PRODUCT_LABEL } from '../../../src/domain/app-settings';
import { HELPDESK, SALES, telHref } from '../../../src/domain/contact-details';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { json, mockApi } from '../../../stories/support/mock-api';

/** Issue 18 item 7: outside addresses are the browser's to open, never routed inside the app. */

const CONFIGURED_URL = 'https://property-search.example.sg/portal';

/** The landing page as the app serves it: under /conveyancing, inside the root's AppLinks. */
function renderAppLanding(hash: string) {
  localStorage.setItem(STORAGE_KEYS.hideMaintenanceNotice, 'true');
  const root = createRootRoute({
    component: () => (
      <AppLinks>
        <Outlet />
      </AppLinks>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/home', component: () => <LandingPage hash={hash} onLogin={() => undefined} /> });
  const router = createRouter({
    routeTree: root.addChildren([home]),
    basepath: '/conveyancing',
    history: createMemoryHistory({ initialEntries: [`/conveyancing/home${hash}`] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * The browser's part, which jsdom lacks: a click on a link to an outside address (any scheme) is recorded as
 * opened and goes no further. Listening in the capture phase sees the click before the app's handlers; a link
 * whose href the app turned into one of its own paths is not stopped, so the app's router still takes it.
 */
let opened: string[] = [];
const recordOpened = (event: MouseEvent) => {
  const href = (event.target instanceof Element ? event.target.closest('a') : null)?.getAttribute('href') ?? '';
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) {
    opened.push(href);
    event.preventDefault();
  }
};

let restoreFetch: () => void = () => undefined;
beforeEach(() => {
  opened = [];
  document.addEventListener('click', recordOpened, true);
  restoreFetch = mockApi({ 'GET /get-app-settings': () => json({ sisterProductUrl: CONFIGURED_URL }) });
});
afterEach(() => {
  document.removeEventListener('click', recordOpened, true);
  restoreFetch();
});

const allLinkAddresses = () => screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');

describe('outside links', () => {
  it('Useful Links open each agency’s own site in a new tab, unrouted', async () => {
    const router = renderAppLanding('#happenings-header');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Useful Links' }));
    for (const link of USEFUL_LINKS) {
      const element = await screen.findByRole('link', { name: link.abbreviation });
      expect(element).toHaveAttribute('href', link.href);
      expect(element).toHaveAttribute('target', '_blank');
      expect(element).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await userEvent.setup().click(screen.getByRole('link', { name: 'SLA' }));
    expect(opened).toEqual(['https://www.sla.gov.sg']);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('tel: and mailto: keep their addresses and open in the phone or mail app, not in the app', async () => {
    const router = renderAppLanding('#contactus-header');
    for (const desk of [HELPDESK, SALES]) {
      expect(await screen.findByRole('link', { name: desk.phone })).toHaveAttribute('href', telHref(desk.phone));
      expect(screen.getByRole('link', { name: desk.email })).toHaveAttribute('href', `mailto:${desk.email}`);
    }
    const person = userEvent.setup();
    await person.click(screen.getByRole('link', { name: HELPDESK.phone }));
    await person.click(screen.getByRole('link', { name: HELPDESK.email }));
    expect(opened).toEqual([telHref(HELPDESK.phone), `mailto:${HELPDESK.email}`]);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('the sister product link goes to the address the server is configured with, in a new tab', async () => {
    renderAppLanding('');
    const menu = within(await screen.findByRole('navigation', { name: 'Main' }));
    const link = menu.getByRole('link', { name: SISTER_PRODUCT_LABEL });
    // Until the answer arrives it is the default address, never '#'.
    expect([DEFAULT_SISTER_PRODUCT_URL, CONFIGURED_URL]).toContain(link.getAttribute('href'));
    await waitFor(() => expect(link).toHaveAttribute('href', CONFIGURED_URL));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('no link on the landing page is a dead #', async () => {
    renderAppLanding('#contactus-header');
    await screen.findByRole('link', { name: HELPDESK.email });
    await act(() => vi.waitFor(() => expect(screen.getByRole('link', { name: SISTER_PRODUCT_LABEL })).toHaveAttribute('href', CONFIGURED_URL)));
    const addresses = allLinkAddresses();
    expect(addresses.length).toBeGreaterThan(5);
    expect(addresses.filter((href) => href === '' || href === '#' || href.endsWith('/#'))).toEqual([]);
  });
});
