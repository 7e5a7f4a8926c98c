import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { stakeholderAssignmentMachine } from '../../../machines/stakeholder-assignment.machine';
import { FIRM_DETAILS, stakeholderAssignmentInputs } from '../../../machines/stakeholder-assignment.samples';
import { ROLE_LABELS, type StakeholderAssignmentInput } from '../../../machines/stakeholder-assignment.types';
import { propertyFacts } from '../../../src/app/screens/stakeholders/assignment/property-facts';
import { messages } from '../../../src/domain/messages';
import { ActorScript, settle } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import { itReplaysEachPath, pathTitle, replayOnScreen, screenModel, type ModelPath, type UserSees } from '../support/screen-model';
import { propertyFor } from './assignment-fixtures';
import { clearToasts, CONTACT_LISTING_KEY, fill, modal, pressInAlert, renderAssignment, user, type AssignmentScreen } from './assignment-screen';

/**
 * The stakeholder-assignment model of tests/machines/stakeholder-assignment.test.ts, replayed on the rendered
 * modals: each sample input is a summary card's request on a property holding the sample's parties. Presses
 * and typing are the user's; the calls' results settle the faked actors; after every step the test checks what
 * the user sees.
 */

type Snapshot = SnapshotFrom<typeof stakeholderAssignmentMachine>;

const { entry, models, coverage } = screenModel('stakeholder-assignment');

interface View {
  screen: AssignmentScreen;
  input: StakeholderAssignmentInput;
}

const button = (name: string) => within(modal()).getByRole('button', { name });
const field = (name: string) => within(modal()).getByRole('textbox', { name });
const title = (input: StakeholderAssignmentInput) => `Assign ${ROLE_LABELS[input.request.role]}`;

function expectModal(view: View, options: { busy: boolean }) {
  expect(screen.getByRole('heading', { level: 2, name: title(view.input) })).toBeInTheDocument();
  expect(button('Save')).toHaveProperty('disabled', options.busy);
  expect(button('Cancel')).toBeEnabled();
}

async function expectNotice(expected: Snapshot) {
  const notice = expected.context.notice;
  if (notice) expect((await screen.findAllByText(notice.message)).length).toBeGreaterThan(0);
}

function rowNames(tableName: string): string[] {
  const table = within(modal()).getByRole('grid', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

function expectSelectedRow(tableName: string, text: string | null) {
  const table = within(modal()).getByRole('grid', { name: tableName });
  const selected = within(table)
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('aria-selected') === 'true');
  expect(selected.map((row) => row.textContent)).toEqual(text === null ? [] : [expect.stringContaining(text)]);
}

function expectMatches(tableName: string, expected: Snapshot, busy: boolean) {
  const clients = expected.context.clients;
  const rows = rowNames(tableName);
  if (busy) return;
  if (clients === null) expect(rows).toEqual([messages.assignSearchPrompt]);
  else if (clients.length === 0) expect(rows).toEqual([messages.noItemsFound]);
  else expect(rows.map((row, i) => row.includes(clients[i]?.compName ?? '?'))).toEqual(clients.map(() => true));
  const picked = clients?.find((match) => match.id === expected.context.pickedId);
  expectSelectedRow(tableName, picked?.compName ?? null);
}

function expectClientModal(view: View, expected: Snapshot, busy: boolean) {
  expectModal(view, { busy });
  const category = expected.context.category === '0' ? 'Company' : 'Individual';
  expect(within(modal()).getByRole('radio', { name: category })).toBeChecked();
  expect(field(expected.context.category === '0' ? 'Company name' : 'Name')).toHaveValue(expected.context.searchText);
  expectMatches('Contacts found', expected, busy);
}

function expectFirmSearch(view: View, expected: Snapshot, busy: boolean) {
  expectModal(view, { busy });
  expect(field('Law Firm Name')).toHaveValue(expected.context.searchText);
  const firms = expected.context.firms;
  if (busy) return;
  const rows = rowNames('Law firms found');
  if (firms === null) expect(rows).toEqual([messages.lawFirmSearchPrompt]);
  else if (firms.length === 0) expect(rows).toEqual([messages.noMatchLawFirm]);
  else expect(firms.map((firm) => within(modal()).getByRole('button', { name: `Choose ${firm.acctName}` }))).toHaveLength(firms.length);
}

function expectFirmUsers(view: View, expected: Snapshot, busy: boolean) {
  expectModal(view, { busy });
  expect(within(modal()).getByRole('heading', { level: 3, name: FIRM_DETAILS.acctName })).toBeInTheDocument();
  // Five users a page (seed 000 §9); the sixth is on page 2.
  expect(rowNames('Law firm users').length).toBeLessThanOrEqual(5);
  expect(within(modal()).getByRole('status')).toHaveTextContent(/Page [12] of 2/);
  const picked = FIRM_DETAILS.lstCMSUsrInfo?.find((u) => u.userid === expected.context.pickedUserId);
  if (picked) expectSelectedRow('Law firm users', `${picked.firstName} ${picked.lastName}`);
}

function expectLawyerForm(view: View, expected: Snapshot, busy: boolean) {
  expectModal(view, { busy });
  expect(field('Law Firm Name')).toHaveValue(expected.context.lawyerDraft.lawfirmName);
  expect(field('Postal Code')).toHaveValue(expected.context.lawyerDraft.postalCode);
}

function expectAgentSearch(view: View, expected: Snapshot, busy: boolean) {
  expectModal(view, { busy });
  expect(field('Estate Agency Name')).toHaveValue(expected.context.searchText);
  expectMatches('Agents found', expected, busy);
}

function expectAgentForm(view: View, expected: Snapshot, busy: boolean) {
  expectModal(view, { busy });
  const { agentDraft, salespersons } = expected.context;
  const [person] = agentDraft.clientContacts;
  expect(field('Estate Agency Name')).toHaveValue(agentDraft.compName);
  expect(field('Salesperson Name')).toHaveValue(person?.individualName ?? '');
  expect(field('Registration No.')).toHaveValue(person?.agentCEANo ?? '');
  if (!busy && salespersons) {
    expect(salespersons.map((p) => within(modal()).getByRole('button', { name: `Use ${p.salesperson_name}` }))).toHaveLength(salespersons.length);
  }
}

function expectProblems(heading: string, expected: Snapshot) {
  const dialog = screen.getByRole('alertdialog', { name: heading });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(expected.context.problems);
}

function expectAlert(expected: Snapshot, buttons: string[], options: { busy: boolean }) {
  const alert = expected.context.alert;
  if (!alert) throw new Error('The model reached an alert state without an alert.');
  const dialog = screen.getByRole('alertdialog', { name: alert.title });
  expect(dialog).toHaveTextContent(alert.text);
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(buttons);
  expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveProperty('disabled', options.busy);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

async function expectClosed(view: View, outcome: 'changed' | 'cancelled', expected: Snapshot) {
  await waitFor(() => expect(view.screen.outcomes).toEqual([outcome]));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await expectNotice(expected);
  // A change marks the contacts stale: the listing shows who is assigned to a property.
  expect(view.screen.queryClient.getQueryState(CONTACT_LISTING_KEY)?.isInvalidated).toBe(outcome === 'changed');
}

/** What the user sees in each state of the stakeholder-assignment machine. */
const userSees: UserSees<View, Snapshot> = {
  'client.idle': async (view, expected) => {
    expectClientModal(view, expected, false);
    await expectNotice(expected);
  },
  'client.searching': (view, expected) => expectClientModal(view, expected, true),
  'client.saving': (view, expected) => expectClientModal(view, expected, true),
  'lawyer.firmSearch': async (view, expected) => {
    expectFirmSearch(view, expected, false);
    await expectNotice(expected);
  },
  'lawyer.searchingFirms': (view, expected) => expectFirmSearch(view, expected, true),
  'lawyer.loadingUsers': (view, expected) => expectFirmSearch(view, expected, true),
  'lawyer.firmUsers': async (view, expected) => {
    expectFirmUsers(view, expected, false);
    await expectNotice(expected);
  },
  'lawyer.savingFirmUser': (view, expected) => expectFirmUsers(view, expected, true),
  'lawyer.creating': async (view, expected) => {
    expectLawyerForm(view, expected, false);
    expect(screen.queryByRole('alertdialog', { name: messages.lawyerValidationFailed })).not.toBeInTheDocument();
    await expectNotice(expected);
  },
  'lawyer.invalid': (_, expected) => expectProblems(messages.lawyerValidationFailed, expected),
  'lawyer.savingNewLawyer': (view, expected) => expectLawyerForm(view, expected, true),
  'agent.search': async (view, expected) => {
    expectAgentSearch(view, expected, false);
    await expectNotice(expected);
  },
  'agent.searching': (view, expected) => expectAgentSearch(view, expected, true),
  'agent.linking': (view, expected) => expectAgentSearch(view, expected, true),
  'agent.adding': async (view, expected) => {
    expectAgentForm(view, expected, false);
    expect(screen.queryByRole('alertdialog', { name: messages.agentValidationFailed })).not.toBeInTheDocument();
    await expectNotice(expected);
  },
  'agent.searchingSalespersons': (view, expected) => expectAgentForm(view, expected, true),
  'agent.invalid': (_, expected) => expectProblems(messages.agentValidationFailed, expected),
  'agent.savingNewAgent': (view, expected) => expectAgentForm(view, expected, true),
  confirmingUnassign: (_, expected) => expectAlert(expected, ['Cancel', 'OK'], { busy: false }),
  removingClient: (_, expected) => expectAlert(expected, ['Cancel', 'OK'], { busy: true }),
  removingLawyer: (_, expected) => expectAlert(expected, ['Cancel', 'OK'], { busy: true }),
  unassignRefused: (_, expected) => expectAlert(expected, ['OK'], { busy: false }),
  done: (view, expected) => expectClosed(view, 'changed', expected),
  cancelled: (view, expected) => expectClosed(view, 'cancelled', expected),
};

async function replayServer(event: AnyEventObject, script: ActorScript): Promise<boolean> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (!done && !failed) return false;
  await act(async () => {
    if (done) script.resolve(done, event.output);
    if (failed) script.reject(failed, event.error);
    await settle();
  });
  return true;
}

/** The search box of the step the user is on. */
function searchField(current: Snapshot): HTMLElement {
  if (current.matches('client')) return field(current.context.category === '0' ? 'Company name' : 'Name');
  if (current.matches('lawyer')) return field('Law Firm Name');
  if (current.matches({ agent: 'adding' })) return field('Salesperson register');
  return field('Estate Agency Name');
}

async function pickRow(tableName: string, text: string) {
  const table = within(modal()).getByRole('grid', { name: tableName });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`No row "${text}" in ${tableName}.`);
  await user().click(within(row).getByRole('checkbox'));
}

async function pickFirmUser(userid: string) {
  const picked = FIRM_DETAILS.lstCMSUsrInfo?.find((u) => u.userid === userid);
  if (!picked) throw new Error(`No firm user ${userid}.`);
  const name = `${picked.firstName} ${picked.lastName}`;
  // The user pages on until the lawyer is listed.
  while (!rowNames('Law firm users').some((row) => row.includes(name))) await user().click(button('Next'));
  await pickRow('Law firm users', name);
}

const LAWYER_LABELS: Record<string, string> = {
  lawfirmName: 'Law Firm Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  contact: 'Contact No.',
  address1: 'Address',
  address2: 'Address line 2',
  postalCode: 'Postal Code',
  faxNumber: 'Fax No.',
  referenceNumber: 'Reference No.',
};

const AGENT_LABELS: Record<string, string> = {
  compName: 'Estate Agency Name',
  uenNo: 'UEN',
  address: 'Address',
  estateAgentCEALicenceNo: 'CEA Licence No.',
  individualName: 'Salesperson Name',
  agentCEANo: 'Registration No.',
  contactNo: 'Salesperson Contact No.',
  email: 'Salesperson Email',
};

async function fillAll(labels: Record<string, string>, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') await fill(field(labels[name] ?? name), value);
    else if (value && typeof value === 'object') await fillAll(labels, value as Record<string, unknown>);
  }
}

async function replayStep(event: AnyEventObject, script: ActorScript, current: () => Snapshot): Promise<void> {
  if (await replayServer(event, script)) return;
  const snapshot = current();
  switch (event.type) {
    case 'assign.category':
      return user().click(within(modal()).getByRole('radio', { name: event.category === '0' ? 'Company' : 'Individual' }));
    case 'assign.text':
      return fill(searchField(snapshot), String(event.text));
    case 'assign.search':
      return user().click(button('Search'));
    case 'assign.pick': {
      const match = snapshot.context.clients?.find((candidate) => candidate.id === event.id);
      return pickRow(snapshot.matches('client') ? 'Contacts found' : 'Agents found', match?.compName ?? '?');
    }
    case 'firm.pick': {
      const firm = snapshot.context.firms?.find((candidate) => candidate.acctId === event.acctId);
      return user().click(button(`Choose ${firm?.acctName ?? '?'}`));
    }
    case 'firm.pickUser':
      return pickFirmUser(String(event.userid));
    case 'salesperson.pick': {
      const person = snapshot.context.salespersons?.find((candidate) => candidate.registration_no === event.registrationNo);
      return user().click(button(`Use ${person?.salesperson_name ?? '?'}`));
    }
    case 'lawyer.change':
      return fillAll(LAWYER_LABELS, event.patch as Record<string, unknown>);
    case 'agent.change':
      return fillAll(AGENT_LABELS, event.patch as Record<string, unknown>);
    case 'assign.create':
      return user().click(button(snapshot.matches('lawyer') ? 'Create New Lawyer' : 'Add New Agent'));
    case 'assign.back':
      return user().click(button('Back'));
    case 'assign.save':
      return user().click(button('Save'));
    case 'assign.cancel':
      if (snapshot.hasTag('confirm')) return pressInAlert(snapshot.context.alert?.title ?? '', 'Cancel');
      return user().click(button('Cancel'));
    case 'assign.confirm':
      return pressInAlert(snapshot.context.alert?.title ?? '', 'OK');
    case 'assign.dismiss': {
      const heading = snapshot.hasTag('refused')
        ? (snapshot.context.alert?.title ?? '')
        : snapshot.matches('lawyer')
          ? messages.lawyerValidationFailed
          : messages.agentValidationFailed;
      return pressInAlert(heading, 'OK');
    }
    default:
      throw new Error(`No user action replays "${event.type}" on the assignment modals.`);
  }
}

const PRESSES: Record<string, string> = {
  'assign.category': 'choose Individual',
  'assign.search': 'press Search',
  'assign.create': 'press Create New Lawyer (Add New Agent)',
  'assign.back': 'press Back',
  'assign.save': 'press Save',
  'assign.cancel': 'press Cancel',
  'assign.confirm': 'press OK',
  'assign.dismiss': 'press OK',
  'lawyer.change': 'fill in the new lawyer',
  'agent.change': "fill in the agency's fields",
};

/** ' with 2', ' with none': how many rows a lookup answered, so two paths differing only in that read apart. */
function answerSize(output: unknown): string {
  const list = Array.isArray(output) ? output : (output as { accountList?: unknown } | null)?.accountList;
  if (!Array.isArray(list)) return '';
  return list.length ? ` with ${list.length}` : ' with none';
}

function stepLabel(event: AnyEventObject): string {
  if (event.type === 'assign.text') return `type "${String(event.text)}"`;
  if (event.type === 'assign.pick') return `pick contact ${String(event.id)}`;
  if (event.type === 'firm.pick') return `choose firm ${String(event.acctId)}`;
  if (event.type === 'firm.pickUser') return `pick user ${String(event.userid)}`;
  if (event.type === 'salesperson.pick') return `use salesperson ${String(event.registrationNo)}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  if (done) return `${done} answers${answerSize(event.output)}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (failed) return `${failed} fails`;
  return PRESSES[event.type] ?? event.type;
}

async function replayPath(input: StakeholderAssignmentInput, path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const rendered = renderAssignment(propertyFor(input.property), input.request, { ...script.actorsFor(entry.machine), inspect: probe.inspect });
  const view: View = { screen: rendered, input };
  await replayOnScreen({
    path,
    probe,
    coverage,
    router: view,
    userSees,
    replayStep: (event, current: () => Snapshot) => replayStep(event, script, current),
    flowName: 'stakeholder-assignment',
  });
}

const inputName = (input: StakeholderAssignmentInput) => `${input.request.action} ${input.request.role}`;

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each assignment reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) =>
    paths.map(
      (path) =>
        [`${inputName(input as StakeholderAssignmentInput)}: ${pathTitle(path, stepLabel)}`, input as StakeholderAssignmentInput, path] as const,
    ),
  ),
  ([, , path]) => path,
  { screenOf: ([, input]) => inputName(input) },
);

describe('stakeholder assignment modals, driven by the stakeholder-assignment model', () => {
  afterEach(clearToasts);

  it("the model's properties are what the page hands the modals", () => {
    for (const input of stakeholderAssignmentInputs) expect(propertyFacts(propertyFor(input.property))).toEqual(input.property);
  });

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the modals reach every state and transition of the machine',
  });
});
