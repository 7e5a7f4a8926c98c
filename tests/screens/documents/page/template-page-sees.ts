import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { TemplateDocumentInput, templateDocumentMachine } from '../../../../machines/template-document.machine';
import { toDisplayDate } from '../../../../src/domain/display-date';
import { DOCUMENT_TITLES, TEMPLATE_CHOICES } from '../../../../src/domain/documents/modules';
import { messages } from '../../../../src/domain/messages';
import type { UserSees } from '../../support/screen-model';
import type { PrintWindow } from './template-page-screen';

/** What the user sees on an OTP or S.65 page in each state of the template-document machine. */

export type DocumentSnapshot = SnapshotFrom<typeof templateDocumentMachine>;

export interface PageView {
  module: TemplateDocumentInput['module'];
  /** The tab the replay has selected (the page starts on EDIT AND PRINT). */
  tab: 'EDIT AND PRINT' | 'SUMMARY';
  printWindow: PrintWindow;
  reloadProperty: () => Promise<void>;
  /** The model's state before the step being checked; null on the first render. */
  before: DocumentSnapshot | null;
}

type Action = 'Send by mail' | 'Print' | 'Edit' | 'DSS Sign';

/** The action icons of each page, in the page's order. */
const ACTIONS: Record<TemplateDocumentInput['module'], readonly Action[]> = {
  otp: ['Send by mail', 'Print', 'Edit'],
  wta: ['Send by mail', 'Print', 'Edit'],
  s65: ['DSS Sign', 'Print', 'Edit', 'Send by mail'],
};

/** Behind an open alert or modal the page is hidden from assistive technology; what it shows is still checked. */
const behind = { hidden: true } as const;
const pageButton = (name: string | RegExp) => screen.getByRole('button', { name, ...behind });

interface Page {
  /** The action icons that can be pressed; a pending one is named in `pending`. */
  enabled?: readonly Action[];
  pending?: Action | 'Save' | 'Update';
}

/** The selector, the action icons, the tabs or the 'select one' line, Save / Update and Cancel, the form's values. */
function expectPage(view: PageView, expected: DocumentSnapshot, { enabled = [], pending }: Page) {
  const { context } = expected;
  const busy = expected.hasTag('busy');
  const choice = TEMPLATE_CHOICES[view.module];
  const selector = pageButton(/Template/);
  expect(selector).toHaveTextContent(context.templateType ? (choice.options[0]?.label ?? '') : choice.placeholder);
  expect(selector).toHaveProperty('disabled', busy);
  for (const action of ACTIONS[view.module]) {
    if (action === pending) expect(pageButton(action)).toHaveAttribute('aria-disabled', 'true');
    else expect(pageButton(action), action).toHaveProperty('disabled', !enabled.includes(action));
  }
  if (expected.matches('noTemplate')) {
    expect(screen.getByText(messages.selectOneTemplateType, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', behind)).not.toBeInTheDocument();
    return;
  }
  expect(screen.getByRole('tab', { name: view.tab, selected: true, ...behind })).toBeInTheDocument();
  const editing = expected.hasTag('editing');
  const submit = expected.matches('new') ? 'Save' : 'Update';
  if (editing || pending === submit) {
    if (pending === submit) expect(pageButton(submit)).toHaveAttribute('aria-disabled', 'true');
    else expect(pageButton(submit)).toBeEnabled();
    expect(pageButton('Cancel')).toHaveProperty('disabled', busy);
  } else {
    expect(screen.queryByRole('button', { name: submit, ...behind })).not.toBeInTheDocument();
  }
  expectForm(view, expected, editing);
}

/** The draft in the fields of the selected tab while editing; no field at all otherwise. */
function expectForm(view: PageView, expected: DocumentSnapshot, editing: boolean) {
  const panel = within(screen.getByRole('tabpanel', behind));
  const field = (name: string) => panel.getByRole('textbox', { name, ...behind });
  if (!editing) {
    expect(panel.queryAllByRole('textbox', behind)).toEqual([]);
    return;
  }
  const { metadata, summary } = expected.context.draft;
  if (view.tab === 'EDIT AND PRINT' && view.module === 's65') expect(field('Managing agent')).toHaveValue(metadata.s65McstMaName ?? '');
  if (view.tab === 'EDIT AND PRINT' && view.module === 'otp') expect(field('Option money (S$)')).toHaveValue(metadata.optionMoney ?? '');
  if (view.tab === 'SUMMARY' && view.module === 'otp') {
    expect(field('Option Money')).toHaveValue(summary.optionMoney ?? '');
    expect(field('OTP Signed On')).toHaveValue(toDisplayDate(summary.signedOn ?? ''));
  }
}

function expectNoDialog() {
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/** The error alert: 'Document Validation Failed.' listing the problems (an unreadable field, the rules, the server's). */
function expectProblems(view: PageView, expected: DocumentSnapshot) {
  expectPage(view, expected, {});
  const alert = within(screen.getByRole('alertdialog', { name: messages.documentValidationFailed }));
  expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected.context.problems);
  expect(alert.getByRole('button', { name: 'OK' })).toBeEnabled();
}

/** Any other alert: its title and reason, closed with OK. */
function expectAlert(view: PageView, expected: DocumentSnapshot) {
  expectPage(view, expected, {});
  const shown = expected.context.alert;
  if (!shown) throw new Error('The model shows an alert without one.');
  const alert = within(screen.getByRole('alertdialog', { name: shown.title }));
  if (shown.text) expect(alert.getByText(shown.text)).toBeInTheDocument();
  expect(alert.getByRole('button', { name: 'OK' })).toBeEnabled();
  // A print that failed leaves no blank window behind.
  if (shown.title === messages.documentPrintFailedTitle) expect(view.printWindow.closed).toBe(true);
}

const waitsToBeSaved: readonly Action[] = ['Send by mail', 'Print', 'DSS Sign'];

export const expectsOnPage: UserSees<PageView, DocumentSnapshot> = {
  // Print, send and DSS sign answer with an alert until a template is chosen, and until the document is saved.
  'noTemplate.idle': (view, expected) => {
    expectPage(view, expected, { enabled: waitsToBeSaved });
    expectNoDialog();
  },
  'noTemplate.warned': expectAlert,
  'new.editing': (view, expected) => {
    expectPage(view, expected, { enabled: waitsToBeSaved });
    expectNoDialog();
  },
  'new.warned': expectAlert,
  'new.fieldInvalid': expectProblems,
  'new.invalid': expectProblems,
  'new.saving': (view, expected) => {
    expectPage(view, expected, { pending: 'Save' });
    expectNoDialog();
  },
  'new.failed': expectAlert,
  'existing.preview': (view, expected) => {
    expectPage(view, expected, { enabled: ['Send by mail', 'Print', 'Edit', 'DSS Sign'] });
    expectNoDialog();
  },
  'existing.warned': expectAlert,
  'existing.editing': (view, expected) => {
    expectPage(view, expected, {});
    expectNoDialog();
  },
  'existing.fieldInvalid': expectProblems,
  'existing.invalid': expectProblems,
  'existing.updating': (view, expected) => {
    expectPage(view, expected, { pending: 'Update' });
    expectNoDialog();
  },
  'existing.failed': expectAlert,
  // The edit-conflict dialog is its own machine (a stand-in answers for it here; its screen test draws it): behind
  // it the form keeps what was typed and Update waits for the answer.
  'existing.conflict': (view, expected) => expectPage(view, expected, { pending: 'Update' }),
  // The window for the PDF opens within the press (a window opened later is often blocked).
  'existing.printing': (view, expected) => {
    expectPage(view, expected, { pending: 'Print' });
    expect(view.printWindow.opened).toBeGreaterThan(0);
    expect(view.printWindow.closed).toBe(false);
  },
  'existing.sendOpen': (view, expected) => {
    expectPage(view, expected, {});
    expect(screen.getByRole('dialog', { name: DOCUMENT_TITLES[view.module] })).toBeInTheDocument();
  },
  'existing.signing': (view, expected) => {
    expectPage(view, expected, { pending: 'DSS Sign' });
    expectNoDialog();
  },
};
