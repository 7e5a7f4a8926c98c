import { assign, emit, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { fieldErrorsStillStanding } from '../src/domain/property/field-problems';
import { propertyFieldErrors, validateProperty } from '../src/domain/property/property-rules';
import type { PropertyPayload } from '../src/domain/property/schema';
import { formatPropAddress } from '../src/domain/property-address';
import { canEditProperty } from '../src/domain/property-status';
import { todayInSingapore } from '../src/domain/today';
import { editConflictMachine, staleEditMessage, type EditConflictInput, type EditConflictOutput } from './edit-conflict.machine';
import { changesAnything } from './edits';
import { badRequestProblems, failureText, type FlowAlert } from './flow-alert';
import { notProvided } from './not-provided';

/** What the form edits: the add / update payload itself (seed 000 §3 field names). */
export type PropertyDraft = PropertyPayload;

/** add: the 'Property Information' dialog; edit and duplicate: the property details page (seed 000 §2). */
export type PropertyFormMode = 'add' | 'edit' | 'duplicate';

export interface PropertyFormInput {
  mode: PropertyFormMode;
  draft: PropertyDraft;
  /** The details page's {direct} parameter: 'true' opens straight in edit mode. */
  direct: boolean;
  locked: boolean;
  /** The case's edit version the draft was read at (edit mode); an update sends it back. */
  version?: number;
}

/** POST /check-IRAS-Taxable-By-Unit (seed 000 §7), taken from the draft's address. */
export interface IrasUnitCheckRequest {
  blkHouseNo: string;
  storeyNo: string;
  unitNo: string;
  streetName: string;
  postalCode: string;
}

/** The reply: the matching units and a return code ('30' is an API error, seed 000 §8). */
export interface IrasUnitCheckReply {
  irasTaxibleResponseData: readonly unknown[];
  returnCode: string;
}

/** GET /get-duedeligence/{propertyId}: any record at all blocks the delete (seed 000 §4 "Delete"). */
export type DueDiligenceReply = readonly unknown[];

/** The saved property as add-property / update-property answer it; only the control number is shown. */
export interface SavedProperty {
  id: number;
  propertyRefNo: string;
}

export type PropertyFormEnding = 'saved' | 'cancelled' | 'deleted';

export interface PropertyFormOutput {
  ending: PropertyFormEnding | null;
  mode: PropertyFormMode;
  propertyRefNo: string;
}

export interface PropertyFormContext {
  mode: PropertyFormMode;
  direct: boolean;
  locked: boolean;
  draft: PropertyDraft;
  /** The case as the draft started from (read, or the latest after a conflict) and its version: a save is made from it. */
  base: PropertyDraft;
  version: number;
  /** Why the last save was refused as stale (who saved first, when): the conflict dialog says it. */
  conflictMessage: string;
  /** What the error alert dialog lists: the rules' messages, or the server's for a 400. */
  problems: string[];
  /**
   * The message under each field the rules refused, keyed by the draft's path ('lawfirmRefNo', 'lotInfos.0.mktsNo');
   * it stays after the alert is dismissed and goes when the user changes that field.
   */
  fieldErrors: Record<string, string>;
  /** A warning to confirm (transaction type, IRAS) or the reason a save failed. */
  alert: FlowAlert | null;
  savedRefNo: string;
  ending: PropertyFormEnding | null;
  /**
   * The user changed the form and has not saved: Cancel asks before dropping the changes, and the screens ask
   * before any navigation away (issue 18). A value the form fills in itself ('form.preset') is not an edit.
   */
  edited: boolean;
}

export type PropertyFormEvent =
  | { type: 'form.edit' }
  | { type: 'form.delete' }
  | { type: 'form.change'; patch: Partial<PropertyDraft> }
  /** A default the form fills in itself, not the user (adding preselects the first transaction type). */
  | { type: 'form.preset'; patch: Partial<PropertyDraft> }
  | { type: 'form.save' }
  | { type: 'form.dismiss' }
  | { type: 'form.confirm' }
  | { type: 'form.back' }
  | { type: 'form.retry' }
  | { type: 'form.cancel' }
  /** The answers to 'Leave without saving?' after Cancel on an edited form. */
  | { type: 'form.leave' }
  | { type: 'form.stay' };

/** For `actorRef.on(...)`: the problems alert was dismissed, so focus goes to the first field it marked. */
export type PropertyFormEmitted = { type: 'field.focus' };

export function irasRequestFor(draft: PropertyDraft): IrasUnitCheckRequest {
  return {
    blkHouseNo: draft.hseNo.trim(),
    storeyNo: draft.storeyNo.trim(),
    unitNo: draft.unitNo.trim(),
    streetName: draft.streetName.trim().toUpperCase(),
    postalCode: draft.postal.trim(),
  };
}

const typeChangeWarning: FlowAlert = {
  title: messages.transactionTypeChangedTitle,
  text: messages.transactionTypeChangedText,
  tone: 'warning',
};

const irasApiErrorWarning: FlowAlert = {
  title: messages.irasValuationCheckApiError,
  text: messages.irasProceedWithSubmission,
  tone: 'warning',
};

function propertyId(draft: PropertyDraft): number {
  return Number(draft.id);
}

type ReplyParams = { reply: IrasUnitCheckReply };
type ErrorParams = { error: unknown };

/** The update call: the draft and the version it was made from. */
export interface PropertyUpdateRequest {
  draft: PropertyDraft;
  version: number;
}

export const propertyFormMachine = setup({
  types: {
    context: {} as PropertyFormContext,
    events: {} as PropertyFormEvent,
    input: {} as PropertyFormInput,
    output: {} as PropertyFormOutput,
    emitted: {} as PropertyFormEmitted,
  },
  actors: {
    checkIrasUnit: notProvided<IrasUnitCheckReply, IrasUnitCheckRequest>('checkIrasUnit'),
    /** add-property: the add dialog and the duplicate; the screen shapes the payload from the draft. */
    addProperty: notProvided<SavedProperty, { draft: PropertyDraft }>('addProperty'),
    updateProperty: notProvided<SavedProperty, PropertyUpdateRequest>('updateProperty'),
    /** Someone saved the case first: the dialog that loads their version and keeps or discards mine. */
    editConflict: editConflictMachine,
    getDueDiligence: notProvided<DueDiligenceReply, { propertyId: number }>('getDueDiligence'),
    /** POST /delete-property/; a refusal is a 409 whose errormsg is the seed's text. */
    deleteProperty: notProvided<boolean, { id: number }>('deleteProperty'),
  },
  guards: {
    // Add and duplicate have no preview; a locked property never leaves it (seed 000 §4, §6).
    opensInEdit: ({ context }) => context.mode !== 'edit' || (context.direct && canEditProperty(context)),
    editAllowed: ({ context }) => context.mode === 'edit' && canEditProperty(context),
    // Delete is offered from the preview of an unlocked property; the server still applies every refusal.
    deleteOffered: ({ context }) => context.mode === 'edit' && !context.locked,
    draftHasProblems: ({ context }) => validateProperty(context.draft, todayInSingapore()).length > 0,
    transactionTypeChanged: ({ context }) => context.draft.isTransactionTypeChanged === true,
    // The valuation list holds buildings only (seed 000 §4 "IRAS check for BUILDING properties").
    needsIrasCheck: ({ context }) => context.draft.propType === 'BUILDING',
    isUpdate: ({ context }) => context.mode === 'edit',
    hasEdits: ({ context }) => context.edited,
    irasApiError: (_, params: ReplyParams) => params.reply.returnCode === '30',
    irasUnitMissing: (_, params: ReplyParams) => params.reply.irasTaxibleResponseData.length === 0,
    badRequest: (_, params: ErrorParams) => badRequestProblems(params.error) !== null,
    staleEdit: (_, params: ErrorParams) => staleEditMessage(params.error) !== null,
    hasRequisitions: (_, params: { reply: DueDiligenceReply }) => params.reply.length > 0,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      const draft = { ...context.draft, ...event.patch };
      return {
        draft,
        fieldErrors: fieldErrorsStillStanding(context.fieldErrors, context.draft, draft),
        edited: context.edited || changesAnything(context.draft, event.patch),
      };
    }),
    applyPreset: assign(({ context, event }) => (event.type === 'form.preset' ? { draft: { ...context.draft, ...event.patch } } : {})),
    recordProblems: assign(({ context }) => {
      const today = todayInSingapore();
      return { problems: validateProperty(context.draft, today), fieldErrors: propertyFieldErrors(context.draft, today) };
    }),
    recordServerProblems: assign((_, params: ErrorParams) => ({
      problems: badRequestProblems(params.error) ?? [],
    })),
    clearProblems: assign({ problems: [] }),
    focusFirstProblem: emit({ type: 'field.focus' as const }),
    warnTypeChange: assign({ alert: typeChangeWarning }),
    warnIrasApiError: assign({ alert: irasApiErrorWarning }),
    warnNotInValuationList: assign(({ context }) => ({
      alert: {
        title: messages.propertyNotInValuationList,
        text: messages.addressNotInValuationList(formatPropAddress(context.draft)),
        tone: 'warning' as const,
      },
    })),
    showSaveFailure: assign((_, params: ErrorParams) => ({
      alert: { title: messages.propertySaveFailedTitle, text: failureText(params.error), tone: 'error' as const },
    })),
    clearAlert: assign({ alert: null }),
    recordConflict: assign((_, params: ErrorParams) => ({ conflictMessage: staleEditMessage(params.error) ?? '' })),
    takeConflictOutcome: assign((_, params: { outcome: EditConflictOutput }) => ({
      draft: params.outcome.values as PropertyDraft,
      base: params.outcome.base as PropertyDraft,
      version: params.outcome.version,
      edited: params.outcome.edited,
      conflictMessage: '',
    })),
    recordSaved: assign((_, params: { saved: SavedProperty }) => ({ savedRefNo: params.saved.propertyRefNo })),
    // Every ending leaves nothing unsaved: saved, deleted, or the changes dropped on purpose.
    endWith: assign((_, params: { ending: PropertyFormEnding }) => ({ ending: params.ending, edited: false })),
    askToDelete: assign(({ context }) => ({
      alert: { title: messages.deletePropertyTitle, text: messages.confirmDeleteProperty(context.draft.lawfirmRefNo), tone: 'warning' as const },
    })),
    refuseForRequisitions: assign(({ context }) => ({
      alert: {
        title: messages.deleteFailedTitle,
        text: messages.deleteFailedRequisitions(context.draft.lawfirmRefNo, context.draft.propertyRefNo),
        tone: 'error' as const,
      },
    })),
    showDeleteFailure: assign((_, params: ErrorParams) => ({
      alert: { title: messages.deleteFailedTitle, text: failureText(params.error), tone: 'error' as const },
    })),
  },
}).createMachine({
  id: 'propertyForm',
  description: 'The property form: add dialog, details preview, edit, duplicate; checks, warnings and the save.',
  context: ({ input }) => ({
    mode: input.mode,
    direct: input.direct,
    locked: input.locked,
    draft: input.draft,
    base: input.draft,
    version: input.version ?? 0,
    conflictMessage: '',
    problems: [],
    fieldErrors: {},
    alert: null,
    savedRefNo: '',
    ending: null,
    edited: false,
  }),
  output: ({ context }) => ({ ending: context.ending, mode: context.mode, propertyRefNo: context.savedRefNo }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Chooses where the form starts: add and duplicate edit at once; details start as a preview unless direct.',
      always: [{ guard: 'opensInEdit', target: 'editing' }, { target: 'preview' }],
    },
    preview: {
      description: 'Read-only details; the edit and delete icons show only for an unlocked property. Cancel returns to the listing.',
      tags: ['preview'],
      on: {
        'form.edit': { guard: 'editAllowed', target: 'editing' },
        'form.delete': { guard: 'deleteOffered', target: 'confirmingDelete', actions: 'askToDelete' },
        'form.cancel': { target: 'cancelled', actions: { type: 'endWith', params: { ending: 'cancelled' } } },
      },
    },
    editing: {
      description: 'The editable form with Save (Update / Duplicate on the details page) and Cancel.',
      initial: 'idle',
      states: {
        idle: {
          description: 'The user edits the sections; every change lands in the draft.',
          on: {
            'form.change': { actions: 'applyChange' },
            'form.preset': { actions: 'applyPreset' },
            'form.save': { target: '#propertyForm.validating' },
            'form.cancel': [
              { guard: 'hasEdits', target: '#propertyForm.confirmingCancel' },
              { target: '#propertyForm.cancelled', actions: { type: 'endWith', params: { ending: 'cancelled' } } },
            ],
          },
        },
        invalid: {
          description:
            "The error alert dialog lists every message of the shared rules (or the server's 400) and each refused field shows its own; dismissing puts focus on the first.",
          tags: ['problems'],
          on: { 'form.dismiss': { target: 'idle', actions: ['clearProblems', 'focusFirstProblem'] } },
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
      description: 'validateProperty(draft, today in Singapore); then the warnings that need an answer before saving.',
      always: [
        { guard: 'draftHasProblems', target: 'editing.invalid', actions: 'recordProblems' },
        { guard: 'transactionTypeChanged', target: 'confirmingTypeChange', actions: 'warnTypeChange' },
        { guard: 'needsIrasCheck', target: 'checkingIras' },
        { target: 'saving' },
      ],
    },
    confirmingTypeChange: {
      description: 'Sale switched with purchase: the primary stakeholder client will be adjusted. Confirm, or go back.',
      tags: ['warning'],
      on: {
        'form.confirm': [
          { guard: 'needsIrasCheck', target: 'checkingIras', actions: 'clearAlert' },
          { target: 'saving', actions: 'clearAlert' },
        ],
        'form.back': { target: 'editing', actions: 'clearAlert' },
      },
    },
    checkingIras: {
      description: "POST /check-IRAS-Taxable-By-Unit with the building's address: is the unit in the Valuation List?",
      tags: ['busy'],
      invoke: {
        id: 'checkIrasUnit',
        src: 'checkIrasUnit',
        input: ({ context }) => irasRequestFor(context.draft),
        onDone: [
          {
            guard: { type: 'irasApiError', params: ({ event }) => ({ reply: event.output }) },
            target: 'irasWarning',
            actions: 'warnIrasApiError',
          },
          {
            guard: { type: 'irasUnitMissing', params: ({ event }) => ({ reply: event.output }) },
            target: 'irasWarning',
            actions: 'warnNotInValuationList',
          },
          { target: 'saving' },
        ],
        // The check is advisory: an unanswered check reads as the API error, which the user may pass.
        onError: { target: 'irasWarning', actions: 'warnIrasApiError' },
      },
    },
    irasWarning: {
      description: "'IRAS valuation check API error' or 'Property is not in the Valuation List': OK saves anyway, Cancel goes back.",
      tags: ['warning'],
      on: {
        'form.confirm': { target: 'saving', actions: 'clearAlert' },
        'form.back': { target: 'editing', actions: 'clearAlert' },
      },
    },
    saving: {
      description: 'Sends the draft: update-property for an edit, add-property for an add or a duplicate.',
      tags: ['busy'],
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Picks the call from the mode.',
          always: [{ guard: 'isUpdate', target: 'updating' }, { target: 'adding' }],
        },
        adding: {
          description: 'POST /add-property: a new property, status Pending.',
          invoke: {
            id: 'addProperty',
            src: 'addProperty',
            input: ({ context }) => ({ draft: context.draft }),
            onDone: {
              target: '#propertyForm.done',
              actions: [
                { type: 'recordSaved', params: ({ event }) => ({ saved: event.output }) },
                { type: 'endWith', params: { ending: 'saved' } },
              ],
            },
            onError: [
              {
                guard: { type: 'badRequest', params: ({ event }) => ({ error: event.error }) },
                target: '#propertyForm.editing.invalid',
                actions: { type: 'recordServerProblems', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#propertyForm.failed',
                actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        updating: {
          description: 'POST /update-property with the property id.',
          invoke: {
            id: 'updateProperty',
            src: 'updateProperty',
            input: ({ context }) => ({ draft: context.draft, version: context.version }),
            onDone: {
              target: '#propertyForm.done',
              actions: [
                { type: 'recordSaved', params: ({ event }) => ({ saved: event.output }) },
                { type: 'endWith', params: { ending: 'saved' } },
              ],
            },
            onError: [
              {
                guard: { type: 'staleEdit', params: ({ event }) => ({ error: event.error }) },
                target: '#propertyForm.conflict',
                actions: { type: 'recordConflict', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'badRequest', params: ({ event }) => ({ error: event.error }) },
                target: '#propertyForm.editing.invalid',
                actions: { type: 'recordServerProblems', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#propertyForm.failed',
                actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    conflict: {
      description: 'Someone saved the case first: the edit-conflict dialog loads their version; the form takes mine on top of it, or theirs.',
      tags: ['conflict'],
      invoke: {
        id: 'editConflict',
        src: 'editConflict',
        input: ({ context }): EditConflictInput => ({
          recordId: propertyId(context.draft),
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
      description: "'Are you sure you want to delete property …?': Yes checks and deletes, Cancel returns to the preview.",
      tags: ['warning'],
      on: {
        'form.confirm': { target: 'checkingRequisitions', actions: 'clearAlert' },
        'form.back': { target: 'preview', actions: 'clearAlert' },
      },
    },
    checkingRequisitions: {
      description: 'GET /get-duedeligence/{id}: a property with legal requisitions attached is not deleted.',
      tags: ['busy'],
      invoke: {
        id: 'getDueDiligence',
        src: 'getDueDiligence',
        input: ({ context }) => ({ propertyId: propertyId(context.draft) }),
        onDone: [
          {
            guard: { type: 'hasRequisitions', params: ({ event }) => ({ reply: event.output }) },
            target: 'deleteRefused',
            actions: 'refuseForRequisitions',
          },
          { target: 'deleting' },
        ],
        onError: {
          target: 'deleteRefused',
          actions: { type: 'showDeleteFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleting: {
      description: 'POST /delete-property/: the server refuses (409) an assigned and activated or locked property.',
      tags: ['busy'],
      invoke: {
        id: 'deleteProperty',
        src: 'deleteProperty',
        input: ({ context }) => ({ id: propertyId(context.draft) }),
        onDone: { target: 'deleted', actions: { type: 'endWith', params: { ending: 'deleted' } } },
        onError: {
          target: 'deleteRefused',
          actions: { type: 'showDeleteFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleteRefused: {
      description: "'Delete Failed' with the reason; OK returns to the preview.",
      tags: ['error'],
      on: { 'form.dismiss': { target: 'preview', actions: 'clearAlert' } },
    },
    deleted: {
      description: "'Successfully Deleted': back to the property listing.",
      type: 'final',
    },
    done: {
      description: 'Saved: the add dialog closes and resets; an update or a duplicate returns to the listing.',
      type: 'final',
    },
    cancelled: {
      description: 'Cancelled: the add dialog closes and resets; the details page returns to the listing.',
      type: 'final',
    },
  },
});
