import { assign, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { validateNewAgent, type NewAgentForm, type NewAgentPersonForm } from '../src/domain/stakeholder-agent-rules';
import { canAssignLawyer, canUnassignClient, clientSearchProblem, validateNewLawyer, type NewLawyerForm } from '../src/domain/stakeholder-rules';
import { badRequestProblems } from './flow-alert';
import { notProvided } from './not-provided';
import { agentFromDraft, errorText, lawyerFromDraft, lawyerFromFirmUser, removeClientRequest } from './stakeholder-assignment.payloads';
import {
  agentFlag,
  BLANK_AGENT_DRAFT,
  BLANK_AGENT_PERSON,
  BLANK_LAWYER_DRAFT,
  isClientRole,
  isLawyerRole,
  ROLE_LABELS,
  sideFlag,
  type AddClientRequest,
  type AgentFlag,
  type AgentPayload,
  type AssignmentAlert,
  type AssignmentNotice,
  type AssignmentOutcome,
  type AssignmentPropertyFacts,
  type AssignmentRequest,
  type BuyerSeller,
  type ChosenFirm,
  type ClientCategory,
  type ClientMatch,
  type LawFirmDetails,
  type LawFirmMatch,
  type LawFirmSearchReply,
  type LawyerPayload,
  type RemoveClientRequest,
  type SalespersonMatch,
  type StakeholderAssignmentInput,
  type StakeholderRole,
} from './stakeholder-assignment.types';

/*
 * One machine for every primary-stakeholder change a property summary card asks for (seed 000 §4 "Contacts",
 * §5, §7 "Assignment to a property", §8; seed 001 §4 and §5 "Stakeholders", §8): the client search, the
 * lawyer's firm and user (or a new lawyer), the agent search (or a new agency), and unassigning.
 */

export interface StakeholderAssignmentContext {
  request: AssignmentRequest;
  property: AssignmentPropertyFacts;
  /** The search box of the current step: contact, law firm, agency or salesperson. */
  searchText: string;
  category: ClientCategory;
  /** null until searched; then the answer (empty: 'No Items Found.'). */
  clients: readonly ClientMatch[] | null;
  firms: readonly LawFirmMatch[] | null;
  firm: ChosenFirm | null;
  salespersons: readonly SalespersonMatch[] | null;
  /** The contact or agency picked in the result table. */
  pickedId: number | null;
  pickedUserId: string | null;
  lawyerDraft: NewLawyerForm;
  agentDraft: NewAgentForm;
  /** What the error alert lists: the rules' messages, or the server's for a 400. */
  problems: readonly string[];
  /** The toast the latest step raised; cleared by the next step. */
  notice: AssignmentNotice | null;
  alert: AssignmentAlert | null;
  outcome: AssignmentOutcome | null;
}

export type StakeholderAssignmentEvent =
  | { type: 'assign.category'; category: ClientCategory }
  | { type: 'assign.text'; text: string }
  | { type: 'assign.search' }
  | { type: 'assign.pick'; id: number }
  | { type: 'firm.pick'; acctId: string }
  | { type: 'firm.pickUser'; userid: string }
  | { type: 'assign.create' }
  | { type: 'assign.back' }
  | { type: 'lawyer.change'; patch: Partial<NewLawyerForm> }
  | { type: 'agent.change'; patch: Partial<Omit<NewAgentForm, 'clientContacts'>> & { person?: Partial<NewAgentPersonForm> } }
  | { type: 'salesperson.pick'; registrationNo: string }
  | { type: 'assign.save' }
  | { type: 'assign.confirm' }
  | { type: 'assign.dismiss' }
  | { type: 'assign.cancel' };

function partyFacts(property: AssignmentPropertyFacts) {
  const held = (role: StakeholderRole) => property.assigned[role] !== null;
  return {
    clientFlag: property.clientFlag,
    buyer: held('buyer'),
    seller: held('seller'),
    buyerLawyer: held('buyerLawyer'),
    sellerLawyer: held('sellerLawyer'),
  };
}

const warning = (message: string): AssignmentNotice => ({ message, tone: 'warning' });
const failure = (error: unknown): AssignmentNotice => ({ message: errorText(error), tone: 'error' });

type ErrorParams = { error: unknown };
type SearchFields = Pick<StakeholderAssignmentContext, 'clients' | 'firms' | 'salespersons' | 'pickedId' | 'pickedUserId'>;
const noResults: SearchFields = { clients: null, firms: null, salespersons: null, pickedId: null, pickedUserId: null };

export const stakeholderAssignmentMachine = setup({
  types: {
    context: {} as StakeholderAssignmentContext,
    events: {} as StakeholderAssignmentEvent,
    input: {} as StakeholderAssignmentInput,
    output: {} as { outcome: AssignmentOutcome | null },
  },
  actors: {
    /** GET /search-client/{category}/{text}/{propertyId} */
    searchClients: notProvided<readonly ClientMatch[], { category: ClientCategory; text: string; propertyId: number }>('searchClients'),
    /** POST /add-client-to-property */
    addClient: notProvided<unknown, AddClientRequest>('addClient'),
    /** POST /fetchusersbylawfirmname */
    searchLawFirms: notProvided<LawFirmSearchReply, { acctName: string }>('searchLawFirms'),
    /** GET /retrievelawfirmuser/{accountId}/LRI */
    loadFirmUsers: notProvided<LawFirmDetails, { accountId: string }>('loadFirmUsers'),
    /** POST /add-lawyer-to-property */
    addLawyer: notProvided<unknown, { propertyInfoId: number; lawyer: LawyerPayload; lawyerFlag: BuyerSeller }>('addLawyer'),
    /** GET /search-agent/{text}/{propertyId} */
    searchAgents: notProvided<readonly ClientMatch[], { text: string; propertyId: number }>('searchAgents'),
    /** POST /link-agent-to-property/{propertyId}/{clientInfoId}/{agentFlag} */
    linkAgent: notProvided<unknown, { propertyId: number; clientInfoId: number; agentFlag: AgentFlag }>('linkAgent'),
    /** GET /api/sandbox/datagov/datastore_search on the salesperson register */
    searchSalespersons: notProvided<readonly SalespersonMatch[], { q: string }>('searchSalespersons'),
    /** POST /add-agent-to-property/{propertyId}/{agentFlag} */
    addAgent: notProvided<unknown, { propertyId: number; agentFlag: AgentFlag; agent: AgentPayload }>('addAgent'),
    /** POST /remove-assigned-client */
    removeClient: notProvided<unknown, RemoveClientRequest>('removeClient'),
    /** POST /remove-assigned-lawyer */
    removeLawyer: notProvided<unknown, { propertyInfoId: number; lawyerFlag: BuyerSeller }>('removeLawyer'),
  },
  guards: {
    isUnassign: ({ context }) => context.request.action === 'unassign',
    clientHeldByLawyers: ({ context }) => isClientRole(context.request.role) && !canUnassignClient(partyFacts(context.property)).allowed,
    isClientRole: ({ context }) => isClientRole(context.request.role),
    isLawyerRole: ({ context }) => isLawyerRole(context.request.role),
    noClientYet: ({ context }) => !canAssignLawyer(partyFacts(context.property)).allowed,
    searchTooShort: ({ context }) => clientSearchProblem(context.searchText) !== undefined,
    hasSearchText: ({ context }) => context.searchText.trim() !== '',
    isListed: ({ context }, params: { id: number }) => (context.clients ?? []).some((match) => match.id === params.id),
    isFirmListed: ({ context }, params: { acctId: string }) => (context.firms ?? []).some((firm) => firm.acctId === params.acctId),
    isFirmUser: ({ context }, params: { userid: string }) =>
      (context.firm?.details?.lstCMSUsrInfo ?? []).some((user) => user.userid === params.userid),
    isSalespersonListed: ({ context }, params: { registrationNo: string }) =>
      (context.salespersons ?? []).some((person) => person.registration_no === params.registrationNo),
    nothingPicked: ({ context }) => context.pickedId === null,
    noUserPicked: ({ context }) => context.pickedUserId === null,
    noFirmsFound: (_, params: { reply: LawFirmSearchReply }) => params.reply.accountList.length === 0,
    lawyerDraftHasProblems: ({ context }) => validateNewLawyer(context.lawyerDraft).length > 0,
    agentDraftHasProblems: ({ context }) => validateNewAgent(context.agentDraft).length > 0,
    badRequest: (_, params: ErrorParams) => badRequestProblems(params.error) !== null,
  },
  actions: {
    askToUnassign: assign(({ context }) => ({
      alert: {
        title: messages.unassignTitle,
        text: messages.confirmUnassign(context.property.assigned[context.request.role] ?? '', ROLE_LABELS[context.request.role]),
      },
    })),
    refuseUnassign: assign({ alert: { title: messages.unassignFailedTitle, text: messages.removeBothLawyersFirst } }),
    showUnassignFailure: assign((_, params: ErrorParams) => ({
      alert: { title: messages.unassignFailedTitle, text: errorText(params.error) },
    })),
    warnClientFirst: assign({ notice: warning(messages.assignClientFirst) }),
    warnTooShort: assign({ notice: warning(messages.enterMinThreeCharacters) }),
    warnChooseContact: assign({ notice: warning(messages.chooseAtLeastOneContact) }),
    warnSelectLawyer: assign({ notice: warning(messages.selectLawyerFromTable) }),
    warnSelectAgent: assign({ notice: warning(messages.selectAgentFromTable) }),
    warnNoFirms: assign({ firms: [], notice: warning(messages.noMatchLawFirm) }),
    warnFailure: assign((_, params: ErrorParams) => ({ notice: failure(params.error) })),
    announceUnassigned: assign({ notice: { message: messages.successfullyUnassigned, tone: 'success' as const } }),
    clearNotice: assign({ notice: null }),
    chooseCategory: assign((_, params: { category: ClientCategory }) => ({ ...noResults, category: params.category, notice: null })),
    keepText: assign((_, params: { text: string }) => ({ searchText: params.text, notice: null })),
    pick: assign((_, params: { id: number }) => ({ pickedId: params.id, notice: null })),
    keepClients: assign((_, params: { clients: readonly ClientMatch[] }) => ({ clients: params.clients, pickedId: null })),
    keepFirms: assign((_, params: { reply: LawFirmSearchReply }) => ({ firms: params.reply.accountList })),
    pickFirm: assign(({ context }, params: { acctId: string }) => {
      const match = (context.firms ?? []).find((firm) => firm.acctId === params.acctId);
      return { firm: { acctId: params.acctId, acctName: match?.acctName ?? '', details: null }, pickedUserId: null };
    }),
    keepFirmDetails: assign(({ context }, params: { details: LawFirmDetails }) => ({
      firm: context.firm ? { ...context.firm, details: params.details } : null,
    })),
    pickUser: assign((_, params: { userid: string }) => ({ pickedUserId: params.userid, notice: null })),
    leaveFirm: assign({ firm: null, pickedUserId: null, notice: null }),
    // The form and the search each start afresh: what the other step held is not carried across.
    startDraft: assign({ ...noResults, searchText: '', notice: null, lawyerDraft: BLANK_LAWYER_DRAFT, agentDraft: BLANK_AGENT_DRAFT }),
    backToSearch: assign({
      ...noResults,
      firm: null,
      searchText: '',
      notice: null,
      problems: [],
      lawyerDraft: BLANK_LAWYER_DRAFT,
      agentDraft: BLANK_AGENT_DRAFT,
    }),
    applyLawyerChange: assign(({ context, event }) =>
      event.type === 'lawyer.change' ? { lawyerDraft: { ...context.lawyerDraft, ...event.patch }, notice: null } : {},
    ),
    applyAgentChange: assign(({ context, event }) => {
      if (event.type !== 'agent.change') return {};
      const { person, ...agency } = event.patch;
      const [first = BLANK_AGENT_PERSON] = context.agentDraft.clientContacts;
      return { agentDraft: { ...context.agentDraft, ...agency, clientContacts: [{ ...first, ...person }] }, notice: null };
    }),
    keepSalespersons: assign((_, params: { salespersons: readonly SalespersonMatch[] }) => ({ salespersons: params.salespersons })),
    // The register's record names the salesperson and the agency; blank agency fields take the agency's too.
    fillSalesperson: assign(({ context }, params: { registrationNo: string }) => {
      const record = (context.salespersons ?? []).find((person) => person.registration_no === params.registrationNo);
      if (!record) return {};
      const draft = context.agentDraft;
      const [first = BLANK_AGENT_PERSON] = draft.clientContacts;
      return {
        notice: null,
        agentDraft: {
          ...draft,
          compName: draft.compName || (record.estate_agent_name ?? ''),
          estateAgentCEALicenceNo: draft.estateAgentCEALicenceNo || (record.estate_agent_license_no ?? ''),
          clientContacts: [{ ...first, individualName: record.salesperson_name, agentCEANo: record.registration_no }],
        },
      };
    }),
    recordLawyerProblems: assign(({ context }) => ({ problems: validateNewLawyer(context.lawyerDraft) })),
    recordAgentProblems: assign(({ context }) => ({ problems: validateNewAgent(context.agentDraft) })),
    recordServerProblems: assign((_, params: ErrorParams) => ({ problems: badRequestProblems(params.error) ?? [] })),
    clearProblems: assign({ problems: [] }),
    endWith: assign((_, params: { outcome: AssignmentOutcome }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'stakeholderAssignment',
  description: 'Assigning or unassigning one primary stakeholder of a property: client, lawyer or agent.',
  context: ({ input }) => ({
    request: input.request,
    property: input.property,
    searchText: '',
    category: '0',
    clients: null,
    firms: null,
    firm: null,
    salespersons: null,
    pickedId: null,
    pickedUserId: null,
    lawyerDraft: BLANK_LAWYER_DRAFT,
    agentDraft: BLANK_AGENT_DRAFT,
    problems: [],
    notice: null,
    alert: null,
    outcome: null,
  }),
  output: ({ context }) => ({ outcome: context.outcome }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Chooses the modal from the request; a lawyer before the client, or a client with lawyers, is refused at once.',
      always: [
        { guard: 'clientHeldByLawyers', target: 'unassignRefused', actions: 'refuseUnassign' },
        { guard: 'isUnassign', target: 'confirmingUnassign', actions: 'askToUnassign' },
        { guard: 'isClientRole', target: 'client' },
        { guard: 'isLawyerRole', target: 'checkingClient' },
        { target: 'agent' },
      ],
    },
    checkingClient: {
      description: 'A lawyer only once the client is set (canAssignLawyer).',
      always: [
        {
          guard: 'noClientYet',
          target: 'cancelled',
          actions: ['warnClientFirst', { type: 'endWith', params: { outcome: 'cancelled' } }],
        },
        { target: 'lawyer' },
      ],
    },
    client: {
      description: 'Client modal: Company (0) or Individual (1), a search of at least 3 characters, pick one result, Save or Cancel.',
      initial: 'idle',
      on: { 'assign.cancel': { target: 'cancelled', actions: { type: 'endWith', params: { outcome: 'cancelled' } } } },
      states: {
        idle: {
          description: "The category, the search box and the result table ('No Items Found.' after an empty answer).",
          on: {
            'assign.category': { actions: { type: 'chooseCategory', params: ({ event }) => ({ category: event.category }) } },
            'assign.text': { actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) } },
            'assign.search': [{ guard: 'searchTooShort', actions: 'warnTooShort' }, { target: 'searching' }],
            'assign.pick': {
              guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
              actions: { type: 'pick', params: ({ event }) => ({ id: event.id }) },
            },
            'assign.save': [{ guard: 'nothingPicked', actions: 'warnChooseContact' }, { target: 'saving' }],
          },
        },
        searching: {
          description: 'GET /search-client/{category}/{text}/{propertyId}: contacts of the category not on the property yet.',
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'searchClients',
            src: 'searchClients',
            input: ({ context }) => ({ category: context.category, text: context.searchText.trim(), propertyId: context.property.propertyId }),
            onDone: { target: 'idle', actions: { type: 'keepClients', params: ({ event }) => ({ clients: event.output }) } },
            onError: { target: 'idle', actions: { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saving: {
          description: 'POST /add-client-to-property with the picked contact as buyer (B) or seller (S).',
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'addClient',
            src: 'addClient',
            input: ({ context }) => ({
              propertyInfoId: context.property.propertyId,
              clientFlag: context.property.clientFlag,
              clientInfoId: context.pickedId ?? 0,
              buyersellerFlag: sideFlag(context.request.role),
            }),
            onDone: { target: '#stakeholderAssignment.done', actions: { type: 'endWith', params: { outcome: 'changed' } } },
            onError: { target: 'idle', actions: { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    lawyer: {
      description: 'Lawyer modal: search law firms by name, pick one and then one of its users, or create a lawyer.',
      initial: 'firmSearch',
      on: { 'assign.cancel': { target: 'cancelled', actions: { type: 'endWith', params: { outcome: 'cancelled' } } } },
      states: {
        firmSearch: {
          description: 'The law firm name box and the matching firms; Save before a user is chosen asks to select one.',
          on: {
            'assign.text': { actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) } },
            'assign.search': { guard: 'hasSearchText', target: 'searchingFirms' },
            'firm.pick': {
              guard: { type: 'isFirmListed', params: ({ event }) => ({ acctId: event.acctId }) },
              target: 'loadingUsers',
              actions: { type: 'pickFirm', params: ({ event }) => ({ acctId: event.acctId }) },
            },
            'assign.create': { target: 'creating', actions: 'startDraft' },
            'assign.save': { actions: 'warnSelectLawyer' },
          },
        },
        searchingFirms: {
          description: "POST /fetchusersbylawfirmname {acctName}; none: 'No match lawfirm name found. Please create new Lawyer or search again.'",
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'searchLawFirms',
            src: 'searchLawFirms',
            input: ({ context }) => ({ acctName: context.searchText.trim() }),
            onDone: [
              {
                guard: { type: 'noFirmsFound', params: ({ event }) => ({ reply: event.output }) },
                target: 'firmSearch',
                actions: 'warnNoFirms',
              },
              { target: 'firmSearch', actions: { type: 'keepFirms', params: ({ event }) => ({ reply: event.output }) } },
            ],
            onError: { target: 'firmSearch', actions: { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loadingUsers: {
          description: "GET /retrievelawfirmuser/{accountId}/LRI: the picked firm's data and users.",
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'loadFirmUsers',
            src: 'loadFirmUsers',
            input: ({ context }) => ({ accountId: context.firm?.acctId ?? '' }),
            onDone: { target: 'firmUsers', actions: { type: 'keepFirmDetails', params: ({ event }) => ({ details: event.output }) } },
            onError: {
              target: 'firmSearch',
              actions: ['leaveFirm', { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
        firmUsers: {
          description: "The firm's users, five to a page; pick one and Save, go Back to the firms, or create a lawyer.",
          on: {
            'firm.pickUser': {
              guard: { type: 'isFirmUser', params: ({ event }) => ({ userid: event.userid }) },
              actions: { type: 'pickUser', params: ({ event }) => ({ userid: event.userid }) },
            },
            'assign.save': [{ guard: 'noUserPicked', actions: 'warnSelectLawyer' }, { target: 'savingFirmUser' }],
            'assign.back': { target: 'firmSearch', actions: 'leaveFirm' },
            'assign.create': { target: 'creating', actions: 'startDraft' },
          },
        },
        savingFirmUser: {
          description: 'POST /add-lawyer-to-property with the picked firm user as the lawyer of the side (B / S).',
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'addLawyer',
            src: 'addLawyer',
            input: ({ context }) => ({
              propertyInfoId: context.property.propertyId,
              lawyer: lawyerFromFirmUser(context.firm, context.pickedUserId),
              lawyerFlag: sideFlag(context.request.role),
            }),
            onDone: { target: '#stakeholderAssignment.done', actions: { type: 'endWith', params: { outcome: 'changed' } } },
            onError: { target: 'firmUsers', actions: { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        creating: {
          description: 'The create-lawyer form: law firm name, first and last name, e-mail, contact no., address, postal code, fax, reference.',
          on: {
            'lawyer.change': { actions: 'applyLawyerChange' },
            'assign.save': [{ guard: 'lawyerDraftHasProblems', target: 'invalid', actions: 'recordLawyerProblems' }, { target: 'savingNewLawyer' }],
            'assign.back': { target: 'firmSearch', actions: 'backToSearch' },
          },
        },
        invalid: {
          description: 'The error alert lists the lawyer-create messages (or the server’s 400) until dismissed.',
          tags: ['problems'],
          on: { 'assign.dismiss': { target: 'creating', actions: 'clearProblems' } },
        },
        savingNewLawyer: {
          description: 'POST /add-lawyer-to-property with the new lawyer.',
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'addLawyer',
            src: 'addLawyer',
            input: ({ context }) => ({
              propertyInfoId: context.property.propertyId,
              lawyer: lawyerFromDraft(context.lawyerDraft),
              lawyerFlag: sideFlag(context.request.role),
            }),
            onDone: { target: '#stakeholderAssignment.done', actions: { type: 'endWith', params: { outcome: 'changed' } } },
            onError: [
              {
                guard: { type: 'badRequest', params: ({ event }) => ({ error: event.error }) },
                target: 'invalid',
                actions: { type: 'recordServerProblems', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'creating', actions: { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    agent: {
      description: 'Agent modal: search estate agencies and pick one, or add a new agency with a salesperson from the register.',
      initial: 'search',
      on: { 'assign.cancel': { target: 'cancelled', actions: { type: 'endWith', params: { outcome: 'cancelled' } } } },
      states: {
        search: {
          description: 'The agency search box (at least 3 characters) and the matching agencies.',
          on: {
            'assign.text': { actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) } },
            'assign.search': [{ guard: 'searchTooShort', actions: 'warnTooShort' }, { target: 'searching' }],
            'assign.pick': {
              guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
              actions: { type: 'pick', params: ({ event }) => ({ id: event.id }) },
            },
            'assign.save': [{ guard: 'nothingPicked', actions: 'warnSelectAgent' }, { target: 'linking' }],
            'assign.create': { target: 'adding', actions: 'startDraft' },
          },
        },
        searching: {
          description: 'GET /search-agent/{text}/{propertyId}.',
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'searchAgents',
            src: 'searchAgents',
            input: ({ context }) => ({ text: context.searchText.trim(), propertyId: context.property.propertyId }),
            onDone: { target: 'search', actions: { type: 'keepClients', params: ({ event }) => ({ clients: event.output }) } },
            onError: { target: 'search', actions: { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        linking: {
          description: "POST /link-agent-to-property/{propertyId}/{clientInfoId}/{0 buyer's | 1 seller's}.",
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'linkAgent',
            src: 'linkAgent',
            input: ({ context }) => ({
              propertyId: context.property.propertyId,
              clientInfoId: context.pickedId ?? 0,
              agentFlag: agentFlag(context.request.role),
            }),
            onDone: { target: '#stakeholderAssignment.done', actions: { type: 'endWith', params: { outcome: 'changed' } } },
            onError: { target: 'search', actions: { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        adding: {
          description: 'The new agency form: name, UEN, address, CEA licence no., and the salesperson found in the register.',
          on: {
            'agent.change': { actions: 'applyAgentChange' },
            'assign.text': { actions: { type: 'keepText', params: ({ event }) => ({ text: event.text }) } },
            'assign.search': { guard: 'hasSearchText', target: 'searchingSalespersons' },
            'salesperson.pick': {
              guard: { type: 'isSalespersonListed', params: ({ event }) => ({ registrationNo: event.registrationNo }) },
              actions: { type: 'fillSalesperson', params: ({ event }) => ({ registrationNo: event.registrationNo }) },
            },
            'assign.save': [{ guard: 'agentDraftHasProblems', target: 'invalid', actions: 'recordAgentProblems' }, { target: 'savingNewAgent' }],
            'assign.back': { target: 'search', actions: 'backToSearch' },
          },
        },
        searchingSalespersons: {
          description: 'The salesperson register (open-data sandbox) searched by name or registration no.',
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'searchSalespersons',
            src: 'searchSalespersons',
            input: ({ context }) => ({ q: context.searchText.trim() }),
            onDone: { target: 'adding', actions: { type: 'keepSalespersons', params: ({ event }) => ({ salespersons: event.output }) } },
            onError: { target: 'adding', actions: { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        invalid: {
          description: 'The error alert lists what the new agency lacks (or the server’s 400) until dismissed.',
          tags: ['problems'],
          on: { 'assign.dismiss': { target: 'adding', actions: 'clearProblems' } },
        },
        savingNewAgent: {
          description: "POST /add-agent-to-property/{propertyId}/{0 buyer's | 1 seller's} with the new agency.",
          tags: ['busy'],
          entry: 'clearNotice',
          invoke: {
            id: 'addAgent',
            src: 'addAgent',
            input: ({ context }) => ({
              propertyId: context.property.propertyId,
              agentFlag: agentFlag(context.request.role),
              agent: agentFromDraft(context.agentDraft),
            }),
            onDone: { target: '#stakeholderAssignment.done', actions: { type: 'endWith', params: { outcome: 'changed' } } },
            onError: [
              {
                guard: { type: 'badRequest', params: ({ event }) => ({ error: event.error }) },
                target: 'invalid',
                actions: { type: 'recordServerProblems', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'adding', actions: { type: 'warnFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    confirmingUnassign: {
      description: 'Unassigning needs a confirmation (seed 001 §4): Yes removes, Cancel keeps the stakeholder.',
      tags: ['confirm'],
      on: {
        'assign.confirm': [{ guard: 'isLawyerRole', target: 'removingLawyer' }, { target: 'removingClient' }],
        'assign.cancel': { target: 'cancelled', actions: { type: 'endWith', params: { outcome: 'cancelled' } } },
      },
    },
    removingClient: {
      description: 'POST /remove-assigned-client: the buyer or seller (clientFlag B / S) or an agent (agentFlag 0 / 1).',
      tags: ['busy', 'confirm'],
      invoke: {
        id: 'removeClient',
        src: 'removeClient',
        input: ({ context }) => removeClientRequest(context.property.propertyId, context.request.role),
        onDone: {
          target: 'done',
          actions: ['announceUnassigned', { type: 'endWith', params: { outcome: 'changed' } }],
        },
        onError: { target: 'unassignRefused', actions: { type: 'showUnassignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    removingLawyer: {
      description: 'POST /remove-assigned-lawyer with the side (B / S).',
      tags: ['busy', 'confirm'],
      invoke: {
        id: 'removeLawyer',
        src: 'removeLawyer',
        input: ({ context }) => ({ propertyInfoId: context.property.propertyId, lawyerFlag: sideFlag(context.request.role) }),
        onDone: {
          target: 'done',
          actions: ['announceUnassigned', { type: 'endWith', params: { outcome: 'changed' } }],
        },
        onError: { target: 'unassignRefused', actions: { type: 'showUnassignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unassignRefused: {
      description: '"Please remove both lawyers\' profiles" (the rule, or the server\'s 409), or another failure; OK closes.',
      tags: ['refused'],
      on: { 'assign.dismiss': { target: 'cancelled', actions: { type: 'endWith', params: { outcome: 'cancelled' } } } },
    },
    done: {
      description: 'Changed: the caller refreshes the property (its parties, status and navigation).',
      type: 'final',
    },
    cancelled: {
      description: 'Nothing changed: the modal closes.',
      type: 'final',
    },
  },
});
