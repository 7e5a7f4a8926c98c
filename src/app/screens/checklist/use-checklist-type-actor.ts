import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { checklistTypeMachine } from '../../../../machines/checklist-type.machine';
import type { Property } from '../../../api/property-form';
import { updateProperty } from '../../../api/property-form';
import { propertiesQueryKey } from '../../../api/queries/properties';
import { propertyQueryKey } from '../../../api/queries/property-form';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { showToast } from '../../ui';
import { checklistTypeInput, checklistTypeUpdate } from './checklist-type-update';

export type ChecklistTypeActor = ActorRefFrom<typeof checklistTypeMachine>;

/**
 * The missing-type prompt's machine with the app's save: the property details page's update-property call. Once
 * saved, the case's query holds the answer at once (the page turns to the checklist, or the not-eligible message,
 * and its heading shows the type) and every case query is asked again (listings, the checklist id).
 */
export function useChecklistTypeActor(property: Property): ChecklistTypeActor {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      checklistTypeMachine.provide({
        actors: {
          saveCase: fromPromise(async ({ input }) => {
            const saved = await updateProperty(api, checklistTypeUpdate(property, input));
            showToast(messages.propertyUpdated(saved.propertyRefNo), 'success');
            queryClient.setQueryData(propertyQueryKey(saved.id), saved);
            void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
            return saved;
          }),
        },
      }),
    [property, queryClient],
  );
  return useActorRef(machine, { input: checklistTypeInput(property) });
}
