import type { ParcelLandForm, ParcelLandLot } from '../src/domain/other-services/parcel-land-form';

/**
 * The words of the parcel land request machine (seed 002 §2.3, §3 "Parcel land submission", §4, §5 "Parcel land
 * application", §7): what the page gives it, what the send call takes and answers, and what the tabs send.
 */

export type { ParcelLandForm, ParcelLandLot } from '../src/domain/other-services/parcel-land-form';

export interface ParcelLandRequestInput {
  /** Singapore's today (yyyy-MM-dd, todayInSingapore()): the request date's default and its earliest value. */
  today: string;
  /** Makes an idempotency key (the screen passes crypto.randomUUID). */
  newKey: () => string;
}

/**
 * What the screen's sendParcelLand actor gets: the APPLICATION tab as checked, and the Idempotency-Key. It builds the
 * submission of seed 002 §3 (action 'Send', loginId, reqDate as dd/MM/yyyy with toWireDate, agenciesDetail
 * PARCEL_LAND_AGENCY_DETAIL) and posts it with the key, so a double click or a retry never charges twice.
 */
export interface ParcelLandSendRequest {
  form: ParcelLandForm;
  key: string;
}

/** The submission's reply text: one containing 'Success' means sent; any other is shown as an error (seed 002 §7). */
export type ParcelLandReply = string;

export interface ParcelLandRequestContext extends ParcelLandRequestInput {
  form: ParcelLandForm;
  /** The fields show their problems (shownProblems) from the first Next on an incomplete form onwards. */
  showProblems: boolean;
  /** The Idempotency-Key of this form's submission: made on the way to BILLING, dropped by any change of the form. */
  key: string | null;
  /** The server's check refused the submission (a 400): its messages, shown above the APPLICATION tab. */
  serverProblems: string[];
  /** The BILLING tab's error: a reply without 'Success' or a failed call; else null. */
  problem: string | null;
  /** The reply text once sent: the page toasts it and goes to the listing. */
  notice: string | null;
}

type FormField = Exclude<keyof ParcelLandForm, 'lots'>;

/** A field of the APPLICATION tab, the lots aside: the field and its new value. */
export type ParcelLandFieldChange = { [K in FormField]: { type: 'form.change'; field: K; value: ParcelLandForm[K] } }[FormField];

/** A field of one land lot row: the row's index, the field and its new value. */
export type ParcelLandLotChange = {
  [K in keyof ParcelLandLot]: { type: 'lot.change'; index: number; field: K; value: ParcelLandLot[K] };
}[keyof ParcelLandLot];

export type ParcelLandRequestEvent =
  | ParcelLandFieldChange
  | ParcelLandLotChange
  /** Adds a land lot row with the seed's defaults (NEW, MK). */
  | { type: 'lot.add' }
  | { type: 'lot.remove'; index: number }
  /** APPLICATION's Next: on to BILLING when the form is valid, else the fields show their problems. */
  | { type: 'application.next' }
  /** APPLICATION's Cancel: back to the other-services listing. */
  | { type: 'application.cancel' }
  /** BILLING's Cancel: back to the APPLICATION tab, the form as it was. */
  | { type: 'billing.back' }
  /** BILLING's Send. */
  | { type: 'billing.send' };
