import type { EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import type { ChecklistTypeInput, checklistTypeMachine, ChecklistTypeSaved } from './checklist-type.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/** A case with a ticked MCST detail and a completion date, its strata lot as an older back end stored it. */
export const CHECKLIST_TYPE_CASE: ChecklistTypeInput = {
  stored: { mcstNo: '2978', mcstDetails: [{ isChecked: '1' }], completionDate: '2030-06-30', strataLotNo: 'MK06-U4512N' },
};

/** An MCST number with no detail ticked and no date: both of the seed's checklist-save rules are broken. */
export const CHECKLIST_TYPE_CASE_WITHOUT_DETAILS: ChecklistTypeInput = {
  stored: { mcstNo: '2978', mcstDetails: [{ isChecked: '0' }], completionDate: '', strataLotNo: 'U4512N' },
};

export const checklistTypeInputs: readonly ChecklistTypeInput[] = [CHECKLIST_TYPE_CASE, CHECKLIST_TYPE_CASE_WITHOUT_DETAILS];

const SAVED: ChecklistTypeSaved = { id: 101, transactionTypeName: 'Sale' };

/** A 400 as the client's middleware raises it: the server's messages in `errors`. */
const REFUSED = { status: 400, message: messages.badRequest, errors: [messages.completionDateBeforeToday] };

export const checklistTypeSamples: SampleEvents<EventFromLogic<typeof checklistTypeMachine>> = {
  'type.choose': [{ type: 'type.choose', transactionType: { id: 1, name: 'Sale' } }],
  'date.change': [
    { type: 'date.change', completionDate: '2030-07-31' },
    { type: 'date.change', completionDate: '' },
  ],
  'type.save': [{ type: 'type.save' }],
  'xstate.done.actor.saveCase': [actorDone('saveCase', SAVED)],
  'xstate.error.actor.saveCase': [actorError('saveCase', messages.networkError), { type: 'xstate.error.actor.saveCase', error: REFUSED }],
};
