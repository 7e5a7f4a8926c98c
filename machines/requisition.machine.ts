import { assign, emit, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { companyEntryProblem, individualEntryProblem } from '../src/domain/requisitions/acra-parties';
import { agencyKey } from '../src/domain/requisitions/agencies';
import {
  planIndicatorProblem,
  selectionDialog,
  selectionRefusal,
  skippedBySelectAll,
  type SelectionDialog,
} from '../src/domain/requisitions/selection';
import { normaliseUen } from '../src/domain/uen';
import { failureText } from './flow-alert';
import { notProvided } from './not-provided';
import { acraListField, choicesFor, findLine, NO_CHOICES, requisitionRequest, type RequisitionChoices } from './requisition.choices';
import type {
  ControlNumberReply,
  DuplicateRequisition,
  IrasProblem,
  IrasUnitCheckInput,
  IrasUnitCheckReply,
  RequisitionAlert,
  RequisitionCall,
  RequisitionInput,
  RequisitionNotice,
  RequisitionOutput,
  RequisitionRequest,
} from './requisition.types';

export type * from './requisition.types';
export { chosenLines, requisitionRequest, type RequisitionChoices } from './requisition.choices';

/**
 * The LEGAL REQUISITION tab of the due-diligence page (seed 001 §2.5, §4 "Legal requisition", §5 "Legal
 * requisition selection", §8). What the screen reads:
 * - step 1 while the 'step1' tag is on: the ticked lines `context.selected`; the alert `context.alert` ('alert',
 *   closed with 'alert.dismiss'); one dialog per tag ('dialog.lta', 'dialog.acraIndividual', 'dialog.acraCompany',
 *   'dialog.nric', 'dialog.uen', 'dialog.iras') for the line `context.pendingKey`, with its message
 *   `context.entryProblem` (the IRAS warning: `context.irasProblem`);
 * - the LTA dialog's radio shows `context.dialogChoice[0]` (it opens on `context.planInd`, default N); an ACRA
 *   dialog ticks `context.dialogChoice`; both are kept only on 'dialog.save';
 * - step 2 while 'step2' is on: the summary of `chosenLines(context)`, `context.duplicates`, the confirmations
 *   ('confirm.submit', 'confirm.draft') quoting `context.referenceNo` and `context.propertyAddress`;
 * - 'busy' while a call is out; 'dialog.afterSubmit' for `afterSubmitText(context)`;
 * - emitted, for `actorRef.on('notice', …)`: the toasts; the output when done: the control number and the action.
 */

export interface RequisitionContext extends RequisitionInput, RequisitionChoices {
  /** The line whose dialog (or IRAS check) is open. */
  pendingKey: string | null;
  /** The LTA option or the ACRA parties ticked in the open dialog. */
  dialogChoice: readonly string[];
  /** The open dialog's refusal (an NRIC / UEN entry, no ACRA party, no LTA option). */
  entryProblem: string | null;
  alert: RequisitionAlert | null;
  duplicates: readonly DuplicateRequisition[];
  /** Made when a confirmation opens; kept after a failed call so a retry cannot create a second requisition. */
  idempotencyKey: string | null;
  lfcontrolNo: string | null;
  irasProblem: IrasProblem | null;
  outcome: RequisitionOutput['action'] | null;
}

export type RequisitionEvent =
  | { type: 'agency.toggle'; key: string }
  | { type: 'agency.selectAll' }
  | { type: 'agency.unselectAll' }
  | { type: 'selection.reset' }
  | { type: 'step.next' }
  | { type: 'lta.choose'; planInd: string }
  | { type: 'acra.toggleParty'; identifier: string }
  | { type: 'entry.save'; identifier: string; name: string }
  | { type: 'dialog.save' }
  | { type: 'dialog.cancel' }
  | { type: 'dialog.confirm' }
  | { type: 'alert.dismiss' }
  | { type: 'step.back' }
  | { type: 'requisition.submit' }
  | { type: 'requisition.draft' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'dialog.close' };

export type RequisitionEmitted = RequisitionNotice;

export type RequisitionTag =
  | 'step1'
  | 'step2'
  | 'alert'
  | 'busy'
  | 'dialog.lta'
  | 'dialog.acraIndividual'
  | 'dialog.acraCompany'
  | 'dialog.nric'
  | 'dialog.uen'
  | 'dialog.iras'
  | 'confirm.submit'
  | 'confirm.draft'
  | 'dialog.afterSubmit';

/** The after-submit dialog (seed 001 §8). */
export function afterSubmitText(context: Pick<RequisitionContext, 'helpdeskPhone'>): string {
  return messages.lrSubmissionProcessing(context.helpdeskPhone);
}

function opens(context: RequisitionContext, key: string, dialog: SelectionDialog): boolean {
  const line = findLine(context, key);
  return line !== undefined && selectionDialog(line, context.property) === dialog;
}

function requireKey(context: RequisitionContext): string {
  // Only reachable from a confirmation, whose entry makes the key.
  if (context.idempotencyKey === null) throw new Error('a requisition call without an idempotency key');
  return context.idempotencyKey;
}

function outputOf(context: RequisitionContext): RequisitionOutput {
  // Only 'done' has an output, and both ways into it keep the control number and the action first.
  if (context.lfcontrolNo === null || context.outcome === null) throw new Error('a requisition finished without a control number');
  return { lfcontrolNo: context.lfcontrolNo, action: context.outcome };
}

function callFor(context: RequisitionContext): RequisitionCall {
  return { request: requisitionRequest(context), key: requireKey(context) };
}

/** Select All takes every line the seed does not skip that needs no dialog; IRAS on a BUILDING is still checked. */
function plainLineKeys(context: RequisitionContext): string[] {
  return context.lines
    .filter((line) => !skippedBySelectAll(line, context.property) && selectionDialog(line, context.property) === null)
    .map(agencyKey);
}

function irasCheckKey(context: RequisitionContext): string | null {
  const line = context.lines.find(
    (candidate) =>
      selectionDialog(candidate, context.property) === 'iras-unit-check' &&
      !skippedBySelectAll(candidate, context.property) &&
      !context.selected.includes(agencyKey(candidate)),
  );
  return line ? agencyKey(line) : null;
}

function withChosen(context: RequisitionContext, keys: Iterable<string>): Partial<RequisitionContext> {
  // A changed selection is a new request: a key kept from a failed attempt of the old one must not answer for it.
  return { ...choicesFor(context, new Set(keys)), idempotencyKey: null };
}

const irasApiError: IrasProblem = { title: messages.irasValuationCheckApiError, text: messages.irasProceedWithSubmission };

type KeyParams = { key: string };
type EntryParams = { identifier: string; name: string };
type ReplyParams = { reply: ControlNumberReply };
type ErrorParams = { error: unknown };

const individualEntry = (entry: EntryParams) => individualEntryProblem({ nric: entry.identifier, name: entry.name });
const companyEntry = (entry: EntryParams) => companyEntryProblem({ uen: entry.identifier, name: entry.name });

/*
 * The states below come in pairs that differ only in their words (the two ACRA dialogs, the NRIC and UEN entries,
 * the two confirmations, submitting and drafting): each pair is made by one function so the two cannot drift apart.
 * Their params functions name the event fields they read, as the machine's own inline ones would infer them.
 */

const eventKey = ({ event }: { event: KeyParams }): KeyParams => ({ key: event.key });
const eventEntry = ({ event }: { event: EntryParams }): EntryParams => ({ identifier: event.identifier, name: event.name });
const closeOnCancel = { target: 'idle', actions: 'closeDialog' } as const;

/** A line that opens its dialog (or the IRAS check) before it is ticked. */
function opensFirst<const TGuard extends string, const TTarget extends string>(guard: TGuard, target: TTarget) {
  return { guard: { type: guard, params: eventKey }, target, actions: { type: 'openDialog', params: eventKey } } as const;
}

/** Save in the LTA or an ACRA dialog: refused with the problem, or keeps the choice, ticks the line and closes. */
function saveChoice<const TRefused extends string, const TKeep extends string, const TProblem>(refused: TRefused, problem: TProblem, keep: TKeep) {
  return [
    { guard: refused, actions: { type: 'refuseEntry', params: problem } },
    { target: 'idle', actions: [keep, 'choosePending', 'closeDialog'] },
  ] as const;
}

/** An ACRA profile report's dialog: tick the buyer / seller parties; Save needs at least one. */
function acraPartyDialog<const TTag extends RequisitionTag>(description: string, tag: TTag) {
  return {
    description,
    tags: [tag],
    on: {
      'acra.toggleParty': {
        actions: { type: 'toggleParty', params: ({ event }: { event: { identifier: string } }) => ({ identifier: event.identifier }) },
      },
      'dialog.save': saveChoice('noPartyChosen', { problem: messages.chooseAcraParty }, 'keepParties'),
      'dialog.cancel': closeOnCancel,
    },
  } as const;
}

interface EntryDialogOptions<TTag extends RequisitionTag, TRefused extends string> {
  description: string;
  tag: TTag;
  /** The guard refusing the entry, and the refusal it shows. */
  refused: TRefused;
  problem: (entry: EntryParams) => string | null;
  /** The PRIMARY STAKEHOLDER reminder shown once the entry is kept. */
  reminder: string;
}

/** An NRIC / UEN entry (no buyer or seller party to tick): a valid entry is kept, ticks the line and reminds. */
function entryDialog<const TTag extends RequisitionTag, const TRefused extends string>(options: EntryDialogOptions<TTag, TRefused>) {
  const { problem } = options;
  return {
    description: options.description,
    tags: [options.tag],
    on: {
      'entry.save': [
        {
          guard: { type: options.refused, params: eventEntry },
          actions: { type: 'refuseEntry', params: ({ event }: { event: EntryParams }) => ({ problem: problem(event) }) },
        },
        {
          target: 'alerting',
          actions: [
            { type: 'keepEntry', params: ({ event }: { event: EntryParams }) => ({ identifier: event.identifier }) },
            'choosePending',
            'closeDialog',
            { type: 'showAlert', params: { text: options.reminder } },
          ],
        },
      ],
      'dialog.cancel': closeOnCancel,
    },
  } as const;
}

/** A confirmation of step 2: it makes the idempotency key (or keeps a failed attempt's), then Confirm or Cancel. */
function confirmation<const TTag extends RequisitionTag, const TCall extends string>(description: string, tag: TTag, call: TCall) {
  return { description, tags: [tag], entry: 'prepareKey', on: { confirm: { target: call }, cancel: { target: 'review' } } } as const;
}

type CallDone = { event: { output: ControlNumberReply } };

interface RequisitionCallOptions<TActor extends string, TTarget extends string> {
  description: string;
  actor: TActor;
  /** Where a usable control number leads. */
  target: TTarget;
  outcome: RequisitionOutput['action'];
  /** The success toast for the control number. */
  toast: (lfcontrolNo: string) => string;
  /**
   * Seed 001 §8: a 429 on submit shows nothing (the server refused before doing anything), and the next attempt
   * is a new request. Only submissions are paced, so a draft never meets one.
   */
  quietWhenTooFast: boolean;
}

/** POST /submitDD or /draftDD with the Idempotency-Key: a control number finishes; anything else toasts and returns to the summary. */
function requisitionCall<const TActor extends string, const TTarget extends string>(options: RequisitionCallOptions<TActor, TTarget>) {
  const { outcome, toast } = options;
  const tooFast = {
    guard: { type: 'tooManyRequests', params: ({ event }: { event: ErrorParams }) => ({ error: event.error }) },
    target: 'review',
    actions: 'dropKey',
  } as const;
  const failed = {
    target: 'review',
    actions: { type: 'notify', params: ({ event }: { event: ErrorParams }) => ({ tone: 'error' as const, message: failureText(event.error) }) },
  } as const;
  return {
    description: options.description,
    tags: ['busy'],
    invoke: {
      id: options.actor,
      src: options.actor,
      input: ({ context }: { context: RequisitionContext }) => callFor(context),
      onDone: [
        {
          guard: { type: 'hasControlNo', params: ({ event }: CallDone) => ({ reply: event.output }) },
          target: options.target,
          actions: [
            { type: 'keepOutcome', params: ({ event }: CallDone) => ({ lfcontrolNo: event.output ?? '', outcome }) },
            'dropKey',
            { type: 'notify', params: ({ event }: CallDone) => ({ tone: 'success' as const, message: toast(event.output ?? '') }) },
          ],
        },
        { target: 'review', actions: ['dropKey', { type: 'notify', params: { tone: 'error', message: messages.error } }] },
      ],
      onError: options.quietWhenTooFast ? [tooFast, failed] : failed,
    },
  } as const;
}

export const requisitionMachine = setup({
  types: {
    context: {} as RequisitionContext,
    events: {} as RequisitionEvent,
    input: {} as RequisitionInput,
    output: {} as RequisitionOutput,
    emitted: {} as RequisitionEmitted,
    tags: {} as RequisitionTag,
  },
  actors: {
    /** POST /check-IRAS-Taxable-By-Unit for the BUILDING's unit, read as found / not found / API error. */
    checkIrasUnit: notProvided<IrasUnitCheckReply, IrasUnitCheckInput>('checkIrasUnit'),
    /** POST /check-Duplicate-DD-Submitted: earlier requisitions of the property to the same agencies. */
    checkDuplicates: notProvided<readonly DuplicateRequisition[], RequisitionRequest>('checkDuplicates'),
    /** POST /submitDD with the Idempotency-Key; answers the usable lfcontrolNo or null. */
    submitRequisition: notProvided<ControlNumberReply, RequisitionCall>('submitRequisition'),
    /** POST /draftDD with the Idempotency-Key; answers the usable lfcontrolNo or null. */
    draftRequisition: notProvided<ControlNumberReply, RequisitionCall>('draftRequisition'),
  },
  guards: {
    isChosen: ({ context }, params: KeyParams) => context.selected.includes(params.key),
    isRefused: ({ context }, params: KeyParams) => {
      const line = findLine(context, params.key);
      return line !== undefined && selectionRefusal(line, context.property) !== null;
    },
    opensLtaPlan: ({ context }, params: KeyParams) => opens(context, params.key, 'lta-plan'),
    opensAcraIndividual: ({ context }, params: KeyParams) => opens(context, params.key, 'acra-individual'),
    opensAcraCompany: ({ context }, params: KeyParams) => opens(context, params.key, 'acra-company'),
    opensNricEntry: ({ context }, params: KeyParams) => opens(context, params.key, 'nric-entry'),
    opensUenEntry: ({ context }, params: KeyParams) => opens(context, params.key, 'uen-entry'),
    needsIrasCheck: ({ context }, params: KeyParams) => opens(context, params.key, 'iras-unit-check'),
    isOffered: ({ context }, params: KeyParams) => findLine(context, params.key) !== undefined,
    selectAllChecksIras: ({ context }) => irasCheckKey(context) !== null,
    nothingChosen: ({ context }) => context.selected.length === 0,
    planChoiceMissing: ({ context }) => planIndicatorProblem(context.dialogChoice[0]) !== null,
    noPartyChosen: ({ context }) => context.dialogChoice.length === 0,
    individualEntryRefused: (_, params: EntryParams) => individualEntry(params) !== null,
    companyEntryRefused: (_, params: EntryParams) => companyEntry(params) !== null,
    irasUnitFound: (_, params: { reply: IrasUnitCheckReply }) => params.reply.status === 'found',
    irasUnitMissing: (_, params: { reply: IrasUnitCheckReply }) => params.reply.status === 'not-found',
    hasControlNo: (_, params: ReplyParams) => typeof params.reply === 'string' && params.reply !== '',
    tooManyRequests: (_, params: ErrorParams) =>
      typeof params.error === 'object' && params.error !== null && 'status' in params.error && params.error.status === 429,
  },
  actions: {
    choose: assign(({ context }, params: KeyParams) => withChosen(context, [...context.selected, params.key])),
    unchoose: assign(({ context }, params: KeyParams) =>
      withChosen(
        context,
        context.selected.filter((key) => key !== params.key),
      ),
    ),
    choosePending: assign(({ context }) => (context.pendingKey === null ? {} : withChosen(context, [...context.selected, context.pendingKey]))),
    chooseAllPlain: assign(({ context }) => withChosen(context, [...context.selected, ...plainLineKeys(context)])),
    clearChoices: assign({ ...NO_CHOICES, idempotencyKey: null }),
    openDialog: assign(({ context }, params: KeyParams) => {
      const line = findLine(context, params.key);
      const field = line ? acraListField(line) : null;
      const ltaPlan = line !== undefined && selectionDialog(line, context.property) === 'lta-plan';
      return {
        pendingKey: params.key,
        dialogChoice: field ? context[field] : ltaPlan ? [context.planInd] : [],
        entryProblem: null,
      };
    }),
    markIrasPending: assign(({ context }) => ({ pendingKey: irasCheckKey(context) })),
    closeDialog: assign({ pendingKey: null, dialogChoice: [], entryProblem: null, irasProblem: null }),
    pickPlan: assign((_, params: { planInd: string }) => ({ dialogChoice: [params.planInd], entryProblem: null })),
    keepPlan: assign(({ context }) => ({ planInd: context.dialogChoice[0] === 'Y' ? ('Y' as const) : ('N' as const) })),
    toggleParty: assign(({ context }, params: { identifier: string }) => ({
      dialogChoice: context.dialogChoice.includes(params.identifier)
        ? context.dialogChoice.filter((identifier) => identifier !== params.identifier)
        : [...context.dialogChoice, params.identifier],
      entryProblem: null,
    })),
    keepParties: assign(({ context }) => {
      const line = context.pendingKey === null ? undefined : findLine(context, context.pendingKey);
      const field = line ? acraListField(line) : null;
      return field ? { [field]: context.dialogChoice } : {};
    }),
    keepEntry: assign(({ context }, params: { identifier: string }) => {
      const line = context.pendingKey === null ? undefined : findLine(context, context.pendingKey);
      const field = line ? acraListField(line) : null;
      if (!field) return {};
      // UENs are kept as the shared UEN rule compares them; NRIC / passport numbers as typed, trimmed.
      return { [field]: [field === 'acraPpr' ? params.identifier.trim() : normaliseUen(params.identifier)] };
    }),
    refuseEntry: assign((_, params: { problem: string | null }) => ({ entryProblem: params.problem })),
    showAlert: assign((_, params: { text: string }) => ({ alert: { title: null, text: params.text } })),
    clearAlert: assign({ alert: null }),
    warnIras: assign((_, params: IrasProblem) => ({ irasProblem: params })),
    keepDuplicates: assign((_, params: { duplicates: readonly DuplicateRequisition[] }) => ({ duplicates: params.duplicates })),
    prepareKey: assign(({ context }) => ({ idempotencyKey: context.idempotencyKey ?? context.newKey() })),
    dropKey: assign({ idempotencyKey: null }),
    keepOutcome: assign((_, params: { lfcontrolNo: string; outcome: RequisitionOutput['action'] }) => ({
      lfcontrolNo: params.lfcontrolNo,
      outcome: params.outcome,
    })),
    notify: emit((_, params: Omit<RequisitionNotice, 'type'>) => ({ type: 'notice' as const, ...params })),
  },
}).createMachine({
  id: 'requisition',
  description: 'The LEGAL REQUISITION tab: choose agency lines (with their dialogs), review the totals and duplicates, confirm, submit or draft.',
  context: ({ input }) => ({
    ...input,
    ...NO_CHOICES,
    pendingKey: null,
    dialogChoice: [],
    entryProblem: null,
    alert: null,
    duplicates: [],
    idempotencyKey: null,
    lfcontrolNo: null,
    irasProblem: null,
    outcome: null,
  }),
  initial: 'selecting',
  output: ({ context }) => outputOf(context),
  states: {
    selecting: {
      description: 'Step 1: the agency / department fee table with a checkbox per line, the charge cards, Next and Reset.',
      tags: ['step1'],
      initial: 'idle',
      states: {
        idle: {
          description: 'Lines can be ticked and unticked; Select All, Unselect All, Reset and Next are enabled.',
          on: {
            'agency.toggle': [
              { guard: { type: 'isChosen', params: eventKey }, actions: { type: 'unchoose', params: eventKey } },
              {
                guard: { type: 'isRefused', params: eventKey },
                target: 'alerting',
                actions: {
                  type: 'showAlert',
                  params: ({ context, event }) => {
                    const line = findLine(context, event.key);
                    return { text: (line && selectionRefusal(line, context.property)) ?? '' };
                  },
                },
              },
              opensFirst('opensLtaPlan', 'ltaPlan'),
              opensFirst('opensAcraIndividual', 'acraIndividual'),
              opensFirst('opensAcraCompany', 'acraCompany'),
              opensFirst('opensNricEntry', 'nricEntry'),
              opensFirst('opensUenEntry', 'uenEntry'),
              opensFirst('needsIrasCheck', 'irasChecking'),
              { guard: { type: 'isOffered', params: eventKey }, actions: { type: 'choose', params: eventKey } },
            ],
            'agency.selectAll': [
              { guard: 'selectAllChecksIras', target: 'irasChecking', actions: ['chooseAllPlain', 'markIrasPending'] },
              { actions: 'chooseAllPlain' },
            ],
            'agency.unselectAll': { actions: 'clearChoices' },
            'selection.reset': { actions: 'clearChoices' },
            'step.next': [
              {
                guard: 'nothingChosen',
                target: 'alerting',
                actions: { type: 'showAlert', params: { text: messages.selectAtLeastOneAgency } },
              },
              { target: 'checkingDuplicates' },
            ],
          },
        },
        alerting: {
          description: "An alert: a refused line (MCST, URA), 'Please select at least one agency', the PRIMARY STAKEHOLDER reminder.",
          tags: ['alert'],
          on: { 'alert.dismiss': { target: 'idle', actions: 'clearAlert' } },
        },
        ltaPlan: {
          description: "'For Legal Requisition sending to LTA-RTS or LTA-SW': plans and notices Yes / No, opening on No.",
          tags: ['dialog.lta'],
          on: {
            'lta.choose': { actions: { type: 'pickPlan', params: ({ event }) => ({ planInd: event.planInd }) } },
            'dialog.save': saveChoice(
              'planChoiceMissing',
              ({ context }: { context: RequisitionContext }) => ({ problem: planIndicatorProblem(context.dialogChoice[0]) }),
              'keepPlan',
            ),
            'dialog.cancel': closeOnCancel,
          },
        },
        acraIndividual: acraPartyDialog(
          'ACRA People Profile Report: tick the buyer / seller people (masked NRIC with an eye toggle).',
          'dialog.acraIndividual',
        ),
        acraCompany: acraPartyDialog(
          'ACRA Business (or Extended Business) Profile Report: tick the buyer / seller companies by UEN.',
          'dialog.acraCompany',
        ),
        nricEntry: entryDialog({
          description: "'Individual NRIC/Passport' (no buyer or seller person): NRIC / passport and name, both required.",
          tag: 'dialog.nric',
          refused: 'individualEntryRefused',
          problem: individualEntry,
          reminder: messages.assignPersonAsPrimary,
        }),
        uenEntry: entryDialog({
          description: "'Company UEN' (no buyer or seller company): a valid UEN and the company name.",
          tag: 'dialog.uen',
          refused: 'companyEntryRefused',
          problem: companyEntry,
          reminder: messages.assignCompanyAsPrimary,
        }),
        irasChecking: {
          description: 'IRAS on a BUILDING: is the unit in the Valuation List (POST /check-IRAS-Taxable-By-Unit)?',
          tags: ['busy'],
          invoke: {
            id: 'checkIrasUnit',
            src: 'checkIrasUnit',
            input: ({ context }) => ({ property: context.property }),
            onDone: [
              {
                guard: { type: 'irasUnitFound', params: ({ event }) => ({ reply: event.output }) },
                target: 'idle',
                actions: ['choosePending', 'closeDialog'],
              },
              {
                guard: { type: 'irasUnitMissing', params: ({ event }) => ({ reply: event.output }) },
                target: 'irasWarning',
                actions: {
                  type: 'warnIras',
                  params: ({ event }) => ({
                    title: messages.propertyNotInValuationList,
                    text: messages.irasUnitNotInValuationList(event.output.address),
                  }),
                },
              },
              { target: 'irasWarning', actions: { type: 'warnIras', params: irasApiError } },
            ],
            onError: { target: 'irasWarning', actions: { type: 'warnIras', params: irasApiError } },
          },
        },
        irasWarning: {
          description: 'The unit is not in the Valuation List, or the check failed: OK requests IRAS anyway, Cancel leaves it out.',
          tags: ['dialog.iras'],
          on: {
            'dialog.confirm': { target: 'idle', actions: ['choosePending', 'closeDialog'] },
            'dialog.cancel': { target: 'idle', actions: 'closeDialog' },
          },
        },
        checkingDuplicates: {
          description: 'Next: earlier submitted or draft requisitions of the property to the same agencies within two months.',
          tags: ['busy'],
          invoke: {
            id: 'checkDuplicates',
            src: 'checkDuplicates',
            input: ({ context }) => requisitionRequest(context),
            onDone: {
              target: '#requisition.reviewing',
              actions: { type: 'keepDuplicates', params: ({ event }) => ({ duplicates: event.output }) },
            },
            // Without the check the lawyer could pay twice unwarned: stay on step 1 and say why; Next retries.
            onError: {
              target: 'alerting',
              actions: { type: 'showAlert', params: ({ event }) => ({ text: failureText(event.error) }) },
            },
          },
        },
      },
    },
    reviewing: {
      description: 'Step 2: the summary with its totals and the duplicate warning; Submit, Save as Draft and Back.',
      tags: ['step2'],
      initial: 'review',
      states: {
        review: {
          description: 'The summary; Back returns to step 1 with the choices kept.',
          on: {
            'step.back': { target: '#requisition.selecting' },
            'requisition.submit': { target: 'confirmingSubmit' },
            'requisition.draft': { target: 'confirmingDraft' },
          },
        },
        confirmingSubmit: confirmation(
          "'Confirmation on LR submission' with the reference number and address; Confirm or Cancel.",
          'confirm.submit',
          'submitting',
        ),
        confirmingDraft: confirmation(
          "'Confirmation on LR Draft submission' with the reference number and address; Confirm or Cancel.",
          'confirm.draft',
          'drafting',
        ),
        submitting: requisitionCall({
          description: 'POST /submitDD with the Idempotency-Key: a double click or a retry answers the first control number.',
          actor: 'submitRequisition',
          target: '#requisition.submitted',
          outcome: 'submitted',
          toast: messages.lrSubmitted,
          quietWhenTooFast: true,
        }),
        drafting: requisitionCall({
          description: 'POST /draftDD with the Idempotency-Key; the draft then waits in the draft cart.',
          actor: 'draftRequisition',
          target: '#requisition.done',
          outcome: 'drafted',
          toast: messages.lrSaved,
          quietWhenTooFast: false,
        }),
      },
    },
    submitted: {
      description: "The after-submit dialog: 'Your submission is being processed…' with the Helpdesk phone; Close.",
      tags: ['dialog.afterSubmit'],
      on: { 'dialog.close': { target: 'done' } },
    },
    done: {
      description: 'Submitted or drafted: the page shows the STATUS tab and starts a fresh requisition.',
      type: 'final',
    },
  },
});
