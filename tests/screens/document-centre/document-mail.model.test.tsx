import { act, screen, within } from '@testing-library/react';
import type * as XStateReact from '@xstate/react';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { mailRequestFor, type DocumentMailEvent, type DocumentMailInput, type documentMailMachine } from '../../../machines/document-mail.machine';
import { MAIL_NETWORK_FAILURE } from '../../../machines/document-mail.samples';
import { DocumentListingPage } from '../../../src/app/screens/document-centre/listing/DocumentListingPage';
import { toastQueue } from '../../../src/app/ui';
import { messages } from '../../../src/domain/messages';
import { documentServer } from '../../../stories/document-centre/document-centre-api';
import { upload } from '../../../stories/document-centre/document-fixtures';
import { MAIL_PROPERTY } from '../../../stories/document-centre/mail-host';
import { apiCalls } from '../../../stories/support/mock-api';
import { toastMessages } from '../requisition-reports/requisitions-screen';
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
import { renderSignedInPage, user } from '../support/signed-in-page';
import { inspectNextActor } from './inspected-actors';
import { MailAnswers } from './mail-answers';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('./inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The document-mail model of tests/machines/document-mail.test.ts, replayed on the send modal as the DOCUMENT
 * LISTING opens it: one document by its row's Send button, three by ticking their rows and Send selected. The
 * model's documents are rows of the stories' in-memory document server, its people those of MAIL_PROPERTY (the
 * buyer's lawyer without a mail). A person's checkbox, Add recipient, a row's Name and Email, its Remove, the
 * combine checkbox, Send and Cancel are the user's; POST /send-mail waits for the path's answer (MailAnswers).
 * After every step the test checks the modal: the documents, every tick, the added rows, the combine checkbox,
 * the alert (the refusal, or 'Sending Failed' with its reason), Send busy while sending, and once the machine is
 * done the modal gone, with the 'Sent' toast after a send. Every event has its control: nothing is sent to the actor.
 */

type MailSnapshot = SnapshotFrom<typeof documentMailMachine>;

const { entry, models, coverage } = screenModel('document-mail');
const PATH = '/document-upload-listing';
const SEND_MAIL = 'POST /send-mail' as const;

const isSeveral = ({ documents }: { documents: readonly unknown[] }) => documents.length > 1;

/** The model's documents as listing rows of the case, newest first in the model's order. */
function listingRows(input: DocumentMailInput) {
  return input.documents.map((document, index) =>
    upload(document.id, `2026-11-2${8 - index}T09:00:00+08:00`, document.size, { propId: document.propId, fileName: document.fileName }),
  );
}

const modal = () => screen.queryByRole('dialog');

function dialog() {
  const found = modal();
  if (!found) throw new Error('The send modal is not on screen.');
  return within(found);
}

const sendButton = () => dialog().getByRole('button', { name: 'Send' });
const combineBox = () => dialog().queryByRole('checkbox', { name: 'Combine the PDFs into one file' });
const additionalRow = (index: number) => within(dialog().getByRole('group', { name: `Additional recipient ${index + 1}` }));

/** The checkbox of a listed person: the group of their role, then their place in it. */
function choiceBox(expected: MailSnapshot, id: string): HTMLElement {
  for (const group of expected.context.groups) {
    const index = group.choices.findIndex((choice) => choice.id === id);
    if (index < 0) continue;
    const box = within(dialog().getByRole('group', { name: group.label })).getAllByRole('checkbox')[index];
    if (!box) throw new Error(`No checkbox for ${id}.`);
    return box;
  }
  throw new Error(`${id} is not listed.`);
}

const expectEnabled = (element: HTMLElement, enabled: boolean, name: string) => expect(element, name).toHaveProperty('disabled', !enabled);

/** The modal with the machine's choices; while sending nothing can be changed and Send shows busy. */
function expectModal(expected: MailSnapshot, busy: boolean) {
  const { context } = expected;
  const [only] = context.documents;
  expect(
    screen.getByRole('dialog', { name: isSeveral(context) ? `Send ${context.documents.length} documents` : `Send ${only?.fileName}` }),
  ).toBeVisible();
  const files = within(dialog().getByRole('group', { name: 'Documents' })).getAllByRole('listitem');
  expect(files.map((file) => file.querySelector('.document-mail__file-name')?.textContent)).toEqual(context.documents.map((d) => d.fileName));
  for (const group of context.groups) {
    for (const choice of group.choices) {
      const box = choiceBox(expected, choice.id);
      expect(box, choice.id).toHaveProperty('checked', choice.ticked);
      expectEnabled(box, !busy, choice.id);
    }
  }
  expect(dialog().queryAllByRole('group', { name: /^Additional recipient/ })).toHaveLength(context.additional.length);
  context.additional.forEach((row, index) => {
    const shown = additionalRow(index);
    expect(shown.getByRole('checkbox')).toHaveProperty('checked', row.ticked);
    expect(shown.getByRole('textbox', { name: 'Name' })).toHaveValue(row.name);
    expect(shown.getByRole('textbox', { name: 'Email' })).toHaveValue(row.email);
  });
  expectEnabled(dialog().getByRole('button', { name: 'Add recipient' }), !busy, 'Add recipient');
  const combine = combineBox();
  if (context.combineOffered) {
    expect(combine).toHaveProperty('checked', context.combineFiles);
    if (combine) expectEnabled(combine, !busy, 'the combine checkbox');
  } else {
    expect(combine).not.toBeInTheDocument();
  }
  expectEnabled(dialog().getByRole('button', { name: 'Cancel' }), !busy, 'Cancel');
  if (busy) expect(sendButton()).toHaveAttribute('data-pending', 'true');
  else expect(sendButton()).toBeEnabled();
  // Nothing is toasted while the modal is open (the toasts are cleared before every step).
  expect(toastMessages(), 'the toasts').toEqual([]);
}

function expectAlert(text: string | null | undefined) {
  if (text) expect(dialog().getByRole('alert')).toHaveTextContent(text);
  else expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
}

/** The modal has closed over the listing; a send leaves its 'Sent' toast. */
function expectClosed(toasts: readonly string[]) {
  expect(modal()).not.toBeInTheDocument();
  expect(screen.getByRole('grid', { name: 'Documents' })).toBeInTheDocument();
  expect(toastMessages(), 'the toasts').toEqual(toasts);
}

const userSees: UserSees<null, MailSnapshot> = {
  'editing.ready': (_, expected) => {
    expectModal(expected, false);
    expectAlert(null);
  },
  'editing.refused': (_, expected) => {
    expectModal(expected, false);
    expectAlert(expected.context.problem);
  },
  'editing.failed': (_, expected) => {
    expectModal(expected, false);
    expectAlert(expected.context.notice?.message);
  },
  // The call carries what the machine holds: the documents, 'name||email' of each chosen, the sender, combining.
  sending: (_, expected) => {
    expectModal(expected, true);
    expectAlert(null);
    expect(apiCalls(SEND_MAIL).at(-1)?.body).toEqual(mailRequestFor(expected.context));
  },
  sent: () => expectClosed([messages.sent]),
  cancelled: () => {
    expectClosed([]);
    expect(apiCalls(SEND_MAIL)).toEqual([]);
  },
};

/** A field's new value, pasted: one change of the field, as the model's one change of the row (and quicker than typing). */
async function enter(field: HTMLElement, value: string) {
  const person = user();
  await person.clear(field);
  if (!value) return;
  await person.click(field);
  await person.paste(value);
}

async function replayStep(event: AnyEventObject, current: () => MailSnapshot, answers: MailAnswers): Promise<void> {
  // A toast says what the step did: those of earlier steps would hide a missing one.
  act(() => toastQueue.clear());
  if (await answers.answer(event, () => modal() !== null && sendButton().getAttribute('data-pending') === 'true')) return;
  const person = user();
  const mailEvent = event as DocumentMailEvent;
  switch (mailEvent.type) {
    case 'recipient.toggle':
      return person.click(choiceBox(current(), mailEvent.id));
    case 'additional.add':
      return person.click(dialog().getByRole('button', { name: 'Add recipient' }));
    case 'additional.change': {
      const row = additionalRow(mailEvent.index);
      const { name, email, ticked } = mailEvent.patch;
      if (name !== undefined) await enter(row.getByRole('textbox', { name: 'Name' }), name);
      if (email !== undefined) await enter(row.getByRole('textbox', { name: 'Email' }), email);
      if (ticked !== undefined && ticked !== current().context.additional[mailEvent.index]?.ticked) await person.click(row.getByRole('checkbox'));
      return;
    }
    case 'additional.remove':
      return person.click(dialog().getByRole('button', { name: `Remove additional recipient ${mailEvent.index + 1}` }));
    case 'combine.toggle': {
      const box = combineBox();
      if (!box) throw new Error('The combine checkbox is not on screen.');
      return person.click(box);
    }
    case 'send.submit':
      return person.click(sendButton());
    case 'send.cancel':
      return person.click(dialog().getByRole('button', { name: 'Cancel' }));
  }
  throw new Error(`No user action replays "${event.type}" in the send modal.`);
}

/** The listing's way to the modal: a row's Send for one document, its rows ticked and Send selected for several. */
async function openModal(input: DocumentMailInput) {
  const grid = within(await screen.findByRole('grid', { name: 'Documents' }));
  const [first] = input.documents;
  if (!first) throw new Error('The model sends no document.');
  await grid.findByRole('checkbox', { name: `Select ${first.fileName}` });
  const person = user();
  if (isSeveral(input)) {
    for (const document of input.documents) await person.click(grid.getByRole('checkbox', { name: `Select ${document.fileName}` }));
    await person.click(within(screen.getByRole('region', { name: 'Selected documents' })).getByRole('button', { name: /Send selected/ }));
  } else {
    await person.click(grid.getByRole('button', { name: `Send ${first.fileName}` }));
  }
  // The modal opens once the case's people have loaded.
  await within(await screen.findByRole('dialog')).findByRole('group', { name: 'Buyer' });
}

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

async function replayPath(input: DocumentMailInput, path: ModelPath) {
  const probe = coverage.probe();
  const answers = new MailAnswers();
  const release = inspectNextActor('document-mail', probe.inspect);
  const server = documentServer({ documents: listingRows(input), properties: [MAIL_PROPERTY] });
  const rendered = renderSignedInPage({ routes: { ...server.routes, [SEND_MAIL]: answers.handler }, path: PATH, page: DocumentListingPage });
  cleanup = () => {
    release();
    rendered.cleanup();
  };
  await openModal(input);
  await replayOnScreen({
    path,
    probe,
    coverage,
    router: null,
    userSees,
    replayStep: (event, current: () => MailSnapshot) => replayStep(event, current, answers),
    flowName: 'document-mail',
  });
}

const PEOPLE: Readonly<Record<string, string>> = { 'BuyerAgent:0': "the buyer's agent", 'BuyerLawyer:0': "the buyer's lawyer (no mail)" };

function stepLabel(event: AnyEventObject): string {
  const mailEvent = event as DocumentMailEvent;
  switch (mailEvent.type) {
    case 'recipient.toggle':
      return `click the box of ${PEOPLE[mailEvent.id] ?? mailEvent.id}`;
    case 'additional.add':
      return 'press Add recipient';
    case 'additional.change':
      return `fill in row ${mailEvent.index + 1}`;
    case 'additional.remove':
      return `remove row ${mailEvent.index + 1}`;
    case 'combine.toggle':
      return 'click the combine box';
    case 'send.submit':
      return 'press Send';
    case 'send.cancel':
      return 'press Cancel';
  }
  if (event.type === 'xstate.done.actor.sendMail') return `send-mail answers ${String(event.output)}`;
  if (event.type === 'xstate.error.actor.sendMail') return `send-mail fails (${MAIL_NETWORK_FAILURE})`;
  return event.type;
}

const documentsOf = (input: DocumentMailInput) => (isSeveral(input) ? 'three documents' : 'one document');

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each way in reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) =>
    paths.map((path) => [`${documentsOf(input as DocumentMailInput)}: ${pathTitle(path, stepLabel)}`, input as DocumentMailInput, path] as const),
  ),
  ([, , path]) => path,
  { screenOf: ([, input]) => documentsOf(input) },
);

describe("DOCUMENT LISTING's send modal, driven by the document-mail model", () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed for one and three documents reach every state and transition of the document-mail machine',
  });
});
