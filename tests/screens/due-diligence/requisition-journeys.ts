import { getInitialSnapshot, type AnyEventObject } from 'xstate';
import { createMachineModel } from '../../../machines/model';
import { actorDone, actorError, type RegisteredMachine } from '../../../machines/registry';
import {
  BAD_UEN_ENTRY,
  BLANK_NRIC_ENTRY,
  BUYER_PERSON,
  COMPANY_ENTRY,
  EARLIER_REQUISITION,
  LAND_LOT_INPUT,
  LANDED_INPUT,
  PERSON_ENTRY,
  SAIL_INPUT,
  SELLER_COMPANY,
  TOO_FAST,
} from '../../../machines/requisition.samples';
import type { RequisitionInput } from '../../../machines/requisition.types';
import { messages } from '../../../src/domain/messages';
import type { ModelPath } from '../support/screen-model';

/**
 * Journeys through the requisition model that together take every state and transition of the machine about
 * once, so the rendered tab can replay all of them in a few renders. Each is a list of the model's own sample
 * events (machines/requisition.samples.ts), walked through the same test model the machine test and the diagram
 * page use; a step the model does not allow fails here, and the screen test checks that the journeys together
 * still cover the machine.
 */

export interface Journey {
  title: string;
  input: RequisitionInput;
  events: readonly AnyEventObject[];
}

/** renderDueDiligence signs lawyer1 in, and the tab sends the signed-in user's id as loginId. */
const SCREEN_USER = 'lawyer1';
const onScreen = (input: RequisitionInput): RequisitionInput => ({ ...input, loginId: SCREEN_USER });

const tick = (key: string) => ({ type: 'agency.toggle', key });
const press = (type: string) => ({ type });
const NEXT = press('step.next');
const OK = press('alert.dismiss');
const SAVE = press('dialog.save');
const CANCEL = press('dialog.cancel');

const irasAnswers = (status: 'found' | 'not-found' | 'api-error') => actorDone('checkIrasUnit', { status, address: SAIL_INPUT.propertyAddress });
const IRAS_FAILS = actorError('checkIrasUnit', messages.networkError);
const NO_DUPLICATE_CHECK = actorError('checkDuplicates', messages.networkError);
/** Step 2 once the duplicate check has answered (with an earlier requisition, so the warning shows). */
const REVIEWED = [NEXT, actorDone('checkDuplicates', [EARLIER_REQUISITION])];

const submits = (answer: AnyEventObject) => [press('requisition.submit'), press('confirm'), answer];
const drafts = (answer: AnyEventObject) => [press('requisition.draft'), press('confirm'), answer];

export const requisitionJourneys: readonly Journey[] = [
  {
    title: 'a unit at the Sail: Next with nothing ticked, MCST refused, the LTA plans dialog',
    input: onScreen(SAIL_INPUT),
    events: [
      NEXT,
      OK,
      tick('MCST:MCST'),
      OK,
      tick('LTA:RTS'),
      CANCEL,
      tick('LTA:RTS'),
      { type: 'lta.choose', planInd: '' },
      SAVE,
      CANCEL,
      tick('LTA:RTS'),
      { type: 'lta.choose', planInd: 'Y' },
      SAVE,
      tick('LTA:RTS'),
    ],
  },
  {
    title: 'a unit at the Sail: the ACRA people and company pickers',
    input: onScreen(SAIL_INPUT),
    events: [
      tick('ACRA:PPR'),
      SAVE,
      { type: 'acra.toggleParty', identifier: BUYER_PERSON.identifier },
      SAVE,
      tick('ACRA:PPR'),
      tick('ACRA:PPR'),
      CANCEL,
      tick('ACRA:BPR'),
      SAVE,
      { type: 'acra.toggleParty', identifier: SELLER_COMPANY.identifier },
      SAVE,
      tick('ACRA:BPR'),
      tick('ACRA:BPR'),
      CANCEL,
    ],
  },
  {
    title: 'a unit at the Sail: the IRAS unit check, Select All, step 2 and Back, the duplicate check failing',
    input: onScreen(SAIL_INPUT),
    events: [
      tick('IRAS:IRAS'),
      irasAnswers('found'),
      tick('IRAS:IRAS'),
      tick('IRAS:IRAS'),
      irasAnswers('not-found'),
      press('dialog.confirm'),
      tick('IRAS:IRAS'),
      tick('IRAS:IRAS'),
      irasAnswers('api-error'),
      CANCEL,
      tick('IRAS:IRAS'),
      IRAS_FAILS,
      CANCEL,
      press('agency.selectAll'),
      irasAnswers('not-found'),
      CANCEL,
      ...REVIEWED,
      press('step.back'),
      tick('BCA:BCA'),
      tick('BCA:BCA'),
      NEXT,
      NO_DUPLICATE_CHECK,
      OK,
    ],
  },
  {
    title: 'a landed house with nobody on file: the typed NRIC and UEN, Unselect All',
    input: onScreen(LANDED_INPUT),
    events: [
      tick('ACRA:PPR'),
      BLANK_NRIC_ENTRY,
      PERSON_ENTRY,
      OK,
      press('agency.unselectAll'),
      tick('ACRA:PPR'),
      CANCEL,
      tick('ACRA:EBPR'),
      BAD_UEN_ENTRY,
      COMPANY_ENTRY,
      OK,
      press('agency.unselectAll'),
      tick('ACRA:EBPR'),
      CANCEL,
    ],
  },
  {
    title: 'a landed house: Select All, confirmations cancelled, every failed submission and draft, then submitted',
    input: onScreen(LANDED_INPUT),
    events: [
      press('agency.selectAll'),
      ...REVIEWED,
      press('requisition.submit'),
      press('cancel'),
      press('requisition.draft'),
      press('cancel'),
      ...submits(actorDone('submitRequisition', null)),
      ...submits({ type: 'xstate.error.actor.submitRequisition', error: TOO_FAST }),
      ...submits(actorError('submitRequisition', messages.networkError)),
      ...drafts(actorDone('draftRequisition', null)),
      ...drafts(actorError('draftRequisition', messages.networkError)),
      ...submits(actorDone('submitRequisition', 'LF2026031600001')),
      press('dialog.close'),
    ],
  },
  {
    title: 'a landed house: saved as a draft',
    input: onScreen(LANDED_INPUT),
    events: [press('agency.selectAll'), ...REVIEWED, ...drafts(actorDone('draftRequisition', 'LF2026031600002'))],
  },
  {
    title: 'a land lot: Select All, then Reset',
    input: onScreen(LAND_LOT_INPUT),
    events: [press('agency.selectAll'), press('selection.reset')],
  },
];

/** The journey as a path of the requisition test model; names the first step the model does not take. */
export function journeyPath(entry: RegisteredMachine, journey: Journey): ModelPath {
  const model = createMachineModel(entry, journey.input);
  // @xstate/graph 3.0.4's getPathsFromEvents starts from a snapshot made without the input unless given one.
  const fromState = getInitialSnapshot(entry.machine, journey.input);
  const walk = (events: readonly AnyEventObject[]) => model.getPathsFromEvents([...events], { ...model.options, fromState })[0];
  try {
    const path = walk(journey.events);
    if (path) return path;
  } catch {
    // Walked again below, one step at a time, to say which step left the model.
  }
  const refused = journey.events.findIndex((_, index) => {
    try {
      return !walk(journey.events.slice(0, index + 1));
    } catch {
      return true;
    }
  });
  throw new Error(`Journey "${journey.title}": the model does not take step ${refused + 1}, ${JSON.stringify(journey.events[refused])}.`);
}
