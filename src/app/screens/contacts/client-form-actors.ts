import { createContext } from 'react';
import { fromPromise, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import type { ClientDraft, ClientUpdateRequest, SavedClient } from '../../../../machines/client-form.machine';
import { editConflictMachine, type LatestVersion } from '../../../../machines/edit-conflict.machine';
import { addClient, deleteClient, getClient, updateClient } from '../../../api/contacts';
import { api } from '../../api';
import { draftFromClient, savedClient, toClientInput, toClientUpdate } from './client-draft-mapping';

/** The server calls the client form machine invokes. */
export interface ClientFormActors {
  addClient: PromiseActorLogic<SavedClient, { draft: ClientDraft }>;
  updateClient: PromiseActorLogic<SavedClient, ClientUpdateRequest>;
  /** The edit-conflict dialog, loading the contact as the server has it now. */
  editConflict: typeof editConflictMachine;
  deleteClient: PromiseActorLogic<boolean, { id: number }>;
}

/**
 * What the app uses: the real calls through the app's client. `propId` is the property the details page was
 * opened from (seed 000 §3: propId is added on save).
 */
export function appClientFormActors(propId: number | null): ClientFormActors {
  return {
    addClient: fromPromise(async ({ input }) => savedClient(await addClient(api, toClientInput(input.draft, propId)))),
    updateClient: fromPromise(async ({ input }) => savedClient(await updateClient(api, toClientUpdate(input.draft, input.version, propId)))),
    editConflict: editConflictMachine.provide({
      actors: {
        loadLatest: fromPromise(async ({ input }): Promise<LatestVersion> => {
          const latest = await getClient(api, input.recordId);
          return { values: draftFromClient(latest), version: latest.version ?? 1 };
        }),
      },
    }),
    deleteClient: fromPromise(({ input }) => deleteClient(api, input.id)),
  };
}

/** Replaces some calls for everything below it (screen tests); `inspect` observes the form's machine actor. */
export interface ClientFormActorOverrides extends Partial<ClientFormActors> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so the forms always run the app's calls. */
export const ClientFormActorOverridesContext = createContext<ClientFormActorOverrides>({});
