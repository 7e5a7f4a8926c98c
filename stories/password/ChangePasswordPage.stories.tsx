import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouterState } from '@tanstack/react-router';
import { expect, waitFor, within } from 'storybook/test';
import { ChangePasswordPage } from '../../src/app/screens/password/ChangePasswordPage';
import { PropertyListingPage } from '../../src/app/screens/property-listing/PropertyListingPage';
import { AppShell } from '../../src/app/screens/shell/AppShell';
import { messages } from '../../src/domain/messages';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { SignedIn } from '../account/signed-in';
import { listingServer } from '../property-listing/listing-api';
import { demoRows } from '../property-listing/listing-fixtures';
import { HOME, withDestinations } from '../support/destinations';
import { apiCalls, DEMO_PASSWORD, demoApi, demoJwt, loadDemoKey, mockApi, passwordApi, passwordHandlers, storeDemoLogin } from '../support/mock-api';
import { expectPath } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { acknowledge, expectAlert, press, typeInto } from './story-steps';

const PAGE_PATH = '/password-management/change-password';

/**
 * The page as the app shows it: inside the shell, signed in as lawyer1. The story router renders the story
 * on every path, so once the page has left, only where it went is shown: the shell must not stay mounted
 * at /home with the login cleared (the app shows the landing page there, and so does the story).
 */
function InShell() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!pathname.endsWith(PAGE_PATH)) return null;
  return (
    <AppShell>
      <ChangePasswordPage />
    </AppShell>
  );
}

/** Where Cancel leads: the listing in the shell. */
function Listing() {
  return (
    <SignedIn>
      <PropertyListingPage />
    </SignedIn>
  );
}

const NEW_PASSWORD = 'Completion2027x';

const meta = {
  title: 'Password/ChangePasswordPage',
  component: InShell,
  decorators: [withDestinations({ ...HOME, '/property-listing': () => <Listing /> }), withQueryClient, withRouter(PAGE_PATH)],
  loaders: [loadDemoKey],
  beforeEach: () => {
    storeDemoLogin('lawyer1');
    return mockApi({ ...demoApi(), ...passwordApi() });
  },
} satisfies Meta<typeof InShell>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, current: string, next: string, confirm: string) {
  await typeInto(canvasElement, 'Current Password', current);
  await typeInto(canvasElement, 'New Password', next);
  await typeInto(canvasElement, 'Confirm New Password', confirm);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(main.getByLabelText('User ID')).toHaveValue('lawyer1');
    await expect(main.getByLabelText('User ID')).toBeDisabled();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      await expect(main.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await expect(main.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await expect(main.getByLabelText('New Password')).toHaveAccessibleDescription(messages.passwordRule);
    await expect(main.queryByText(messages.passwordExpiredBanner)).not.toBeInTheDocument();
    await expect(main.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** The password's expiry time (user details) has passed while the user is signed in. */
export const ExpiredBanner: Story = {
  beforeEach: () => mockApi({ ...demoApi({ passwordExpiresInMs: -60_000 }), ...passwordApi() }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.passwordExpiredBanner)).toBeVisible();
  },
};

export const NotMatchOrEmpty: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    await press(canvasElement, 'Submit');
    await expectAlert(canvasElement, messages.passwordNotMatchOrEmpty, '', 'error');
    await expect(apiCalls('POST /change-password')).toHaveLength(0);
    await acknowledge(canvasElement, messages.passwordNotMatchOrEmpty);
    await expect(within(canvasElement).getByLabelText('Confirm New Password')).toHaveValue(`${NEW_PASSWORD}!`);
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'NotMyPassword1', NEW_PASSWORD, NEW_PASSWORD);
    await press(canvasElement, 'Submit');
    await expectAlert(canvasElement, messages.errorOnPasswordChange, messages.currentPasswordIncorrect, 'error');
    // Both passwords went over the wire encrypted, never as typed.
    const [call] = apiCalls('POST /change-password');
    await expect(call?.body).toMatchObject({ userid: 'lawyer1' });
    await expect(JSON.stringify(call?.body)).not.toContain(NEW_PASSWORD);
  },
};

export const ServerFailure: Story = {
  beforeEach: () => mockApi({ ...demoApi(), ...passwordApi(), 'POST /change-password': passwordHandlers.serverError }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await press(canvasElement, 'Submit');
    await expectAlert(canvasElement, messages.errorOnPasswordChange, 'Internal Server Error', 'warning');
  },
};

export const Busy: Story = {
  beforeEach: () => mockApi({ ...demoApi(), ...passwordApi(), 'POST /change-password': passwordHandlers.never }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await press(canvasElement, 'Submit');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByLabelText('Current Password')).toBeDisabled();
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await press(canvasElement, 'Submit');
    await expectAlert(canvasElement, messages.passwordChangedTitle, messages.passwordChanged, 'success');
    await acknowledge(canvasElement, messages.passwordChangedTitle);
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  },
};

/** Cancel keeps the login and returns to the property listing, which the story then shows. */
export const Cancelled: Story = {
  beforeEach: () => mockApi({ ...demoApi(), ...passwordApi(), ...listingServer({ rows: demoRows(3) }).routes }),
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Cancel');
    await expectPath(canvasElement, '/property-listing');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe(demoJwt('lawyer1'));
  },
};
