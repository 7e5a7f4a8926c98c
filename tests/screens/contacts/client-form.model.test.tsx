import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ClientFormInput, clientFormMachine } from '../../../machines/client-form.machine';
import { BLANK_CLIENT_DRAFT, SAMPLE_COMPANY_DRAFT, SAMPLE_INDIVIDUAL_DRAFT } from '../../../machines/client-form.samples';
import { draftFromClient, emptyClientDraft } from '../../../src/app/screens/contacts/client-draft-mapping';
import { messages } from '../../../src/domain/messages';
import { GOH_SIEW_LING, MARINA_BAY } from '../../../stories/contacts/contact-fixtures';
import { ActorScript, settle } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  screenModel,
  stubScrollToEachTest,
  type ActorProbe,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';
import { expectAt, LISTING, pressInAlert, renderContactScreen, user, type ContactScreen } from './contacts-screen';
import { FILL_LABEL } from './stand-in-fields';

vi.mock('../../../src/app/screens/contacts/form/ClientFormFields', () => import('./stand-in-fields'));

/**
 * The client-form model of tests/machines/client-form.test.ts, replayed on the rendered screens: its add input
 * on the 'Collaboration Information' dialog opened from the left navigation, its edit inputs on the client
 * details page. Presses are the user's; the calls' results settle the faked actors; after every step the test
 * checks what the user sees. Toasts and navigation are the app's own; the fields are a stand-in.
 */

type FormSnapshot = SnapshotFrom<typeof clientFormMachine>;

const { entry, models, coverage } = screenModel('client-form');

interface View {
  screen: ContactScreen;
  input: ClientFormInput;
}

const DIALOG = 'Collaboration Information';
const PROPERTY_SUMMARY = '/property-summary/101/true';

function detailsPath(input: ClientFormInput): string {
  const id = String(input.draft.id);
  return input.direct ? `/client-details/${id}/true/101` : `/client-details/${id}/false`;
}

function open(input: ClientFormInput, script: ActorScript, probe: ActorProbe): ContactScreen {
  const overrides = { ...script.actorsFor(entry.machine), inspect: probe.inspect };
  const start = input.mode === 'add' ? LISTING : detailsPath(input);
  return renderContactScreen({ start, clients: [MARINA_BAY, GOH_SIEW_LING], overrides });
}

/** The dialog's or the page's own buttons, never an alert's. */
function formButton(name: string): HTMLElement {
  const [button] = screen.getAllByRole('button', { name }).filter((b) => !b.closest('[role="alertdialog"]'));
  if (!button) throw new Error(`The form shows no ${name} button.`);
  return button;
}

function expectFormShown({ input }: View, expected: FormSnapshot, options: { busy: boolean }) {
  if (input.mode === 'add') expect(screen.getByRole('dialog', { name: DIALOG })).toBeInTheDocument();
  else expect(screen.getByRole('heading', { level: 1, name: 'Contact Details' })).toBeInTheDocument();
  expect(screen.getByText('Fields for edit')).toBeInTheDocument();
  expect(screen.getByText(`Name: ${expected.context.draft.compName}`.trim())).toBeInTheDocument();
  expect(screen.getByText(`Persons: ${expected.context.draft.clientContacts.length}`)).toBeInTheDocument();
  expect(formButton('Save')).toHaveProperty('disabled', options.busy);
  expect(formButton('Cancel')).toHaveProperty('disabled', options.busy);
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  // Persons are added and removed only for a client on no property.
  const editable = !options.busy && !expected.context.hasProperties;
  expect(screen.queryByRole('button', { name: 'Add Contact Person' }) !== null).toBe(editable);
}

function expectFieldMessages(expected: FormSnapshot) {
  const shown = within(screen.getByRole('list', { name: 'Field messages' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
  expect(shown).toEqual(Object.entries(expected.context.fieldErrors).map(([key, message]) => `${key}: ${message}`));
}

function expectAlertOf(expected: FormSnapshot, buttons: string[]) {
  const alert = expected.context.alert;
  if (!alert) throw new Error('The model reached an alert state without an alert.');
  const dialog = screen.getByRole('alertdialog', { name: alert.title });
  expect(dialog).toHaveTextContent(alert.text);
  expect(dialog).toHaveClass(`ui-alert--${alert.tone}`);
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(buttons);
}

const expectNoAlert = () => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

async function expectDialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument());
}

const userSees: UserSees<View, FormSnapshot> = {
  'editing.idle': (view, expected) => {
    expectFormShown(view, expected, { busy: false });
    expectFieldMessages(expected);
    expectNoAlert();
  },
  'editing.invalid': (_, expected) => {
    const dialog = screen.getByRole('alertdialog', { name: messages.contactValidationFailed });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expected.context.problems);
  },
  preview: (_, expected) => {
    expect(screen.getByText('Fields for preview')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FILL_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Contact Person' })).not.toBeInTheDocument();
    expect(screen.getByText(`Name: ${expected.context.draft.compName}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(formButton('Save')).toBeDisabled();
    expect(formButton('Cancel')).toBeEnabled();
    expectNoAlert();
  },
  'saving.adding': (view, expected) => {
    expectFormShown(view, expected, { busy: true });
    expectNoAlert();
  },
  'saving.updating': (view, expected) => {
    expectFormShown(view, expected, { busy: true });
    expectNoAlert();
  },
  // The edit-conflict dialog is its own machine (a stand-in answers for it here; its screen test draws it): behind
  // it the form keeps what the person typed, and neither saves nor cancels until the dialog is answered.
  conflict: (view, expected) => {
    expectFormShown(view, expected, { busy: true });
  },
  failed: (_, expected) => expectAlertOf(expected, ['Back', 'Retry']),
  confirmingDelete: (_, expected) => expectAlertOf(expected, ['Cancel', 'OK']),
  confirmingCancel: () => {
    const dialog = screen.getByRole('alertdialog', { name: messages.unsavedChangesTitle });
    expect(dialog).toHaveTextContent(messages.leaveWithoutSaving);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Leave', 'Stay']);
  },
  deleting: () => {
    expect(formButton('Save')).toBeDisabled();
    expect(formButton('Cancel')).toBeDisabled();
    expectNoAlert();
  },
  deleteRefused: (_, expected) => expectAlertOf(expected, ['OK']),
  done: async (view, expected) => {
    const name = expected.context.savedName;
    if (view.input.mode === 'add') {
      await expectDialogClosed();
      expect(await screen.findByText(messages.contactAdded(name))).toBeInTheDocument();
    } else {
      await expectAt(view.screen, view.input.direct ? PROPERTY_SUMMARY : LISTING);
      expect(await screen.findByText(messages.contactUpdated(name))).toBeInTheDocument();
    }
  },
  deleted: async (view, expected) => {
    await expectAt(view.screen, LISTING);
    const { draft } = expected.context;
    expect(await screen.findByText(messages.contactDeleted(draft.compName, draft.contactNo))).toBeInTheDocument();
  },
  cancelled: async (view) => {
    if (view.input.mode === 'add') await expectDialogClosed();
    else await expectAt(view.screen, LISTING);
    expect(screen.queryByText(/has been (added|updated|deleted)/)).not.toBeInTheDocument();
  },
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

async function replayStep(event: AnyEventObject, script: ActorScript, current: () => FormSnapshot): Promise<void> {
  if (await replayServer(event, script)) return;
  const alertTitle = () => current().context.alert?.title ?? '';
  switch (event.type) {
    case 'form.edit':
      return user().click(formButton('Edit'));
    case 'form.delete':
      return user().click(formButton('Delete'));
    case 'form.change':
      return user().click(formButton(FILL_LABEL));
    case 'form.addPerson':
      return user().click(formButton('Add Contact Person'));
    case 'form.removePerson':
      return user().click(formButton('Remove contact person row 1'));
    case 'form.save':
      return user().click(formButton('Save'));
    case 'form.cancel':
      return user().click(formButton('Cancel'));
    case 'form.dismiss':
      return pressInAlert(current().hasTag('problems') ? messages.contactValidationFailed : alertTitle(), 'OK');
    case 'form.confirm':
      return pressInAlert(alertTitle(), 'OK');
    case 'form.back':
      return pressInAlert(alertTitle(), current().hasTag('error') ? 'Back' : 'Cancel');
    case 'form.retry':
      return pressInAlert(alertTitle(), 'Retry');
    case 'form.leave':
      return pressInAlert(messages.unsavedChangesTitle, 'Leave');
    case 'form.stay':
      return pressInAlert(messages.unsavedChangesTitle, 'Stay');
    default:
      throw new Error(`No user action replays "${event.type}" on the contact form.`);
  }
}

const PRESSES: Record<string, string> = {
  'form.edit': 'press Edit',
  'form.delete': 'press Delete',
  'form.change': 'fill in a company',
  'form.addPerson': 'add a person',
  'form.removePerson': 'remove person 1',
  'form.save': 'press Save',
  'form.cancel': 'press Cancel',
  'form.dismiss': 'press OK',
  'form.confirm': 'press OK',
  'form.back': 'press Cancel / Back',
  'form.retry': 'press Retry',
  'form.leave': 'press Leave',
  'form.stay': 'press Stay',
};

function stepLabel(event: AnyEventObject): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  if (done) return `${done} answers`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (failed) return `${failed} fails with ${JSON.stringify(event.error)}`;
  return PRESSES[event.type] ?? event.type;
}

function inputName(input: ClientFormInput): string {
  if (input.mode === 'add') return 'add dialog';
  const who = input.draft.clientCategory === '0' ? 'company' : 'individual on a property';
  return `${who}${input.direct ? ' (direct)' : ''}`;
}

async function replayPath(input: ClientFormInput, path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const rendered = open(input, script, probe);
  try {
    const view = { screen: rendered, input };
    if (input.mode === 'add') {
      await screen.findByRole('grid', { name: 'Contacts' });
      await user().click(within(screen.getByRole('navigation', { name: 'Contact' })).getByRole('button', { name: 'Add Contact' }));
    }
    await screen.findByText(/^Fields for/);
    await replayOnScreen({
      path,
      probe,
      coverage,
      router: view,
      userSees,
      replayStep: (event, current: () => FormSnapshot) => replayStep(event, script, current),
      flowName: 'client-form',
    });
  } finally {
    rendered.cleanup();
  }
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each screen reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) =>
    paths.map((path) => [`${inputName(input as ClientFormInput)}: ${pathTitle(path, stepLabel)}`, input as ClientFormInput, path] as const),
  ),
  ([, , path]) => path,
  { screenOf: ([, input]) => inputName(input) },
);

describe('contact form screens, driven by the client-form model', () => {
  stubScrollToEachTest();

  it("the model's drafts are what the screens start from", () => {
    expect(emptyClientDraft()).toEqual(BLANK_CLIENT_DRAFT);
    expect(draftFromClient(MARINA_BAY)).toEqual(SAMPLE_COMPANY_DRAFT);
    expect(draftFromClient(GOH_SIEW_LING)).toEqual(SAMPLE_INDIVIDUAL_DRAFT);
  });

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the Add Contact dialog and the details page reach every state and transition of the machine',
  });
});
