import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as XStateReact from '@xstate/react';
import { afterEach, describe, expect, vi, type Mock } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import {
  sendRequestFor,
  type DocumentSendEvent,
  type DocumentSendInput,
  type documentSendMachine,
  type DocumentSendOutcome,
  type SendDocumentReply,
  type SendDocumentRequest,
} from '../../../../machines/document-send.machine';
import { DocumentSendModal } from '../../../../src/app/screens/documents/send';
import { toastQueue, Toasts } from '../../../../src/app/ui';
import { DOCUMENT_TITLES } from '../../../../src/domain/documents/modules';
import { RECIPIENT_LABELS, type SendRecipient } from '../../../../src/domain/documents/send-rules';
import { messages } from '../../../../src/domain/messages';
import { settle } from '../../../machines/support/scripted-actors';
import { inspectNextActor } from '../../document-centre/inspected-actors';
import { coveringCases } from '../../support/covering-paths';
import { itReplaysEachPath, pathTitle, replayOnScreen, screenModel, type ModelPath, type UserSees } from '../../support/screen-model';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The document-send model of tests/machines/document-send.test.ts, replayed on the send-recipient modal of the OTP,
 * WTA and S.65 pages (DocumentSendModal, as the page opens it), one path per test for each sample input. Ticking is
 * clicking a recipient's checkbox, an added row is 'Add recipient' and typing its Name and Email, Send and Cancel are
 * the footer's buttons; the send call is held until the path settles it with its sample answer. After every step the
 * test checks what the user sees: the ticks, the added rows, the message under the title, the busy buttons, the
 * request the call was given, and at the end the 'Sent' toast and what the page was told on close.
 */

type SendSnapshot = SnapshotFrom<typeof documentSendMachine>;

const { entry, models, coverage } = screenModel('document-send');

/** The page's send call, held until the path answers it. */
class SendScript {
  readonly requests: SendDocumentRequest[] = [];
  private pending: { resolve: (reply: SendDocumentReply) => void; reject: (error: unknown) => void } | null = null;

  readonly sendDocument = (request: SendDocumentRequest): Promise<SendDocumentReply> => {
    this.requests.push(request);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
    });
  };

  settle(how: (pending: NonNullable<SendScript['pending']>) => void): void {
    if (!this.pending) throw new Error('The path answers the send call, but the modal has not made it.');
    how(this.pending);
    this.pending = null;
  }
}

interface View {
  script: SendScript;
  onClose: Mock<(outcome: DocumentSendOutcome) => void>;
}

const person = () => userEvent.setup({ delay: null });
const modal = () => within(screen.getByRole('dialog'));
const footerButton = (name: 'Send' | 'Cancel') => modal().getByRole('button', { name });
const row = (index: number) => within(modal().getByRole('group', { name: `Additional recipient ${index + 1}` }));

/** The checkbox's name: who they are, their name and mail, as RecipientChoices writes it. */
const checkboxName = (recipient: SendRecipient) =>
  `${RECIPIENT_LABELS[recipient.role]} ${recipient.name}${recipient.email ? ` <${recipient.email}>` : ''}`;

function recipientOf(current: SendSnapshot, role: SendRecipient['role']): SendRecipient {
  const found = current.context.recipients.find((recipient) => recipient.role === role);
  if (!found) throw new Error(`The model ticks ${role}, who is not listed.`);
  return found;
}

/** The modal as the user sees it: its title, the ticks and rows of the model, and whether anything can be changed. */
function expectModal(view: View, expected: SendSnapshot, options: { busy: boolean }) {
  const { context } = expected;
  expect(screen.getByRole('dialog', { name: DOCUMENT_TITLES[context.module] })).toBeInTheDocument();
  for (const recipient of context.recipients) {
    const box = modal().getByRole('checkbox', { name: checkboxName(recipient) });
    expect(box).toHaveProperty('checked', recipient.ticked);
    expect(box).toHaveProperty('disabled', options.busy);
  }
  expect(modal().queryAllByRole('group', { name: /^Additional recipient/ })).toHaveLength(context.additional.length);
  context.additional.forEach((added, index) => {
    expect(row(index).getByRole('textbox', { name: 'Name' })).toHaveValue(added.name);
    expect(row(index).getByRole('textbox', { name: 'Email' })).toHaveValue(added.email);
    expect(row(index).getByRole('checkbox')).toHaveProperty('checked', added.ticked);
  });
  // Added rows belong to the S.65 modal only (seed 001 §5).
  if (context.module === 's65') expect(modal().getByRole('button', { name: 'Add recipient' })).toHaveProperty('disabled', options.busy);
  else expect(modal().queryByRole('button', { name: 'Add recipient' })).not.toBeInTheDocument();
  expect(footerButton('Cancel')).toHaveProperty('disabled', options.busy);
  if (options.busy) expect(footerButton('Send')).toHaveAttribute('aria-disabled', 'true');
  else expect(footerButton('Send')).toBeEnabled();
  expect(view.onClose).not.toHaveBeenCalled();
  expect(screen.queryByText(messages.sent)).not.toBeInTheDocument();
}

const userSees: UserSees<View, SendSnapshot> = {
  'editing.ready': (view, expected) => {
    expectModal(view, expected, { busy: false });
    expect(modal().queryByRole('alert')).not.toBeInTheDocument();
  },
  'editing.refused': (view, expected) => {
    expectModal(view, expected, { busy: false });
    expect(modal().getByRole('alert')).toHaveTextContent(expected.context.problem ?? 'a refusal');
  },
  'editing.failed': (view, expected) => {
    expectModal(view, expected, { busy: false });
    expect(modal().getByRole('alert')).toHaveTextContent(expected.context.notice?.message ?? 'Sending Failed');
  },
  sending: (view, expected) => {
    expectModal(view, expected, { busy: true });
    expect(modal().queryByRole('alert')).not.toBeInTheDocument();
    // The page's call gets what the machine planned: one request for this Send.
    expect(view.script.requests.at(-1)).toEqual(sendRequestFor(expected.context));
  },
  sent: async (view) => {
    expect(await screen.findByText(messages.sent)).toBeInTheDocument();
    expect(view.onClose.mock.calls).toEqual([['sent']]);
  },
  cancelled: (view) => {
    expect(view.onClose.mock.calls).toEqual([['cancelled']]);
    expect(view.script.requests.length).toBeLessThanOrEqual(1);
    expect(screen.queryByText(messages.sent)).not.toBeInTheDocument();
  },
};

async function replayStep(event: AnyEventObject, view: View, current: SendSnapshot): Promise<void> {
  if (event.type === 'xstate.done.actor.sendDocument' || event.type === 'xstate.error.actor.sendDocument') {
    await act(async () => {
      view.script.settle((pending) => ('output' in event ? pending.resolve(event.output as boolean) : pending.reject(event.error)));
      await settle();
    });
    return;
  }
  const sendEvent = event as DocumentSendEvent;
  switch (sendEvent.type) {
    case 'recipient.toggle':
      return person().click(modal().getByRole('checkbox', { name: checkboxName(recipientOf(current, sendEvent.role)) }));
    case 'additional.add':
      return person().click(modal().getByRole('button', { name: 'Add recipient' }));
    case 'additional.change': {
      const user = person();
      const { name, email } = sendEvent.patch;
      if (name === undefined || email === undefined) throw new Error('The model changes a row without a name and a mail.');
      for (const [label, value] of [
        ['Name', name],
        ['Email', email],
      ] as const) {
        // Pasted: one change per field keeps a path quick; typed, the same text arrives letter by letter.
        const field = row(sendEvent.index).getByRole('textbox', { name: label });
        await user.clear(field);
        await user.paste(value);
      }
      return;
    }
    case 'additional.remove':
      return person().click(modal().getByRole('button', { name: `Remove additional recipient ${sendEvent.index + 1}` }));
    case 'send.submit':
      return person().click(footerButton('Send'));
    case 'send.cancel':
      return person().click(footerButton('Cancel'));
  }
}

function stepLabel(event: AnyEventObject): string {
  const sendEvent = event as DocumentSendEvent;
  switch (sendEvent.type) {
    case 'recipient.toggle':
      return `tick ${RECIPIENT_LABELS[sendEvent.role]}`;
    case 'additional.add':
      return 'press Add recipient';
    case 'additional.change':
      return `fill in row ${sendEvent.index + 1}`;
    case 'additional.remove':
      return `remove row ${sendEvent.index + 1}`;
    case 'send.submit':
      return 'press Send';
    case 'send.cancel':
      return 'press Cancel';
  }
  if (event.type === 'xstate.done.actor.sendDocument') return `the call answers ${String(event.output)}`;
  if (event.type === 'xstate.error.actor.sendDocument') return 'the call fails';
  return event.type;
}

afterEach(() => {
  act(() => toastQueue.clear());
});

async function replayPath(input: DocumentSendInput, path: ModelPath) {
  const probe = coverage.probe();
  const release = inspectNextActor('documentSend', probe.inspect);
  try {
    const view: View = { script: new SendScript(), onClose: vi.fn<(outcome: DocumentSendOutcome) => void>() };
    render(
      <>
        <DocumentSendModal input={input} sendDocument={view.script.sendDocument} onClose={view.onClose} />
        <Toasts />
      </>,
    );
    await screen.findByRole('dialog');
    await replayOnScreen({
      path,
      probe,
      coverage,
      router: view,
      userSees,
      replayStep: (event, current: () => SendSnapshot) => replayStep(event, view, current()),
      flowName: 'document-send',
    });
  } finally {
    release();
  }
}

const inputName = (input: DocumentSendInput) => (input.module === 's65' ? `S.65 (${input.signed ?? 'none'} signed)` : input.module.toUpperCase());

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), the OTP and the S.65 modal each reaching what their own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) =>
    paths.map((path) => [`${inputName(input as DocumentSendInput)}: ${pathTitle(path, stepLabel)}`, input as DocumentSendInput, path] as const),
  ),
  ([, , path]) => path,
  { screenOf: ([, input]) => input.module },
).map(([title, input, path]) => [title, input, path] as const);

describe('send-recipient modal of the document pages, driven by the document-send model', () => {
  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the modal reach every state and transition of the document-send machine',
  });
});
