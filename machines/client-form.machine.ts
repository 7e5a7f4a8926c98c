import { assign, setup } from 'xstate';
import { clientFieldProblems, validateClient } from '../src/domain/contact/client-rules';
import type { ClientContactForm, ClientForm } from '../src/domain/contact/types';
import { messages } from '../src/domain/messages';
import { editConflictMachine, staleEditMessage, type EditConflictInput, type EditConflictOutput } from './edit-conflict.machine';
import { changesAnything } from './edits';
import { badRequestProblems, failureText, type FlowAlert } from './flow-alert';
import { notProvided } from './not-provided';

/** A contact person as the form holds it; a stored one keeps its id and sequence key for the update. */
export interface ClientContactDraft extends ClientContactForm {
  id?: number;
  sequenceKey?: number;
}

/** What the form edits: the shared ClientForm, plus the stored ids the update sends back. */
export interface ClientDraft extends ClientForm {
  id?: number;
  clientContacts: readonly ClientContactDraft[];
}

/** add: the 'Collaboration Information' dialog; edit: the client details page (seed 000 §2, §4 "Contacts"). */
export type ClientFormMode = 'add' | 'edit';

export interface ClientFormInput {
  mode: ClientFormMode;
  draft: ClientDraft;
  /** The details page's {direct} parameter: 'true' opens straight in edit mode. */
  direct: boolean;
  /** The client is on a property: its persons are fixed and it cannot be deleted (seed 000 §4, §6). */
  hasProperties: boolean;
  /** The contact's edit version the draft was read at (edit mode); an update sends it back. */
  version?: number;
}

/** The update call: the draft and the version it was made from. */
export interface ClientUpdateRequest {
  draft: ClientDraft;
  version: number;
}

/** What add-client / update-client/ answer, reduced to what the ending needs. */
export interface SavedClient {
  id: number;
  name: string;
}

export type ClientFormEnding = 'saved' | 'cancelled' | 'deleted';

export interface ClientFormOutput {
  ending: ClientFormEnding | null;
  mode: ClientFormMode;
  /** The saved client's name, or the deleted one's. */
  name: string;
  /** The deleted client's contact no., for the success notice (seed 000 §8). */
  contactNo: string;
}

export interface ClientFormContext {
  mode: ClientFormMode;
  direct: boolean;
  hasProperties: boolean;
  draft: ClientDraft;
  /** The contact as the draft started from (read, or the latest after a conflict) and its version. */
  base: ClientDraft;
  version: number;
  /** Why the last save was refused as stale (who saved first, when): the conflict dialog says it. */
  conflictMessage: string;
  /** The message under each field, keyed as clientFieldProblems keys them; a field's goes when it changes. */
  fieldErrors: Record<string, string>;
  /** What the error alert dialog lists: the rules' messages, or the server's for a 400. */
  problems: string[];
  /** A confirmation or the reason a save or delete failed. */
  alert: FlowAlert | null;
  savedName: string;
  ending: ClientFormEnding | null;
  /** The user changed the form and has not saved: Cancel asks first, and so do the screens before leaving (issue 18). */
  edited: boolean;
}

export type ClientFormEvent =
  | { type: 'form.edit' }
  | { type: 'form.delete' }
  | { type: 'form.change'; draft: ClientDraft }
  | { type: 'form.addPerson' }
  | { type: 'form.removePerson'; index: number }
  | { type: 'form.save' }
  | { type: 'form.dismiss' }
  | { type: 'form.confirm' }
  | { type: 'form.back' }
  | { type: 'form.retry' }
  | { type: 'form.cancel' }
  /** The answers to 'Leave without saving?' after Cancel on an edited form. */
  | { type: 'form.leave' }
  | { type: 'form.stay' };

export const EMPTY_CONTACT_PERSON: ClientContactDraft = {
  individualName: '',
  identificationNo: '',
  email: '',
  reference: '',
  contactNo: '',
  postal: '',
  blkNo: '',
  roadName: '',
  building: '',
  storeyNo: '',
  unitNo: '',
  contactType: '0',
  primary: false,
};

/** The name the listing shows: a company's name, or the individual's own. */
export function clientName(draft: ClientForm): string {
  if (draft.clientCategory === '0') return draft.compName.trim();
  return (draft.clientContacts[0]?.individualName ?? draft.compName).trim();
}

/** The contact no. the listing shows: a company's own, or the individual's. */
export function clientContactNo(draft: ClientForm): string {
  if (draft.clientCategory === '0') return draft.contactNo.trim();
  return (draft.clientContacts[0]?.contactNo ?? draft.contactNo).trim();
}

/** The value at a field key ('compName', 'clientContacts.0.email', 'clientContacts'), for comparing two drafts. */
function valueAt(draft: ClientDraft, key: string): string {
  let value: unknown = draft;
  for (const part of key.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  return JSON.stringify(value) ?? '';
}

/** A field's message goes as soon as the user changes that field (seed 000 §5: errors clear as the user types). */
function errorsStillStanding(errors: Record<string, string>, before: ClientDraft, after: ClientDraft): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => valueAt(before, key) === valueAt(after, key)));
}

type ErrorParams = { error: unknown };

export const clientFormMachine = setup({
  types: {
    context: {} as ClientFormContext,
    events: {} as ClientFormEvent,
    input: {} as ClientFormInput,
    output: {} as ClientFormOutput,
  },
  actors: {
    /** POST /add-client; the screen shapes the payload from the draft. */
    addClient: notProvided<SavedClient, { draft: ClientDraft }>('addClient'),
    /** POST /update-client/. */
    updateClient: notProvided<SavedClient, ClientUpdateRequest>('updateClient'),
    /** Someone saved the contact first: the dialog that loads their version and keeps or discards mine. */
    editConflict: editConflictMachine,
    /** POST /delete-client/; an assigned client is refused with a 409 and the seed's message. */
    deleteClient: notProvided<boolean, { id: number }>('deleteClient'),
  },
  guards: {
    opensInEdit: ({ context }) => context.mode === 'add' || context.direct,
    // Seed 000 §4: persons are added or removed only while the client is on no property (and in edit mode).
    personsEditable: ({ context }) => !context.hasProperties,
    draftHasProblems: ({ context }) => validateClient(context.draft).length > 0,
    isUpdate: ({ context }) => context.mode === 'edit',
    isAssigned: ({ context }) => context.hasProperties,
    hasEdits: ({ context }) => context.edited,
    badRequest: (_, params: ErrorParams) => badRequestProblems(params.error) !== null,
    staleEdit: (_, params: ErrorParams) => staleEditMessage(params.error) !== null,
  },
  actions: {
    applyChange: assign(({ context, event }) =>
      event.type === 'form.change'
        ? {
            draft: event.draft,
            fieldErrors: errorsStillStanding(context.fieldErrors, context.draft, event.draft),
            edited: context.edited || changesAnything(context.draft, event.draft),
          }
        : {},
    ),
    addPerson: assign(({ context }) => {
      const draft = { ...context.draft, clientContacts: [...context.draft.clientContacts, EMPTY_CONTACT_PERSON] };
      return { draft, fieldErrors: errorsStillStanding(context.fieldErrors, context.draft, draft), edited: true };
    }),
    removePerson: assign(({ context, event }) => {
      if (event.type !== 'form.removePerson') return {};
      const draft = { ...context.draft, clientContacts: context.draft.clientContacts.filter((_, i) => i !== event.index) };
      return { draft, fieldErrors: errorsStillStanding(context.fieldErrors, context.draft, draft), edited: true };
    }),
    recordProblems: assign(({ context }) => ({
      problems: validateClient(context.draft),
      fieldErrors: clientFieldProblems(context.draft),
    })),
    recordConflict: assign((_, params: ErrorParams) => ({ conflictMessage: staleEditMessage(params.error) ?? '' })),
    takeConflictOutcome: assign((_, params: { outcome: EditConflictOutput }) => ({
      draft: params.outcome.values as ClientDraft,
      base: params.outcome.base as ClientDraft,
      version: params.outcome.version,
      edited: params.outcome.edited,
      conflictMessage: '',
    })),
    recordServerProblems: assign((_, params: ErrorParams) => ({
      problems: badRequestProblems(params.error) ?? [],
    })),
    clearProblems: assign({ problems: [] }),
    showSaveFailure: assign((_, params: ErrorParams) => ({
      alert: { title: messages.contactSaveFailedTitle, text: failureText(params.error), tone: 'error' as const },
    })),
    clearAlert: assign({ alert: null }),
    recordSaved: assign((_, params: { saved: SavedClient }) => ({ savedName: params.saved.name })),
    // Every ending leaves nothing unsaved: saved, deleted, or the changes dropped on purpose.
    endWith: assign((_, params: { ending: ClientFormEnding }) => ({ ending: params.ending, edited: false })),
    askToDelete: assign(({ context }) => ({
      alert: { title: messages.contactDeleteTitle, text: messages.confirmDeleteContact(clientName(context.draft)), tone: 'warning' as const },
    })),
    refuseAssigned: assign({
      alert: { title: messages.deleteFailedTitle, text: messages.deleteClientAssigned, tone: 'error' as const },
    }),
    showDeleteFailure: assign((_, params: ErrorParams) => ({
      alert: { title: messages.deleteFailedTitle, text: failureText(params.error), tone: 'error' as const },
    })),
  },
}).createMachine({
  id: 'clientForm',
  description: 'The contact form: the Add Contact dialog, client details preview, edit, the rule check, the save and the delete.',
  context: ({ input }) => ({
    mode: input.mode,
    direct: input.direct,
    hasProperties: input.hasProperties,
    draft: input.draft,
    base: input.draft,
    version: input.version ?? 0,
    conflictMessage: '',
    fieldErrors: {},
    problems: [],
    alert: null,
    savedName: '',
    ending: null,
    edited: false,
  }),
  output: ({ context }) => ({
    ending: context.ending,
    mode: context.mode,
    name: context.ending === 'saved' ? context.savedName : clientName(context.draft),
    contactNo: clientContactNo(context.draft),
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Chooses where the form starts: the add dialog edits at once; details start as a preview unless direct.',
      always: [{ guard: 'opensInEdit', target: 'editing' }, { target: 'preview' }],
    },
    preview: {
      description: 'Read-only client details with the edit and delete icons; Cancel returns to the contact listing.',
      tags: ['preview'],
      on: {
        'form.edit': { target: 'editing' },
        'form.delete': { target: 'confirmingDelete', actions: 'askToDelete' },
        'form.cancel': { target: 'cancelled', actions: { type: 'endWith', params: { ending: 'cancelled' } } },
      },
    },
    editing: {
      description: 'The editable form with Save and Cancel; persons are added and removed only for a client on no property.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The user edits; every change lands in the draft and clears the messages of the fields it changed.',
          on: {
            'form.change': { actions: 'applyChange' },
            'form.addPerson': { guard: 'personsEditable', actions: 'addPerson' },
            'form.removePerson': { guard: 'personsEditable', actions: 'removePerson' },
            'form.save': { target: '#clientForm.validating' },
            'form.cancel': [
              { guard: 'hasEdits', target: '#clientForm.confirmingCancel' },
              { target: '#clientForm.cancelled', actions: { type: 'endWith', params: { ending: 'cancelled' } } },
            ],
          },
        },
        invalid: {
          description: "The error alert lists every message of the contact rules (or the server's 400); the fields show theirs.",
          tags: ['problems'],
          on: { 'form.dismiss': { target: 'idle', actions: 'clearProblems' } },
        },
      },
    },
    confirmingCancel: {
      description: "Cancel on an edited form: 'You have unsaved changes. Leave without saving?' Leave drops the changes, Stay keeps editing.",
      tags: ['leaving'],
      on: {
        'form.leave': { target: 'cancelled', actions: { type: 'endWith', params: { ending: 'cancelled' } } },
        'form.stay': { target: 'editing' },
      },
    },
    validating: {
      description: 'validateClient(draft): any problem blocks the save and marks its field.',
      always: [{ guard: 'draftHasProblems', target: 'editing.invalid', actions: 'recordProblems' }, { target: 'saving' }],
    },
    saving: {
      description: 'Sends the draft: update-client/ on the details page, add-client from the dialog.',
      tags: ['busy'],
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Picks the call from the mode.',
          always: [{ guard: 'isUpdate', target: 'updating' }, { target: 'adding' }],
        },
        adding: {
          description: 'POST /add-client: a new contact.',
          invoke: {
            id: 'addClient',
            src: 'addClient',
            input: ({ context }) => ({ draft: context.draft }),
            onDone: {
              target: '#clientForm.done',
              actions: [
                { type: 'recordSaved', params: ({ event }) => ({ saved: event.output }) },
                { type: 'endWith', params: { ending: 'saved' } },
              ],
            },
            onError: [
              {
                guard: { type: 'badRequest', params: ({ event }) => ({ error: event.error }) },
                target: '#clientForm.editing.invalid',
                actions: { type: 'recordServerProblems', params: ({ event }) => ({ error: event.error }) },
              },
              { target: '#clientForm.failed', actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        updating: {
          description: 'POST /update-client/ with the client id.',
          invoke: {
            id: 'updateClient',
            src: 'updateClient',
            input: ({ context }) => ({ draft: context.draft, version: context.version }),
            onDone: {
              target: '#clientForm.done',
              actions: [
                { type: 'recordSaved', params: ({ event }) => ({ saved: event.output }) },
                { type: 'endWith', params: { ending: 'saved' } },
              ],
            },
            onError: [
              {
                guard: { type: 'staleEdit', params: ({ event }) => ({ error: event.error }) },
                target: '#clientForm.conflict',
                actions: { type: 'recordConflict', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'badRequest', params: ({ event }) => ({ error: event.error }) },
                target: '#clientForm.editing.invalid',
                actions: { type: 'recordServerProblems', params: ({ event }) => ({ error: event.error }) },
              },
              { target: '#clientForm.failed', actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    conflict: {
      description: 'Someone saved the contact first: the edit-conflict dialog loads their version; the form takes mine on top of it, or theirs.',
      tags: ['conflict'],
      invoke: {
        id: 'editConflict',
        src: 'editConflict',
        input: ({ context }): EditConflictInput => ({
          recordId: context.draft.id ?? 0,
          base: context.base,
          mine: context.draft,
          version: context.version,
          message: context.conflictMessage,
        }),
        onDone: { target: 'editing', actions: { type: 'takeConflictOutcome', params: ({ event }) => ({ outcome: event.output }) } },
      },
    },
    failed: {
      description: 'The save failed for another reason (a refusal, no answer): the message, with Retry and Back.',
      tags: ['error'],
      on: {
        'form.retry': { target: 'saving', actions: 'clearAlert' },
        'form.back': { target: 'editing', actions: 'clearAlert' },
      },
    },
    confirmingDelete: {
      description: "'Contact Delete Confirmation': OK deletes (a client on a property is refused at once), Cancel returns to the preview.",
      tags: ['warning'],
      on: {
        'form.confirm': [
          { guard: 'isAssigned', target: 'deleteRefused', actions: 'refuseAssigned' },
          { target: 'deleting', actions: 'clearAlert' },
        ],
        'form.back': { target: 'preview', actions: 'clearAlert' },
      },
    },
    deleting: {
      description: 'POST /delete-client/: the server refuses (409) a client that is on a property.',
      tags: ['busy'],
      invoke: {
        id: 'deleteClient',
        src: 'deleteClient',
        input: ({ context }) => ({ id: Number(context.draft.id) }),
        onDone: { target: 'deleted', actions: { type: 'endWith', params: { ending: 'deleted' } } },
        onError: { target: 'deleteRefused', actions: { type: 'showDeleteFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleteRefused: {
      description: "'Delete Failed' with the reason; OK returns to the preview.",
      tags: ['error'],
      on: { 'form.dismiss': { target: 'preview', actions: 'clearAlert' } },
    },
    deleted: {
      description: 'The contact is gone: the success notice with its name and number, back to the contact listing.',
      type: 'final',
    },
    done: {
      description: 'Saved: a toast; the dialog closes, the details page returns to the listing or the property summary.',
      type: 'final',
    },
    cancelled: {
      description: 'Nothing saved: the dialog closes, the details page returns to the contact listing.',
      type: 'final',
    },
  },
});
