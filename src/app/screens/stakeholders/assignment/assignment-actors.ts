import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import { fromPromise, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import type {
  AddClientRequest,
  AgentFlag,
  AgentPayload,
  BuyerSeller,
  ClientCategory,
  ClientMatch,
  LawFirmDetails,
  LawFirmSearchReply,
  LawyerPayload,
  RemoveClientRequest,
  SalespersonMatch,
} from '../../../../../machines/stakeholder-assignment.types';
import {
  agentSearchQueryOptions,
  clientSearchQueryOptions,
  lawFirmSearchQueryOptions,
  lawFirmUsersQueryOptions,
  salespersonSearchQueryOptions,
} from '../../../../api/queries/stakeholders';
import {
  addAgentToProperty,
  addClientToProperty,
  addLawyerToProperty,
  linkAgentToProperty,
  removeAssignedClient,
  removeAssignedLawyer,
} from '../../../../api/stakeholders';
import { api } from '../../../api';

/** The server calls the stakeholder-assignment machine invokes (machines/stakeholder-assignment.machine.ts). */
export interface AssignmentActors {
  searchClients: PromiseActorLogic<readonly ClientMatch[], { category: ClientCategory; text: string; propertyId: number }>;
  addClient: PromiseActorLogic<unknown, AddClientRequest>;
  searchLawFirms: PromiseActorLogic<LawFirmSearchReply, { acctName: string }>;
  loadFirmUsers: PromiseActorLogic<LawFirmDetails, { accountId: string }>;
  addLawyer: PromiseActorLogic<unknown, { propertyInfoId: number; lawyer: LawyerPayload; lawyerFlag: BuyerSeller }>;
  searchAgents: PromiseActorLogic<readonly ClientMatch[], { text: string; propertyId: number }>;
  linkAgent: PromiseActorLogic<unknown, { propertyId: number; clientInfoId: number; agentFlag: AgentFlag }>;
  searchSalespersons: PromiseActorLogic<readonly SalespersonMatch[], { q: string }>;
  addAgent: PromiseActorLogic<unknown, { propertyId: number; agentFlag: AgentFlag; agent: AgentPayload }>;
  removeClient: PromiseActorLogic<unknown, RemoveClientRequest>;
  removeLawyer: PromiseActorLogic<unknown, { propertyInfoId: number; lawyerFlag: BuyerSeller }>;
}

/** The app's calls: lookups through the query cache (one request per search at a time), writes straight. */
export function appAssignmentActors(queryClient: QueryClient): AssignmentActors {
  return {
    searchClients: fromPromise(({ input }) => queryClient.fetchQuery(clientSearchQueryOptions(api, input))),
    addClient: fromPromise(({ input }) => addClientToProperty(api, input)),
    searchLawFirms: fromPromise(({ input }) => queryClient.fetchQuery(lawFirmSearchQueryOptions(api, input.acctName))),
    loadFirmUsers: fromPromise(({ input }) => queryClient.fetchQuery(lawFirmUsersQueryOptions(api, input.accountId))),
    addLawyer: fromPromise(({ input }) => addLawyerToProperty(api, input)),
    searchAgents: fromPromise(({ input }) => queryClient.fetchQuery(agentSearchQueryOptions(api, input))),
    linkAgent: fromPromise(({ input }) => linkAgentToProperty(api, input)),
    searchSalespersons: fromPromise(({ input }) => queryClient.fetchQuery(salespersonSearchQueryOptions(api, input.q))),
    addAgent: fromPromise(({ input }) => addAgentToProperty(api, { propertyId: input.propertyId, agentFlag: input.agentFlag }, input.agent)),
    removeClient: fromPromise(({ input }) => removeAssignedClient(api, input)),
    removeLawyer: fromPromise(({ input }) => removeAssignedLawyer(api, input)),
  };
}

/** Replaces some calls for everything below it (screen tests); `inspect` observes the machine actor. */
export interface AssignmentActorOverrides extends Partial<AssignmentActors> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so the modals always run `appAssignmentActors`. */
export const AssignmentActorOverridesContext = createContext<AssignmentActorOverrides>({});
