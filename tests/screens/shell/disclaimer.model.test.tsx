import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as XStateReact from '@xstate/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { fromCallback, type AnyEventObject, type SnapshotFrom } from 'xstate';
import type { DisclaimerEvent, DisclaimerInput, disclaimerMachine } from '../../../machines/disclaimer.machine';
import type { SessionEvent } from '../../../machines/session.machine';
import { DisclaimerPrompt } from '../../../src/app/screens/shell/DisclaimerPrompt';
import { SessionActorOverridesContext } from '../../../src/app/screens/shell/use-session-actor';
import { toastQueue } from '../../../src/app/ui';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { apiCalls, demoUserDetails, mockApi, storeDemoLogin } from '../../../stories/support/mock-api';
import { settle } from '../../machines/support/scripted-actors';
import { inspectNextActor } from '../document-centre/inspected-actors';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  screenModel,
  stubScrollToEachTest,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';
import { createShellRouter } from '../support/shell-router';
import { renderSignedInPage } from '../support/signed-in-page';
import { DisclaimerServer } from './disclaimer-server';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The disclaimer model of tests/machines/disclaimer.test.ts, replayed where the app runs it: the signed-in shell,
 * whose DisclaimerGate holds the page back under the Disclaimer dialog (DisclaimerPrompt, fetched for a user whose
 * disclaimer is pending). Accept and Reject are pressed in the dialog; POST /disclaimer-user is answered by the
 * path (DisclaimerServer); Reject or a falsy answer ends the login through the shell's session (POST /logout), home.
 *
 * The answer '1' (accepted before) is not replayable on the shell: DisclaimerGate applies the machine's own rule
 * (domain/disclaimer.ts) and shows the page without loading the machine, as the last test here checks. Its path is
 * replayed on DisclaimerPrompt itself, the component that runs the machine: no dialog, and the page may show.
 */

type DisclaimerSnapshot = SnapshotFrom<typeof disclaimerMachine>;
type Frame = 'shell' | 'prompt';

const { entry, models, coverage } = screenModel('disclaimer');
const SHELL = '/property-listing';
const HOME = '/home';

interface View {
  frame: Frame;
  router: { state: { location: { pathname: string } } };
  server: DisclaimerServer;
  /** DisclaimerPrompt's say on the page under the dialog (the prompt frame's host). */
  pageShown: Mock<(shown: boolean) => void>;
}

const frameOf = (input: DisclaimerInput): Frame => (input.disclaimerAccepted === '1' ? 'prompt' : 'shell');
const dialog = () => screen.queryByRole('dialog', { name: 'Disclaimer' });
const pageHeading = () => screen.queryByRole('heading', { name: 'Property listing' });

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  cleanup = () => undefined;
});

/** The shell as a signed-in lawyer1 opens the listing: the details from the server, a session clock that stays still. */
function renderShell(server: DisclaimerServer): View['router'] {
  storeDemoLogin('lawyer1');
  const restore = mockApi(server.routes);
  const router = createShellRouter(SHELL, <h1>Property listing</h1>);
  const stillClock = fromCallback<SessionEvent>(() => undefined);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionActorOverridesContext.Provider value={{ ticker: stillClock }}>
        <RouterProvider router={router} />
      </SessionActorOverridesContext.Provider>
    </QueryClientProvider>,
  );
  cleanup = () => {
    restore();
    act(() => toastQueue.clear());
  };
  return router;
}

/** The Disclaimer dialog over a held-back page; while the acceptance is sent its answers cannot be pressed. */
function expectDialog(busy: boolean) {
  const open = dialog();
  if (!open) throw new Error('The Disclaimer dialog is not open.');
  for (const name of ['Accept', 'Reject']) expect(within(open).getByRole('button', { name })).toHaveProperty('disabled', busy);
  expect(pageHeading()).not.toBeInTheDocument();
}

/** What the user sees in each state of the disclaimer machine. */
const userSees: UserSees<View, DisclaimerSnapshot> = {
  showing: (view) => {
    expectDialog(false);
    expect(view.server.waiting).toBe(false);
  },
  posting: (view) => {
    expectDialog(true);
    expect(view.server.waiting).toBe(true);
    expect(apiCalls('POST /disclaimer-user').map((call) => call.body)).toEqual([{ userId: 'lawyer1', isAccept: true }]);
  },
  accepted: async (view) => {
    if (view.frame === 'prompt') {
      expect(view.pageShown).toHaveBeenLastCalledWith(true);
    } else {
      expect(await screen.findByRole('heading', { name: 'Property listing' })).toBeInTheDocument();
      expect(view.router.state.location.pathname).toBe(SHELL);
    }
    expect(dialog()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).not.toBeNull();
  },
  // The login ends as Logout does: on the server too, then home with the browser cleared.
  rejected: async (view) => {
    await waitFor(() => expect(view.router.state.location.pathname).toBe(HOME));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
    expect(apiCalls('POST /logout')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  },
};

async function replayStep(event: AnyEventObject, view: View): Promise<void> {
  const press = (name: 'Accept' | 'Reject') => {
    const open = dialog();
    if (!open) throw new Error('The Disclaimer dialog is not open.');
    return userEvent.setup({ delay: null }).click(within(open).getByRole('button', { name }));
  };
  const settled = (effect: () => void) =>
    act(async () => {
      effect();
      await settle();
    });
  switch ((event as DisclaimerEvent).type) {
    case 'disclaimer.accept':
      return press('Accept');
    case 'disclaimer.reject':
      return press('Reject');
  }
  if (event.type === 'xstate.done.actor.acceptDisclaimer') return settled(() => view.server.answer(event.output === true));
  if (event.type === 'xstate.error.actor.acceptDisclaimer') return settled(() => view.server.fail());
  throw new Error(`No user action replays "${event.type}" on the Disclaimer dialog.`);
}

async function replayPath(input: DisclaimerInput, path: ModelPath) {
  const probe = coverage.probe();
  const release = inspectNextActor('disclaimer', probe.inspect);
  const server = new DisclaimerServer(input.disclaimerAccepted);
  const pageShown = vi.fn<(shown: boolean) => void>();
  const frame = frameOf(input);
  let router: View['router'];
  if (frame === 'shell') {
    router = renderShell(server);
    await screen.findByRole('dialog', { name: 'Disclaimer' });
  } else {
    const details = demoUserDetails('lawyer1', { disclaimerAccepted: '1' });
    const rendered = renderSignedInPage({
      routes: server.routes,
      path: SHELL,
      page: () => <DisclaimerPrompt details={details} onPageShownChange={pageShown} />,
    });
    cleanup = rendered.cleanup;
    router = rendered.router;
    await waitFor(() => expect(pageShown).toHaveBeenCalled());
  }
  try {
    const view: View = { frame, router, server, pageShown };
    await replayOnScreen({ path, probe, coverage, router: view, userSees, replayStep: (event) => replayStep(event, view), flowName: 'disclaimer' });
  } finally {
    release();
  }
}

const LABELS: Readonly<Record<string, string>> = {
  'disclaimer.accept': 'press Accept',
  'disclaimer.reject': 'press Reject',
  'xstate.error.actor.acceptDisclaimer': 'the acceptance gets no answer',
};

const stepLabel = (event: AnyEventObject) =>
  event.type === 'xstate.done.actor.acceptDisclaimer' ? `the server answers ${String(event.output)}` : (LABELS[event.type] ?? event.type);

const titleOf = (input: DisclaimerInput, path: ModelPath) =>
  `${frameOf(input)}, disclaimerAccepted ${JSON.stringify(input.disclaimerAccepted)}: ${pathTitle(path, stepLabel)}`;

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each frame reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) => paths.map((path) => [titleOf(input as DisclaimerInput, path), input as DisclaimerInput, path] as const)),
  ([, , path]) => path,
  { screenOf: ([, input]) => frameOf(input) },
);

describe('Disclaimer dialog in the shell, driven by the disclaimer model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the shell and the prompt reach every state and transition of the disclaimer machine',
  });

  it('accepted before: the shell shows the page at once and never starts the disclaimer machine', async () => {
    const inspected = vi.fn();
    const release = inspectNextActor('disclaimer', inspected);
    try {
      renderShell(new DisclaimerServer('1'));
      expect(await screen.findByRole('heading', { name: 'Property listing' })).toBeInTheDocument();
      expect(dialog()).not.toBeInTheDocument();
      expect(inspected).not.toHaveBeenCalled();
    } finally {
      release();
    }
  });
});
