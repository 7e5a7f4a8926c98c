import { assign, setup } from 'xstate';
import { checkChecklistSave, type ChecklistSaveFields } from '../src/domain/checklist/checklist-save-rules';
import { badRequestProblems, failureText } from './flow-alert';
import { notProvided } from './not-provided';

/**
 * The missing-transaction-type prompt of the case checklist page (seed 001 §2.6, §5 "Checklist", "Property data on
 * save from the checklist page"): a Transaction Type and the Completion Date chosen on the page, the seed's
 * checklist-save rules checked, then the case saved with them through update-property. What the screen reads:
 * `state.can({ type: 'type.save' })` (a type is chosen), the 'busy' and 'error' tags, `context.problems` (the
 * seed's messages or the server's 400 list) and `context.failure` (any other refusal).
 */

export interface ChecklistTransactionType {
  id: number;
  name: string;
}

export interface ChecklistTypeInput {
  /** The case as stored: what the rules read, and the completion date the form starts with. */
  stored: ChecklistSaveFields;
}

/** What the save changes in the case: the chosen type and date, the strata lot number as the rules keep it. */
export interface ChecklistTypeSave {
  transactionType: ChecklistTransactionType;
  completionDate: string;
  strataLotNo: string;
}

/** The saved case as the server answers it (the screen's actor returns the whole property). */
export interface ChecklistTypeSaved {
  id: number;
  transactionTypeName?: string | null | undefined;
}

export interface ChecklistTypeContext {
  stored: ChecklistSaveFields;
  transactionType: ChecklistTransactionType | null;
  completionDate: string;
  problems: string[];
  failure: string | null;
  saved: ChecklistTypeSaved | null;
}

export type ChecklistTypeEvent =
  { type: 'type.choose'; transactionType: ChecklistTransactionType } | { type: 'date.change'; completionDate: string } | { type: 'type.save' };

/** The case with the date chosen on the page, as the rules check it and the save sends it. */
function checked(context: ChecklistTypeContext) {
  return checkChecklistSave({ ...context.stored, completionDate: context.completionDate });
}

const editEvents = {
  'type.choose': { target: 'editing', actions: ['chooseType', 'clearProblems'] },
  'date.change': { target: 'editing', actions: ['changeDate', 'clearProblems'] },
} as const;

const saveEvent = {
  'type.save': [
    { guard: 'breaksSaveRules', target: 'refused', actions: 'showRuleProblems' },
    { guard: 'typeChosen', target: 'saving', actions: 'clearProblems' },
  ],
} as const;

export const checklistTypeMachine = setup({
  types: {
    context: {} as ChecklistTypeContext,
    events: {} as ChecklistTypeEvent,
    input: {} as ChecklistTypeInput,
    output: {} as ChecklistTypeSaved | null,
  },
  actors: {
    /** POST /update-property with the case's data, the chosen type and date; answers the saved case. */
    saveCase: notProvided<ChecklistTypeSaved, ChecklistTypeSave>('saveCase'),
  },
  guards: {
    typeChosen: ({ context }) => context.transactionType !== null,
    // Only a save the user can ask for is checked: without a type there is nothing to save.
    breaksSaveRules: ({ context }) => context.transactionType !== null && checked(context).problems.length > 0,
  },
  actions: {
    chooseType: assign(({ event }) => (event.type === 'type.choose' ? { transactionType: event.transactionType } : {})),
    changeDate: assign(({ event }) => (event.type === 'date.change' ? { completionDate: event.completionDate } : {})),
    showRuleProblems: assign(({ context }) => ({ problems: checked(context).problems, failure: null })),
    clearProblems: assign({ problems: [], failure: null }),
    showSaveFailure: assign((_, params: { error: unknown }) => {
      const problems = badRequestProblems(params.error);
      return problems ? { problems, failure: null } : { problems: [], failure: failureText(params.error) };
    }),
    keepSaved: assign((_, params: { saved: ChecklistTypeSaved }) => ({ saved: params.saved })),
  },
}).createMachine({
  id: 'checklistType',
  description: 'The missing-type prompt of the case checklist page: choose a Transaction Type (and date), the checklist-save rules, the save.',
  context: ({ input }) => ({
    stored: input.stored,
    transactionType: null,
    completionDate: input.stored.completionDate.slice(0, 10),
    problems: [],
    failure: null,
    saved: null,
  }),
  initial: 'editing',
  output: ({ context }) => context.saved,
  states: {
    editing: {
      description: 'The Transaction Type picker and the Completion Date; Save is enabled once a type is chosen.',
      on: { ...editEvents, ...saveEvent },
    },
    refused: {
      description:
        "The seed's message for each broken checklist-save rule ('Please select at least one MCST details.', 'Completion Date Cannot be empty.'); nothing was sent.",
      tags: ['error'],
      on: editEvents,
    },
    saving: {
      description: "POST /update-property: the case's data with the chosen type and date, the strata lot number after its last hyphen.",
      tags: ['busy'],
      invoke: {
        id: 'saveCase',
        src: 'saveCase',
        input: ({ context }) => {
          const { fields } = checked(context);
          // The guard let the save through only with a type chosen.
          const transactionType = context.transactionType ?? { id: 0, name: '' };
          return { transactionType, completionDate: fields.completionDate, strataLotNo: fields.strataLotNo };
        },
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'failed', actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The server refused the save (its 400 messages, a locked case, no answer): shown, the choices kept; Save tries again.',
      tags: ['error'],
      // Nothing changed since the rules let this save through: Save sends it again.
      on: { ...editEvents, 'type.save': { target: 'saving', actions: 'clearProblems' } },
    },
    saved: {
      description: 'Saved: the case has its type; the page shows its checklist, or the not-eligible message for Mortgage and Others.',
      type: 'final',
    },
  },
});
