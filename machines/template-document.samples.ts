import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import type { DocumentMetadata } from '../src/domain/documents/metadata';
import type { SignedCopy } from '../src/domain/documents/signed-copy-rules';
import { messages } from '../src/domain/messages';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { TemplateDocumentContext, templateDocumentMachine } from './template-document.machine';
import type { SavedTemplateDocument, TemplateDocumentInput } from './template-document.types';

/** The pages' "today" in the samples; a signed-on date after it is refused. */
export const SAMPLE_TODAY = '2026-03-16';

export const OTP_DEFAULTS: DocumentMetadata = {
  reAddress1: '2 MARINA BOULEVARD',
  reAddress2: '#45-01 THE SAIL @ MARINA BAY',
  reAddress3: 'SINGAPORE 018956',
  otpTime: '4.00 p.m.',
  otpSpecificDate: '2026-03-30',
  completionDateMode: 'default',
  paymentClientOption: 'client2',
};

export const S65_DEFAULTS: DocumentMetadata = {
  s65Date: SAMPLE_TODAY,
  s65McstNo: '4521',
  s65McstDevName: 'THE SAIL @ MARINA BAY',
  s65McstMaName: 'Savills Property Management',
  s65McstMaMail: 'mcst4521@savills.sg',
};

export const SAVED_OTP: SavedTemplateDocument = {
  id: 501,
  version: 1,
  templateType: 'template1',
  metadata: { ...OTP_DEFAULTS, optionMoney: '18,500.00', completionDateMode: 'week', completionDayOf: '10' },
  summary: { signedOn: '2026-03-02', optionMoney: '18,500.00', expiry: '2026-03-16' },
};

export const SAVED_S65: SavedTemplateDocument = { id: 503, version: 1, templateType: 'template1', metadata: S65_DEFAULTS, summary: {} };

/** What the create call answers for the new S.65 sample. */
export const CREATED_S65: SavedTemplateDocument = { ...SAVED_S65, id: 504, metadata: { ...S65_DEFAULTS } };

export const SELLER_S65_COPY: SignedCopy = {
  id: 611,
  module: 's65',
  uploadType: 'SIGNED',
  signedBy: 'SELLERLAWYER',
  dssSigned: false,
  fileName: 'SIGNED.pdf',
};

/** The seller's copy deleted again: sending is refused once more. */
export const NO_COPIES: readonly SignedCopy[] = [];

/** A change the rules accept, and one they refuse (an OTP signed tomorrow). */
export const FILL_CHANGE = {
  type: 'document.change',
  metadata: { optionMoney: '18,500.00' },
  summary: { optionMoney: '18,500.00' },
} as const;
export const FUTURE_SIGNED_CHANGE = { type: 'document.change', summary: { signedOn: '2026-03-17' } } as const;

/** A date typed as 31-Feb-2026 in the SUMMARY tab's Expiry Date, and the same field once corrected. */
export const EXPIRY_INVALID = {
  type: 'field.validity',
  field: 'summary.expiry',
  label: 'Expiry Date',
  message: messages.dateFormatInvalid,
} as const;
export const EXPIRY_VALID = { type: 'field.validity', field: 'summary.expiry', label: 'Expiry Date', message: null } as const;

export const SAMPLE_BAD_REQUEST = { status: 400, message: messages.badRequest, errors: ['otpSpecificDate: must be a date (yyyy-mm-dd)'] };

/**
 * A new S.65 with no template chosen (every "not yet" alert, the rule check and the save); an OTP whose saved
 * document is preselected (edit, update, print); a saved S.65 with the seller's signed copy (send, DSS sign).
 */
export const templateDocumentInputs: readonly TemplateDocumentInput[] = [
  { module: 's65', templateType: null, saved: null, defaults: S65_DEFAULTS, today: SAMPLE_TODAY, s65Copies: [] },
  { module: 'otp', templateType: 'template1', saved: SAVED_OTP, defaults: OTP_DEFAULTS, today: SAMPLE_TODAY },
  {
    module: 's65',
    templateType: 'template1',
    saved: SAVED_S65,
    defaults: S65_DEFAULTS,
    today: SAMPLE_TODAY,
    s65Copies: [SELLER_S65_COPY],
  },
];

/** A 409 for an update made from an older version (openapi ConflictResponse), as the API client throws it. */
export const SAMPLE_STALE_DOCUMENT = {
  status: 409,
  message: messages.editConflict('Tan Wei Ming', 'this OTP', '08-Dec-2026 10:42:00'),
  conflict: { version: 2, changedBy: 'Tan Wei Ming', changedAt: '2026-12-08T02:42:00.000Z' },
};

function saveResults(actorId: 'createDocument' | 'updateDocument', saved: SavedTemplateDocument, refusals: readonly object[] = []) {
  return {
    [`xstate.done.actor.${actorId}`]: [actorDone(actorId, saved)],
    [`xstate.error.actor.${actorId}`]: [
      { type: `xstate.error.actor.${actorId}`, error: SAMPLE_BAD_REQUEST },
      actorError(actorId, messages.errorStatus(500)),
      ...refusals.map((error) => ({ type: `xstate.error.actor.${actorId}`, error })),
    ],
  };
}

/** The OTP as another person saved it meanwhile: option money 9,000.00. */
const THEIR_OTP = { metadata: { ...SAVED_OTP.metadata, optionMoney: '9,000.00' }, summary: SAVED_OTP.summary };

export const templateDocumentSamples: SampleEvents<EventFromLogic<typeof templateDocumentMachine>> = {
  'template.select': [
    { type: 'template.select', templateType: 'template1' },
    { type: 'template.select', templateType: null },
  ],
  'document.edit': [{ type: 'document.edit' }],
  'document.change': [FILL_CHANGE, FUTURE_SIGNED_CHANGE],
  'document.save': [{ type: 'document.save' }],
  'document.cancel': [{ type: 'document.cancel' }],
  'document.print': [{ type: 'document.print' }],
  'document.send': [{ type: 'document.send' }],
  'document.sign': [{ type: 'document.sign' }],
  'send.close': [{ type: 'send.close' }],
  'copies.changed': [{ type: 'copies.changed', copies: NO_COPIES }],
  'field.validity': [EXPIRY_INVALID, EXPIRY_VALID],
  'alert.dismiss': [{ type: 'alert.dismiss' }],
  ...saveResults('createDocument', CREATED_S65),
  // Only an update can be stale: a create makes a new document.
  ...saveResults('updateDocument', SAVED_OTP, [SAMPLE_STALE_DOCUMENT]),
  // The edit-conflict dialog's answer: their version (2), with my edits on top of it.
  'xstate.done.actor.editConflict': [actorDone('editConflict', { values: THEIR_OTP, base: THEIR_OTP, version: 2, edited: true })],
  'xstate.done.actor.printDocument': [actorDone('printDocument', { pdfURL: '/api/open-pdf/sample-token' })],
  'xstate.error.actor.printDocument': [actorError('printDocument', messages.networkError)],
  'xstate.done.actor.signDocument': [
    actorDone('signDocument', [{ transactionId: 'DSS-2026-0001', status: 'SUBMITTED' }]),
    actorDone('signDocument', []),
  ],
  'xstate.error.actor.signDocument': [actorError('signDocument', messages.networkError)],
};

/**
 * Keeps the model to what a user can do and finite: only enabled controls are pressed; one change per visit to
 * the form. A path ends where the rest is explored from another sample input: once the new S.65 is saved, once a
 * DSS signing started. The selector is switched only before anything is saved on the S.65 samples; removing the
 * seller's copy is followed by Send (refused again) only. A date is typed wrong only in an untouched form.
 */
export function templateDocumentAllows(snapshot: SnapshotFrom<typeof templateDocumentMachine>, event: AnyEventObject): boolean {
  const { context } = snapshot;
  if (context.saved === CREATED_S65 || context.dssSubmission !== null) return false;
  if (event.type.startsWith('xstate.')) return true;
  if (!snapshot.can(event as EventFromLogic<typeof templateDocumentMachine>)) return false;
  if (context.s65Copies === NO_COPIES) return event.type === 'document.send' || event.type === 'alert.dismiss';
  switch (event.type) {
    case 'template.select':
      return context.module === 'otp' || context.saved === null;
    case 'document.change':
      return untouched(context);
    case 'copies.changed':
      return snapshot.matches({ existing: 'preview' });
    case 'field.validity':
      return fieldValidityAllowed(snapshot, event);
    default:
      return true;
  }
}

/** Typed wrong while the untouched form is open and no alert is; corrected while it is marked. */
function fieldValidityAllowed(snapshot: SnapshotFrom<typeof templateDocumentMachine>, event: AnyEventObject): boolean {
  const { context } = snapshot;
  if (!snapshot.hasTag('editing')) return false;
  if (event === EXPIRY_INVALID) return untouched(context) && context.invalidFields.length === 0;
  return context.invalidFields.length > 0;
}

/** The draft is still what the form opened with (the machine copies no object it does not change). */
function untouched(context: TemplateDocumentContext): boolean {
  const start = context.saved ?? { metadata: context.defaults, summary: context.defaultSummary };
  return context.draft.metadata === start.metadata && context.draft.summary === start.summary;
}
