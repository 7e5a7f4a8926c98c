import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { modelPaths } from '../../../machines/model';
import type {
  LoadedQuestions,
  RegisterQaReply,
  SecurityQaMode,
  SecurityQuestionsEvent,
  securityQuestionsMachine,
} from '../../../machines/security-questions.machine';
import { ForceSecurityQuestionsPage } from '../../../src/app/screens/account/ForceSecurityQuestionsPage';
import { SecurityQuestionsPage } from '../../../src/app/screens/account/SecurityQuestionsPage';
import { messages } from '../../../src/domain/messages';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { registryEntry } from '../../machines/support/registry-entry';
import { ActorScript, settle } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import { pathTitle, replayEach, ScreenCoverage, stateName, type ActorProbe, type ModelPath } from '../support/screen-model';
import {
  clearToasts,
  details,
  expectAlert,
  expectLeftFor,
  expectNoAlert,
  HOME,
  LISTING,
  renderAccountScreen,
  user,
  type AccountRouter,
} from './account-screen';

/**
 * The security-questions model of tests/machines/security-questions.test.ts, replayed on the rendered
 * pages: the forced input on ForceSecurityQuestionsPage, the voluntary one on SecurityQuestionsPage. Its
 * events are what a user does (choosing in the dropdowns, typing, the buttons and the alerts' answers), the
 * calls' results settle the faked `loadQuestions` and `registerSecurityQa`, and after every step the test
 * checks what the user sees. Navigation, storage and toasts are the app's own.
 */

type QaSnapshot = SnapshotFrom<typeof securityQuestionsMachine>;
type Choose = Extract<SecurityQuestionsEvent, { type: 'qa.choose' }>;
type Answer = Extract<SecurityQuestionsEvent, { type: 'qa.answer' }>;

const entry = registryEntry('security-questions');
const coverage = new ScreenCoverage(entry);
const models = modelPaths(entry);

const PAGES: Record<SecurityQaMode, { path: string; page: () => ReactNode; title: string }> = {
  forced: { path: '/password-management/force-security-questions', page: () => <ForceSecurityQuestionsPage />, title: 'Security Questions Set-up' },
  voluntary: { path: '/password-management/security-questions', page: () => <SecurityQuestionsPage />, title: 'Security Questions' },
};

interface View {
  mode: SecurityQaMode;
  router: AccountRouter;
  probe: ActorProbe;
}

const main = () => within(screen.getByRole('region', { name: /Security Questions/ }));
const button = (name: string) => main().getByRole('button', { name });
const questionTrigger = (slot: 1 | 2) => main().getByRole('button', { name: new RegExp(`Question ${slot}`) });
const answerField = (slot: 1 | 2) => main().getByRole('textbox', { name: `Answer ${slot}` });

/** The form as the user sees it; `busy` or an open alert disables what cannot be used. */
function expectForm(view: View, context: QaSnapshot['context'], enabled: boolean) {
  expect(screen.getByRole('heading', { level: 1, name: PAGES[view.mode].title })).toBeInTheDocument();
  if (view.mode === 'forced') expect(main().getByText(messages.forcedSetupIntro)).toBeInTheDocument();
  for (const slot of [1, 2] as const) {
    const question = slot === 1 ? context.question1 : context.question2;
    if (context.current) {
      const shown = main().getByRole('textbox', { name: `Question ${slot}` });
      expect(shown).toHaveValue(question);
      expect(shown).toHaveAttribute('readonly');
    } else {
      expect(questionTrigger(slot)).toHaveTextContent(question || 'Choose a question');
    }
    expect(answerField(slot)).toHaveValue(slot === 1 ? context.answer1 : context.answer2);
    if (enabled) expect(answerField(slot)).toBeEnabled();
    else expect(answerField(slot)).toBeDisabled();
  }
  expect(main().getByRole('textbox', { name: 'Email' })).toHaveValue(details.accountDetails.email);
  if (enabled) expect(button('Submit')).toBeEnabled();
  else expect(button('Submit')).toBeDisabled();
  // Each page has its own way out: Logout on the set-up, Ignore on the voluntary page; never both.
  expect(main().queryByRole('button', { name: view.mode === 'forced' ? 'Ignore' : 'Logout' })).not.toBeInTheDocument();
  expect(button(view.mode === 'forced' ? 'Logout' : 'Ignore')).toBeInTheDocument();
}

const userSees: Record<string, (view: View, expected: QaSnapshot) => void | Promise<void>> = {
  loading: (view, expected) => {
    expectForm(view, expected.context, false);
    expectNoAlert();
  },
  loadFailed: (_, expected) => {
    expectAlert(expected.context.alert);
  },
  unavailable: (view) => {
    expectNoAlert();
    expect(main().getByRole('alert')).toHaveTextContent(messages.securityQuestionsUnavailable);
    expect(button('Try again')).toBeEnabled();
    if (view.mode === 'forced') expect(button('Logout')).toBeEnabled();
    expect(main().queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  },
  editing: (view, expected) => {
    expectNoAlert();
    expectForm(view, expected.context, true);
  },
  invalid: (_, expected) => {
    const dialog = expectAlert(expected.context.alert);
    expect(dialog).toHaveTextContent(expected.context.mode === 'forced' ? /both/ : /your/);
  },
  saving: (view, expected) => {
    expectNoAlert();
    expectForm(view, expected.context, false);
  },
  refused: (_, expected) => {
    expectAlert(expected.context.alert);
  },
  confirmingIgnore: (_, expected) => {
    const dialog = within(expectAlert(expected.context.alert));
    expect(dialog.getByRole('button', { name: 'Ignore' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
  saved: async (view) => {
    await expectLeftFor(view.router, LISTING);
    // Only the voluntary page says so; the forced set-up just moves on (seed 002 §4).
    if (view.mode === 'voluntary') expect(await screen.findByText(messages.securityQuestionsSaved)).toBeInTheDocument();
    else expect(screen.queryByText(messages.securityQuestionsSaved)).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).not.toBeNull();
  },
  ignored: async (view) => {
    await expectLeftFor(view.router, LISTING);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).not.toBeNull();
  },
  loggedOut: async (view) => {
    await expectLeftFor(view.router, HOME);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  },
};

async function replayStep(event: AnyEventObject, script: ActorScript): Promise<void> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (done || failed) {
    await act(async () => {
      if (done) script.resolve(done, event.output);
      if (failed) script.reject(failed, new Error(String(event.error)));
      await settle();
    });
    return;
  }
  const person = user();
  const alert = () => within(screen.getByRole('alertdialog'));
  switch (event.type) {
    case 'qa.choose': {
      const { slot, question } = event as Choose;
      await person.click(questionTrigger(slot));
      return person.click(await screen.findByRole('option', { name: question }));
    }
    case 'qa.answer': {
      const { slot, answer } = event as Answer;
      await person.clear(answerField(slot));
      return person.type(answerField(slot), answer);
    }
    case 'qa.submit':
      return person.click(button('Submit'));
    case 'qa.dismiss':
      return person.click(alert().getByRole('button', { name: 'OK' }));
    case 'qa.retry':
      return person.click(button('Try again'));
    case 'qa.ignore':
      return person.click(button('Ignore'));
    case 'qa.confirmIgnore':
      return person.click(alert().getByRole('button', { name: 'Ignore' }));
    case 'qa.cancelIgnore':
      return person.click(alert().getByRole('button', { name: 'Cancel' }));
    case 'qa.logout':
      return person.click(button('Logout'));
    default:
      throw new Error(`No user action replays "${event.type}" on the security-questions pages.`);
  }
}

async function expectUserSees(view: View, expected: AnyMachineSnapshot) {
  view.probe.expectAt(expected);
  const assertion = userSees[stateName(expected)];
  if (!assertion) throw new Error(`No screen assertion for security-questions state "${stateName(expected)}".`);
  await assertion(view, expected as QaSnapshot);
}

async function replayPath(mode: SecurityQaMode, path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const fakes = script.actorsFor(entry.machine);
  const { router } = renderAccountScreen({
    path: PAGES[mode].path,
    page: PAGES[mode].page,
    overrides: { loadQuestions: fakes.loadQuestions, registerSecurityQa: fakes.registerSecurityQa, inspect: probe.inspect },
  });
  await screen.findByRole('heading', { level: 1, name: PAGES[mode].title });
  const view: View = { mode, router, probe };
  await path.test({
    events: replayEach(path, (event) => replayStep(event, script)),
    states: { '*': (expected) => expectUserSees(view, expected) },
  });
  coverage.pathDone();
}

function stepLabel(event: AnyEventObject): string {
  switch (event.type) {
    case 'qa.choose':
      return `choose question ${(event as Choose).slot}`;
    case 'qa.answer':
      return `type answer ${(event as Answer).slot}`;
    case 'qa.submit':
      return 'press Submit';
    case 'qa.dismiss':
      return 'press OK';
    case 'qa.retry':
      return 'press Try again';
    case 'qa.ignore':
      return 'press Ignore';
    case 'qa.confirmIgnore':
      return 'confirm Ignore';
    case 'qa.cancelIgnore':
      return 'press Cancel';
    case 'qa.logout':
      return 'press Logout';
    case 'xstate.done.actor.loadQuestions':
      return (event.output as LoadedQuestions).current ? 'questions load (already set)' : 'questions load';
    case 'xstate.error.actor.loadQuestions':
      return 'question lookup fails';
    case 'xstate.done.actor.registerSecurityQa': {
      const reply = event.output as RegisterQaReply;
      return reply.errorMessage ? `register refuses ("${reply.errorMessage}")` : `register answers ${reply.status ?? 'nothing'}`;
    }
    case 'xstate.error.actor.registerSecurityQa':
      return 'register fails';
    default:
      return event.type;
  }
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each page reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) => {
    const { mode } = input as { mode: SecurityQaMode };
    return paths.map((path) => [`${mode}: ${pathTitle(path, stepLabel)}`, mode, path] as const);
  }),
  ([, , path]) => path,
  { screenOf: ([, mode]) => mode },
);

describe('security-questions pages, driven by the security-questions model', () => {
  beforeEach(() => {
    // The router resets the scroll on navigation; jsdom has no scrolling and would log each call.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    clearToasts();
  });

  it.each(cases)('%s', async (_, mode, path) => {
    await replayPath(mode, path);
  });

  it('the paths replayed on both pages reach every state and transition of the machine', () => {
    coverage.expectComplete(cases.length);
  });
});
