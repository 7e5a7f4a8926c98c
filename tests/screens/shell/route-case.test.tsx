import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';

/**
 * Seed 002 §2.1: "Unknown paths redirect to /{product}/home. All routes are exact." The app's own router (its
 * options, not a copy) matches a path only in its exact letter case; any other casing is an unknown path.
 */
const router = () => createAppRouter(createMemoryHistory({ initialEntries: ['/conveyancing/home'] }));

function matches(path: string): boolean {
  const [, params, found] = router().getMatchedRoutes(path);
  return Boolean(found) && !('**' in params);
}

afterEach(() => localStorage.clear());

describe('routes match in their exact letter case only', () => {
  it.each(['/home', '/draftedRequisition-reports', '/password-management/set-UEN/true', '/client-listing'])('%s is a page', (path) => {
    expect(matches(path)).toBe(true);
  });

  it.each(['/Home', '/HOME', '/draftedrequisition-reports', '/password-management/set-uen/true', '/Client-Listing'])('%s is not a page', (path) => {
    expect(matches(path)).toBe(false);
  });

  it('opening /conveyancing/password-management/Forgot-Password lands on the landing page, as any unknown path does', async () => {
    localStorage.setItem(STORAGE_KEYS.hideMaintenanceNotice, 'true');
    const app = createAppRouter(createMemoryHistory({ initialEntries: ['/conveyancing/password-management/Forgot-Password'] }));
    render(<RouterProvider router={app} />);
    await waitFor(() => expect(app.history.location.pathname).toBe('/conveyancing/home'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Forgot Password' })).not.toBeInTheDocument();
  });
});
