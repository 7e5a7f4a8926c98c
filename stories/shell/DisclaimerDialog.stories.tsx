import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppChrome } from '../../src/app/screens/shell/AppChrome';
import { AppShell } from '../../src/app/screens/shell/AppShell';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { HOME, withDestinations } from '../support/destinations';
import { apiCalls, demoApi, demoJwt, handlers, mockApi, neverAnswers, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { areaApi, AreaPage } from './area-pages';

/**
 * The Disclaimer dialog as the app shows it: over the signed-in shell, for a user whose details say
 * disclaimerAccepted '0', wired to POST /disclaimer-user and the stored login.
 */
function FirstSignIn() {
  return (
    <AppChrome>
      <AppShell>
        <AreaPage />
      </AppShell>
    </AppChrome>
  );
}

/** The first sign-in lands on the property listing; Reject (or an unconfirmed Accept) leads to the public home. */
const meta = {
  title: 'Shell/DisclaimerDialog',
  component: FirstSignIn,
  decorators: [withDestinations(HOME), withQueryClient, withRouter('/property-listing')],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi(areaApi(demoApi({ disclaimerAccepted: '0' })));
  },
} satisfies Meta<typeof FirstSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

const disclaimer = (canvasElement: HTMLElement) => page(canvasElement).findByRole('dialog', { name: 'Disclaimer' });
const expectClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Disclaimer' })).not.toBeInTheDocument());

/**
 * Shown until answered: no close button, Escape does nothing. The page under it is held back (the server
 * refuses its calls until the disclaimer is accepted): only the header shows.
 */
export const Shown: Story = {
  // Played in the story tests: Escape on the modal (keyboard in a real browser); the rest is in tests/screens/shell/disclaimer.model.test.tsx.
  tags: ['browser'],
  play: async ({ canvasElement }) => {
    const dialog = await disclaimer(canvasElement);
    await expect(within(canvasElement).queryByRole('heading', { level: 1, name: 'Property Listing', hidden: true })).not.toBeInTheDocument();
    await expect(dialog).toHaveTextContent('Choose Accept to continue, or Reject to sign out.');
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const Accept: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await disclaimer(canvasElement)).getByRole('button', { name: 'Accept' }));
    await expectClosed(canvasElement);
    // The page shows once accepted.
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Property Listing' })).toBeVisible();
    await expect(await within(canvasElement).findByRole('grid', { name: 'Properties' })).toBeVisible();
    await expect(apiCalls('POST /disclaimer-user').map((call) => call.body)).toEqual([{ userId: 'lawyer1', isAccept: true }]);
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe(demoJwt('lawyer1'));
    await expectPath(canvasElement, '/property-listing');
  },
};

/** While the acceptance is sent, both buttons are disabled. */
export const Accepting: Story = {
  beforeEach: () => mockApi(areaApi({ ...demoApi({ disclaimerAccepted: '0' }), 'POST /disclaimer-user': neverAnswers })),
  play: async ({ canvasElement }) => {
    const dialog = within(await disclaimer(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Accept' })).toBeDisabled());
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

/** Reject ends the login: storage cleared, back to the landing page, nothing sent. */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await disclaimer(canvasElement)).getByRole('button', { name: 'Reject' }));
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.isLAActive)).toBeNull();
    await expect(apiCalls('POST /disclaimer-user')).toHaveLength(0);
  },
};

/** The server does not confirm the acceptance: treated as a rejection. */
export const AcceptNotConfirmed: Story = {
  beforeEach: () => mockApi(areaApi({ ...demoApi({ disclaimerAccepted: '0' }), 'POST /disclaimer-user': handlers.disclaimer(false) })),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await disclaimer(canvasElement)).getByRole('button', { name: 'Accept' }));
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  },
};

/** Accepted before (disclaimerAccepted '1'): never shown. */
export const AlreadyAccepted: Story = {
  beforeEach: () => mockApi(areaApi(demoApi({ disclaimerAccepted: '1' }))),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('banner');
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Disclaimer' })).not.toBeInTheDocument();
  },
};
