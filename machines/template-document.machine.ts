import { assign, emit, setup } from 'xstate';
import { keepChosenCompletion, type DocumentMetadata } from '../src/domain/documents/metadata';
import type { DocumentModule, TemplateType } from '../src/domain/documents/modules';
import { s65SendProblem, type SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { summaryProblems, type DocumentSummary } from '../src/domain/documents/summary';
import { messages } from '../src/domain/messages';
import { editConflictMachine, staleEditMessage, type EditConflictInput, type EditConflictOutput } from './edit-conflict.machine';
import { changesAnything } from './edits';
import { badRequestProblems, failureText, type FlowAlert } from './flow-alert';
import { notProvided } from './not-provided';
import type {
  CreateDocumentRequest,
  DocumentDraft,
  DocumentNotice,
  DssSubmission,
  InvalidField,
  PrintDocumentReply,
  PrintDocumentRequest,
  SavedTemplateDocument,
  SignDocumentReply,
  SignDocumentRequest,
  TemplateDocumentInput,
  UpdateDocumentRequest,
} from './template-document.types';

export type * from './template-document.types';

/**
 * One OTP, WTA or S.65 page (seed 001 §2.2–2.4, §4 "Template documents", §5 "Sending"). What the screen reads:
 * - the template selector's value: `context.templateType`;
 * - Save or Update: `snapshot.matches('new')` or `'existing'`; the form is editable while the 'editing' tag is on;
 * - the form's values: `context.draft` (metadata on EDIT AND PRINT, summary on SUMMARY);
 * - the error alert: `context.problems` while the 'problems' tag is on; any other alert: `context.alert` while the
 *   'alert' tag is on; both are closed with 'alert.dismiss';
 * - a field whose text is not a value (a date typed as 31-Feb-2026) reports itself with 'field.validity': Save is
 *   refused while one is reported, and dismissing that alert emits 'field.focus' to put focus back on it;
 * - the send modal (the document-send machine) while the 'send' tag is on, closed with 'send.close';
 * - whether leaving the page would lose changes: `context.edited` (issue 18);
 * - emitted, for `actorRef.on(...)`: 'notice' (a toast), 'pdf.open' (the printed PDF to open in a new window) and
 *   'field.focus' (the invalid field to focus).
 */

export interface TemplateDocumentContext {
  module: DocumentModule;
  templateType: TemplateType | null;
  saved: SavedTemplateDocument | null;
  defaults: DocumentMetadata;
  defaultSummary: DocumentSummary;
  today: string;
  draft: DocumentDraft;
  s65Copies: readonly SignedCopy[];
  /** What the error alert lists: the invalid fields, summaryProblems, or the server's for a 400. */
  problems: readonly string[];
  /** The fields the screen reports it cannot read, in the order they were reported. */
  invalidFields: readonly InvalidField[];
  alert: FlowAlert | null;
  /** The DSS submission kept from the sign call (the first of its list). */
  dssSubmission: DssSubmission | null;
  /**
   * The user changed the form since it was filled (from the defaults or the saved document) and has not saved it:
   * the page asks before any navigation away (issue 18). Save, Update and Cancel refill the form and clear it.
   */
  edited: boolean;
  /** Why the last update was refused as stale (who saved first, when): the conflict dialog says it. */
  conflictMessage: string;
}

export type TemplateDocumentEvent =
  | { type: 'template.select'; templateType: TemplateType | null }
  | { type: 'document.edit' }
  | { type: 'document.change'; metadata?: Partial<DocumentMetadata>; summary?: Partial<DocumentSummary> }
  | { type: 'document.save' }
  | { type: 'document.cancel' }
  | { type: 'document.print' }
  | { type: 'document.send' }
  | { type: 'document.sign' }
  | { type: 'send.close' }
  | { type: 'copies.changed'; copies: readonly SignedCopy[] }
  | { type: 'field.validity'; field: string; label: string; message: string | null }
  | { type: 'alert.dismiss' };

/** What the screen hears through `actorRef.on`: a toast to show, a printed PDF to open (seed 001 §7 "popup"). */
export type TemplateDocumentEmitted =
  { type: 'notice'; notice: DocumentNotice } | { type: 'pdf.open'; url: string } | { type: 'field.focus'; field: string };

function requireTemplate(context: TemplateDocumentContext): TemplateType {
  // Only reachable in 'new' and 'existing', which 'choosing' enters with a template chosen.
  if (!context.templateType) throw new Error('a document step entered without a template type');
  return context.templateType;
}

function requireSaved(context: TemplateDocumentContext): SavedTemplateDocument {
  // Only reachable in 'existing', which is entered with (or after saving) a document.
  if (!context.saved) throw new Error('an existing-document step entered without a saved document');
  return context.saved;
}

/** Seed 001 §4: of the OTP's completion by date or by weeks only the chosen one is kept on submit. */
function preparedMetadata(module: DocumentModule, metadata: DocumentMetadata): DocumentMetadata {
  return module === 'otp' ? keepChosenCompletion(metadata) : metadata;
}

export function createRequestFor(context: TemplateDocumentContext): CreateDocumentRequest {
  return {
    module: context.module,
    templateType: requireTemplate(context),
    metadata: preparedMetadata(context.module, context.draft.metadata),
    summary: context.draft.summary,
  };
}

export function updateRequestFor(context: TemplateDocumentContext): UpdateDocumentRequest {
  const saved = requireSaved(context);
  return { ...createRequestFor(context), id: saved.id, version: saved.version };
}

/** Someone saved the document first: the dialog starts from the saved document (mine was made from it) and my form. */
function conflictInputFor(context: TemplateDocumentContext): EditConflictInput {
  const saved = requireSaved(context);
  return {
    recordId: saved.id,
    base: { metadata: saved.metadata, summary: saved.summary },
    mine: context.draft,
    version: saved.version,
    message: context.conflictMessage,
  };
}

function printRequestFor(context: TemplateDocumentContext): PrintDocumentRequest {
  return { module: context.module, templateType: requireTemplate(context), documentId: requireSaved(context).id };
}

/** The saved document when there is one, else the defaults (also before a template is chosen). */
function startingDraft(input: TemplateDocumentInput): DocumentDraft {
  if (input.saved) return { metadata: input.saved.metadata, summary: input.saved.summary };
  return { metadata: input.defaults, summary: input.defaultSummary ?? {} };
}

const warning = (message: string): FlowAlert => ({ title: message, text: '', tone: 'warning' });

type ErrorParams = { error: unknown };
type SavedParams = { saved: SavedTemplateDocument };

/** After a refused save: the server's 400 messages in the error alert, anything else as 'Document Not Saved'. */
const saveRefused = [
  {
    guard: { type: 'badRequest', params: ({ event }: { event: ErrorParams }) => ({ error: event.error }) },
    target: 'invalid',
    actions: { type: 'recordServerProblems', params: ({ event }: { event: ErrorParams }) => ({ error: event.error }) },
  },
  { target: 'failed', actions: { type: 'showSaveFailure', params: ({ event }: { event: ErrorParams }) => ({ error: event.error }) } },
] as const;

/** Save: refused while a field cannot be read, then by the summary's rules, else saved (or updated). */
const saveRequested = (target: 'saving' | 'updating') =>
  [
    { guard: 'hasInvalidField', target: 'fieldInvalid', actions: 'recordInvalidFields' },
    { guard: 'draftHasProblems', target: 'invalid', actions: 'recordProblems' },
    { target },
  ] as const;

/** The alerts of a form being saved (new or existing): each goes back to the form, which keeps what was typed. */
const saveAlerts = {
  fieldInvalid: {
    description: 'Not saved: a field holds what is not a value (a date like 31-Feb-2026); the alert names it, and dismissing it puts focus on it.',
    // The form stays as typed behind the alert (the field keeps its text and its mark), so 'editing' stays on.
    tags: ['problems', 'editing'],
    on: { 'alert.dismiss': { target: 'editing', actions: ['clearProblems', 'focusInvalidField'] } },
  },
  invalid: {
    description: "The error alert lists the signed-on date rules (or the server's 400 messages) until dismissed.",
    tags: ['problems'],
    on: { 'alert.dismiss': { target: 'editing', actions: 'clearProblems' } },
  },
  failed: {
    description: "'Document Not Saved' with the reason; dismissed back to the form, which keeps what was typed.",
    tags: ['alert', 'error'],
    on: { 'alert.dismiss': { target: 'editing', actions: 'clearAlert' } },
  },
} as const;

export const templateDocumentMachine = setup({
  types: {
    context: {} as TemplateDocumentContext,
    events: {} as TemplateDocumentEvent,
    input: {} as TemplateDocumentInput,
    emitted: {} as TemplateDocumentEmitted,
  },
  actors: {
    /** Create property document (ORIGINAL); answers the saved document. */
    createDocument: notProvided<SavedTemplateDocument, CreateDocumentRequest>('createDocument'),
    /** Update property document (UPDATE, with propDocId); answers the saved document. */
    updateDocument: notProvided<SavedTemplateDocument, UpdateDocumentRequest>('updateDocument'),
    /** POST /print (records a PRINT activity). */
    printDocument: notProvided<PrintDocumentReply, PrintDocumentRequest>('printDocument'),
    /** POST /dss/sign-with-dss (S.65 only). */
    signDocument: notProvided<SignDocumentReply, SignDocumentRequest>('signDocument'),
    /** Someone saved the document first: the dialog that loads their version and keeps or discards mine. */
    editConflict: editConflictMachine,
  },
  guards: {
    noTemplateChosen: ({ context }) => context.templateType === null,
    // Choosing the template already shown changes nothing (and must not throw away the form).
    isOtherTemplate: ({ context }, params: { templateType: TemplateType | null }) => params.templateType !== context.templateType,
    hasSavedDocument: ({ context }) => context.saved !== null && context.saved.templateType === context.templateType,
    // DSS signing is offered on the S.65 page only (seed 001 §2.4).
    isS65: ({ context }) => context.module === 's65',
    hasInvalidField: ({ context }) => context.invalidFields.length > 0,
    draftHasProblems: ({ context }) => summaryProblems(context.draft.summary, context.today).length > 0,
    sellerCopyMissing: ({ context }) => context.module === 's65' && s65SendProblem(context.s65Copies) !== null,
    badRequest: (_, params: ErrorParams) => badRequestProblems(params.error) !== null,
    staleEdit: (_, params: ErrorParams) => staleEditMessage(params.error) !== null,
    noSubmission: (_, params: { reply: SignDocumentReply }) => params.reply.length === 0,
  },
  actions: {
    chooseTemplate: assign((_, params: { templateType: TemplateType | null }) => ({ templateType: params.templateType })),
    startFromDefaults: assign(({ context }) => ({ draft: { metadata: context.defaults, summary: context.defaultSummary }, edited: false })),
    startFromSaved: assign(({ context }) => ({
      draft: context.saved ? { metadata: context.saved.metadata, summary: context.saved.summary } : context.draft,
      edited: false,
    })),
    applyChange: assign(({ context }, params: { metadata?: Partial<DocumentMetadata>; summary?: Partial<DocumentSummary> }) => ({
      draft: {
        metadata: params.metadata ? { ...context.draft.metadata, ...params.metadata } : context.draft.metadata,
        summary: params.summary ? { ...context.draft.summary, ...params.summary } : context.draft.summary,
      },
      edited:
        context.edited ||
        (params.metadata !== undefined && changesAnything(context.draft.metadata, params.metadata)) ||
        (params.summary !== undefined && changesAnything(context.draft.summary, params.summary)),
    })),
    recordProblems: assign(({ context }) => ({ problems: summaryProblems(context.draft.summary, context.today) })),
    markFieldValidity: assign(({ context }, params: { field: string; label: string; message: string | null }) => {
      const others = context.invalidFields.filter((invalid) => invalid.field !== params.field);
      if (params.message === null) return { invalidFields: others.length === context.invalidFields.length ? context.invalidFields : others };
      return { invalidFields: [...others, { field: params.field, label: params.label, message: params.message }] };
    }),
    recordInvalidFields: assign(({ context }) => ({ problems: context.invalidFields.map((invalid) => `${invalid.label}: ${invalid.message}`) })),
    focusInvalidField: emit(({ context }) => ({ type: 'field.focus' as const, field: context.invalidFields[0]?.field ?? '' })),
    recordServerProblems: assign((_, params: ErrorParams) => ({ problems: badRequestProblems(params.error) ?? [] })),
    clearProblems: assign({ problems: [] }),
    warn: assign((_, params: { message: string }) => ({ alert: warning(params.message) })),
    clearAlert: assign({ alert: null }),
    recordConflict: assign((_, params: ErrorParams) => ({ conflictMessage: staleEditMessage(params.error) ?? '' })),
    // Their version becomes the saved one the form stands on; the form holds mine on top of it, or theirs.
    takeConflictOutcome: assign(({ context }, params: { outcome: EditConflictOutput }) => {
      const base = params.outcome.base as DocumentDraft;
      const saved = requireSaved(context);
      return {
        saved: { ...saved, metadata: base.metadata, summary: base.summary, version: params.outcome.version },
        draft: params.outcome.values as DocumentDraft,
        edited: params.outcome.edited,
        conflictMessage: '',
      };
    }),
    keepSaved: assign((_, params: SavedParams) => ({ saved: params.saved, templateType: params.saved.templateType })),
    announce: emit((_, params: { message: string }) => ({
      type: 'notice' as const,
      notice: { message: params.message, tone: 'success' as const },
    })),
    openPdf: emit((_, params: { reply: PrintDocumentReply }) => ({ type: 'pdf.open' as const, url: params.reply.pdfURL })),
    showSaveFailure: assign((_, params: ErrorParams) => ({
      alert: { title: messages.documentSaveFailedTitle, text: failureText(params.error), tone: 'error' as const },
    })),
    showPrintFailure: assign((_, params: ErrorParams) => ({
      alert: { title: messages.documentPrintFailedTitle, text: failureText(params.error), tone: 'error' as const },
    })),
    // Seed 001 §8: 'Document Signing submission has been failed.'; the reason, when there is one, below it.
    showDssFailure: assign((_, params: { reason: string }) => ({
      alert: { title: messages.dssFailed, text: params.reason, tone: 'error' as const },
    })),
    keepSubmission: assign((_, params: { reply: SignDocumentReply }) => ({ dssSubmission: params.reply[0] ?? null })),
    keepCopies: assign((_, params: { copies: readonly SignedCopy[] }) => ({ s65Copies: params.copies })),
  },
}).createMachine({
  id: 'templateDocument',
  description: 'An OTP, WTA or S.65 page: the template choice, a new document (Save) or the saved one (Update), print, send, DSS sign.',
  context: ({ input }) => ({
    module: input.module,
    templateType: input.templateType,
    saved: input.saved,
    defaults: input.defaults,
    defaultSummary: input.defaultSummary ?? {},
    today: input.today,
    draft: startingDraft(input),
    s65Copies: input.s65Copies ?? [],
    problems: [],
    invalidFields: [],
    alert: null,
    dssSubmission: null,
    edited: false,
    conflictMessage: '',
  }),
  on: {
    'copies.changed': { actions: { type: 'keepCopies', params: ({ event }) => ({ copies: event.copies }) } },
    // Whatever the form is doing: a field that goes away (the preview, another tab) reports itself valid again.
    'field.validity': {
      actions: {
        type: 'markFieldValidity',
        params: ({ event }) => ({ field: event.field, label: event.label, message: event.message }),
      },
    },
  },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Picks the view from the template type: none chosen, a saved document of that type, or a new one.',
      always: [{ guard: 'noTemplateChosen', target: 'noTemplate' }, { guard: 'hasSavedDocument', target: 'existing' }, { target: 'new' }],
    },
    noTemplate: {
      description: 'The selector shows its placeholder; there is no form.',
      initial: 'idle',
      states: {
        idle: {
          description: "Print, send and DSS sign say 'Please select one template type'.",
          on: {
            'template.select': {
              guard: { type: 'isOtherTemplate', params: ({ event }) => ({ templateType: event.templateType }) },
              target: '#templateDocument.choosing',
              actions: { type: 'chooseTemplate', params: ({ event }) => ({ templateType: event.templateType }) },
            },
            'document.print': { target: 'warned', actions: { type: 'warn', params: { message: messages.selectOneTemplateType } } },
            'document.send': { target: 'warned', actions: { type: 'warn', params: { message: messages.selectOneTemplateType } } },
            'document.sign': {
              guard: 'isS65',
              target: 'warned',
              actions: { type: 'warn', params: { message: messages.selectOneTemplateType } },
            },
          },
        },
        warned: {
          description: "The alert 'Please select one template type' until dismissed.",
          tags: ['alert'],
          on: { 'alert.dismiss': { target: 'idle', actions: 'clearAlert' } },
        },
      },
    },
    new: {
      description: 'No saved document of this type: the form starts from the defaults, with Save and Cancel.',
      entry: 'startFromDefaults',
      initial: 'editing',
      states: {
        editing: {
          description: "The form is editable; print and send say 'Please submit document and print', DSS sign '… and DSS Sign'.",
          tags: ['editing'],
          on: {
            'template.select': {
              guard: { type: 'isOtherTemplate', params: ({ event }) => ({ templateType: event.templateType }) },
              target: '#templateDocument.choosing',
              actions: { type: 'chooseTemplate', params: ({ event }) => ({ templateType: event.templateType }) },
            },
            'document.change': {
              actions: { type: 'applyChange', params: ({ event }) => ({ metadata: event.metadata, summary: event.summary }) },
            },
            'document.save': saveRequested('saving'),
            'document.cancel': { actions: 'startFromDefaults' },
            'document.print': { target: 'warned', actions: { type: 'warn', params: { message: messages.submitDocumentAndPrint } } },
            'document.send': { target: 'warned', actions: { type: 'warn', params: { message: messages.submitDocumentAndPrint } } },
            'document.sign': {
              guard: 'isS65',
              target: 'warned',
              actions: { type: 'warn', params: { message: messages.submitDocumentAndDssSign } },
            },
          },
        },
        warned: {
          description: "The alert 'Please submit document and print' (or '… and DSS Sign') until dismissed; the draft is kept.",
          tags: ['alert'],
          on: { 'alert.dismiss': { target: 'editing', actions: 'clearAlert' } },
        },
        fieldInvalid: saveAlerts.fieldInvalid,
        invalid: saveAlerts.invalid,
        saving: {
          description: 'Creates the document (an ORIGINAL); Save is not taken again meanwhile.',
          tags: ['busy'],
          invoke: {
            id: 'createDocument',
            src: 'createDocument',
            input: ({ context }) => createRequestFor(context),
            onDone: {
              target: '#templateDocument.existing',
              actions: [
                { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) },
                { type: 'announce', params: { message: messages.documentSaved } },
              ],
            },
            onError: saveRefused,
          },
        },
        failed: saveAlerts.failed,
      },
    },
    existing: {
      description: 'The saved document (latest by updatedDate): a preview with send, print and edit (S.65: DSS sign).',
      entry: 'startFromSaved',
      initial: 'preview',
      states: {
        preview: {
          description: 'Read-only; the action icons are enabled and the edit icon opens the form with Update.',
          tags: ['preview'],
          on: {
            'template.select': {
              guard: { type: 'isOtherTemplate', params: ({ event }) => ({ templateType: event.templateType }) },
              target: '#templateDocument.choosing',
              actions: { type: 'chooseTemplate', params: ({ event }) => ({ templateType: event.templateType }) },
            },
            'document.edit': { target: 'editing' },
            'document.print': { target: 'printing' },
            'document.send': [
              {
                guard: 'sellerCopyMissing',
                target: 'warned',
                actions: { type: 'warn', params: { message: messages.uploadSellerLawyerSignedPdf } },
              },
              { target: 'sendOpen' },
            ],
            'document.sign': { guard: 'isS65', target: 'signing' },
          },
        },
        warned: {
          description: "An alert over the preview: 'Please Upload Seller Lawyer signed pdf and send.', a failed print or DSS sign.",
          tags: ['alert'],
          on: { 'alert.dismiss': { target: 'preview', actions: 'clearAlert' } },
        },
        editing: {
          description: 'The form with Update and Cancel; the action icons wait until the edit is saved or cancelled.',
          tags: ['editing'],
          on: {
            'document.change': {
              actions: { type: 'applyChange', params: ({ event }) => ({ metadata: event.metadata, summary: event.summary }) },
            },
            'document.save': saveRequested('updating'),
            'document.cancel': { target: 'preview', actions: 'startFromSaved' },
          },
        },
        fieldInvalid: saveAlerts.fieldInvalid,
        invalid: saveAlerts.invalid,
        updating: {
          description: 'Updates the document (an UPDATE); Update is not taken again meanwhile.',
          tags: ['busy'],
          invoke: {
            id: 'updateDocument',
            src: 'updateDocument',
            input: ({ context }) => updateRequestFor(context),
            onDone: {
              target: 'preview',
              actions: [
                { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) },
                'startFromSaved',
                { type: 'announce', params: { message: messages.documentSaved } },
              ],
            },
            onError: [
              {
                guard: { type: 'staleEdit', params: ({ event }) => ({ error: event.error }) },
                target: 'conflict',
                actions: { type: 'recordConflict', params: ({ event }) => ({ error: event.error }) },
              },
              ...saveRefused,
            ],
          },
        },
        conflict: {
          description: 'Someone saved the document first: the edit-conflict dialog loads their version; the form takes mine on top of it, or theirs.',
          // Behind the dialog the form stays as typed, and waits for the answer.
          tags: ['conflict', 'editing', 'busy'],
          invoke: {
            id: 'editConflict',
            src: 'editConflict',
            input: ({ context }) => conflictInputFor(context),
            onDone: { target: 'editing', actions: { type: 'takeConflictOutcome', params: ({ event }) => ({ outcome: event.output }) } },
          },
        },
        failed: saveAlerts.failed,
        printing: {
          description: 'POST /print of the saved document; its link is handed to the screen to open in a new window.',
          tags: ['busy'],
          invoke: {
            id: 'printDocument',
            src: 'printDocument',
            input: ({ context }) => printRequestFor(context),
            onDone: { target: 'preview', actions: { type: 'openPdf', params: ({ event }) => ({ reply: event.output }) } },
            onError: { target: 'warned', actions: { type: 'showPrintFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        sendOpen: {
          description: 'The send-recipient modal is open (the document-send machine) until it closes.',
          tags: ['send'],
          on: { 'send.close': { target: 'preview' } },
        },
        signing: {
          description: 'POST /dss/sign-with-dss of the saved S.65; the signed copies come back later through DSS.',
          tags: ['busy'],
          invoke: {
            id: 'signDocument',
            src: 'signDocument',
            input: ({ context }) => ({ documentId: requireSaved(context).id }),
            onDone: [
              {
                guard: { type: 'noSubmission', params: ({ event }) => ({ reply: event.output }) },
                target: 'warned',
                actions: { type: 'showDssFailure', params: { reason: '' } },
              },
              {
                target: 'preview',
                actions: [
                  { type: 'keepSubmission', params: ({ event }) => ({ reply: event.output }) },
                  { type: 'announce', params: { message: messages.dssTriggered } },
                ],
              },
            ],
            onError: {
              target: 'warned',
              actions: { type: 'showDssFailure', params: ({ event }) => ({ reason: failureText(event.error) }) },
            },
          },
        },
      },
    },
  },
});
