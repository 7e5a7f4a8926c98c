import { createContext } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import type {
  ControlNumberReply,
  DuplicateRequisition,
  IrasUnitCheckInput,
  IrasUnitCheckReply,
  RequisitionCall,
  RequisitionRequest,
} from '../../../../../machines/requisition.types';
import { checkIrasTaxableByUnit, type IrasTaxableResponse, type Property } from '../../../../api/property-form';
import { checkDuplicates, draftRequisition, submitRequisition } from '../../../../api/requisitions';
import { api } from '../../../api';
import { irasUnitRequestOf } from '../requisition-input';

/** The IRAS reply read as the property form reads it: '30' is an API error, no unit means not in the list. */
export function irasUnitStatus(reply: IrasTaxableResponse): IrasUnitCheckReply['status'] {
  if (reply.returnCode === '30') return 'api-error';
  return reply.irasTaxibleResponseData.length === 0 ? 'not-found' : 'found';
}

/** The requisition machine's calls for one property (seed 001 §7 "Legal requisitions"). */
export function requisitionEffects(property: Property) {
  return {
    checkIrasUnit: fromPromise<IrasUnitCheckReply, IrasUnitCheckInput>(async () => {
      const reply = await checkIrasTaxableByUnit(api, irasUnitRequestOf(property));
      return { status: irasUnitStatus(reply), address: property.propAddress };
    }),
    checkDuplicates: fromPromise<readonly DuplicateRequisition[], RequisitionRequest>(({ input }) => checkDuplicates(api, input)),
    submitRequisition: fromPromise<ControlNumberReply, RequisitionCall>(({ input }) => submitRequisition(api, input.request, input.key)),
    draftRequisition: fromPromise<ControlNumberReply, RequisitionCall>(({ input }) => draftRequisition(api, input.request, input.key)),
  };
}

export type RequisitionActors = ReturnType<typeof requisitionEffects>;

/** Replaces some calls for everything below it (screen tests, stories); `inspect` observes the machine actor. */
export interface RequisitionActorOverrides extends Partial<RequisitionActors> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so the tab always runs `requisitionEffects`. */
export const RequisitionActorOverridesContext = createContext<RequisitionActorOverrides>({});
