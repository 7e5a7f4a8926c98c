import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { PasswordReply } from '../../../machines/change-password.machine';
import type { VerifySecurityQaReply, VerifySecurityQaRequest } from '../../../machines/forgot-password.machine';
import type { SecurityQaReply } from '../../../machines/login.machine';
import type { ResetPasswordRequest } from '../../../machines/reset-password.machine';
import type { UserDetailsResponse } from '../../../src/api/auth';
import { ChangePasswordPage } from '../../../src/app/screens/password/ChangePasswordPage';
import { ExpiredPasswordPage } from '../../../src/app/screens/password/ExpiredPasswordPage';
import { ForgotPasswordPage } from '../../../src/app/screens/password/ForgotPasswordPage';
import type { PasswordActorOverrides } from '../../../src/app/screens/password/password-actors';
import { ResetPasswordPage } from '../../../src/app/screens/password/ResetPasswordPage';
import { UserDetailsContext } from '../../../src/app/screens/shell/user-details-context';
import { sessionStore } from '../../../src/app/session/storage';
import { messages } from '../../../src/domain/messages';
import { expectLeftFor, HOME, pressInAlert, renderPasswordRoutes, RESET, stored, typeInto, user } from './password-screen';

const CHANGE = '/password-management/change-password';
const EXPIRED = '/password-management/expired-password';
const FORGOT = '/password-management/forgot-password';

const details: UserDetailsResponse = {
  userDetails: { userName: 'Tan Wei Ming', position: 'Senior Associate', user_id: 'lawyer1', disclaimerAccepted: '1' },
  accountDetails: {
    phone: '62201234',
    address: '80 Robinson Road',
    acctId: 'TL0001',
    appId: 'LRI',
    accountName: 'Tan & Lim LLP',
    postalCode: '068898',
    email: 'a@b.sg',
    fax: '62205678',
    uen: '201912345K',
  },
  expiredTime: Date.now() + 30 * 60_000,
};

/** The shell page with the user details as the server sent them, and any message left in storage. */
function renderChangePassword(storedMessage: string | null, withDetails: UserDetailsResponse = details) {
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' });
  if (storedMessage) localStorage.setItem('message', storedMessage);
  const InShell = () => (
    <UserDetailsContext.Provider value={withDetails}>
      <ChangePasswordPage />
    </UserDetailsContext.Provider>
  );
  return renderPasswordRoutes([{ path: CHANGE, component: InShell }], CHANGE, {});
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('change password in the shell', () => {
  it("shows 'YOUR PASSWORD HAS EXPIRED!' once the password's expiry time has passed", async () => {
    renderChangePassword(null, { ...details, passwordExpiredTime: Date.now() - 60_000 });
    expect(await screen.findByText(messages.passwordExpiredBanner)).toBeVisible();
    expect(screen.getByLabelText('User ID')).toHaveValue('lawyer1');
  });

  it.each([
    ['a password expiring tomorrow', { ...details, passwordExpiredTime: Date.now() + 86_400_000 }],
    ['no expiry time sent', details],
  ])('shows no banner for %s', async (_, withDetails) => {
    renderChangePassword(messages.passwordExpired, withDetails);
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    expect(screen.queryByText(messages.passwordExpiredBanner)).not.toBeInTheDocument();
  });

  it('each password field has its own show/hide toggle', async () => {
    renderChangePassword(null);
    await screen.findByLabelText('Current Password');
    await typeInto('Current Password', 'Conveyancing2026');
    const [firstToggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user().click(firstToggle!);
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    await user().click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'password');
  });
});

describe('change an expired password', () => {
  it('opened without a stored message (a direct visit), it cancels to home and shows no empty form', async () => {
    localStorage.setItem('userId', 'expired1');
    const router = renderPasswordRoutes([{ path: EXPIRED, component: ExpiredPasswordPage }], EXPIRED, {});
    await expectLeftFor(router, HOME);
    expect(screen.queryByRole('heading', { level: 1, name: 'Change Expired Password' })).not.toBeInTheDocument();
    expect(stored('userId')).toBeNull();
  });

  it('offers the reset link of seed 000 §8, to the forgot-password page', async () => {
    sessionStore.storeExpiredPassword('expired1', messages.passwordExpired);
    const router = renderPasswordRoutes(
      [
        { path: EXPIRED, component: ExpiredPasswordPage },
        { path: FORGOT, component: () => <h1>Page {FORGOT}</h1> },
      ],
      EXPIRED,
      {},
    );
    const main = within(await screen.findByRole('main'));
    const link = main.getByRole('link', { name: 'Forgot Password' });
    expect(link).toHaveAttribute('href', FORGOT);
    await user().click(link);
    await expectLeftFor(router, FORGOT);
  });

  it('shows the stored message in red, the stored user id, and the simple top navigation', async () => {
    sessionStore.storeExpiredPassword('expired1', messages.passwordNeedsChange);
    renderPasswordRoutes([{ path: EXPIRED, component: ExpiredPasswordPage }], EXPIRED, {});
    expect(await screen.findByText(messages.passwordNeedsChange)).toHaveClass('password-stored-message');
    expect(screen.getByLabelText('User ID')).toHaveValue('expired1');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Property Search Portal',
      'Help & Support',
      'Happenings',
      'Contact Us',
    ]);
    expect(nav.getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/home#helpsupport-header');
    expect(nav.getByRole('link', { name: /Property Search Portal/ })).toHaveAttribute('target', '_blank');
  });

  it("an empty form shows 'Password Validation Failed.' with the explanation", async () => {
    sessionStore.storeExpiredPassword('expired1', messages.passwordExpired);
    renderPasswordRoutes([{ path: EXPIRED, component: ExpiredPasswordPage }], EXPIRED, {});
    await user().click(await screen.findByRole('button', { name: 'Submit' }));
    const alert = screen.getByRole('alertdialog', { name: messages.passwordValidationFailedTitle });
    expect(alert).toHaveTextContent(messages.passwordValidationFailedText);
  });
});

describe('forgot password, then reset password', () => {
  it('verified answers lead to the reset page with the user id, and a reset ends at home with nothing stored', async () => {
    const verifications: VerifySecurityQaRequest[] = [];
    const resets: ResetPasswordRequest[] = [];
    const overrides: PasswordActorOverrides = {
      retrieveSecurityQa: fromPromise<SecurityQaReply, { userid: string }>(() =>
        Promise.resolve({ question1: 'Your first pet?', question2: 'Your first school?' }),
      ),
      verifySecurityQa: fromPromise<VerifySecurityQaReply, VerifySecurityQaRequest>(({ input }) => {
        verifications.push(input);
        return Promise.resolve({ status: 'success', resetToken: 'token-1' });
      }),
      resetPassword: fromPromise<PasswordReply, ResetPasswordRequest>(({ input }) => {
        resets.push(input);
        return Promise.resolve({ errormsg: '' });
      }),
    };
    const router = renderPasswordRoutes(
      [
        { path: FORGOT, component: ForgotPasswordPage },
        { path: RESET, component: ResetPasswordPage },
      ],
      FORGOT,
      overrides,
    );
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    await typeInto('User ID', 'lawyer1');
    await user().click(screen.getByRole('button', { name: 'Get Security Questions' }));
    await screen.findByRole('group', { name: 'Security Questions' });
    await typeInto('Answer 1', 'Fluffy');
    await typeInto('Answer 2', 'Raffles');
    await user().click(screen.getByRole('button', { name: 'Validate Security Questions' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RESET);
    expect(verifications).toEqual([
      { userid: 'lawyer1', question1: 'Your first pet?', answer1: 'Fluffy', question2: 'Your first school?', answer2: 'Raffles' },
    ]);
    expect(screen.getByLabelText('User ID')).toHaveValue('lawyer1');
    expect(screen.getByLabelText('User ID')).toBeDisabled();

    await typeInto('New Password', 'Completion2027x');
    await typeInto('Confirm New Password', 'Completion2027x');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    await pressInAlert(messages.passwordResetTitle);
    await expectLeftFor(router, HOME);
    expect(resets).toEqual([{ userid: 'lawyer1', newPassword: 'Completion2027x', confirmPassword: 'Completion2027x', resetToken: 'token-1' }]);
    expect([stored('userId'), stored('receivedQuestions'), stored('resetToken')]).toEqual([null, null, null]);
  });

  it('opening reset-password without answered questions clears the session and goes home', async () => {
    sessionStore.storeLogin({ jwt: 'login.jwt', userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' });
    const router = renderPasswordRoutes([{ path: RESET, component: ResetPasswordPage }], RESET, {});
    await expectLeftFor(router, HOME);
    await waitFor(() => expect(stored('jwt')).toBeNull());
    expect(stored('userId')).toBeNull();
  });
});
