import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../src/domain/messages';
import type { IrasUnitCheckReply, PropertyDraft, PropertyFormInput, propertyFormMachine, SavedProperty } from './property-form.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/** The add dialog's blank form: the screens' emptyDraft() (a screen test holds the two equal). */
export const BLANK_DRAFT: PropertyDraft = {
  lawfirmRefNo: '',
  propertyRefNo: '',
  propType: 'BUILDING',
  propDesc: 'BUILDING EXISTING',
  postal: '',
  propName: '',
  hseNo: '',
  propAcctNo: '',
  storeyNo: '',
  unitNo: '',
  road1: '',
  road2: '',
  plotName: '',
  streetName: '',
  mcstNo: '',
  mcstDetails: [],
  lotInfos: [{ mktsId: 'MK', mktsNo: '', landLotFormat: 'N', landLotNo: '', partIndicator: 'N', irasPLPTNo: '' }],
  lotType: '',
  mktsId: 'MK',
  mktsNo: '',
  strataLotFormat: 'N',
  strataLotNo: '',
  applicantInfo: { applicantName: '', applicantEmail: '', applicantContact: '' },
  transactionTypeId: undefined,
  transactionTypeName: '',
  clientFlag: '',
  completionDate: '',
};

/**
 * A stored condominium unit as the details page loads it: valid under every rule (MK 06 lot 3985M is a
 * gazetted lot), no completion date so the sample never ages into "earlier than today".
 */
export const SAMPLE_BUILDING_DRAFT: PropertyDraft = {
  ...BLANK_DRAFT,
  id: 101,
  propertyRefNo: 'PCN-2026-000101',
  lawfirmRefNo: 'TL/CONV/0101',
  postal: '018956',
  propName: 'THE SAIL @ MARINA BAY',
  hseNo: '2',
  storeyNo: '45',
  unitNo: '01',
  streetName: 'MARINA BOULEVARD',
  road1: 'MARINA BOULEVARD',
  lotInfos: [{ id: 501, sequenceKey: 1, mktsId: 'MK', mktsNo: '06', landLotFormat: 'N', landLotNo: '3985M', partIndicator: 'N', irasPLPTNo: '' }],
  applicantInfo: { id: 301, applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
  transactionTypeId: 1,
  transactionTypeName: 'Purchase of Property',
  clientFlag: 'B',
  isTransactionTypeChanged: false,
  checkListId: null,
};

/** The same property as the duplicate starts it: ids, checklist and control number cleared (seed 000 §4). */
export const SAMPLE_DUPLICATE_DRAFT: PropertyDraft = {
  ...SAMPLE_BUILDING_DRAFT,
  id: undefined,
  propertyRefNo: '',
  lotInfos: [{ sequenceKey: 1, mktsId: 'MK', mktsNo: '06', landLotFormat: 'N', landLotNo: '3985M', partIndicator: 'N', irasPLPTNo: '' }],
  applicantInfo: { applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
  checkListId: null,
};

/** What the user fills in: a vacant plot in Mukim 13 (lot 5229W is gazetted), so no IRAS check follows. */
export const FILL_LAND_PATCH: Partial<PropertyDraft> = {
  lawfirmRefNo: 'TL/CONV/0202',
  propType: 'LAND',
  propDesc: 'VACANT LAND',
  hseNo: '',
  postal: '',
  streetName: 'LORONG CHENCHARU',
  lotInfos: [{ mktsId: 'MK', mktsNo: '13', landLotFormat: 'N', landLotNo: '5229W', partIndicator: 'N', irasPLPTNo: '' }],
  applicantInfo: { applicantName: 'Ong Mei Ling', applicantEmail: 'meiling.ong@tanlim.com.sg', applicantContact: '91234567' },
};

/** A purchase switched to a sale, as the transaction type select reports it. */
export const SWITCH_TO_SALE_PATCH: Partial<PropertyDraft> = {
  transactionTypeId: 2,
  transactionTypeName: 'Sale of Property',
  clientFlag: 'S',
  isTransactionTypeChanged: true,
};

/** What the add dialog fills in itself once the transaction types arrive: the first of them (seed 000 §4). */
export const PRESET_TYPE_PATCH: Partial<PropertyDraft> = {
  transactionTypeId: 1,
  transactionTypeName: 'Purchase of Property',
  clientFlag: 'B',
};

/**
 * The add dialog; details opened from the listing (preview); a locked property opened directly (still a
 * preview); and the listing's duplicate link (direct). Together they reach every guard outcome.
 */
export const propertyFormInputs: readonly PropertyFormInput[] = [
  { mode: 'add', draft: BLANK_DRAFT, direct: false, locked: false },
  { mode: 'edit', draft: SAMPLE_BUILDING_DRAFT, direct: false, locked: false, version: 1 },
  { mode: 'edit', draft: SAMPLE_BUILDING_DRAFT, direct: true, locked: true, version: 1 },
  { mode: 'duplicate', draft: SAMPLE_DUPLICATE_DRAFT, direct: true, locked: false },
];

export const SAMPLE_SAVED: SavedProperty = { id: 202, propertyRefNo: 'PCN-2026-000202' };
export const SAMPLE_UPDATED: SavedProperty = { id: 101, propertyRefNo: 'PCN-2026-000101' };
/** The case as another person saved it meanwhile. */
const THEIR_DRAFT: PropertyDraft = { ...SAMPLE_BUILDING_DRAFT, propName: 'MARINA ONE RESIDENCES' };

const IRAS_UNIT = {
  blkHouseNo: '2',
  storeyNo: '45',
  unitNo: '01',
  streetName: 'MARINA BOULEVARD',
  postalCode: '018956',
  pptyTaxRefNo: 'A1234567890B',
  pptyDescription: 'CONDOMINIUM UNIT',
};

/** In the Valuation List; the API error; not found. */
export const IRAS_REPLIES: readonly IrasUnitCheckReply[] = [
  { irasTaxibleResponseData: [IRAS_UNIT], returnCode: '10' },
  { irasTaxibleResponseData: [], returnCode: '30' },
  { irasTaxibleResponseData: [], returnCode: '20' },
];

/** A 400 as the API client throws it: plain data, so the sample stays serialisable. */
export const SAMPLE_BAD_REQUEST = { status: 400, message: messages.badRequest, errors: [messages.referenceNoEmpty] };
export const SAMPLE_SAVE_FAILURE = messages.errorStatus(500);
/** A 409 for a save made from an older version (openapi ConflictResponse), as the API client throws it. */
export const SAMPLE_STALE_EDIT = {
  status: 409,
  message: messages.editConflict('Tan Wei Ming', 'this case', '08-Dec-2026 10:42:00'),
  conflict: { version: 2, changedBy: 'Tan Wei Ming', changedAt: '2026-12-08T02:42:00.000Z' },
};

function saveResults(
  actorId: 'addProperty' | 'updateProperty',
  saved: SavedProperty,
  refusals: readonly object[] = [],
): Record<string, AnyEventObject[]> {
  return {
    [`xstate.done.actor.${actorId}`]: [actorDone(actorId, saved)],
    [`xstate.error.actor.${actorId}`]: [
      { type: `xstate.error.actor.${actorId}`, error: SAMPLE_BAD_REQUEST },
      actorError(actorId, SAMPLE_SAVE_FAILURE),
      ...refusals.map((error) => ({ type: `xstate.error.actor.${actorId}`, error })),
    ],
  };
}

export const propertyFormSamples: SampleEvents<EventFromLogic<typeof propertyFormMachine>> = {
  'form.edit': [{ type: 'form.edit' }],
  'form.delete': [{ type: 'form.delete' }],
  'form.change': [
    { type: 'form.change', patch: FILL_LAND_PATCH },
    { type: 'form.change', patch: SWITCH_TO_SALE_PATCH },
  ],
  'form.save': [{ type: 'form.save' }],
  'form.dismiss': [{ type: 'form.dismiss' }],
  'form.confirm': [{ type: 'form.confirm' }],
  'form.back': [{ type: 'form.back' }],
  'form.retry': [{ type: 'form.retry' }],
  'form.cancel': [{ type: 'form.cancel' }],
  'form.preset': [{ type: 'form.preset', patch: PRESET_TYPE_PATCH }],
  'form.leave': [{ type: 'form.leave' }],
  'form.stay': [{ type: 'form.stay' }],
  'xstate.done.actor.checkIrasUnit': IRAS_REPLIES.map((reply) => actorDone('checkIrasUnit', reply)),
  'xstate.error.actor.checkIrasUnit': [actorError('checkIrasUnit', messages.networkError)],
  'xstate.done.actor.getDueDiligence': [
    actorDone('getDueDiligence', []),
    actorDone('getDueDiligence', [{ lfcontrolNo: 'LR-2026-000031', createdDate: '2026-03-02T09:15:00+08:00' }]),
  ],
  'xstate.error.actor.getDueDiligence': [actorError('getDueDiligence', messages.networkError)],
  'xstate.done.actor.deleteProperty': [actorDone('deleteProperty', true)],
  'xstate.error.actor.deleteProperty': [actorError('deleteProperty', messages.deleteFailedAssignedActivated('TL/CONV/0101', 'PCN-2026-000101'))],
  ...saveResults('addProperty', SAMPLE_SAVED),
  // Only an update can be stale: an add makes a new case.
  ...saveResults('updateProperty', SAMPLE_UPDATED, [SAMPLE_STALE_EDIT]),
  // The edit-conflict dialog's answer: their version (2), with my edits on top of it.
  'xstate.done.actor.editConflict': [actorDone('editConflict', { values: THEIR_DRAFT, base: THEIR_DRAFT, version: 2, edited: true })],
};

/**
 * Keeps the model to what the screens do: the form presets the transaction type only when adding, before one is
 * set; in the model, before the user has changed anything too (a preset after edits is a test of its own).
 */
export function propertyFormAllows(snapshot: SnapshotFrom<typeof propertyFormMachine>, event: AnyEventObject): boolean {
  if (event.type !== 'form.preset') return true;
  const { mode, draft, edited } = snapshot.context;
  return mode === 'add' && (draft.transactionTypeId === undefined || draft.transactionTypeId === null) && !edited;
}
