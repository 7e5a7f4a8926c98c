import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ExpiredPasswordPage } from '../../src/app/screens/password/ExpiredPasswordPage';
import { sessionStore } from '../../src/app/session/storage';
import { messages } from '../../src/domain/messages';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { HOME, withDestinations } from '../support/destinations';
import { apiCalls, DEMO_PASSWORD, loadDemoKey, mockApi, passwordApi, passwordHandlers } from '../support/mock-api';
import { expectPath } from '../support/page';
import { withRouter } from '../support/with-router';
import { acknowledge, expectAlert, press, typeInto } from './story-steps';

const NEW_PASSWORD = 'Completion2027x';

const meta = {
  title: 'Password/ExpiredPasswordPage',
  component: ExpiredPasswordPage,
  decorators: [withRouter('/password-management/expired-password')],
  loaders: [loadDemoKey],
  // As a login refused with 'Password has expired' leaves storage (no token).
  beforeEach: () => {
    sessionStore.storeExpiredPassword('expired1', messages.passwordExpired);
    return mockApi(passwordApi());
  },
} satisfies Meta<typeof ExpiredPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, current: string, next: string, confirm: string) {
  await typeInto(canvasElement, 'Current Password', current);
  await typeInto(canvasElement, 'New Password', next);
  await typeInto(canvasElement, 'Confirm New Password', confirm);
}

export const WithStoredMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Change Expired Password' })).toBeVisible();
    const message = canvas.getByText(messages.passwordExpired);
    await expect(message).toHaveClass('password-stored-message');
    await expect(getComputedStyle(message).color).not.toBe(getComputedStyle(canvas.getByLabelText('User ID')).color);
    await expect(canvas.getByLabelText('User ID')).toHaveValue('expired1');
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Property Search Portal',
      'Help & Support',
      'Happenings',
      'Contact Us',
    ]);
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/conveyancing/home#contactus-header');
    await expect(canvas.queryByText(messages.passwordExpiredBanner)).not.toBeInTheDocument();
  },
};

export const ValidationFailed: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'Current Password', DEMO_PASSWORD);
    await press(canvasElement, 'Submit');
    await expectAlert(canvasElement, messages.passwordValidationFailedTitle, messages.passwordValidationFailedText, 'error');
    await expect(apiCalls('POST /change-password')).toHaveLength(0);
  },
};

export const RuleNotMet: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, 'short', 'short');
    await press(canvasElement, 'Submit');
    await expectAlert(canvasElement, messages.errorOnPasswordChange, messages.passwordRule, 'error');
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await press(canvasElement, 'Submit');
    await expectAlert(canvasElement, messages.passwordChangedTitle, messages.passwordChanged, 'success');
    await acknowledge(canvasElement, messages.passwordChangedTitle);
    // Home, to log in with the new password: the expired-password values are gone.
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.message)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  },
};

/** Opened without the stored message (a direct visit): no empty form; the page cancels to home (seed 002 §4). */
export const CancelWithoutMessage: Story = {
  decorators: [withDestinations(HOME)],
  beforeEach: () => localStorage.removeItem(STORAGE_KEYS.message),
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/home');
    await expect(within(canvasElement).queryByRole('heading', { level: 1, name: 'Change Expired Password' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByLabelText('New Password')).not.toBeInTheDocument();
  },
};

export const Busy: Story = {
  beforeEach: () => mockApi({ ...passwordApi(), 'POST /change-password': passwordHandlers.never }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await press(canvasElement, 'Submit');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByLabelText('New Password')).toBeDisabled();
  },
};

export const ServerFailure: Story = {
  beforeEach: () => mockApi({ ...passwordApi(), 'POST /change-password': passwordHandlers.serverError }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, DEMO_PASSWORD, NEW_PASSWORD, NEW_PASSWORD);
    await press(canvasElement, 'Submit');
    await expectAlert(canvasElement, messages.errorOnPasswordChange, 'Internal Server Error', 'warning');
  },
};
