import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginDialog } from '../../src/app/screens/auth/LoginDialog';
import { messages } from '../../src/domain/messages';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { apiCalls, DEMO_PASSWORD, demoApi, demoJwt, handlers, loadDemoKey, mockApi } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withRouter } from '../support/with-router';

const meta = {
  title: 'Auth/LoginDialog',
  component: LoginDialog,
  args: { onClose: fn() },
  decorators: [withRouter('/home')],
  loaders: [loadDemoKey],
  beforeEach: () => mockApi(demoApi()),
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const loginDialog = (canvasElement: HTMLElement) => page(canvasElement).findByRole('dialog', { name: 'Login' });

/** Types the credentials and presses Login, as a user would. */
async function logIn(canvasElement: HTMLElement, userid: string, password: string) {
  const dialog = within(await loginDialog(canvasElement));
  if (userid) await userEvent.type(dialog.getByLabelText('User ID'), userid);
  if (password) await userEvent.type(dialog.getByLabelText('Password'), password);
  await userEvent.click(dialog.getByRole('button', { name: 'Login' }));
  return dialog;
}

export const Empty: Story = {
  // Played in the story tests: focus on User ID as the dialog opens, and its links; no jsdom test checks them.
  tags: ['browser'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(await loginDialog(canvasElement));
    await expect(dialog.getByLabelText('User ID')).toHaveValue('');
    await expect(dialog.getByLabelText('User ID')).toHaveFocus();
    await expect(dialog.getByLabelText('Password')).toHaveValue('');
    await expect(dialog.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/conveyancing/password-management/forgot-password');
    await expect(dialog.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/api/registration-form');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(apiCalls()).toHaveLength(0);
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await logIn(canvasElement, 'lawyer1', 'NotThePassword1');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.invalidCredentials);
    await expect(alert).toHaveClass('form-error');
    await expect(dialog.getByLabelText('User ID')).toHaveValue('');
    // The password went over the wire encrypted, never as typed.
    const [call] = apiCalls('POST /login');
    await expect(call?.body).toMatchObject({ userid: 'lawyer1' });
    await expect(JSON.stringify(call?.body)).not.toContain('NotThePassword1');
    // Editing a field clears the message.
    await userEvent.type(dialog.getByLabelText('User ID'), 'l');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expectPath(canvasElement, '/home');
  },
};

export const ServerFailure: Story = {
  beforeEach: () => mockApi({ ...demoApi(), 'POST /login': handlers.loginServerError }),
  play: async ({ canvasElement }) => {
    const dialog = await logIn(canvasElement, 'lawyer1', DEMO_PASSWORD);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.loginFailed);
    await expect(dialog.getByLabelText('User ID')).toHaveValue('');
    await expect(dialog.getByLabelText('Password')).toHaveValue('');
    await expectPath(canvasElement, '/home');
  },
};

export const Busy: Story = {
  beforeEach: () => mockApi({ ...demoApi(), 'POST /login': handlers.loginNever }),
  play: async ({ canvasElement }) => {
    const dialog = await logIn(canvasElement, 'lawyer1', DEMO_PASSWORD);
    const button = dialog.getByRole('button', { name: 'Login' });
    // Busy: the Login button is disabled while the request is out.
    await waitFor(() => expect(button).toBeDisabled());
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(apiCalls('POST /login')).toHaveLength(1);
    // A second press while pending sends nothing more.
    await userEvent.click(button);
    await expect(apiCalls('POST /login')).toHaveLength(1);
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ExpiredPassword: Story = {
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement, 'expired1', DEMO_PASSWORD);
    await expectPath(canvasElement, '/password-management/expired-password');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(localStorage.getItem(STORAGE_KEYS.message)).toBe(messages.passwordExpired);
    await expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('expired1');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  },
};

export const SuccessfulLogin: Story = {
  play: async ({ canvasElement, args }) => {
    await logIn(canvasElement, 'lawyer1', DEMO_PASSWORD);
    await expectPath(canvasElement, '/property-listing');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe(demoJwt('lawyer1'));
    await expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('lawyer1');
    await expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('Y');
    await expect(localStorage.getItem(STORAGE_KEYS.isLAActive)).toBe('true');
    // The public key is fetched once per page, so it may already be known.
    const routes = apiCalls()
      .map((call) => call.route)
      .filter((route) => route !== 'GET /public-key');
    await expect(routes).toEqual(['POST /login', 'POST /retrieve-security-qa']);
  },
};

export const NoSecurityQuestions: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'noquestions', DEMO_PASSWORD);
    await expectPath(canvasElement, '/password-management/force-security-questions');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe(demoJwt('noquestions'));
  },
};

export const UenNotSet: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'nouen', DEMO_PASSWORD);
    await expectPath(canvasElement, '/password-management/set-UEN/true');
    await expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('N');
  },
};
