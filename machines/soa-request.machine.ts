import { assign, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { nonSoaSearchFields, searchOutcomeMessage, soaDateProblem, soaSearchDates } from '../src/domain/other-services/soa-search';
import { badRequestProblems, failureText } from './flow-alert';
import { notProvided } from './not-provided';
import type {
  SoaMode,
  SoaRequestContext,
  SoaRequestCriteria,
  SoaRequestEvent,
  SoaRequestInput,
  SoaSearchReply,
  SoaSearchRequest,
  SoaSearchRow,
  SoaSendReply,
  SoaSendRequest,
} from './soa-request.types';

export type * from './soa-request.types';

/**
 * The two statement-of-account pages (seed 002 §2.4, §2.5, §4 "Non-SOA/SOA", §7), the page in `input.mode`. What
 * the screen reads:
 * - the search form, always shown, starting from `context.criteria`; Search sends 'search.submit' with its criteria;
 * - 'results': the results table (`context.results`) with `context.outcome` ('Record Found' / 'No record found. …');
 *   a row is ticked when `soaRowKey(mode, row)` is in `context.selected`; 'selected': something is ticked;
 * - 'busy' while searching or sending; 'error': `context.problem` (a criteria problem, a failed search, Send with
 *   nothing ticked, a failed send, which Send retries with the same key);
 * - the final 'sent': toast `context.notice` and open the other-services listing (the SOA page's fields and results
 *   are cleared by then).
 */

/** What a row's checkbox stands for, and what is sent: the LF control no. of a requisition, or the property account no. */
export function soaRowKey(mode: SoaMode, row: SoaSearchRow): string {
  return mode === 'soa' ? row.lfControlNo : row.propActNo;
}

export function blankCriteria(mode: SoaMode): SoaRequestCriteria {
  return mode === 'soa' ? { kind: 'soa', fromDate: '', toDate: '', referenceNo: '' } : { kind: 'nonSoa', propType: 'B', blk: '', street: '' };
}

/**
 * Why a search cannot run: SOA needs both dates, From not after To (soaDateProblem). Non-SOA needs the Street Name
 * (ours: the block alone names no property; the seed states no rule, so the property form's message is reused).
 */
export function criteriaProblem(criteria: SoaRequestCriteria): string | null {
  if (criteria.kind === 'soa') return soaDateProblem(criteria);
  return criteria.street.trim() ? null : messages.streetNameEmpty;
}

/** The criteria as the search call carries them (seed 002 §7). */
export function searchRequestFor(criteria: SoaRequestCriteria): SoaSearchRequest {
  if (criteria.kind === 'soa') return { kind: 'soa', ...soaSearchDates(criteria) };
  return { kind: 'nonSoa', ...nonSoaSearchFields(criteria.blk, criteria.street), strPropType: criteria.propType };
}

function sendRequestFor(context: SoaRequestContext): SoaSendRequest {
  // Only reachable through Send, which makes the key.
  if (context.key === null) throw new Error('a statement of account request without an idempotency key');
  return { mode: context.mode, lfControlNos: context.selected, key: context.key };
}

const keysOf = (context: SoaRequestContext) => context.results.map((row) => soaRowKey(context.mode, row));
// The keys in the rows' order; a changed selection is a new request, so a kept key no longer answers for it.
const chosen = (context: SoaRequestContext, keys: ReadonlySet<string>) => ({
  selected: keysOf(context).filter((key) => keys.has(key)),
  key: null,
  problem: null,
});
const noResults = { results: [], count: 0, outcome: null, selected: [], key: null };

type CriteriaParams = { criteria: SoaRequestCriteria };
type TickParams = { key: string; selected: boolean };
type ErrorParams = { error: unknown };

const eventCriteria = ({ event }: { event: CriteriaParams }): CriteriaParams => ({ criteria: event.criteria });

/** Search, from the empty page or over earlier results: a problem stays on the form, else the search runs. */
const searchSubmit = [
  {
    guard: { type: 'criteriaRefused', params: eventCriteria },
    target: '#soaRequest.search.refused',
    actions: { type: 'refuseCriteria', params: eventCriteria },
  },
  {
    guard: { type: 'criteriaAccepted', params: eventCriteria },
    target: '#soaRequest.searching',
    actions: { type: 'startSearch', params: eventCriteria },
  },
] as const;

export const soaRequestMachine = setup({
  types: {
    context: {} as SoaRequestContext,
    events: {} as SoaRequestEvent,
    input: {} as SoaRequestInput,
  },
  actors: {
    /** POST /searchSOA or /searchNonSOA (by the request's kind); resolves with count and rows. */
    search: notProvided<SoaSearchReply, SoaSearchRequest>('search'),
    /** POST /submitSOA or /submitNonSOA (by mode) with the Idempotency-Key; resolves with the reply text. */
    send: notProvided<SoaSendReply, SoaSendRequest>('send'),
  },
  guards: {
    criteriaRefused: ({ context }, params: CriteriaParams) => params.criteria.kind === context.mode && criteriaProblem(params.criteria) !== null,
    criteriaAccepted: ({ context }, params: CriteriaParams) => params.criteria.kind === context.mode && criteriaProblem(params.criteria) === null,
    tickChanges: ({ context }, params: TickParams) =>
      keysOf(context).includes(params.key) && context.selected.includes(params.key) !== params.selected,
    hasResults: ({ context }) => context.results.length > 0,
    nothingSelected: ({ context }) => context.selected.length === 0,
    isSoa: ({ context }) => context.mode === 'soa',
  },
  actions: {
    refuseCriteria: assign((_, params: CriteriaParams) => ({ ...noResults, criteria: params.criteria, problem: criteriaProblem(params.criteria) })),
    startSearch: assign((_, params: CriteriaParams) => ({ ...noResults, criteria: params.criteria, problem: null })),
    showResults: assign((_, params: { reply: SoaSearchReply }) => ({
      ...noResults,
      results: params.reply.searchResult,
      count: params.reply.count,
      outcome: searchOutcomeMessage(params.reply.count),
    })),
    recordSearchFailure: assign((_, params: ErrorParams) => ({ problem: failureText(params.error) })),
    tick: assign(({ context }, params: TickParams) => {
      const keys = new Set(context.selected);
      if (params.selected) keys.add(params.key);
      else keys.delete(params.key);
      return chosen(context, keys);
    }),
    toggleAll: assign(({ context }) => chosen(context, new Set(context.selected.length === context.results.length ? [] : keysOf(context)))),
    sayPickOne: assign({ problem: messages.selectAtLeastOneToSend }),
    prepareKey: assign(({ context }) => ({ key: context.key ?? context.newKey(), problem: null })),
    announceSent: assign(({ context }, params: { reply: SoaSendReply }) => ({
      notice: context.mode === 'soa' && params.reply ? params.reply : messages.submitted,
    })),
    clearSearch: assign(({ context }) => ({ ...noResults, criteria: blankCriteria(context.mode) })),
    recordSendFailure: assign((_, params: ErrorParams) => ({ problem: badRequestProblems(params.error)?.join(' ') ?? failureText(params.error) })),
  },
}).createMachine({
  id: 'soaRequest',
  description: 'Statement of account (SOA or non-requisition): search, tick results, Send with one key per selection, then the listing.',
  context: ({ input }) => ({
    mode: input.mode,
    newKey: input.newKey,
    criteria: blankCriteria(input.mode),
    ...noResults,
    problem: null,
    notice: null,
  }),
  initial: 'search',
  states: {
    search: {
      description: 'The search form without results: From / To dates (SOA) or property type, Blk/Hse No. and Street Name (non-SOA).',
      initial: 'ready',
      on: { 'search.submit': searchSubmit },
      states: {
        ready: {
          description: 'Nothing searched yet.',
        },
        refused: {
          description: "The criteria cannot be searched: 'From date and To date must not be empty!', From after To, or no Street Name.",
          tags: ['error'],
        },
        failed: {
          description: "The search failed: the server's message or 'Network Error.'; Search tries again.",
          tags: ['error'],
        },
      },
    },
    searching: {
      description: 'POST /searchSOA (dates as dd/MM/yyyy, reference no. not sent) or /searchNonSOA (upper-cased).',
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => searchRequestFor(context.criteria),
        onDone: { target: 'results', actions: { type: 'showResults', params: ({ event }) => ({ reply: event.output }) } },
        onError: { target: 'search.failed', actions: { type: 'recordSearchFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    results: {
      description: "The results under 'Record Found' or 'No record found. …': tick rows or all of them, Send, or search again.",
      tags: ['results'],
      initial: 'sorting',
      on: {
        'search.submit': searchSubmit,
        'row.toggle': {
          guard: { type: 'tickChanges', params: ({ event }) => ({ key: event.key, selected: event.selected }) },
          target: '.sorting',
          actions: { type: 'tick', params: ({ event }) => ({ key: event.key, selected: event.selected }) },
        },
        'rows.toggleAll': { guard: 'hasResults', target: '.sorting', actions: 'toggleAll' },
      },
      states: {
        sorting: {
          description: 'Counts the ticks after a search or a change: none, or some.',
          always: [{ guard: 'nothingSelected', target: 'none' }, { target: 'some' }],
        },
        none: {
          description: 'Nothing ticked: Send says to pick at least one.',
          initial: 'ready',
          on: { 'results.send': { target: '.refused', actions: 'sayPickOne' } },
          states: {
            ready: {
              description: 'The rows, none ticked.',
            },
            refused: {
              description: "Send with nothing ticked: 'Please select at least one record to send.'",
              tags: ['error'],
            },
          },
        },
        some: {
          description: 'Rows ticked: Send requests a statement for each.',
          tags: ['selected'],
          initial: 'ready',
          on: { 'results.send': { target: '#soaRequest.sending', actions: 'prepareKey' } },
          states: {
            ready: {
              description: 'The ticked rows, ready to send.',
            },
            failed: {
              description: "The send failed (a toast on the SOA page): the server's message; the ticks stay, Send retries with the same key.",
              tags: ['error'],
            },
          },
        },
      },
    },
    sending: {
      description: 'POST /submitSOA or /submitNonSOA with the ticked rows and the Idempotency-Key: a double click is sent once.',
      tags: ['busy'],
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => sendRequestFor(context),
        onDone: [
          {
            guard: 'isSoa',
            target: 'sent',
            actions: [{ type: 'announceSent', params: ({ event }) => ({ reply: event.output }) }, 'clearSearch'],
          },
          { target: 'sent', actions: { type: 'announceSent', params: ({ event }) => ({ reply: event.output }) } },
        ],
        onError: { target: 'results.some.failed', actions: { type: 'recordSendFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: {
      description: "Sent: SOA shows the reply's text and clears its fields and results, non-SOA toasts 'Submitted'; then the listing.",
      tags: ['sent'],
      type: 'final',
    },
  },
});
