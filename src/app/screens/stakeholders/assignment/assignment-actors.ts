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
import { writeParties } from '../../../../api/queries/parties-seen';
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
  type PartiesSeen,
  type Property,
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

/**
 * The app's calls: lookups through the query cache (one request per search at a time), writes straight, each naming
 * the version of the parties the page shows (If-Match) and caching the case it answers.
 */
export function appAssignmentActors(queryClient: QueryClient): AssignmentActors {
  const parties = (propertyId: number, write: (seen: PartiesSeen) => Promise<Property>) => writeParties(queryClient, propertyId, write);
  return {
    searchClients: fromPromise(({ input }) => queryClient.fetchQuery(clientSearchQueryOptions(api, input))),
    addClient: fromPromise(({ input }) => parties(input.propertyInfoId, (seen) => addClientToProperty(api, input, seen))),
    searchLawFirms: fromPromise(({ input }) => queryClient.fetchQuery(lawFirmSearchQueryOptions(api, input.acctName))),
    loadFirmUsers: fromPromise(({ input }) => queryClient.fetchQuery(lawFirmUsersQueryOptions(api, input.accountId))),
    addLawyer: fromPromise(({ input }) => parties(input.propertyInfoId, (seen) => addLawyerToProperty(api, input, seen))),
    searchAgents: fromPromise(({ input }) => queryClient.fetchQuery(agentSearchQueryOptions(api, input))),
    linkAgent: fromPromise(({ input }) => parties(input.propertyId, (seen) => linkAgentToProperty(api, input, seen))),
    searchSalespersons: fromPromise(({ input }) => queryClient.fetchQuery(salespersonSearchQueryOptions(api, input.q))),
    addAgent: fromPromise(({ input }) =>
      parties(input.propertyId, (seen) => addAgentToProperty(api, { propertyId: input.propertyId, agentFlag: input.agentFlag }, input.agent, seen)),
    ),
    removeClient: fromPromise(({ input }) => parties(input.propertyInfoId, (seen) => removeAssignedClient(api, input, seen))),
    removeLawyer: fromPromise(({ input }) => parties(input.propertyInfoId, (seen) => removeAssignedLawyer(api, input, seen))),
  };
}

/** Replaces some calls for everything below it (screen tests); `inspect` observes the machine actor. */
export interface AssignmentActorOverrides extends Partial<AssignmentActors> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so the modals always run `appAssignmentActors`. */
export const AssignmentActorOverridesContext = createContext<AssignmentActorOverrides>({});
