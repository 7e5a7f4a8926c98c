import { createContext } from 'react';
import { fromPromise, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import type { ClientDraft, SavedClient } from '../../../../machines/client-form.machine';
import { addClient, deleteClient, updateClient } from '../../../api/contacts';
import { api } from '../../api';
import { savedClient, toClientInput, toClientUpdate } from './client-draft-mapping';

/** The server calls the client form machine invokes. */
export interface ClientFormActors {
  addClient: PromiseActorLogic<SavedClient, { draft: ClientDraft }>;
  updateClient: PromiseActorLogic<SavedClient, { draft: ClientDraft }>;
  deleteClient: PromiseActorLogic<boolean, { id: number }>;
}

/**
 * What the app uses: the real calls through the app's client. `propId` is the property the details page was
 * opened from (seed 000 §3: propId is added on save).
 */
export function appClientFormActors(propId: number | null): ClientFormActors {
  return {
    addClient: fromPromise(async ({ input }) => savedClient(await addClient(api, toClientInput(input.draft, propId)))),
    updateClient: fromPromise(async ({ input }) => savedClient(await updateClient(api, toClientUpdate(input.draft, propId)))),
    deleteClient: fromPromise(({ input }) => deleteClient(api, input.id)),
  };
}

/** Replaces some calls for everything below it (screen tests); `inspect` observes the form's machine actor. */
export interface ClientFormActorOverrides extends Partial<ClientFormActors> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so the forms always run the app's calls. */
export const ClientFormActorOverridesContext = createContext<ClientFormActorOverrides>({});
