import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ForgotPasswordEvent, forgotPasswordMachine } from '../../../machines/forgot-password.machine';
import { ForgotPasswordPage } from '../../../src/app/screens/password/ForgotPasswordPage';
import { ActorScript } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import {
  formStepLabel,
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  singleInputScreenModel,
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
 * The forgot-password model replayed on ForgotPasswordPage: typing, Get Security Questions, Validate
 * Security Questions, OK and Cancel are the user's; the server's replies settle the faked
 * retrieveSecurityQa and verifySecurityQa calls. Verified answers must leave the hand-over for
 * reset-password in storage (the pair test runs the real reset page after it).
 */

type ForgotSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;
type EditEvent = Extract<ForgotPasswordEvent, { type: 'forgot.edit' }>;

const { entry, model, coverage } = singleInputScreenModel('forgot-password');
const FORGOT = '/password-management/forgot-password';
const LABELS = { userid: 'User ID', answer1: 'Answer 1', answer2: 'Answer 2' } as const;

const button = (name: string) => screen.getByRole('button', { name });

/** The first step: the user id editable (or not, while busy) and Get Security Questions; no questions yet. */
function expectUserIdStep(expected: ForgotSnapshot, busy: boolean) {
  expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  expect(screen.getByLabelText('User ID')).toHaveValue(expected.context.userid);
  expect(screen.getByLabelText('User ID')).toHaveProperty('disabled', busy);
  expect(button('Get Security Questions')).toHaveProperty('disabled', busy);
  expect(screen.queryByRole('group', { name: 'Security Questions' })).not.toBeInTheDocument();
  expectNoAlert();
}

/** The second step: the user id locked, both questions read-only with the answers typed so far. */
function expectAnswerStep(expected: ForgotSnapshot, busy: boolean) {
  const { context } = expected;
  expect(screen.getByLabelText('User ID')).toHaveValue(context.userid);
  expect(screen.getByLabelText('User ID')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Get Security Questions' })).not.toBeInTheDocument();
  const group = within(screen.getByRole('group', { name: 'Security Questions' }));
  expect(group.getByLabelText('Security Question 1')).toHaveValue(context.question1);
  expect(group.getByLabelText('Security Question 1')).toHaveAttribute('readonly');
  expect(group.getByLabelText('Security Question 2')).toHaveValue(context.question2);
  expect(group.getByLabelText('Answer 1')).toHaveValue(context.answer1);
  expect(group.getByLabelText('Answer 2')).toHaveValue(context.answer2);
  expect(group.getByRole('button', { name: 'Validate Security Questions' })).toHaveProperty('disabled', busy);
  expectNoAlert();
}

const alertShown = (_: PasswordRouter, expected: ForgotSnapshot) => expectAlert(expected.context.alert);

const userSees: UserSees<PasswordRouter, ForgotSnapshot> = {
  enteringUserId: (_, expected) => expectUserIdStep(expected, false),
  userIdMissing: alertShown,
  fetchingQuestions: (_, expected) => expectUserIdStep(expected, true),
  questionsNotSet: alertShown,
  fetchFailed: alertShown,
  answering: (_, expected) => expectAnswerStep(expected, false),
  answersMissing: alertShown,
  verifying: (_, expected) => expectAnswerStep(expected, true),
  verificationFailed: alertShown,
  // The hand-over seed 002 §4 names: the user id and the received-questions flag, plus our reset token.
  verified: async (router, expected) => {
    await expectLeftFor(router, RESET);
    expect({ userId: stored('userId'), receivedQuestions: stored('receivedQuestions'), resetToken: stored('resetToken') }).toEqual({
      userId: expected.context.userid,
      receivedQuestions: 'true',
      resetToken: expected.context.resetToken,
    });
  },
  cancelled: async (router) => {
    await expectLeftFor(router, HOME);
    expect(stored('receivedQuestions')).toBeNull();
  },
};

async function replayStep(event: AnyEventObject, script: ActorScript, current: () => ForgotSnapshot): Promise<void> {
  if (await replayServer(event, script)) return;
  switch (event.type) {
    case 'forgot.edit': {
      const edit = event as EditEvent;
      return typeInto(LABELS[edit.field], edit.value);
    }
    case 'forgot.getQuestions':
      return user().click(button('Get Security Questions'));
    case 'forgot.validate':
      return user().click(button('Validate Security Questions'));
    case 'forgot.cancel':
      return user().click(button('Cancel'));
    case 'forgot.dismiss': {
      const alert = current().context.alert;
      if (!alert) throw new Error('Dismiss without an alert on screen.');
      return pressInAlert(alert.title);
    }
    default:
      throw new Error(`No user action replays "${event.type}" on the forgot-password page.`);
  }
}

async function replayPath(path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const fakes = script.actorsFor(entry.machine);
  const router = renderPasswordRoutes([{ path: FORGOT, component: ForgotPasswordPage }], FORGOT, {
    retrieveSecurityQa: fakes.retrieveSecurityQa,
    verifySecurityQa: fakes.verifySecurityQa,
    inspect: probe.inspect,
  });
  await screen.findByRole('button', { name: 'Get Security Questions' });
  await replayOnScreen({
    path,
    probe,
    coverage,
    router,
    userSees,
    replayStep: (event, current: () => ForgotSnapshot) => replayStep(event, script, current),
    flowName: 'forgot-password',
  });
}

const stepLabel = formStepLabel({
  edit: 'forgot.edit',
  fields: LABELS,
  presses: {
    'forgot.getQuestions': 'press Get Security Questions',
    'forgot.validate': 'press Validate Security Questions',
    'forgot.cancel': 'press Cancel',
    'forgot.dismiss': 'press OK',
  },
  otherwise: serverLabel,
});

// The covering set of the model's paths (tests/screens/support/covering-paths.ts).
const cases = coveringCases(entry, model.paths, (path) => path).map((path) => [pathTitle(path, stepLabel), path] as const);

describe('forgot-password page, driven by the forgot-password model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the page reach every state and transition of the machine',
  });
});
