import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SetUenEvent, SetUenInput, setUenMachine, UpdateUenReply } from '../../../machines/set-uen.machine';
import { SetUenPage } from '../../../src/app/screens/account/SetUenPage';
import { messages } from '../../../src/domain/messages';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { ActorScript } from '../../machines/support/scripted-actors';
import { replayServer } from '../password/password-screen';
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
import {
  clearToasts,
  expectAlert,
  expectLeftFor,
  expectNoAlert,
  HOME,
  LISTING,
  renderAccountScreen,
  user,
  USER_ID,
  type AccountRouter,
} from './account-screen';

/**
 * The set-uen model of tests/machines/set-uen.test.ts, replayed on the page that runs it: SetUenPage at
 * set-UEN/true (after a login without a UEN: Cancel logs out) and set-UEN/false (from the navigation: Cancel
 * returns). Typing, Save, Cancel and the alerts' OK are the user's; the calls' results settle the faked
 * `retrieveUenDetails` and `updateUen`. Storage, navigation and the toast are the app's own.
 */

type UenSnapshot = SnapshotFrom<typeof setUenMachine>;
type EditEvent = Extract<SetUenEvent, { type: 'uen.edit' }>;

const { entry, models, coverage } = screenModel('set-uen');

const page = () => within(screen.getByRole('region', { name: 'UEN Management' }));
const field = (name: 'User ID' | 'Account ID' | 'Account Name' | 'UEN Number') => page().getByRole('textbox', { name });
const button = (name: 'Save' | 'Cancel') => page().getByRole('button', { name });

/** The form with the account's details; while a call runs (`busy`) nothing can be used. */
function expectForm(expected: UenSnapshot, busy: boolean) {
  const { context } = expected;
  expect(screen.getByRole('heading', { level: 1, name: 'UEN Management' })).toBeInTheDocument();
  expect(field('User ID')).toHaveValue(USER_ID);
  expect(field('Account ID')).toHaveValue(context.acctid);
  expect(field('Account Name')).toHaveValue(context.acctName);
  for (const name of ['User ID', 'Account ID', 'Account Name'] as const) expect(field(name)).toBeDisabled();
  expect(field('UEN Number')).toHaveValue(context.uen);
  for (const control of [field('UEN Number'), button('Save'), button('Cancel')]) {
    if (busy) expect(control).toBeDisabled();
    else expect(control).toBeEnabled();
  }
}

const expectAlertOf = (_: AccountRouter, expected: UenSnapshot) => {
  expectAlert(expected.context.alert);
};

/** What the user sees in each state of the set-uen machine. */
const userSees: UserSees<AccountRouter, UenSnapshot> = {
  loading: (_, expected) => {
    expectForm(expected, true);
    expectNoAlert();
  },
  loadFailed: expectAlertOf,
  editing: (_, expected) => {
    expectForm(expected, false);
    expectNoAlert();
  },
  invalid: expectAlertOf,
  saving: (_, expected) => {
    expectForm(expected, true);
    expectNoAlert();
  },
  saveFailed: expectAlertOf,
  // isUENUpdated becomes Y (login no longer leads here), then the listing with the toast.
  saved: async (router) => {
    await expectLeftFor(router, LISTING);
    expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('Y');
    expect(await screen.findByText(messages.uenUpdated)).toBeInTheDocument();
  },
  // Seed 002 §8: home, still signed in, and the UEN still not set.
  failed: async (router) => {
    await expectLeftFor(router, HOME);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('N');
  },
  cancelled: async (router) => {
    await expectLeftFor(router, LISTING);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).not.toBeNull();
    expect(screen.queryByText(messages.uenUpdated)).not.toBeInTheDocument();
  },
  loggedOut: async (router) => {
    await expectLeftFor(router, HOME);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  },
};

async function replayStep(event: AnyEventObject, script: ActorScript, current: () => UenSnapshot): Promise<void> {
  if (await replayServer(event, script)) return;
  const person = user();
  switch (event.type) {
    case 'uen.edit': {
      const { value } = event as EditEvent;
      await person.clear(field('UEN Number'));
      if (value) await person.type(field('UEN Number'), value);
      return;
    }
    case 'uen.save':
      return person.click(button('Save'));
    case 'uen.cancel':
      return person.click(button('Cancel'));
    // Both answers are the alert's one button; which one it sends is the machine's state.
    case 'uen.dismiss':
    case 'uen.acknowledge': {
      const alert = current().context.alert;
      if (!alert) throw new Error(`${event.type} without an alert on screen.`);
      return person.click(within(screen.getByRole('alertdialog', { name: alert.title })).getByRole('button', { name: 'OK' }));
    }
    default:
      throw new Error(`No user action replays "${event.type}" on the set-UEN page.`);
  }
}

async function replayPath(input: SetUenInput, path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const fakes = script.actorsFor(entry.machine);
  const { router } = renderAccountScreen({
    path: `/password-management/set-UEN/${String(input.firstTime)}`,
    page: () => <SetUenPage firstTime={input.firstTime} />,
    overrides: { retrieveUenDetails: fakes.retrieveUenDetails, updateUen: fakes.updateUen, inspect: probe.inspect },
  });
  await screen.findByRole('heading', { level: 1, name: 'UEN Management' });
  await replayOnScreen({
    path,
    probe,
    coverage,
    router,
    userSees,
    replayStep: (event, current: () => UenSnapshot) => replayStep(event, script, current),
    flowName: 'set-uen',
  });
}

const LABELS: Readonly<Record<string, string>> = {
  'uen.save': 'press Save',
  'uen.cancel': 'press Cancel',
  'uen.dismiss': 'press OK',
  'uen.acknowledge': 'press OK',
  'xstate.done.actor.retrieveUenDetails': 'the account details load',
  'xstate.error.actor.retrieveUenDetails': 'the account details fail to load',
  'xstate.error.actor.updateUen': 'update-UEN is refused',
};

function stepLabel(event: AnyEventObject): string {
  if (event.type === 'uen.edit') return `type the UEN "${(event as EditEvent).value}"`;
  if (event.type === 'xstate.done.actor.updateUen') return `update-UEN answers "${(event.output as UpdateUenReply).userUenStatus}"`;
  return LABELS[event.type] ?? event.type;
}

const pageOf = (input: SetUenInput) => (input.firstTime ? 'first time' : 'from the navigation');

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each way in reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) =>
    paths.map((path) => [`${pageOf(input as SetUenInput)}: ${pathTitle(path, stepLabel)}`, input as SetUenInput, path] as const),
  ),
  ([, , path]) => path,
  { screenOf: ([, input]) => pageOf(input) },
);

describe('set-UEN page, driven by the set-uen model', () => {
  stubScrollToEachTest();

  afterEach(() => {
    clearToasts();
  });

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the first-time and the navigation page reach every state and transition of the machine',
  });
});
