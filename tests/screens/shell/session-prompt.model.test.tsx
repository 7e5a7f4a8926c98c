import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, type AnyEventObject, type AnyMachineSnapshot, type SnapshotFrom } from 'xstate';
import { modelPaths } from '../../../machines/model';
import type { ExtendSessionOutput, SessionEvent, SessionInput, sessionMachine } from '../../../machines/session.machine';
import type { NewTokenResponse, UserDetailsResponse } from '../../../src/api/auth';
import { userDetailsQueryKey } from '../../../src/api/queries/user-details';
import { SessionActorOverridesContext, type SessionActorOverrides } from '../../../src/app/screens/shell/use-session-actor';
import { sessionStore } from '../../../src/app/session/storage';
import { toastQueue } from '../../../src/app/ui';
import { messages } from '../../../src/domain/messages';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { formatRemaining } from '../../../src/domain/session-time';
import { registryEntry } from '../../machines/support/registry-entry';
import { settle } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import { pathTitle, replayEach, ScreenCoverage, stateName, type ActorProbe, type ModelPath } from '../support/screen-model';
import { createShellRouter } from '../support/shell-router';

/**
 * The session model of tests/machines/session.test.ts, replayed on the signed-in shell (AppShell with
 * its SessionGate, SessionPrompt and toasts). The clock is a provided ticker that the path's ticks go
 * through, and POST /get-new-token is a fake the path's extension results answer; storage, the toast
 * and navigation are the app's own. After every step the test checks what the user sees.
 *
 * Events: 'Yes, extend' and 'No' are pressed in the prompt, session.logout is the shell's Logout
 * button (POST /logout is a fake the path's logout results answer), and session.authFailed is sent to the screen's actor because nothing in the app sends it.
 * Paths that press Logout while the prompt is open cannot be replayed: the modal prompt hides the shell.
 * They are replayed up to that step, which checks that Logout is out of reach.
 */

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const entry = registryEntry('session');
const [model] = modelPaths(entry);
if (!model) throw new Error('The session registry entry has no input.');
const { expiresAt: EXPIRES_AT } = model.input as SessionInput;
const coverage = new ScreenCoverage(entry);

const USER_ID = 'lawyer1';
const LOGIN_JWT = 'login.jwt';
const EXTENDED_JWT = 'extended.jwt';
const SHELL = '/property-listing';
const HOME = '/home';

const details: UserDetailsResponse = {
  userDetails: { userName: 'Tan Wei Ming', position: 'Senior Associate', user_id: USER_ID, disclaimerAccepted: '1' },
  accountDetails: {
    phone: '6222 0000',
    address: '1 Raffles Place',
    acctId: 'A001',
    appId: 'LRI',
    accountName: 'Tan & Partners LLP',
    postalCode: '048616',
    email: 'office@tanpartners.example',
    fax: '6222 0001',
    uen: '201912345K',
  },
  expiredTime: EXPIRES_AT,
};

/** The session machine's clock: the path's ticks go through the ticker the screen was given. */
class FakeClock {
  private sendBack: ((event: SessionEvent) => void) | null = null;

  readonly ticker = fromCallback<SessionEvent>(({ sendBack }) => {
    this.sendBack = sendBack;
    return () => {
      this.sendBack = null;
    };
  });

  /** The session actor starts a task after the shell renders (use-session-actor.ts), its clock with it. */
  get started(): boolean {
    return this.sendBack !== null;
  }

  tick(event: SessionEvent): void {
    if (!this.sendBack) throw new Error('The screen has not started its session ticker.');
    this.sendBack(event);
  }
}

/** POST /get-new-token, answered by the path: a new expiry becomes a token reply, errormsg a refusal. */
class FakeTokenServer {
  private pending: { resolve: (reply: NewTokenResponse) => void; reject: (error: Error) => void } | null = null;

  readonly getNewToken = (userId: string): Promise<NewTokenResponse> => {
    expect(userId).toBe(USER_ID);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
    });
  };

  get waiting(): boolean {
    return this.pending !== null;
  }

  answer(output: ExtendSessionOutput): void {
    const expiredTime = output.expiresAt;
    this.take().resolve(
      typeof expiredTime === 'number' ? { jwt: EXTENDED_JWT, userId: USER_ID, expiredTime } : { errormsg: output.errormsg ?? undefined },
    );
  }

  fail(error: unknown): void {
    this.take().reject(new Error(String(error)));
  }

  private take() {
    const pending = this.pending;
    if (!pending) throw new Error('The path answers /get-new-token, but the screen has not called it.');
    this.pending = null;
    return pending;
  }
}

/** POST /logout, answered by the path: done is the server's reply, error a refusal (401) or network failure. */
class FakeLogoutServer {
  private pending: { resolve: () => void; reject: (error: Error) => void } | null = null;
  calls = 0;

  readonly logout = (): Promise<void> => {
    this.calls += 1;
    // The call goes out while the browser still holds the token it ends.
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).not.toBeNull();
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
    });
  };

  get waiting(): boolean {
    return this.pending !== null;
  }

  answer(): void {
    this.take().resolve();
  }

  fail(error: unknown): void {
    this.take().reject(new Error(String(error)));
  }

  private take() {
    const pending = this.pending;
    if (!pending) throw new Error('The path answers /logout, but the screen has not called it.');
    this.pending = null;
    return pending;
  }
}

interface SessionScreen {
  router: ReturnType<typeof createSessionRouter>;
  clock: FakeClock;
  tokens: FakeTokenServer;
  logouts: FakeLogoutServer;
  probe: ActorProbe;
}

const createSessionRouter = () => createShellRouter(SHELL, <h1>Property listing</h1>);

/** Signed in as after a login, with the user details already loaded, on a page inside the shell. */
async function renderSessionScreen(): Promise<SessionScreen> {
  sessionStore.storeLogin({ jwt: LOGIN_JWT, userId: USER_ID, isUENUpdated: 'Y', isLAActive: 'true' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userDetailsQueryKey(USER_ID), details);
  const clock = new FakeClock();
  const tokens = new FakeTokenServer();
  const logouts = new FakeLogoutServer();
  const probe = coverage.probe();
  const overrides: SessionActorOverrides = {
    ticker: clock.ticker,
    getNewToken: tokens.getNewToken,
    logout: logouts.logout,
    inspectSession: probe.inspect,
  };
  const router = createSessionRouter();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionActorOverridesContext.Provider value={overrides}>
        <RouterProvider router={router} />
      </SessionActorOverridesContext.Provider>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Property listing' });
  await waitFor(() => expect(clock.started).toBe(true));
  return { router, clock, tokens, logouts, probe };
}

const prompt = () => screen.queryByRole('alertdialog', { name: messages.extendSessionTitle });
const logoutButton = () => screen.queryByRole('button', { name: 'Logout' });
const stored = (key: keyof typeof STORAGE_KEYS) => localStorage.getItem(STORAGE_KEYS[key]);

/** The page in the shell, no prompt, no timeout; storage holds the login and the current expiry. */
function expectSignedInWithoutPrompt(expected: SessionSnapshot) {
  expect(prompt()).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Property listing' })).toBeInTheDocument();
  expect(logoutButton()).toBeInTheDocument();
  expect(screen.queryByText(messages.sessionTimeout)).not.toBeInTheDocument();
  const extended = expected.context.expiresAt !== EXPIRES_AT;
  expect({ jwt: stored('jwt'), expiredTime: stored('expiredTime') }).toEqual({
    jwt: extended ? EXTENDED_JWT : LOGIN_JWT,
    expiredTime: String(expected.context.expiresAt),
  });
}

/**
 * 'Extend Session?' with the time left and both answers; the modal puts the shell (and Logout) out of reach.
 * Found rather than got: the dialog's code is fetched the first time the prompt opens.
 */
async function expectPrompt(expected: SessionSnapshot, extendLabel = 'Yes, extend') {
  const dialog = await screen.findByRole('alertdialog', { name: messages.extendSessionTitle });
  const inDialog = within(dialog);
  expect(dialog).toHaveTextContent(`Your session will end in ${formatRemaining(expected.context.remainingMs ?? 0)}.`);
  expect(inDialog.getByRole('button', { name: extendLabel })).toBeInTheDocument();
  expect(inDialog.getByRole('button', { name: 'No' })).toBeInTheDocument();
  expect(logoutButton()).not.toBeInTheDocument();
  expect(stored('jwt')).toBe(LOGIN_JWT);
}

/** Back on the home page with the login cleared from storage. */
async function expectSignedOut(router: SessionScreen['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe(HOME));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(prompt()).not.toBeInTheDocument();
  const keys = ['jwt', 'userId', 'isUENUpdated', 'isLAActive', 'expiredTime'] as const;
  expect(
    keys.filter((key) => stored(key) !== null),
    'values left in storage',
  ).toEqual([]);
}

/** What the user sees in each state of the session machine. */
const userSees: Record<string, (view: SessionScreen, expected: SessionSnapshot) => void | Promise<void>> = {
  active: (_, expected) => expectSignedInWithoutPrompt(expected),
  warning: (_, expected) => expectPrompt(expected),
  // The prompt stays while /get-new-token runs.
  // The prompt stays while /get-new-token runs, and the button cannot be pressed twice.
  extending: async ({ tokens }, expected) => {
    await expectPrompt(expected, 'Extending…');
    expect(within(prompt()!).getByRole('button', { name: 'Extending…' })).toBeDisabled();
    expect(tokens.waiting).toBe(true);
  },
  // The prompt stays up with the reason so the user can try again; the stored login is unchanged.
  extendFailed: async (_, expected) => {
    await expectPrompt(expected);
    expect(within(prompt()!).getByRole('alert')).toHaveTextContent(
      `The session could not be extended: ${expected.context.extendError ?? messages.networkError}`,
    );
    expect(stored('expiredTime')).toBe(String(EXPIRES_AT));
  },
  declined: (_, expected) => expectSignedInWithoutPrompt(expected),
  // Logout was pressed: POST /logout is under way, and until it answers the page and the stored login stay.
  loggingOut: ({ logouts }, expected) => {
    expectSignedInWithoutPrompt(expected);
    expect(logouts.waiting).toBe(true);
    expect(logouts.calls).toBe(1);
  },
  expired: async ({ router }) => {
    await expectSignedOut(router);
    expect(await screen.findByText(messages.sessionTimeout)).toBeInTheDocument();
  },
  // Reached by Logout (after POST /logout answered or failed) or by an authentication failure.
  loggedOut: async ({ router }) => {
    await expectSignedOut(router);
    expect(screen.queryByText(messages.sessionTimeout)).not.toBeInTheDocument();
  },
};

async function expectUserSees(view: SessionScreen, expected: AnyMachineSnapshot) {
  view.probe.expectAt(expected);
  const assertion = userSees[stateName(expected)];
  if (!assertion) throw new Error(`No screen assertion for session state "${stateName(expected)}".`);
  await assertion(view, expected as SessionSnapshot);
}

function settled(effect: () => void): Promise<void> {
  return act(async () => {
    effect();
    await settle();
  });
}

async function replayStep(view: SessionScreen, event: AnyEventObject): Promise<void> {
  const user = userEvent.setup({ delay: null });
  const inPrompt = (name: string) => within(screen.getByRole('alertdialog', { name: messages.extendSessionTitle })).getByRole('button', { name });
  switch (event.type) {
    case 'session.tick':
      return settled(() => view.clock.tick(event as SessionEvent));
    case 'session.extend':
      return user.click(inPrompt('Yes, extend'));
    case 'session.decline':
      return user.click(inPrompt('No'));
    case 'session.logout':
      return user.click(screen.getByRole('button', { name: 'Logout' }));
    case 'session.authFailed':
      // No control sends it (SessionGate clears a failed login itself), so it goes to the actor directly.
      return settled(() => view.probe.actor.send(event));
    case 'xstate.done.actor.extendSession':
      return settled(() => view.tokens.answer(event.output as ExtendSessionOutput));
    case 'xstate.error.actor.extendSession':
      return settled(() => view.tokens.fail(event.error));
    case 'xstate.done.actor.serverLogout':
      return settled(() => view.logouts.answer());
    case 'xstate.error.actor.serverLogout':
      return settled(() => view.logouts.fail(event.error));
    default:
      throw new Error(`No user action replays "${event.type}" on the session screen.`);
  }
}

async function replayPath(path: ModelPath) {
  const view = await renderSessionScreen();
  await path.test({
    events: replayEach(path, (event) => replayStep(view, event)),
    states: { '*': (expected) => expectUserSees(view, expected) },
  });
  coverage.pathDone();
}

/** The step at which the path presses Logout with the prompt open, or -1. */
function logoutBehindPrompt(path: ModelPath): number {
  return path.steps.findIndex((step, index) => step.event.type === 'session.logout' && path.steps[index - 1]?.state.hasTag('prompt'));
}

function stepLabel(event: AnyEventObject): string {
  switch (event.type) {
    case 'session.tick': {
      const left = EXPIRES_AT - (event as Extract<SessionEvent, { type: 'session.tick' }>).now;
      return left < 0 ? `tick ${-left / 1000}s after expiry` : `tick ${left / 1000}s before expiry`;
    }
    case 'session.extend':
      return 'press Yes, extend';
    case 'session.decline':
      return 'press No';
    case 'session.logout':
      return 'press Logout';
    case 'session.authFailed':
      return 'authentication fails';
    case 'xstate.done.actor.extendSession': {
      const output = event.output as ExtendSessionOutput;
      return output.errormsg ? `extension refused ("${output.errormsg}")` : 'extension granted';
    }
    case 'xstate.error.actor.extendSession':
      return 'extension call fails';
    case 'xstate.done.actor.serverLogout':
      return 'logout answered';
    case 'xstate.error.actor.serverLogout':
      return 'logout refused or fails';
    default:
      return event.type;
  }
}

// The covering set of the replayable paths (tests/screens/support/covering-paths.ts), and of the paths that would
// press Logout behind the prompt the shortest one for each state the prompt is open in.
const replayable = coveringCases(
  entry,
  model.paths.filter((path) => logoutBehindPrompt(path) < 0),
  (path) => path,
);
const outOfReach = [
  ...new Map(
    model.paths
      .filter((path) => logoutBehindPrompt(path) >= 0)
      // Longest first: a later path for the same state replaces an earlier one, so the shortest stays.
      .sort((a, b) => b.steps.length - a.steps.length)
      .map((path) => [stateName(path.steps[logoutBehindPrompt(path) - 1]?.state ?? path.state), path] as const),
  ).values(),
];

describe('session prompt in the shell, driven by the session model', () => {
  beforeEach(() => {
    // The router resets the scroll on navigation; jsdom has no scrolling and would log each call.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    // The toast queue is the app's single queue: a timeout toast would still be showing in the next test.
    act(() => toastQueue.clear());
  });

  it.each(replayable.map((path) => [pathTitle(path, stepLabel), path] as const))('%s', async (_, path) => {
    await replayPath(path);
  });

  it.each(outOfReach.map((path) => [pathTitle(path, stepLabel), path] as const))(
    '%s: cannot be replayed, Logout is out of reach while the prompt is open',
    async (_, path) => {
      const view = await renderSessionScreen();
      const logoutAt = logoutBehindPrompt(path);
      for (const step of path.steps.slice(0, logoutAt)) {
        if (step.event.type !== 'xstate.init') await replayStep(view, step.event);
        await expectUserSees(view, step.state);
      }
      expect(prompt()).toBeInTheDocument();
      expect(logoutButton()).not.toBeInTheDocument();
    },
  );

  it('the paths replayed on the screen reach every state and transition of the session machine', () => {
    coverage.expectComplete(replayable.length);
  });
});
