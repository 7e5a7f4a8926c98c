import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ChangePasswordEvent, ChangePasswordInput, changePasswordMachine } from '../../../machines/change-password.machine';
import type { UserDetailsResponse } from '../../../src/api/auth';
import { ChangePasswordPage } from '../../../src/app/screens/password/ChangePasswordPage';
import { ExpiredPasswordPage } from '../../../src/app/screens/password/ExpiredPasswordPage';
import { UserDetailsContext } from '../../../src/app/screens/shell/user-details-context';
import { sessionStore } from '../../../src/app/session/storage';
import { messages } from '../../../src/domain/messages';
import { ActorScript } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import {
  formStepLabel,
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  screenModel,
  stubScrollToEachTest,
  type ActorProbe,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';
import {
  expectAlert,
  expectLeftFor,
  expectNoAlert,
  HOME,
  LISTING,
  pressInAlert,
  renderPasswordRoutes,
  replayServer,
  serverLabel,
  stored,
  typeInto,
  user,
  type PasswordRouter,
} from './password-screen';

/**
 * The change-password model of tests/machines/change-password.test.ts, replayed on the two pages that run
 * it: its 'change' input on ChangePasswordPage (inside the shell's user-details context) and its
 * 'expired' input on the public ExpiredPasswordPage. Typing, Submit, OK and Cancel are the user's; the
 * server's replies settle the faked changePassword call. Storage and navigation are the app's own.
 */

type ChangeSnapshot = SnapshotFrom<typeof changePasswordMachine>;
type EditEvent = Extract<ChangePasswordEvent, { type: 'password.edit' }>;

const { entry, models, coverage } = screenModel('change-password');
const LOGIN_JWT = 'login.jwt';
const CHANGE_PATH = '/password-management/change-password';
const EXPIRED_PATH = '/password-management/expired-password';
const LABELS = { current: 'Current Password', next: 'New Password', confirm: 'Confirm New Password' } as const;

function userDetails(userid: string, passwordExpired: boolean): UserDetailsResponse {
  return {
    userDetails: { userName: 'Tan Wei Ming', position: 'Senior Associate', user_id: userid, disclaimerAccepted: '1' },
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
    passwordExpiredTime: Date.now() + (passwordExpired ? -1 : 1) * 86_400_000,
  };
}

/** Storage as each page finds it: a signed-in user in the shell, or what a refused login left. */
function renderPage(input: ChangePasswordInput, script: ActorScript, probe: ActorProbe): PasswordRouter {
  const fakes = script.actorsFor(entry.machine);
  const overrides = { changePassword: fakes.changePassword, inspect: probe.inspect };
  if (input.mode === 'expired') {
    if (input.storedMessage) sessionStore.storeExpiredPassword(input.userid, input.storedMessage);
    return renderPasswordRoutes([{ path: EXPIRED_PATH, component: ExpiredPasswordPage }], EXPIRED_PATH, overrides);
  }
  sessionStore.storeLogin({ jwt: LOGIN_JWT, userId: input.userid, isUENUpdated: 'Y', isLAActive: 'true' });
  if (input.storedMessage) localStorage.setItem('message', input.storedMessage);
  const details = userDetails(input.userid, input.passwordExpired);
  const InShell = () => (
    <UserDetailsContext.Provider value={details}>
      <ChangePasswordPage />
    </UserDetailsContext.Provider>
  );
  return renderPasswordRoutes([{ path: CHANGE_PATH, component: InShell }], CHANGE_PATH, overrides);
}

const button = (name: 'Submit' | 'Cancel') => screen.getByRole('button', { name });

/** The page with its form, as the user sees it while no dialog is open. */
function expectForm(expected: ChangeSnapshot, busy: boolean) {
  const { context } = expected;
  const title = context.mode === 'change' ? 'Change Password' : 'Change Expired Password';
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByLabelText('User ID')).toHaveValue(context.userid);
  expect(screen.getByLabelText('User ID')).toBeDisabled();
  for (const field of ['current', 'next', 'confirm'] as const) {
    expect(screen.getByLabelText(LABELS[field])).toHaveValue(context[field]);
    expect(screen.getByLabelText(LABELS[field])).toHaveAttribute('type', 'password');
    if (busy) expect(screen.getByLabelText(LABELS[field])).toBeDisabled();
  }
  expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(messages.passwordRule);
  if (busy) expect(button('Submit')).toBeDisabled();
  else expect(button('Submit')).toBeEnabled();
  expect(button('Cancel')).toHaveProperty('disabled', busy);
  // The banner belongs to the shell page; the expired page shows the stored message in red instead.
  const banner = screen.queryByText(messages.passwordExpiredBanner);
  if (context.expiredBanner && context.mode === 'change') expect(banner).toBeInTheDocument();
  else expect(banner).not.toBeInTheDocument();
  if (context.mode === 'expired' && context.storedMessage) {
    expect(screen.getByText(context.storedMessage)).toHaveClass('password-stored-message');
  }
}

const expectAlertOf = (_: PasswordRouter, expected: ChangeSnapshot) => expectAlert(expected.context.alert);

/** What the user sees in each state of the change-password machine. */
const userSees: UserSees<PasswordRouter, ChangeSnapshot> = {
  editing: (_, expected) => {
    expectForm(expected, false);
    expectNoAlert();
  },
  invalid: expectAlertOf,
  submitting: (_, expected) => {
    expectForm(expected, true);
    expectNoAlert();
  },
  serverError: expectAlertOf,
  requestFailed: expectAlertOf,
  succeeded: () => {
    const dialog = screen.getByRole('alertdialog', { name: messages.passwordChangedTitle });
    expect(dialog).toHaveTextContent(messages.passwordChanged);
  },
  // Home to log in with the new password; nothing of the old login is left.
  done: async (router) => {
    await expectLeftFor(router, HOME);
    expect({ jwt: stored('jwt'), userId: stored('userId'), message: stored('message') }).toEqual({ jwt: null, userId: null, message: null });
  },
  cancelled: async (router, expected) => {
    if (expected.context.mode === 'change') {
      await expectLeftFor(router, LISTING);
      expect(stored('jwt')).toBe(LOGIN_JWT);
      return;
    }
    await expectLeftFor(router, HOME);
    expect({ userId: stored('userId'), message: stored('message') }).toEqual({ userId: null, message: null });
  },
};

async function replayStep(event: AnyEventObject, script: ActorScript, expected: () => ChangeSnapshot): Promise<void> {
  if (await replayServer(event, script)) return;
  switch (event.type) {
    case 'password.edit': {
      const edit = event as EditEvent;
      return typeInto(LABELS[edit.field], edit.value);
    }
    case 'password.submit':
      return user().click(button('Submit'));
    case 'password.cancel':
      return user().click(button('Cancel'));
    case 'password.dismiss': {
      const alert = expected().context.alert;
      if (!alert) throw new Error('Dismiss without an alert on screen.');
      return pressInAlert(alert.title);
    }
    case 'password.acknowledge':
      return pressInAlert(messages.passwordChangedTitle);
    default:
      throw new Error(`No user action replays "${event.type}" on the change-password page.`);
  }
}

async function replayPath(input: ChangePasswordInput, path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const router = renderPage(input, script, probe);
  await screen.findByRole('button', { name: 'Submit' });
  await replayOnScreen({
    path,
    probe,
    coverage,
    router,
    userSees,
    replayStep: (event, current: () => ChangeSnapshot) => replayStep(event, script, current),
    flowName: 'change-password',
  });
}

const stepLabel = formStepLabel({
  edit: 'password.edit',
  fields: LABELS,
  presses: {
    'password.submit': 'press Submit',
    'password.cancel': 'press Cancel',
    'password.dismiss': 'press OK',
    'password.acknowledge': 'press OK on the success modal',
  },
  otherwise: serverLabel,
});

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each page reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) =>
    paths.map((path) => [`${(input as ChangePasswordInput).mode}: ${pathTitle(path, stepLabel)}`, input as ChangePasswordInput, path] as const),
  ),
  ([, , path]) => path,
  { screenOf: ([, input]) => input.mode },
);

describe('change-password pages, driven by the change-password model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the two pages reach every state and transition of the machine',
  });
});
