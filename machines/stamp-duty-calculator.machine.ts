import { assign, setup } from 'xstate';
import type { BuyerStampDuty } from '../src/domain/stamp-duty/buyer-stamp-duty';
import {
  checkStampDutyForm,
  isCheckedRequest,
  newStampDutyForm,
  type CheckedStampDutyRequest,
  type StampDutyForm,
  type StampDutyFormProblems,
  type StampDutyFormStart,
  type StampDutyTab,
} from '../src/domain/stamp-duty/form';
import type { PropertyUse } from '../src/domain/stamp-duty/rates';
import type { SellerStampDuty } from '../src/domain/stamp-duty/seller-stamp-duty';
import { failureText, userWordedProblems } from './flow-alert';
import { notProvided } from './not-provided';

/** What the case knows when it opens the calculator: price, use and the document's date, each undefined when it does not. */
export interface StampDutyCalculatorInput extends StampDutyFormStart {
  price: number | undefined;
  use: PropertyUse | undefined;
  documentDate: string | undefined;
  /** Opened from a case the figures can be saved on (the screen then supplies `saveOnCase`); the calculator alone cannot save. */
  onCase?: boolean | undefined;
}

/** POST /stamp-duty/buyer or /seller's answer, with the tab that asked. */
export type StampDutyResult = { tab: 'buyer'; duty: BuyerStampDuty } | { tab: 'seller'; duty: SellerStampDuty };

export interface StampDutyCalculatorContext {
  tab: StampDutyTab;
  form: StampDutyForm;
  /** The form's own check: a message per field to fix before anything is sent. */
  problems: StampDutyFormProblems;
  /** Date fields whose typed text is no date (31-Feb-2026): the form holds their last date, which must not be sent. */
  unreadable: Partial<Record<StampDutyDateField, string>>;
  result: StampDutyResult | null;
  /** Why the server refused or the call (calculating or saving) failed, each problem once, in the user's words. */
  failure: string[];
  onCase: boolean;
}

export type StampDutyDateField = 'documentDate' | 'acquiredOn';

type FieldEdit = { [K in keyof StampDutyForm]: { type: 'duty.edit'; field: K; value: StampDutyForm[K] } }[keyof StampDutyForm];

export type StampDutyCalculatorEvent =
  | FieldEdit
  /** A date field's typed text stopped (the message) or started again (null) being a date. */
  | { type: 'duty.unreadable'; field: StampDutyDateField; problem: string | null }
  | { type: 'duty.tab'; tab: StampDutyTab }
  | { type: 'duty.calculate' }
  /** Save the figures shown on the case. */
  | { type: 'duty.save' };

/** One field's edit; TypeScript cannot narrow a generic field to its member of the FieldEdit union by itself. */
export const fieldEdit = <K extends keyof StampDutyForm>(field: K, value: StampDutyForm[K]): FieldEdit =>
  ({ type: 'duty.edit', field, value }) as FieldEdit;

/** The tab's request, which the `formIncomplete` guard has let through. */
function checkedRequest(context: StampDutyCalculatorContext): CheckedStampDutyRequest {
  const checked = checkStampDutyForm(context.tab, context.form);
  if (!isCheckedRequest(checked)) throw new Error('The stamp duty calculator sends only a form that passed its check.');
  return checked;
}

export const stampDutyCalculatorMachine = setup({
  types: {
    context: {} as StampDutyCalculatorContext,
    events: {} as StampDutyCalculatorEvent,
    input: {} as StampDutyCalculatorInput,
  },
  actors: {
    /** The screen supplies the API call for the request's tab. */
    calculate: notProvided<StampDutyResult, CheckedStampDutyRequest>('calculate'),
    /** The screen supplies POST /save-case-stamp-duty for the case, which works the figures out again and keeps them. */
    saveOnCase: notProvided<void, CheckedStampDutyRequest>('saveOnCase'),
  },
  guards: {
    onCase: ({ context }) => context.onCase,
    formIncomplete: ({ context }) => Object.keys(context.unreadable).length > 0 || !isCheckedRequest(checkStampDutyForm(context.tab, context.form)),
  },
  actions: {
    editField: assign(({ context, event }) => (event.type === 'duty.edit' ? { form: { ...context.form, [event.field]: event.value } } : {})),
    // The other tab's date fields show the form's dates afresh: nothing typed on this one carries over.
    switchTab: assign(({ event }) => (event.type === 'duty.tab' ? { tab: event.tab, unreadable: {} } : {})),
    noteUnreadable: assign(({ context, event }) => {
      if (event.type !== 'duty.unreadable') return {};
      const { [event.field]: _was, ...others } = context.unreadable;
      return { unreadable: event.problem === null ? others : { ...others, [event.field]: event.problem } };
    }),
    showProblems: assign(({ context }) => {
      const checked = checkStampDutyForm(context.tab, context.form);
      return { problems: { ...(isCheckedRequest(checked) ? {} : checked), ...context.unreadable } };
    }),
    clearProblems: assign({ problems: {} }),
    keepResult: assign((_, params: { result: StampDutyResult }) => ({ result: params.result })),
    clearResult: assign({ result: null }),
    showFailure: assign((_, params: { error: unknown }) => ({ failure: userWordedProblems(params.error) ?? [failureText(params.error)] })),
    clearFailure: assign({ failure: [] }),
  },
}).createMachine({
  id: 'stampDutyCalculator',
  description: "Stamp duty calculator: the buyer's or seller's figures checked, worked out by the server from IRAS's rates, shown.",
  context: ({ input }) => ({
    tab: 'buyer',
    form: newStampDutyForm(input),
    problems: {},
    unreadable: {},
    result: null,
    failure: [],
    onCase: input.onCase ?? false,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The Buyer or Seller tab: price, market value, use, and the tab’s own fields; Calculate.',
      on: {
        'duty.edit': { actions: 'editField' },
        'duty.unreadable': { actions: 'noteUnreadable' },
        'duty.tab': { actions: 'switchTab' },
        'duty.calculate': [{ guard: 'formIncomplete', target: 'invalid', actions: 'showProblems' }, { target: 'calculating' }],
      },
    },
    invalid: {
      description: 'The form’s check failed: each field to fix says why; nothing was sent. Calculate waits for a change.',
      tags: ['error'],
      on: {
        'duty.edit': { target: 'editing', actions: ['editField', 'clearProblems'] },
        'duty.unreadable': { target: 'editing', actions: ['noteUnreadable', 'clearProblems'] },
        'duty.tab': { target: 'editing', actions: ['switchTab', 'clearProblems'] },
      },
    },
    calculating: {
      description: 'POST /stamp-duty/buyer or /stamp-duty/seller with the checked figures; the form waits.',
      tags: ['busy'],
      invoke: {
        id: 'calculate',
        src: 'calculate',
        input: ({ context }) => checkedRequest(context),
        onDone: { target: 'shown', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {
      description:
        'The duty: BSD band by band, ABSD and the total, or the SSD rate and amount; the due date. Save on the case when opened from one; a change clears it.',
      tags: ['figures'],
      on: {
        'duty.edit': { target: 'editing', actions: ['editField', 'clearResult'] },
        // The date shown is no longer the one the duty was worked out for.
        'duty.unreadable': { target: 'editing', actions: ['noteUnreadable', 'clearResult'] },
        'duty.tab': { target: 'editing', actions: ['switchTab', 'clearResult'] },
        'duty.save': { guard: 'onCase', target: 'saving' },
      },
    },
    saving: {
      description: 'POST /save-case-stamp-duty with the figures shown: the server works them out again and keeps them on the case; the form waits.',
      tags: ['figures', 'saving'],
      invoke: {
        id: 'saveOnCase',
        src: 'saveOnCase',
        input: ({ context }) => checkedRequest(context),
        onDone: { target: 'saved' },
        onError: { target: 'saveFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      description: 'The figures are saved on the case: the case page shows them beside the stamp duty deadline. A change starts a new calculation.',
      tags: ['figures'],
      on: {
        'duty.edit': { target: 'editing', actions: ['editField', 'clearResult'] },
        'duty.unreadable': { target: 'editing', actions: ['noteUnreadable', 'clearResult'] },
        'duty.tab': { target: 'editing', actions: ['switchTab', 'clearResult'] },
      },
    },
    saveFailed: {
      description: 'The case refused the figures (closed …) or could not be reached: why, the figures still shown, and Save to try again.',
      tags: ['figures', 'error'],
      on: {
        'duty.edit': { target: 'editing', actions: ['editField', 'clearResult', 'clearFailure'] },
        'duty.unreadable': { target: 'editing', actions: ['noteUnreadable', 'clearResult', 'clearFailure'] },
        'duty.tab': { target: 'editing', actions: ['switchTab', 'clearResult', 'clearFailure'] },
        'duty.save': { target: 'saving', actions: 'clearFailure' },
      },
    },
    failed: {
      description: 'The server refused the figures (no rates for the date …) or could not be reached: why, and Calculate to try again.',
      tags: ['error'],
      on: {
        'duty.edit': { target: 'editing', actions: ['editField', 'clearFailure'] },
        'duty.unreadable': { target: 'editing', actions: ['noteUnreadable', 'clearFailure'] },
        'duty.tab': { target: 'editing', actions: ['switchTab', 'clearFailure'] },
        'duty.calculate': { target: 'calculating', actions: 'clearFailure' },
      },
    },
  },
});
