import { createContext } from 'react';
import { fromPromise, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import { editConflictMachine, type LatestVersion } from '../../../../machines/edit-conflict.machine';
import type {
  DueDiligenceReply,
  IrasUnitCheckReply,
  IrasUnitCheckRequest,
  PropertyDraft,
  PropertyUpdateRequest,
  SavedProperty,
} from '../../../../machines/property-form.machine';
import { deleteProperty, getDueDiligence } from '../../../api/properties';
import { addProperty, checkIrasTaxableByUnit, getProperty, updateProperty } from '../../../api/property-form';
import { api } from '../../api';
import { draftFromProperty } from './draft-mapping';
import { toPropertyInput, toPropertyUpdate } from './draft-payload';

/** The server calls the property form machine invokes. */
export interface PropertyFormActors {
  checkIrasUnit: PromiseActorLogic<IrasUnitCheckReply, IrasUnitCheckRequest>;
  addProperty: PromiseActorLogic<SavedProperty, { draft: PropertyDraft }>;
  updateProperty: PromiseActorLogic<SavedProperty, PropertyUpdateRequest>;
  /** The edit-conflict dialog, loading the case as the server has it now. */
  editConflict: typeof editConflictMachine;
  getDueDiligence: PromiseActorLogic<DueDiligenceReply, { propertyId: number }>;
  deleteProperty: PromiseActorLogic<boolean, { id: number }>;
}

/**
 * What the app uses: the real calls through the app's client, the draft shaped as the contract's body. One
 * form gets one request key: a save retried after a lost answer finds the case the first one made.
 */
export const appPropertyFormActors = (requestKey: string): PropertyFormActors => ({
  checkIrasUnit: fromPromise(({ input }) => checkIrasTaxableByUnit(api, input)),
  addProperty: fromPromise(({ input }) => addProperty(api, toPropertyInput(input.draft), requestKey)),
  updateProperty: fromPromise(({ input }) => updateProperty(api, toPropertyUpdate(input.draft, input.version))),
  editConflict: editConflictMachine.provide({
    actors: {
      loadLatest: fromPromise(async ({ input }): Promise<LatestVersion> => {
        const latest = await getProperty(api, input.recordId);
        return { values: draftFromProperty(latest), version: latest.version };
      }),
    },
  }),
  getDueDiligence: fromPromise(({ input }) => getDueDiligence(api, input.propertyId)),
  deleteProperty: fromPromise(({ input }) => deleteProperty(api, input.id)),
});

/** Replaces some calls for everything below it (screen tests); `inspect` observes the form's machine actor. */
export interface PropertyFormActorOverrides extends Partial<PropertyFormActors> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so the forms always run `appPropertyFormActors`. */
export const PropertyFormActorOverridesContext = createContext<PropertyFormActorOverrides>({});
