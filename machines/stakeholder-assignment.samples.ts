import type { AnyEventObject, AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import type { NewLawyerForm } from '../src/domain/stakeholder-rules';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { StakeholderAssignmentContext, stakeholderAssignmentMachine } from './stakeholder-assignment.machine';
import { BLANK_AGENT_DRAFT, BLANK_LAWYER_DRAFT } from './stakeholder-assignment.types';
import type {
  AssignmentPropertyFacts,
  ClientMatch,
  LawFirmDetails,
  LawFirmSearchReply,
  SalespersonMatch,
  StakeholderAssignmentInput,
} from './stakeholder-assignment.types';

/** PCN-2026-000101 with nobody assigned; the firm acts for the buyer. */
export const NOBODY_ASSIGNED: AssignmentPropertyFacts = {
  propertyId: 101,
  clientFlag: 'B',
  assigned: { buyer: null, seller: null, buyerLawyer: null, sellerLawyer: null, buyerAgent: null, sellerAgent: null },
};

/** The same property fully assigned (Active). */
export const ALL_ASSIGNED: AssignmentPropertyFacts = {
  ...NOBODY_ASSIGNED,
  assigned: {
    buyer: 'Tan Holdings Pte Ltd',
    seller: 'Lim Mei Hua',
    buyerLawyer: 'Siti Rahman',
    sellerLawyer: 'Ong Kah Wai',
    buyerAgent: 'ERA Realty Network Pte Ltd',
    sellerAgent: 'PropNex Realty Pte Ltd',
  },
};

/** The buyer (the client) is assigned, nobody else. */
export const CLIENT_ASSIGNED: AssignmentPropertyFacts = {
  ...NOBODY_ASSIGNED,
  assigned: { ...NOBODY_ASSIGNED.assigned, buyer: 'Tan Holdings Pte Ltd' },
};

/**
 * One way into each branch: the client, lawyer and agent modals; a lawyer asked for before the seller (the
 * client side) is set; a seller unassigned while a lawyer remains; a lawyer and an agent unassigned.
 */
export const stakeholderAssignmentInputs: readonly StakeholderAssignmentInput[] = [
  { property: NOBODY_ASSIGNED, request: { action: 'assign', role: 'buyer' } },
  { property: CLIENT_ASSIGNED, request: { action: 'assign', role: 'buyerLawyer' } },
  { property: { ...NOBODY_ASSIGNED, clientFlag: 'S' }, request: { action: 'assign', role: 'sellerLawyer' } },
  { property: CLIENT_ASSIGNED, request: { action: 'assign', role: 'sellerAgent' } },
  { property: ALL_ASSIGNED, request: { action: 'unassign', role: 'seller' } },
  { property: ALL_ASSIGNED, request: { action: 'unassign', role: 'sellerLawyer' } },
  { property: ALL_ASSIGNED, request: { action: 'unassign', role: 'buyerAgent' } },
];

export const CLIENT_MATCHES: readonly ClientMatch[] = [
  {
    id: 7,
    clientCategory: '0',
    compName: 'Tan Holdings Pte Ltd',
    uenNo: '201912345K',
    contactNo: '62201234',
    clientContacts: [{ individualName: 'Tan Ah Beng', identificationNo: 'S1234567D', contactNo: '91234567', isPrimary: '0' }],
  },
  {
    id: 8,
    clientCategory: '0',
    compName: 'Tanjong Pagar Holdings Pte Ltd',
    uenNo: '199801234C',
    contactNo: '63334444',
    clientContacts: [{ individualName: 'Lee Siew Lan', identificationNo: 'S7654321B', contactNo: '98887777', isPrimary: '0' }],
  },
];

export const AGENT_MATCHES: readonly ClientMatch[] = [
  {
    id: 31,
    clientCategory: '0',
    compName: 'ERA Realty Network Pte Ltd',
    uenNo: '199904485D',
    estateAgentCEALicenceNo: 'L3002382K',
    clientContacts: [{ individualName: 'Lim Ah Kow', agentCEANo: 'R012345A', contactNo: '91112222', isPrimary: '0' }],
  },
];

export const FIRMS_FOUND: LawFirmSearchReply = {
  recordCount: 2,
  accountList: [
    { acctId: 'RP0003', acctName: 'Rajah & Partners LLP' },
    { acctId: 'RP0004', acctName: 'Rajan Law Chambers' },
  ],
};

export const NO_FIRMS: LawFirmSearchReply = { recordCount: 0, accountList: [] };

const FIRST_NAMES = ['Siti', 'Arjun', 'Mei Ling', 'Hui Min', 'Kumar', 'Wen Jie'];

/** Six users: one more than the table's page of five. */
export const FIRM_DETAILS: LawFirmDetails = {
  acctName: 'Rajah & Partners LLP',
  address1: '9 Straits View, #06-07',
  address2: 'Marina One West Tower',
  postalCode: '018937',
  lstCMSUsrInfo: FIRST_NAMES.map((firstName, i) => ({
    userid: `rp.user${i + 1}`,
    firstName,
    lastName: ['Rahman', 'Nair', 'Koh', 'Teo', 'Pillai', 'Goh'][i] ?? '',
    email: `user${i + 1}@rajah.com.sg`,
    contactnumber: `6535${String(1000 + i)}`,
  })),
};

export const SALESPERSONS: readonly SalespersonMatch[] = [
  {
    salesperson_name: 'LIM AH KOW',
    registration_no: 'R012345A',
    estate_agent_name: 'ERA REALTY NETWORK PTE LTD',
    estate_agent_license_no: 'L3002382K',
  },
];

/** Everything the create-lawyer form asks, valid under the lawyer-create rules. */
export const NEW_LAWYER: NewLawyerForm = {
  lawfirmName: 'Chua & Associates',
  firstName: 'Kok Leong',
  lastName: 'Chua',
  email: 'kl.chua@chua-associates.com.sg',
  contact: '62223333',
  address1: '1 Raffles Place, #20-61',
  address2: 'One Raffles Place',
  postalCode: '048616',
  faxNumber: '62223334',
  referenceNumber: 'CA/2026/015',
};

/** The agency fields a user types; the salesperson still comes from the register. */
export const NEW_AGENCY_PATCH = {
  compName: 'ERA Realty Network Pte Ltd',
  uenNo: '199904485D',
  address: '450 Lorong 6 Toa Payoh, #08-01',
  estateAgentCEALicenceNo: 'L3002382K',
  person: { email: 'ahkow.lim@era.com.sg', contactNo: '91112222' },
};

/** A 400 as the API client throws it, as plain data so the sample stays serialisable. */
export const LAWYER_BAD_REQUEST = { status: 400, message: messages.badRequest, errors: [messages.lawyerContactInvalid] };
export const AGENT_BAD_REQUEST = { status: 400, message: messages.badRequest, errors: [messages.enterValidUen] };
/** The server's refusal of an unassign (409) as the client reports it. */
export const UNASSIGN_REFUSED = messages.removeBothLawyersFirst;
export const CALL_FAILED = messages.networkError;

const SAVED_PROPERTY = { id: 101, propertyRefNo: 'PCN-2026-000101' };

export const stakeholderAssignmentSamples: SampleEvents<EventFromLogic<typeof stakeholderAssignmentMachine>> = {
  'assign.category': [{ type: 'assign.category', category: '1' }],
  // A search before anything is typed is the short one ('Enter min 3 characters').
  'assign.text': [{ type: 'assign.text', text: 'Tan' }],
  'assign.search': [{ type: 'assign.search' }],
  'assign.pick': [
    { type: 'assign.pick', id: 7 },
    { type: 'assign.pick', id: 31 },
  ],
  'firm.pick': [{ type: 'firm.pick', acctId: 'RP0003' }],
  'firm.pickUser': [{ type: 'firm.pickUser', userid: 'rp.user6' }],
  'assign.create': [{ type: 'assign.create' }],
  'assign.back': [{ type: 'assign.back' }],
  'lawyer.change': [{ type: 'lawyer.change', patch: NEW_LAWYER }],
  'agent.change': [{ type: 'agent.change', patch: NEW_AGENCY_PATCH }],
  'salesperson.pick': [{ type: 'salesperson.pick', registrationNo: 'R012345A' }],
  'assign.save': [{ type: 'assign.save' }],
  'assign.confirm': [{ type: 'assign.confirm' }],
  'assign.dismiss': [{ type: 'assign.dismiss' }],
  'assign.cancel': [{ type: 'assign.cancel' }],
  'xstate.done.actor.searchClients': [actorDone('searchClients', CLIENT_MATCHES), actorDone('searchClients', [])],
  'xstate.error.actor.searchClients': [actorError('searchClients', CALL_FAILED)],
  'xstate.done.actor.addClient': [actorDone('addClient', SAVED_PROPERTY)],
  'xstate.error.actor.addClient': [actorError('addClient', CALL_FAILED)],
  'xstate.done.actor.searchLawFirms': [actorDone('searchLawFirms', FIRMS_FOUND), actorDone('searchLawFirms', NO_FIRMS)],
  'xstate.error.actor.searchLawFirms': [actorError('searchLawFirms', CALL_FAILED)],
  'xstate.done.actor.loadFirmUsers': [actorDone('loadFirmUsers', FIRM_DETAILS)],
  'xstate.error.actor.loadFirmUsers': [actorError('loadFirmUsers', CALL_FAILED)],
  'xstate.done.actor.addLawyer': [actorDone('addLawyer', SAVED_PROPERTY)],
  'xstate.error.actor.addLawyer': [{ type: 'xstate.error.actor.addLawyer', error: LAWYER_BAD_REQUEST }, actorError('addLawyer', CALL_FAILED)],
  'xstate.done.actor.searchAgents': [actorDone('searchAgents', AGENT_MATCHES)],
  'xstate.error.actor.searchAgents': [actorError('searchAgents', CALL_FAILED)],
  'xstate.done.actor.linkAgent': [actorDone('linkAgent', SAVED_PROPERTY)],
  'xstate.error.actor.linkAgent': [actorError('linkAgent', CALL_FAILED)],
  'xstate.done.actor.searchSalespersons': [actorDone('searchSalespersons', SALESPERSONS)],
  'xstate.error.actor.searchSalespersons': [actorError('searchSalespersons', CALL_FAILED)],
  'xstate.done.actor.addAgent': [actorDone('addAgent', SAVED_PROPERTY)],
  'xstate.error.actor.addAgent': [{ type: 'xstate.error.actor.addAgent', error: AGENT_BAD_REQUEST }, actorError('addAgent', CALL_FAILED)],
  'xstate.done.actor.removeClient': [actorDone('removeClient', SAVED_PROPERTY)],
  'xstate.error.actor.removeClient': [actorError('removeClient', UNASSIGN_REFUSED)],
  'xstate.done.actor.removeLawyer': [actorDone('removeLawyer', SAVED_PROPERTY)],
  'xstate.error.actor.removeLawyer': [actorError('removeLawyer', CALL_FAILED)],
};

/**
 * Keeps the model to what a user can do and to the paths that tell something new. A toast (a warning or a
 * failure) ends a path: what follows is the same modal again. Cancel is one transition per modal, pressed on
 * the untouched modal; the category and the new agency's own fields are filled in before anything is searched.
 */
export function stakeholderAssignmentAllows(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as StakeholderAssignmentContext;
  if (context.notice !== null) return false;
  // A row that is not listed cannot be picked, and a disabled button cannot be pressed.
  if (!event.type.startsWith('xstate.') && !snapshot.can(event)) return false;
  const untouched =
    context.searchText === '' &&
    context.clients === null &&
    context.firms === null &&
    context.salespersons === null &&
    context.lawyerDraft === BLANK_LAWYER_DRAFT &&
    context.agentDraft === BLANK_AGENT_DRAFT &&
    !snapshot.hasTag('problems');
  if (event.type === 'assign.cancel') return untouched || snapshot.hasTag('confirm');
  if (event.type === 'assign.category' || event.type === 'agent.change') return untouched;
  // The one sample text typed again changes nothing.
  if (event.type === 'assign.text') return context.searchText === '';
  return true;
}
