import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { PropertyFormInput, propertyFormMachine } from '../../../machines/property-form.machine';
import { BLANK_DRAFT, SAMPLE_BUILDING_DRAFT, SAMPLE_DUPLICATE_DRAFT } from '../../../machines/property-form.samples';
import { emptyDraft } from '../../../src/app/screens/property-form/draft';
import { draftForDuplicate, draftFromProperty } from '../../../src/app/screens/property-form/draft-mapping';
import { messages } from '../../../src/domain/messages';
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
import { LOCKED_PROPERTY, SAMPLE_PROPERTY } from './property-fixtures';
import {
  clearToasts,
  expectLeftFor,
  expectNoAlert,
  LISTING,
  LISTING_QUERY_KEY,
  pressInAlert,
  renderPropertyScreen,
  user,
  type PropertyScreen,
} from './property-form-screen';
import { PRESET_LABEL, STAND_IN_CHANGES } from './stand-in-sections';

vi.mock('../../../src/app/screens/property-form/sections/PropertyFormFields', () => import('./stand-in-sections'));

/**
 * The property-form model of tests/machines/property-form.test.ts, replayed on the rendered screens: its
 * add input on the 'Property Information' dialog opened from the left navigation, its edit and duplicate
 * inputs on the property details page. Presses are the user's; the calls' results settle the faked
 * actors; after every step the test checks what the user sees. Toasts, navigation and the query cache are
 * the app's own; the form sections are a stand-in (see stand-in-sections.tsx).
 */

type FormSnapshot = SnapshotFrom<typeof propertyFormMachine>;

const { entry, models, coverage } = screenModel('property-form');

interface View {
  screen: PropertyScreen;
  input: PropertyFormInput;
}

/** Where each model input is opened, and the property the page loads. */
function open(input: PropertyFormInput, script: ActorScript, probe: ActorProbe): PropertyScreen {
  const overrides = { ...script.actorsFor(entry.machine), inspect: probe.inspect };
  if (input.mode === 'add') return renderPropertyScreen({ start: LISTING, overrides });
  const property = input.locked ? LOCKED_PROPERTY : SAMPLE_PROPERTY;
  const start = `/property-details/${property.id}/${String(input.direct)}/${String(input.mode === 'duplicate')}`;
  return renderPropertyScreen({ start, property, overrides });
}

const saveLabel = (input: PropertyFormInput) => ({ add: 'Save', edit: 'Update', duplicate: 'Duplicate' })[input.mode];
const button = (name: string) => screen.getByRole('button', { name });
/** The form's own Cancel, not an alert's. */
const formCancel = () => {
  const [cancel] = screen.getAllByRole('button', { name: 'Cancel' }).filter((b) => !b.closest('[role="alertdialog"]'));
  if (!cancel) throw new Error('The form shows no Cancel button.');
  return cancel;
};

function expectFormShown({ input }: View, expected: FormSnapshot, options: { busy: boolean }) {
  if (input.mode === 'add') expect(screen.getByRole('dialog', { name: 'Property Information' })).toBeInTheDocument();
  else expect(screen.getByRole('heading', { level: 1, name: 'Property Details' })).toBeInTheDocument();
  expect(screen.getByText(`Reference No.: ${expected.context.draft.lawfirmRefNo}`.trim())).toBeInTheDocument();
  expect(screen.getByText(`Transaction Type: ${expected.context.draft.transactionTypeName}`.trim())).toBeInTheDocument();
  expect(button(saveLabel(input))).toHaveProperty('disabled', options.busy);
  expect(formCancel()).toHaveProperty('disabled', options.busy);
  // Edit and delete belong to the preview only.
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
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

async function expectToast(text: string) {
  expect(await screen.findByText(text)).toBeInTheDocument();
}

/** What the user sees in each state of the property form machine. */
const userSees: UserSees<View, FormSnapshot> = {
  'editing.idle': (view, expected) => {
    expectFormShown(view, expected, { busy: false });
    expect(screen.getByText(`Sections for ${view.input.mode}`)).toBeInTheDocument();
    expectNoAlert();
  },
  'editing.invalid': (_, expected) => {
    const dialog = screen.getByRole('alertdialog', { name: messages.propertyValidationFailed });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expected.context.problems);
  },
  preview: (_, expected) => {
    const locked = expected.context.locked;
    expect(screen.getByText('Sections for preview')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill in a LAND property' })).not.toBeInTheDocument();
    expect(button('Update')).toBeDisabled();
    expect(formCancel()).toBeEnabled();
    expect(screen.getByText('Property Control No.').nextElementSibling).toHaveTextContent('PCN-2026-000101');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent(locked ? 'Active' : 'Pending');
    expect(screen.queryByRole('button', { name: 'Edit' }) !== null).toBe(!locked);
    expect(screen.queryByRole('button', { name: 'Delete' }) !== null).toBe(!locked);
    if (locked) expect(screen.getByText(messages.propertyLockedNotice)).toBeInTheDocument();
    expectNoAlert();
  },
  confirmingTypeChange: (_, expected) => expectAlertOf(expected, ['Cancel', 'OK']),
  irasWarning: (_, expected) => expectAlertOf(expected, ['Cancel', 'OK']),
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
  failed: (_, expected) => expectAlertOf(expected, ['Back', 'Retry']),
  deleteRefused: (_, expected) => expectAlertOf(expected, ['OK']),
  checkingIras: (view, expected) => {
    expectFormShown(view, expected, { busy: true });
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
  checkingRequisitions: () => {
    expect(button('Update')).toBeDisabled();
    expect(formCancel()).toBeDisabled();
    expectNoAlert();
  },
  deleting: () => {
    expect(button('Update')).toBeDisabled();
    expect(formCancel()).toBeDisabled();
    expectNoAlert();
  },
  done: async (view, expected) => {
    const refNo = expected.context.savedRefNo;
    if (view.input.mode === 'add') {
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Property Information' })).not.toBeInTheDocument());
      await expectToast(messages.propertyAdded(refNo));
    } else {
      await expectLeftFor(view.screen, LISTING);
      await expectToast(view.input.mode === 'edit' ? messages.propertyUpdated(refNo) : messages.propertyDuplicated(refNo));
    }
    expect(view.screen.queryClient.getQueryState(LISTING_QUERY_KEY)?.isInvalidated).toBe(true);
  },
  deleted: async (view) => {
    await expectLeftFor(view.screen, LISTING);
    await expectToast(messages.successfullyDeleted);
    expect(view.screen.queryClient.getQueryState(LISTING_QUERY_KEY)?.isInvalidated).toBe(true);
  },
  cancelled: async (view) => {
    if (view.input.mode === 'add') {
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Property Information' })).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { name: `Page ${LISTING}` })).toBeInTheDocument();
    } else {
      await expectLeftFor(view.screen, LISTING);
    }
    // Nothing was saved: no success notice, and the listing was left alone.
    expect(screen.queryByText(/has been (added|updated|created)/)).not.toBeInTheDocument();
    expect(view.screen.queryClient.getQueryState(LISTING_QUERY_KEY)?.isInvalidated).toBe(false);
  },
};

async function replayServer(event: AnyEventObject, script: ActorScript): Promise<boolean> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (!done && !failed) return false;
  await act(async () => {
    if (done) script.resolve(done, event.output);
    // The sample error itself (a message, or a 400's plain data), as the machine test settles it.
    if (failed) script.reject(failed, event.error);
    await settle();
  });
  return true;
}

function changeLabel(event: AnyEventObject): string {
  const change = STAND_IN_CHANGES.find(({ patch }) => JSON.stringify(patch) === JSON.stringify((event as { patch?: unknown }).patch));
  if (!change) throw new Error(`No stand-in change hands the form ${JSON.stringify(event)}.`);
  return change.label;
}

async function replayStep(view: View, event: AnyEventObject, script: ActorScript, current: () => FormSnapshot): Promise<void> {
  if (await replayServer(event, script)) return;
  const alertTitle = () => current().context.alert?.title ?? '';
  switch (event.type) {
    case 'form.edit':
      return user().click(button('Edit'));
    case 'form.delete':
      return user().click(button('Delete'));
    case 'form.change':
      return user().click(button(changeLabel(event)));
    case 'form.preset':
      return user().click(button(PRESET_LABEL));
    case 'form.leave':
      return pressInAlert(messages.unsavedChangesTitle, 'Leave');
    case 'form.stay':
      return pressInAlert(messages.unsavedChangesTitle, 'Stay');
    case 'form.save':
      return user().click(button(saveLabel(view.input)));
    case 'form.cancel':
      return user().click(formCancel());
    case 'form.dismiss':
      return pressInAlert(current().hasTag('problems') ? messages.propertyValidationFailed : alertTitle(), 'OK');
    case 'form.confirm':
      return pressInAlert(alertTitle(), 'OK');
    case 'form.back':
      return pressInAlert(alertTitle(), current().hasTag('error') ? 'Back' : 'Cancel');
    case 'form.retry':
      return pressInAlert(alertTitle(), 'Retry');
    default:
      throw new Error(`No user action replays "${event.type}" on the property form.`);
  }
}

const PRESSES: Record<string, string> = {
  'form.edit': 'press Edit',
  'form.delete': 'press Delete',
  'form.save': 'press Save',
  'form.cancel': 'press Cancel',
  'form.dismiss': 'press OK',
  'form.confirm': 'press OK',
  'form.back': 'press Cancel / Back',
  'form.retry': 'press Retry',
  'form.preset': 'the transaction types arrive',
  'form.leave': 'press Leave',
  'form.stay': 'press Stay',
};

function stepLabel(event: AnyEventObject): string {
  if (event.type === 'form.change') return changeLabel(event);
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  if (done) return `${done} answers`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (failed) return `${failed} fails with ${JSON.stringify(event.error)}`;
  return PRESSES[event.type] ?? event.type;
}

function inputName(input: PropertyFormInput): string {
  if (input.mode === 'add') return 'add dialog';
  return `${input.mode}${input.direct ? ' (direct)' : ''}${input.locked ? ' locked' : ''}`;
}

async function replayPath(input: PropertyFormInput, path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const rendered = open(input, script, probe);
  const view = { screen: rendered, input };
  if (input.mode === 'add') {
    await user().click(await screen.findByRole('button', { name: 'Add New Property' }));
  }
  await screen.findByText(/^Sections for/);
  await replayOnScreen({
    path,
    probe,
    coverage,
    router: view,
    userSees,
    replayStep: (event, current: () => FormSnapshot) => replayStep(view, event, script, current),
    flowName: 'property-form',
  });
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each input reaching what its own
// paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) =>
    paths.map((path) => [`${inputName(input as PropertyFormInput)}: ${pathTitle(path, stepLabel)}`, input as PropertyFormInput, path] as const),
  ),
  ([, , path]) => path,
  { screenOf: ([, input]) => inputName(input) },
);

describe('property form screens, driven by the property-form model', () => {
  stubScrollToEachTest();
  afterEach(clearToasts);

  it("the model's drafts are what the screens start from", () => {
    expect(BLANK_DRAFT).toEqual(emptyDraft());
    expect(draftFromProperty(SAMPLE_PROPERTY)).toEqual(SAMPLE_BUILDING_DRAFT);
    expect(draftForDuplicate(draftFromProperty(SAMPLE_PROPERTY))).toEqual(SAMPLE_DUPLICATE_DRAFT);
  });

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the add dialog and the details page reach every state and transition of the machine',
  });
});
