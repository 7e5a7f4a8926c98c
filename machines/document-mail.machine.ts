import { assign, setup } from 'xstate';
import { mailProblem, mailRecipents, type MailChoices, type MailGroup } from '../src/domain/documents/centre/mail-recipients';
import { sendingFailedText, type AdditionalRecipient } from '../src/domain/documents/send-rules';
import { messages } from '../src/domain/messages';
import { BLANK_ADDITIONAL, failureDetail } from './document-send.machine';
import { notProvided } from './not-provided';
import type { DocumentNotice } from './template-document.types';

/**
 * The send modal of the document listing and the activity log (seed 002 §2.6, §2.7, §3 "Send-document payload",
 * §5 "Other services"): one or several documents of one case mailed to the case's people. The screen lists
 * `context.groups` (a checkbox per person under the role's label), `context.additional` (name and mail rows), the
 * combine checkbox while `context.combineOffered` (enabled while `can({ type: 'combine.toggle' })`), `context.problem` inline while the state has the
 * 'error' tag, and `context.notice` as a toast.
 */

export interface MailDocument {
  id: number;
  propId: number;
  fileName: string;
  size: number;
}

export interface DocumentMailInput {
  /** The documents to send, all of one property. */
  documents: readonly MailDocument[];
  /** The property's people (mailGroups of the property), nothing ticked. */
  recipients: readonly MailGroup[];
  /** Who sends: the signed-in user's name. */
  senderName: string;
}

/** POST /send-mail's body (SendMailRequest): the seed's field names, ids as strings. */
export interface DocumentMailRequest {
  propertyDocumentId: string[];
  recipents: string[];
  senderName: string;
  isCombineFiles: boolean;
}

/** true when the mail went out; false is 'Sending Failed' as much as an error is. */
export type DocumentMailReply = boolean;

export type DocumentMailOutcome = 'sent' | 'cancelled';

export interface DocumentMailContext {
  documents: readonly MailDocument[];
  senderName: string;
  groups: MailGroup[];
  additional: AdditionalRecipient[];
  /** Whether the combine checkbox is shown: there is more than one document to combine. */
  combineOffered: boolean;
  /** One PDF of the chosen PDFs instead of separate attachments. */
  combineFiles: boolean;
  problem: string | null;
  notice: DocumentNotice | null;
  outcome: DocumentMailOutcome | null;
}

export type DocumentMailEvent =
  /** A person's checkbox; without `ticked` it flips. */
  | { type: 'recipient.toggle'; id: string; ticked?: boolean }
  | { type: 'additional.add' }
  | { type: 'additional.change'; index: number; patch: Partial<AdditionalRecipient> }
  | { type: 'additional.remove'; index: number }
  /** The combine checkbox; without `combine` it flips. */
  | { type: 'combine.toggle'; combine?: boolean }
  | { type: 'send.submit' }
  | { type: 'send.cancel' };

const choicesOf = (context: DocumentMailContext): MailChoices => ({ groups: context.groups, additional: context.additional });

export function mailRequestFor(context: DocumentMailContext): DocumentMailRequest {
  return {
    propertyDocumentId: context.documents.map((document) => String(document.id)),
    recipents: mailRecipents(choicesOf(context)),
    senderName: context.senderName,
    isCombineFiles: context.combineOffered && context.combineFiles,
  };
}

type IndexParams = { index: number };

export const documentMailMachine = setup({
  types: {
    context: {} as DocumentMailContext,
    events: {} as DocumentMailEvent,
    input: {} as DocumentMailInput,
    output: {} as { outcome: DocumentMailOutcome | null },
  },
  actors: {
    /** POST /send-mail. */
    sendMail: notProvided<DocumentMailReply, DocumentMailRequest>('sendMail'),
  },
  guards: {
    isListed: ({ context }, params: { id: string }) => context.groups.some((group) => group.choices.some((choice) => choice.id === params.id)),
    hasRow: ({ context }, params: IndexParams) => params.index >= 0 && params.index < context.additional.length,
    combineOffered: ({ context }) => context.combineOffered,
    choiceHasProblem: ({ context }) => mailProblem(choicesOf(context)) !== null,
    notSent: (_, params: { reply: DocumentMailReply }) => params.reply !== true,
  },
  actions: {
    tick: assign(({ context }, params: { id: string; ticked: boolean | undefined }) => ({
      groups: context.groups.map((group) => ({
        ...group,
        choices: group.choices.map((choice) => (choice.id === params.id ? { ...choice, ticked: params.ticked ?? !choice.ticked } : choice)),
      })),
    })),
    addRow: assign(({ context }) => ({ additional: [...context.additional, BLANK_ADDITIONAL] })),
    changeRow: assign(({ context }, params: IndexParams & { patch: Partial<AdditionalRecipient> }) => ({
      additional: context.additional.map((row, index) => (index === params.index ? { ...row, ...params.patch } : row)),
    })),
    removeRow: assign(({ context }, params: IndexParams) => ({
      additional: context.additional.filter((_, index) => index !== params.index),
    })),
    setCombine: assign(({ context }, params: { combine: boolean | undefined }) => ({ combineFiles: params.combine ?? !context.combineFiles })),
    clearMessages: assign({ problem: null, notice: null }),
    recordProblem: assign(({ context }) => ({ problem: mailProblem(choicesOf(context)) })),
    announceSent: assign({ notice: { message: messages.sent, tone: 'success' as const }, outcome: 'sent' as const }),
    announceNotSent: assign({ notice: { message: sendingFailedText(null), tone: 'error' as const } }),
    announceFailure: assign((_, params: { error: unknown }) => ({
      notice: { message: sendingFailedText(failureDetail(params.error)), tone: 'error' as const },
    })),
    endCancelled: assign({ outcome: 'cancelled' as const }),
  },
}).createMachine({
  id: 'document-mail',
  description: "The document centre's send modal: tick the case's people or add rows, combine the PDFs or not, check, send.",
  context: ({ input }) => ({
    documents: input.documents,
    senderName: input.senderName,
    groups: input.recipients.map((group) => ({ ...group, choices: group.choices.map((choice) => ({ ...choice, ticked: false })) })),
    additional: [],
    // Combining needs more than one document to combine.
    combineOffered: input.documents.length > 1,
    combineFiles: false,
    problem: null,
    notice: null,
    outcome: null,
  }),
  output: ({ context }) => ({ outcome: context.outcome }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The modal opens with nobody ticked and the files as separate attachments.',
      initial: 'ready',
      on: {
        'recipient.toggle': {
          guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
          target: '.ready',
          actions: ['clearMessages', { type: 'tick', params: ({ event }) => ({ id: event.id, ticked: event.ticked }) }],
        },
        'additional.add': { target: '.ready', actions: ['clearMessages', 'addRow'] },
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
        'combine.toggle': {
          guard: 'combineOffered',
          target: '.ready',
          actions: ['clearMessages', { type: 'setCombine', params: ({ event }) => ({ combine: event.combine }) }],
        },
        'send.submit': [
          { guard: 'choiceHasProblem', target: '.refused', actions: ['clearMessages', 'recordProblem'] },
          { target: 'sending', actions: 'clearMessages' },
        ],
        'send.cancel': { target: 'cancelled', actions: 'endCancelled' },
      },
      states: {
        ready: {
          description: 'Ticks, rows and the combine choice change freely; Send checks them.',
        },
        refused: {
          description: "Send was refused: 'Choose at least one option', \"No email address for …\" or 'Email and Name cannot be empty'.",
          tags: ['error'],
        },
        failed: {
          description: "'Sending Failed' (with the reason when the call failed); the choices stay for another try.",
          tags: ['error'],
        },
      },
    },
    sending: {
      description: 'Mails the documents to everyone ticked, as one combined PDF or separate attachments.',
      tags: ['busy'],
      invoke: {
        id: 'sendMail',
        src: 'sendMail',
        input: ({ context }) => mailRequestFor(context),
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
      description: "'Sent': the modal closes; the activity log lists the SENT action.",
      type: 'final',
    },
    cancelled: {
      description: 'Cancel closed the modal; nothing was sent.',
      type: 'final',
    },
  },
});
