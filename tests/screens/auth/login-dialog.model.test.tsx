import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { LoginEvent, LoginReply, loginMachine, SecurityQaReply } from '../../../machines/login.machine';
import { LoginDialog } from '../../../src/app/screens/auth/LoginDialog';
import { LoginActorOverridesContext, type LoginActorOverrides } from '../../../src/app/screens/auth/use-login-actor';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { LOGIN_DESTINATION_PATHS } from '../../../src/domain/login-routing';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { ActorScript, settle } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  singleInputScreenModel,
  stateName,
  stubScrollToEachTest,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';

/**
 * The login model of tests/machines/login.test.ts, replayed on the rendered Login dialog: its events
 * are what a user does (typing, Login, Cancel), the server's replies settle the faked `login` and
 * `retrieveSecurityQa` calls, and after every step the test checks what the user sees. Storage and
 * navigation are the app's own.
 */

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
type EditEvent = Extract<LoginEvent, { type: 'login.edit' }>;

const { entry, model, coverage } = singleInputScreenModel('login');
const START = '/';

/** The page behind the dialog; the dialog is open until the login machine ends. */
function LoginPage() {
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  return open ? <LoginDialog onClose={close} /> : <h1>Landing page</h1>;
}

function renderLoginScreen(overrides: LoginActorOverrides) {
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <Outlet />
      </AppChrome>
    ),
  });
  const destinations = Object.values(LOGIN_DESTINATION_PATHS).map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <h1>Page {path}</h1> }),
  );
  const start = createRoute({ getParentRoute: () => root, path: START, component: LoginPage });
  const router = createRouter({
    routeTree: root.addChildren([start, ...destinations]),
    history: createMemoryHistory({ initialEntries: [START] }),
  });
  render(
    <LoginActorOverridesContext.Provider value={overrides}>
      <RouterProvider router={router} />
    </LoginActorOverridesContext.Provider>,
  );
  return router;
}

type Router = ReturnType<typeof renderLoginScreen>;

const loginDialog = () => screen.getByRole('dialog', { name: 'Login' });
const field = (label: 'User ID' | 'Password') => within(loginDialog()).getByLabelText<HTMLInputElement>(label);
const loginButton = () => within(loginDialog()).getByRole('button', { name: 'Login' });
const stored = (key: keyof typeof STORAGE_KEYS) => localStorage.getItem(STORAGE_KEYS[key]);

/** The dialog as the user sees it while the form is up. */
function expectForm(context: LoginSnapshot['context'], busy: boolean) {
  expect(field('User ID')).toHaveValue(context.userid);
  expect(field('Password')).toHaveValue(context.password);
  if (context.errorMessage) expect(within(loginDialog()).getByRole('alert')).toHaveTextContent(context.errorMessage);
  else expect(within(loginDialog()).queryByRole('alert')).not.toBeInTheDocument();
  // Busy shows as a disabled Login button (LoginDialog passes aria-busy too, but RAC's Button drops it).
  if (busy) expect(loginButton()).toBeDisabled();
  else expect(loginButton()).toBeEnabled();
}

/** The dialog has closed and the app shows the page at `path`. */
async function expectLeftFor(router: Router, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: path === START ? 'Landing page' : `Page ${path}` })).toBeInTheDocument();
}

function expectSessionStored(expected: LoginSnapshot) {
  const session = expected.context.session;
  if (!session) throw new Error(`The model reached ${stateName(expected)} without a session.`);
  expect({
    jwt: stored('jwt'),
    userId: stored('userId'),
    isUENUpdated: stored('isUENUpdated'),
    isLAActive: stored('isLAActive'),
  }).toEqual({ jwt: session.jwt, userId: session.userId, isUENUpdated: session.isUENUpdated, isLAActive: session.isLAActive });
}

async function expectSignedInAt(router: Router, expected: LoginSnapshot) {
  const destination = expected.output?.destination;
  if (!destination) throw new Error(`The model reached ${stateName(expected)} without a destination.`);
  await expectLeftFor(router, LOGIN_DESTINATION_PATHS[destination]);
  expectSessionStored(expected);
}

/** What the user sees in each state of the login machine. */
const userSees: UserSees<Router, LoginSnapshot> = {
  'editing.ready': (_, expected) => expectForm(expected.context, false),
  // The message in red and the user id field emptied; the password stays as typed.
  'editing.failed': (_, expected) => {
    expectForm(expected.context, false);
    expect(within(loginDialog()).getByRole('alert')).toHaveTextContent(expected.context.errorMessage ?? '');
    expect(field('User ID')).toHaveValue('');
  },
  submitting: (_, expected) => {
    expectForm(expected.context, true);
    expect(stored('jwt')).toBeNull();
  },
  // The token is already in storage while the security questions are looked up.
  retrievingQuestions: (_, expected) => {
    expectForm(expected.context, true);
    expectSessionStored(expected);
  },
  expiredPassword: async (router, expected) => {
    await expectLeftFor(router, LOGIN_DESTINATION_PATHS['expired-password']);
    expect({ userId: stored('userId'), message: stored('message'), jwt: stored('jwt') }).toEqual({
      userId: expected.output?.userid,
      message: expected.output?.expiredMessage,
      jwt: null,
    });
  },
  forceSecurityQuestions: expectSignedInAt,
  setUen: expectSignedInAt,
  propertyListing: expectSignedInAt,
  cancelled: async (router) => {
    await expectLeftFor(router, START);
    expect(localStorage).toHaveLength(0);
  },
};

/** One step of the path as the user (or the server) makes it. */
async function replayStep(event: AnyEventObject, script: ActorScript): Promise<void> {
  const user = userEvent.setup({ delay: null });
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (done || failed) {
    // The server's answer settles the faked call the machine is waiting on.
    await act(async () => {
      if (done) script.resolve(done, event.output);
      if (failed) script.reject(failed, new Error(String(event.error)));
      await settle();
    });
    return;
  }
  switch (event.type) {
    case 'login.edit': {
      const edit = event as EditEvent;
      const input = field(edit.field === 'userid' ? 'User ID' : 'Password');
      await user.clear(input);
      if (edit.value) await user.type(input, edit.value);
      return;
    }
    case 'login.submit':
      return user.click(loginButton());
    case 'login.cancel':
      return user.click(within(loginDialog()).getByRole('button', { name: 'Cancel' }));
    default:
      throw new Error(`No user action replays "${event.type}" on the Login dialog.`);
  }
}

async function replayPath(path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const fakes = script.actorsFor(entry.machine);
  const router = renderLoginScreen({ login: fakes.login, retrieveSecurityQa: fakes.retrieveSecurityQa, inspect: probe.inspect });
  await screen.findByRole('dialog', { name: 'Login' });
  await replayOnScreen({ path, probe, coverage, router, userSees, replayStep: (event) => replayStep(event, script), flowName: 'login' });
}

function reply(output: unknown): string {
  const answer = (output ?? {}) as LoginReply & SecurityQaReply;
  if (answer.errormsg) return `"${answer.errormsg}"`;
  if (answer.jwt) return `a token (isUENUpdated ${answer.isUENUpdated ?? 'missing'})`;
  if (answer.status === 'fail') return 'no questions set';
  if (answer.question1) return 'questions set';
  return 'an empty reply';
}

function stepLabel(event: AnyEventObject): string {
  switch (event.type) {
    case 'login.edit':
      return (event as EditEvent).field === 'userid' ? 'type the User ID' : 'type the Password';
    case 'login.submit':
      return 'press Login';
    case 'login.cancel':
      return 'press Cancel';
    case 'xstate.done.actor.login':
      return `login answers ${reply(event.output)}`;
    case 'xstate.error.actor.login':
      return 'login fails';
    case 'xstate.done.actor.retrieveSecurityQa':
      return `question lookup answers ${reply(event.output)}`;
    case 'xstate.error.actor.retrieveSecurityQa':
      return 'question lookup fails';
    default:
      return event.type;
  }
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts).
const cases = coveringCases(entry, model.paths, (path) => path).map((path) => [pathTitle(path, stepLabel), path] as const);

describe('login dialog, driven by the login model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the dialog reach every state and transition of the login machine',
  });
});
