import { assign, setup } from 'xstate';
import type { DocumentModule } from '../src/domain/documents/modules';
import {
  initialRecipients,
  sendingFailedText,
  sendPlan,
  sendProblem,
  type AdditionalRecipient,
  type NamedMail,
  type RecipientRole,
  type S65SendSigned,
  type SendChoice,
  type SendPlan,
  type SendRecipient,
  type StakeholderRecipientRole,
} from '../src/domain/documents/send-rules';
import { messages } from '../src/domain/messages';
import { badRequestProblems, failureText } from './flow-alert';
import { notProvided } from './not-provided';
import type { DocumentNotice } from './template-document.types';

export type { DocumentNotice } from './template-document.types';

/**
 * The send-recipient modal of the OTP, WTA and S.65 pages (seed 001 §2.1, §4 "S.65 signing and sending", §5
 * "Sending"). The modal's title is DOCUMENT_TITLES[module]. The screen lists `context.recipients` (a checkbox
 * each, `RECIPIENT_LABELS[role]` with name and mail) and, for S.65, `context.additional` (name and mail rows);
 * it shows `context.problem` inline while the state has the 'error' tag, and `context.notice` as a toast.
 */

export interface DocumentSendInput {
  module: DocumentModule;
  /** The assigned primary stakeholders; a role nobody holds is left out. */
  recipients: ReadonlyArray<NamedMail & { role: StakeholderRecipientRole }>;
  /** S.65: what is signed (s65SignedState of the copies); it picks the presets and the notifications. */
  signed?: S65SendSigned | null;
  /** S.65: the managing agent of the ticked MCST detail (maName, maAgencyMail); null when there is none. */
  managingAgent?: NamedMail | null;
}

/** What the sending actor does: send-message-to-user with `recipents`, then each S.65 notification. */
export interface SendDocumentRequest extends SendPlan {
  module: DocumentModule;
  signed: S65SendSigned | null;
}

/** send-message-to-user answers true when sent; false is 'Sending Failed' as much as an error is. */
export type SendDocumentReply = boolean;

export type DocumentSendOutcome = 'sent' | 'cancelled';

export interface DocumentSendContext {
  module: DocumentModule;
  signed: S65SendSigned | null;
  recipients: SendRecipient[];
  additional: AdditionalRecipient[];
  /** Why Send was refused (the rules' message); null otherwise. */
  problem: string | null;
  /** 'Sent', or 'Sending Failed' with the reason. */
  notice: DocumentNotice | null;
  outcome: DocumentSendOutcome | null;
}

export type DocumentSendEvent =
  /** A checkbox; without `ticked` it flips. */
  | { type: 'recipient.toggle'; role: RecipientRole; ticked?: boolean }
  | { type: 'additional.add' }
  | { type: 'additional.change'; index: number; patch: Partial<AdditionalRecipient> }
  | { type: 'additional.remove'; index: number }
  | { type: 'send.submit' }
  | { type: 'send.cancel' };

/** A row the user adds is meant to be sent to, so it starts ticked. */
export const BLANK_ADDITIONAL: AdditionalRecipient = { name: '', email: '', ticked: true };

function choiceOf(context: DocumentSendContext): SendChoice {
  return { module: context.module, signed: context.signed, recipients: context.recipients, additional: context.additional };
}

export function sendRequestFor(context: DocumentSendContext): SendDocumentRequest {
  return { module: context.module, signed: context.signed, ...sendPlan(choiceOf(context)) };
}

/** A refused call appends the server's words; a network failure its message (seed 001 §8). */
export function failureDetail(error: unknown): string {
  return badRequestProblems(error)?.join(' ') ?? failureText(error);
}

type IndexParams = { index: number };

export const documentSendMachine = setup({
  types: {
    context: {} as DocumentSendContext,
    events: {} as DocumentSendEvent,
    input: {} as DocumentSendInput,
    output: {} as { outcome: DocumentSendOutcome | null },
  },
  actors: {
    /** POST /send-message-to-user and, for S.65, POST /send-mail-notification per planned notification. */
    sendDocument: notProvided<SendDocumentReply, SendDocumentRequest>('sendDocument'),
  },
  guards: {
    isListed: ({ context }, params: { role: RecipientRole }) => context.recipients.some((recipient) => recipient.role === params.role),
    // Seed 001 §5: additional recipients belong to the S.65 modal only.
    isS65: ({ context }) => context.module === 's65',
    hasRow: ({ context }, params: IndexParams) => params.index >= 0 && params.index < context.additional.length,
    choiceHasProblem: ({ context }) => sendProblem(choiceOf(context)) !== null,
    notSent: (_, params: { reply: SendDocumentReply }) => params.reply !== true,
  },
  actions: {
    toggle: assign(({ context }, params: { role: RecipientRole; ticked: boolean | undefined }) => ({
      recipients: context.recipients.map((recipient) =>
        recipient.role === params.role ? { ...recipient, ticked: params.ticked ?? !recipient.ticked } : recipient,
      ),
    })),
    addRow: assign(({ context }) => ({ additional: [...context.additional, BLANK_ADDITIONAL] })),
    changeRow: assign(({ context }, params: IndexParams & { patch: Partial<AdditionalRecipient> }) => ({
      additional: context.additional.map((row, index) => (index === params.index ? { ...row, ...params.patch } : row)),
    })),
    removeRow: assign(({ context }, params: IndexParams) => ({
      additional: context.additional.filter((_, index) => index !== params.index),
    })),
    clearMessages: assign({ problem: null, notice: null }),
    recordProblem: assign(({ context }) => ({ problem: sendProblem(choiceOf(context)) })),
    announceSent: assign({ notice: { message: messages.sent, tone: 'success' as const }, outcome: 'sent' as const }),
    announceNotSent: assign({ notice: { message: sendingFailedText(null), tone: 'error' as const } }),
    announceFailure: assign((_, params: { error: unknown }) => ({
      notice: { message: sendingFailedText(failureDetail(params.error)), tone: 'error' as const },
    })),
    endCancelled: assign({ outcome: 'cancelled' as const }),
  },
}).createMachine({
  id: 'documentSend',
  description: 'The send-recipient modal: tick stakeholders (S.65: the managing agent and added rows), check, send.',
  context: ({ input }) => {
    const signed = input.module === 's65' ? (input.signed ?? null) : null;
    return {
      module: input.module,
      signed,
      recipients: initialRecipients(input.module, input.recipients, signed, input.managingAgent ?? null),
      additional: [],
      problem: null,
      notice: null,
      outcome: null,
    };
  },
  output: ({ context }) => ({ outcome: context.outcome }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The modal: OTP and WTA start with nothing ticked; S.65 with the presets of what is signed.',
      initial: 'ready',
      on: {
        'recipient.toggle': {
          guard: { type: 'isListed', params: ({ event }) => ({ role: event.role }) },
          target: '.ready',
          actions: ['clearMessages', { type: 'toggle', params: ({ event }) => ({ role: event.role, ticked: event.ticked }) }],
        },
        'additional.add': { guard: 'isS65', target: '.ready', actions: ['clearMessages', 'addRow'] },
        'additional.change': {
          guard: { type: 'hasRow', params: ({ event }) => ({ index: event.index }) },
          target: '.ready',
          actions: ['clearMessages', { type: 'changeRow', params: ({ event }) => ({ index: event.index, patch: event.patch }) }],
        },
        'additional.remove': {
          guard: { type: 'hasRow', params: ({ event }) => ({ index: event.index }) },
          target: '.ready',
          actions: ['clearMessages', { type: 'removeRow', params: ({ event }) => ({ index: event.index }) }],
        },
        'send.submit': [
          { guard: 'choiceHasProblem', target: '.refused', actions: ['clearMessages', 'recordProblem'] },
          { target: 'sending', actions: 'clearMessages' },
        ],
        'send.cancel': { target: 'cancelled', actions: 'endCancelled' },
      },
      states: {
        ready: {
          description: 'Ticks and rows change freely; Send checks them.',
        },
        refused: {
          description: "Send was refused: 'Choose at least one option', \"No email address for …\" or 'Email and Name cannot be empty'.",
          tags: ['error'],
        },
        failed: {
          description: "'Sending Failed' (with the reason when the call failed); the ticks stay for another try.",
          tags: ['error'],
        },
      },
    },
    sending: {
      description: 'Sends the document to everyone ticked and, for S.65, the seller-signed or completed notifications.',
      tags: ['busy'],
      invoke: {
        id: 'sendDocument',
        src: 'sendDocument',
        input: ({ context }) => sendRequestFor(context),
        onDone: [
          {
            guard: { type: 'notSent', params: ({ event }) => ({ reply: event.output }) },
            target: 'editing.failed',
            actions: 'announceNotSent',
          },
          { target: 'sent', actions: 'announceSent' },
        ],
        onError: {
          target: 'editing.failed',
          actions: { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description: "'Sent': the modal closes and the page reloads the property (its activity log has the SENT row).",
      type: 'final',
    },
    cancelled: {
      description: 'Cancel closed the modal; nothing was sent.',
      type: 'final',
    },
  },
});
