import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ResetPasswordPage } from '../../src/app/screens/password/ResetPasswordPage';
import { messages } from '../../src/domain/messages';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { HOME, withDestinations } from '../support/destinations';
import { apiCalls, DEMO_RESET_TOKEN, loadDemoKey, mockApi, passwordApi, passwordHandlers } from '../support/mock-api';
import { expectPath } from '../support/page';
import { withRouter } from '../support/with-router';
import { acknowledge, expectAlert, press, typeInto } from './story-steps';

const NEW_PASSWORD = 'Completion2027x';

/** Storage as forgot-password leaves it after verified answers. */
function storeHandOver() {
  localStorage.setItem(STORAGE_KEYS.userId, 'lawyer1');
  localStorage.setItem(STORAGE_KEYS.receivedQuestions, 'true');
  localStorage.setItem(STORAGE_KEYS.resetToken, DEMO_RESET_TOKEN);
}

const meta = {
  title: 'Password/ResetPasswordPage',
  component: ResetPasswordPage,
  // Not allowed, reset or cancelled, the page leaves for the public home: the story then shows it.
  decorators: [withDestinations(HOME), withRouter('/password-management/reset-password')],
  loaders: [loadDemoKey],
  beforeEach: () => {
    storeHandOver();
    return mockApi(passwordApi());
  },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, next: string, confirm: string) {
  await typeInto(canvasElement, 'New Password', next);
  await typeInto(canvasElement, 'Confirm New Password', confirm);
  await press(canvasElement, 'Submit');
}

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByLabelText('User ID')).toHaveValue('lawyer1');
    await expect(canvas.getByLabelText('User ID')).toBeDisabled();
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(messages.passwordRule);
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
  },
};

export const NotAllowed: Story = {
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEYS.receivedQuestions);
    localStorage.removeItem(STORAGE_KEYS.resetToken);
  },
  play: async ({ canvasElement }) => {
    await expectPath(canvasElement, '/home');
    await expect(within(canvasElement).queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
    await expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  },
};

export const NotMatchOrEmpty: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, NEW_PASSWORD, '');
    await expectAlert(canvasElement, messages.passwordsNotMatchOrEmpty, '', 'error');
    await expect(apiCalls('POST /reset-password')).toHaveLength(0);
  },
};

export const RuleNotMet: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'short', 'short');
    await expectAlert(canvasElement, messages.errorOnPasswordChange, messages.passwordRule, 'error');
  },
};

export const Reset: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, NEW_PASSWORD, NEW_PASSWORD);
    await expectAlert(canvasElement, messages.passwordResetTitle, messages.passwordReset, 'success');
    const [call] = apiCalls('POST /reset-password');
    await expect(call?.body).toMatchObject({ userid: 'lawyer1', resetToken: DEMO_RESET_TOKEN });
    await acknowledge(canvasElement, messages.passwordResetTitle);
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.resetToken)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.receivedQuestions)).toBeNull();
  },
};

export const Busy: Story = {
  beforeEach: () => mockApi({ ...passwordApi(), 'POST /reset-password': passwordHandlers.never }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, NEW_PASSWORD, NEW_PASSWORD);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByLabelText('New Password')).toBeDisabled();
  },
};

export const ServerFailure: Story = {
  beforeEach: () => mockApi({ ...passwordApi(), 'POST /reset-password': passwordHandlers.serverError }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, NEW_PASSWORD, NEW_PASSWORD);
    await expectAlert(canvasElement, messages.errorOnPasswordChange, 'Internal Server Error', 'warning');
  },
};

/** Cancel clears what forgot-password stored and goes home. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Cancel');
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.resetToken)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  },
};
