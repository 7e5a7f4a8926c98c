import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/app/api';
import { routeTree } from '../../../src/app/routeTree.gen';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';

/**
 * Seed 002 §2.1, the full route table, with sample parameters: every row is a page of the app, public rows
 * outside the signed-in shell (`/_app`), the rest inside it. "All routes are exact": a longer path is unknown.
 */
const SEED_ROUTES: { path: string; public?: true }[] = [
  { path: '/home', public: true },
  { path: '/property-details/7' },
  { path: '/property-details/7/false/true' },
  { path: '/property-listing' },
  { path: '/property-listing/lawyer1/DEMO-LINK-LAWYER1' },
  { path: '/property-summary/7' },
  { path: '/property-summary/7/true' },
  { path: '/property-otp/7' },
  { path: '/property-wta/7' },
  { path: '/property-duediligence/7' },
  { path: '/property-s65form/7' },
  { path: '/property-checklist/7' },
  { path: '/client-listing' },
  { path: '/client-details/3' },
  { path: '/client-details/3/true/7' },
  { path: '/othersvc-listing' },
  { path: '/othersvc-lrparcelland' },
  { path: '/othersvc-nonrqsoa' },
  { path: '/othersvc-sao' },
  { path: '/document-upload-listing' },
  { path: '/document-activity-listing' },
  { path: '/document-upload-files' },
  { path: '/check-listing' },
  { path: '/requisition-reports' },
  { path: '/draftedRequisition-reports' },
  { path: '/billing-reports' },
  { path: '/password-management/change-password' },
  { path: '/password-management/expired-password', public: true },
  { path: '/password-management/security-questions' },
  { path: '/password-management/force-security-questions' },
  { path: '/password-management/set-UEN/true' },
  { path: '/password-management/forgot-password', public: true },
  { path: '/password-management/reset-password', public: true },
  { path: '/password-management/upload-logo' },
];

const UNKNOWN_PATHS = ['/no-such-page', '/property-otp/7/extra', '/home/extra', '/client-listing/3', '/password-management'];

function appRouter(initialPath = '/conveyancing/home') {
  return createRouter({
    routeTree,
    basepath: '/conveyancing',
    context: { api, queryClient: new QueryClient() },
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
}

/** The route a path lands on, or null when nothing matches it exactly (the router then shows "not found"). */
function exactRoute(path: string) {
  const [branch, params, found] = appRouter().getMatchedRoutes(path);
  if (!found || '**' in params) return null;
  return { signedIn: branch.some((route) => route.id === '/_app') };
}

describe('the route table of seed 002 §2.1', () => {
  it.each(SEED_ROUTES)('$path is a page of the app', ({ path, public: isPublic }) => {
    const route = exactRoute(path);
    expect(route, `${path} has no route`).not.toBeNull();
    expect(route?.signedIn, isPublic ? `${path} must not need a login` : `${path} must need a login`).toBe(!isPublic);
  });

  it.each(UNKNOWN_PATHS)('%s is not a page', (path) => {
    expect(exactRoute(path)).toBeNull();
  });

  it.each(['/conveyancing/no-such-page', '/conveyancing/property-otp/7/extra'])(
    'a signed-in user opening %s lands on the landing page',
    async (path) => {
      localStorage.setItem(STORAGE_KEYS.jwt, 'a.b.c');
      localStorage.setItem(STORAGE_KEYS.userId, 'lawyer1');
      localStorage.setItem(STORAGE_KEYS.hideMaintenanceNotice, 'true');
      const router = appRouter(path);
      render(<RouterProvider router={router} />);
      await waitFor(() => expect(router.history.location.pathname).toBe('/conveyancing/home'));
      expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    },
  );
});
