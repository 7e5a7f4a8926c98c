import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { PasswordActorOverridesContext, type PasswordActorOverrides } from '../../../src/app/screens/password/password-actors';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { settle, type ActorScript } from '../../machines/support/scripted-actors';

/**
 * What the password page tests share: a router holding the page under test and headings for where it
 * may lead, the faked calls settled from a model step, and the alert dialogs as the user reads them.
 */

export const HOME = '/home';
export const LISTING = '/property-listing';
export const RESET = '/password-management/reset-password';

export interface PageRoute {
  path: string;
  component: () => ReactNode;
}

/** Renders `start` inside the app chrome; any other path is a page with only a heading naming it. */
export function renderPasswordRoutes(pages: PageRoute[], start: string, overrides: PasswordActorOverrides) {
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <Outlet />
      </AppChrome>
    ),
  });
  const pagePaths = new Set(pages.map((page) => page.path));
  const placeholders = [HOME, LISTING, RESET]
    .filter((path) => !pagePaths.has(path))
    .map((path) => createRoute({ getParentRoute: () => root, path, component: () => <h1>Page {path}</h1> }));
  const routes = pages.map((page) => createRoute({ getParentRoute: () => root, path: page.path, component: page.component }));
  const router = createRouter({
    routeTree: root.addChildren([...routes, ...placeholders]),
    history: createMemoryHistory({ initialEntries: [start] }),
  });
  render(
    <PasswordActorOverridesContext.Provider value={overrides}>
      <RouterProvider router={router} />
    </PasswordActorOverridesContext.Provider>,
  );
  return router;
}

export type PasswordRouter = ReturnType<typeof renderPasswordRoutes>;

/** The placeholder page at `path` is showing. */
export async function expectLeftFor(router: PasswordRouter, path: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  expect(await screen.findByRole('heading', { name: `Page ${path}` })).toBeInTheDocument();
}

export const stored = (key: keyof typeof STORAGE_KEYS) => localStorage.getItem(STORAGE_KEYS[key]);

export const user = () => userEvent.setup({ delay: null });

/** The open alert dialog: its title names it, its text and tone are what the machine chose. */
export function expectAlert(alert: { title: string; text: string; tone: string } | null): void {
  if (!alert) throw new Error('The model reached an alert state without an alert.');
  const dialog = screen.getByRole('alertdialog', { name: alert.title });
  if (alert.text) expect(dialog).toHaveTextContent(alert.text);
  expect(dialog).toHaveClass(`ui-alert--${alert.tone}`);
}

export function expectNoAlert(): void {
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

export async function pressInAlert(title: string, button = 'OK'): Promise<void> {
  await user().click(within(screen.getByRole('alertdialog', { name: title })).getByRole('button', { name: button }));
}

export async function typeInto(label: string, value: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await user().clear(input);
  if (value) await user().type(input, value);
}

/** A model step that is a server answer: settles the faked call the machine is waiting on. */
export async function replayServer(event: AnyEventObject, script: ActorScript): Promise<boolean> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (!done && !failed) return false;
  await act(async () => {
    if (done) script.resolve(done, event.output);
    if (failed) script.reject(failed, new Error(String(event.error)));
    await settle();
  });
  return true;
}

/** 'the server answers "…"' for the test titles. */
export function serverLabel(event: AnyEventObject): string | null {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  if (done) return `${done} answers ${JSON.stringify(event.output)}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (failed) return `${failed} fails`;
  return null;
}
