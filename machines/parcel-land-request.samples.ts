import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../src/domain/messages';
import { isParcelLandValid } from '../src/domain/other-services/parcel-land-rules';
import type { ParcelLandFieldChange, ParcelLandLotChange, ParcelLandRequestInput, parcelLandRequestMachine } from './parcel-land-request.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/** The model's Singapore today; the form's request date starts on it. */
export const SAMPLE_TODAY = '2026-11-27';

/** The model's keys are all one value, so its paths are the same whichever attempt made them. */
export const SAMPLE_PARCEL_KEY = 'sample-parcel-land-key';

export const PARCEL_LAND_INPUT: ParcelLandRequestInput = { today: SAMPLE_TODAY, newKey: () => SAMPLE_PARCEL_KEY };

/**
 * What a user types into the blank APPLICATION tab, in the tab's order: after the last one the form is valid
 * (the request date is today, the purpose 001 and the lot NEW / MK by default).
 */
export const FORM_FILLS: ReadonlyArray<ParcelLandFieldChange | ParcelLandLotChange> = [
  { type: 'form.change', field: 'referenceNo', value: 'TL/2026/031' },
  { type: 'form.change', field: 'emailAddress', value: 'conveyancing@tanlaw.sg' },
  { type: 'form.change', field: 'applicantSolicitor', value: 'Tan Mei Ling' },
  { type: 'form.change', field: 'sellSolTel', value: '62201234' },
  { type: 'form.change', field: 'parcelNo', value: 'P1234' },
  { type: 'lot.change', index: 0, field: 'landLotMkTsNo', value: '18' },
];

export const PARCEL_LAND_SENT = 'Success: parcel land request PL2026112700001 sent to IRAS.';
/** A 200 reply without 'Success': shown as the error. */
export const PARCEL_LAND_NOT_SENT = 'Parcel No. P1234 is not found in the land register.';
/** The server's check refused the request (a 400, as an ApiError carries it). */
export const PARCEL_LAND_REFUSED = { status: 400, message: messages.badRequest, errors: [messages.requestDateBeforeToday] };

const fieldFills = FORM_FILLS.filter((fill): fill is ParcelLandFieldChange => fill.type === 'form.change');
const lotFills = FORM_FILLS.filter((fill): fill is ParcelLandLotChange => fill.type === 'lot.change');

export const parcelLandRequestSamples: SampleEvents<EventFromLogic<typeof parcelLandRequestMachine>> = {
  'form.change': fieldFills,
  'lot.change': lotFills,
  'lot.add': [{ type: 'lot.add' }],
  'lot.remove': [{ type: 'lot.remove', index: 1 }],
  'application.next': [{ type: 'application.next' }],
  'application.cancel': [{ type: 'application.cancel' }],
  'billing.back': [{ type: 'billing.back' }],
  'billing.send': [{ type: 'billing.send' }],
  'xstate.done.actor.sendParcelLand': [actorDone('sendParcelLand', PARCEL_LAND_SENT), actorDone('sendParcelLand', PARCEL_LAND_NOT_SENT)],
  'xstate.error.actor.sendParcelLand': [
    { type: 'xstate.error.actor.sendParcelLand', error: PARCEL_LAND_REFUSED },
    actorError('sendParcelLand', messages.networkError),
  ],
};

/** Whether the form already holds a fill's value. */
function filled(snapshot: SnapshotFrom<typeof parcelLandRequestMachine>, fill: ParcelLandFieldChange | ParcelLandLotChange): boolean {
  const { form } = snapshot.context;
  if (fill.type === 'form.change') return form[fill.field] === fill.value;
  return form.lots[fill.index]?.[fill.field] === fill.value;
}

/**
 * Keeps the model small enough to read and replay: the form is filled in the tab's order, one field at a time (not
 * in every order); a second, empty lot is added to the complete form only, Next is pressed on an incomplete form only
 * then (so removing that lot reaches a form with its fields marked), and only that lot is removed.
 */
export function parcelLandRequestAllows(snapshot: SnapshotFrom<typeof parcelLandRequestMachine>, anyEvent: AnyEventObject): boolean {
  const event = anyEvent as EventFromLogic<typeof parcelLandRequestMachine>;
  if (!event.type.startsWith('xstate.') && !snapshot.can(event)) return false;
  const { form, today } = snapshot.context;
  const nextFill = FORM_FILLS.find((fill) => !filled(snapshot, fill));
  if (event.type === 'form.change' || event.type === 'lot.change') return nextFill !== undefined && nextFill === findFill(event);
  if (event.type === 'lot.add') return nextFill === undefined && form.lots.length === 1;
  if (event.type === 'application.next' && !isParcelLandValid(form, today)) return form.lots.length === 2;
  return true;
}

function findFill(event: ParcelLandFieldChange | ParcelLandLotChange) {
  return FORM_FILLS.find((fill) => fill.type === event.type && fill.field === event.field && fill.value === event.value);
}
