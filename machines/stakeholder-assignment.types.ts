import { PARTY_ROLE_TITLES } from '../src/domain/party-roles';
import type { NewAgentForm, NewAgentPersonForm } from '../src/domain/stakeholder-agent-rules';
import type { NewLawyerForm } from '../src/domain/stakeholder-rules';

/**
 * The words the stakeholder-assignment machine speaks: the request a summary card makes, what it needs of the
 * property, what the lookups answer (the contract's shapes fit these) and the bodies it sends (seed 000 §3, §7).
 */

export type StakeholderRole = 'buyer' | 'seller' | 'buyerLawyer' | 'sellerLawyer' | 'buyerAgent' | 'sellerAgent';

/** What a summary card asks for: its add / edit icon assigns (replacing), its delete icon unassigns. */
export interface AssignmentRequest {
  action: 'assign' | 'unassign';
  role: StakeholderRole;
}

/** What the machine needs of the property: its id, which side is the client, and who holds each role. */
export interface AssignmentPropertyFacts {
  propertyId: number;
  /** B buyer, S seller, N or empty: not decided (seed 001 §3). */
  clientFlag: PropertyClientFlag;
  /** The name shown for each role's holder; null while nobody holds it. */
  assigned: Readonly<Record<StakeholderRole, string | null>>;
}

export interface StakeholderAssignmentInput {
  property: AssignmentPropertyFacts;
  request: AssignmentRequest;
}

export type ClientCategory = '0' | '1';

/** A contact person of a search result, as far as the result table shows it. */
export interface ContactPersonMatch {
  individualName?: string;
  identificationNo?: string;
  contactNo?: string;
  email?: string;
  isPrimary?: string;
  agentCEANo?: string;
}

/** A contact (or an estate agency) found by a search; the contract's Client fits it. */
export interface ClientMatch {
  id: number;
  clientCategory: string;
  compName?: string;
  uenNo?: string;
  contactNo?: string;
  email?: string;
  estateAgentCEALicenceNo?: string;
  clientContacts: readonly ContactPersonMatch[];
}

export interface LawFirmMatch {
  acctId: string;
  acctName: string;
}

export interface LawFirmSearchReply {
  recordCount: number;
  accountList: readonly LawFirmMatch[];
}

export interface FirmUser {
  userid: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  contactnumber?: string;
}

export interface LawFirmDetails {
  acctName?: string;
  address1?: string;
  address2?: string;
  postalCode?: string;
  lstCMSUsrInfo?: readonly FirmUser[];
}

/** The picked firm: its account and, once loaded, its data and users. */
export interface ChosenFirm extends LawFirmMatch {
  details: LawFirmDetails | null;
}

export interface SalespersonMatch {
  salesperson_name: string;
  registration_no: string;
  estate_agent_name?: string;
  estate_agent_license_no?: string;
}

/** The add-lawyer-to-property `lawyer` (seed 000 §3 lawyer payload). */
export interface LawyerPayload {
  userId?: string;
  firstName: string;
  lastName: string;
  email: string;
  contact: string;
  lawfirmName: string;
  address1: string;
  address2: string;
  postalCode: string;
  faxNumber?: string;
  referenceNumber?: string;
}

/** The add-agent-to-property body (seed 000 §7): a company ('0') that is an agent ('1'). */
export interface AgentPayload {
  compName: string;
  uenNo: string;
  address: string;
  estateAgentCEALicenceNo: string;
  clientContacts: Array<NewAgentPersonForm & { isPrimary: '0'; contactType: '0' }>;
  clientCategory: '0';
  isAgent: '1';
}

export type AgentFlag = '0' | '1';
/** The property's clientFlag as stored: B, S, or N / empty while no side is set. */
export type PropertyClientFlag = 'B' | 'S' | 'N' | '';
export type BuyerSeller = 'B' | 'S';

export interface AddClientRequest {
  propertyInfoId: number;
  clientFlag: PropertyClientFlag;
  clientInfoId: number;
  buyersellerFlag: BuyerSeller;
}

export interface RemoveClientRequest {
  propertyInfoId: number;
  agentFlag: AgentFlag | '';
  clientFlag: BuyerSeller | '';
}

/** A toast: the warnings the seed shows as toasts, a failed call, the unassign success. */
export interface AssignmentNotice {
  message: string;
  tone: 'warning' | 'error' | 'success';
}

/** The unassign confirmation or its refusal. */
export interface AssignmentAlert {
  title: string;
  text: string;
}

export type AssignmentOutcome = 'changed' | 'cancelled';

/** The summary cards' titles, as the history names the roles too. */
export const ROLE_LABELS: Readonly<Record<StakeholderRole, string>> = PARTY_ROLE_TITLES;

export const BLANK_LAWYER_DRAFT: NewLawyerForm = {
  lawfirmName: '',
  firstName: '',
  lastName: '',
  email: '',
  contact: '',
  address1: '',
  address2: '',
  postalCode: '',
  faxNumber: '',
  referenceNumber: '',
};

export const BLANK_AGENT_PERSON: NewAgentPersonForm = { individualName: '', agentCEANo: '', email: '', contactNo: '' };

/** A new agency has one salesperson, its primary contact. */
export const BLANK_AGENT_DRAFT: NewAgentForm = {
  compName: '',
  uenNo: '',
  estateAgentCEALicenceNo: '',
  address: '',
  clientContacts: [BLANK_AGENT_PERSON],
};

export const isClientRole = (role: StakeholderRole) => role === 'buyer' || role === 'seller';
export const isLawyerRole = (role: StakeholderRole) => role === 'buyerLawyer' || role === 'sellerLawyer';
/** B for the buyer's side, S for the seller's. */
export const sideFlag = (role: StakeholderRole): BuyerSeller => (role.startsWith('buyer') ? 'B' : 'S');
/** '0' the buyer's agent, '1' the seller's (seed 000 §7). */
export const agentFlag = (role: StakeholderRole): AgentFlag => (role.startsWith('buyer') ? '0' : '1');
