import { screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ResetPasswordEvent, ResetPasswordInput, resetPasswordMachine } from '../../../machines/reset-password.machine';
import { ResetPasswordPage } from '../../../src/app/screens/password/ResetPasswordPage';
import { messages } from '../../../src/domain/messages';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { ActorScript } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import {
  formStepLabel,
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  screenModel,
  stubScrollToEachTest,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';
import {
  expectAlert,
  expectLeftFor,
  expectNoAlert,
  HOME,
  pressInAlert,
  renderPasswordRoutes,
  replayServer,
  RESET,
  serverLabel,
  stored,
  typeInto,
  user,
  type PasswordRouter,
} from './password-screen';

/**
 * The reset-password model replayed on ResetPasswordPage, once per input: storage as forgot-password
 * leaves it after verified answers, and empty storage (a visitor who came straight here).
 */

type ResetSnapshot = SnapshotFrom<typeof resetPasswordMachine>;
type EditEvent = Extract<ResetPasswordEvent, { type: 'reset.edit' }>;

const { entry, models, coverage } = screenModel('reset-password');
const LABELS = { next: 'New Password', confirm: 'Confirm New Password' } as const;

function storeHandOver(input: ResetPasswordInput) {
  if (input.userid) localStorage.setItem(STORAGE_KEYS.userId, input.userid);
  if (input.receivedQuestions) localStorage.setItem(STORAGE_KEYS.receivedQuestions, 'true');
  if (input.resetToken) localStorage.setItem(STORAGE_KEYS.resetToken, input.resetToken);
}

const button = (name: 'Submit' | 'Cancel') => screen.getByRole('button', { name });

function expectForm(expected: ResetSnapshot, busy: boolean) {
  const { context } = expected;
  expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  expect(screen.getByLabelText('User ID')).toHaveValue(context.userid);
  expect(screen.getByLabelText('User ID')).toBeDisabled();
  for (const field of ['next', 'confirm'] as const) {
    expect(screen.getByLabelText(LABELS[field])).toHaveValue(context[field]);
    expect(screen.getByLabelText(LABELS[field])).toHaveProperty('disabled', busy);
  }
  expect(button('Submit')).toHaveProperty('disabled', busy);
  expect(button('Cancel')).toHaveProperty('disabled', busy);
  expectNoAlert();
}

/** Every ending: home, with the session and the hand-over from forgot-password gone. */
async function expectSentHome(router: PasswordRouter) {
  await expectLeftFor(router, HOME);
  expect({ userId: stored('userId'), receivedQuestions: stored('receivedQuestions'), resetToken: stored('resetToken') }).toEqual({
    userId: null,
    receivedQuestions: null,
    resetToken: null,
  });
}

const alertShown = (_: PasswordRouter, expected: ResetSnapshot) => expectAlert(expected.context.alert);

const userSees: UserSees<PasswordRouter, ResetSnapshot> = {
  notAllowed: async (router) => {
    await expectSentHome(router);
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  },
  editing: (_, expected) => expectForm(expected, false),
  invalid: alertShown,
  submitting: (_, expected) => expectForm(expected, true),
  serverError: alertShown,
  requestFailed: alertShown,
  succeeded: () => {
    expect(screen.getByRole('alertdialog', { name: messages.passwordResetTitle })).toHaveTextContent(messages.passwordReset);
  },
  done: expectSentHome,
  cancelled: expectSentHome,
};

async function replayStep(event: AnyEventObject, script: ActorScript, current: () => ResetSnapshot): Promise<void> {
  if (await replayServer(event, script)) return;
  switch (event.type) {
    case 'reset.edit': {
      const edit = event as EditEvent;
      return typeInto(LABELS[edit.field], edit.value);
    }
    case 'reset.submit':
      return user().click(button('Submit'));
    case 'reset.cancel':
      return user().click(button('Cancel'));
    case 'reset.dismiss': {
      const alert = current().context.alert;
      if (!alert) throw new Error('Dismiss without an alert on screen.');
      return pressInAlert(alert.title);
    }
    case 'reset.acknowledge':
      return pressInAlert(messages.passwordResetTitle);
    default:
      throw new Error(`No user action replays "${event.type}" on the reset-password page.`);
  }
}

async function replayPath(input: ResetPasswordInput, path: ModelPath) {
  storeHandOver(input);
  const script = new ActorScript();
  const probe = coverage.probe();
  const fakes = script.actorsFor(entry.machine);
  const router = renderPasswordRoutes([{ path: RESET, component: ResetPasswordPage }], RESET, {
    resetPassword: fakes.resetPassword,
    inspect: probe.inspect,
  });
  // The router renders asynchronously; the page's machine starts with its first render.
  await waitFor(() => probe.actor);
  await replayOnScreen({
    path,
    probe,
    coverage,
    router,
    userSees,
    replayStep: (event, current: () => ResetSnapshot) => replayStep(event, script, current),
    flowName: 'reset-password',
  });
}

const stepLabel = formStepLabel({
  edit: 'reset.edit',
  fields: LABELS,
  presses: {
    'reset.submit': 'press Submit',
    'reset.cancel': 'press Cancel',
    'reset.dismiss': 'press OK',
    'reset.acknowledge': 'press OK on the success modal',
  },
  otherwise: serverLabel,
});

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each hand-over reaching what its
// own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) =>
    paths.map((path) => {
      const handOver = (input as ResetPasswordInput).receivedQuestions ? 'after verified answers' : 'without answered questions';
      return [`${handOver}: ${pathTitle(path, stepLabel)}`, input as ResetPasswordInput, path] as const;
    }),
  ),
  ([, , path]) => path,
  { screenOf: ([, input]) => String(input.receivedQuestions) },
);

describe('reset-password page, driven by the reset-password model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the page reach every state and transition of the machine',
  });
});
