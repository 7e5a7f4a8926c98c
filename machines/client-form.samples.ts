import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../src/domain/messages';
import type { ClientContactDraft, ClientDraft, ClientFormInput, clientFormMachine, SavedClient } from './client-form.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/** The Add Contact dialog's blank form: a company without contact persons (the screens' emptyClientDraft()). */
export const BLANK_CLIENT_DRAFT: ClientDraft = {
  clientCategory: '0',
  compName: '',
  uenNo: '',
  email: '',
  reference: '',
  contactNo: '',
  postal: '',
  blkNo: '',
  roadName: '',
  building: '',
  storeyNo: '',
  unitNo: '',
  clientContacts: [],
};

const person = (fields: Partial<ClientContactDraft>): ClientContactDraft => ({
  individualName: '',
  identificationNo: '',
  email: '',
  reference: '',
  contactNo: '',
  postal: '',
  blkNo: '',
  roadName: '',
  building: '',
  storeyNo: '',
  unitNo: '',
  contactType: '0',
  primary: false,
  ...fields,
});

/** A stored company with a primary signatory and a director, valid under every contact rule. */
export const SAMPLE_COMPANY_DRAFT: ClientDraft = {
  id: 11,
  clientCategory: '0',
  compName: 'Marina Bay Holdings Pte. Ltd.',
  uenNo: '201812345D',
  email: 'legal@marinabayholdings.com.sg',
  reference: 'MBH/2026',
  contactNo: '62251234',
  postal: '018983',
  blkNo: '10',
  roadName: 'MARINA BOULEVARD',
  building: 'MARINA BAY FINANCIAL CENTRE TOWER 2',
  storeyNo: '35',
  unitNo: '01',
  clientContacts: [
    person({
      id: 21,
      sequenceKey: 1,
      individualName: 'Lee Kah Wai',
      identificationNo: 'S1234567D',
      email: 'kahwai.lee@marinabayholdings.com.sg',
      contactNo: '91234567',
      contactType: '0',
      primary: true,
    }),
    person({
      id: 22,
      sequenceKey: 2,
      individualName: 'Tan Bee Lian',
      identificationNo: 'S7654321A',
      email: 'beelian.tan@marinabayholdings.com.sg',
      contactNo: '92345678',
      contactType: '1',
    }),
  ],
};

/** A stored individual: the person's own fields and address, the name copied to the client. */
export const SAMPLE_INDIVIDUAL_DRAFT: ClientDraft = {
  id: 12,
  clientCategory: '1',
  compName: 'Goh Siew Ling',
  uenNo: '',
  email: 'goh.siewling@gmail.com',
  reference: '',
  contactNo: '98765432',
  postal: '560123',
  blkNo: '123',
  roadName: 'ANG MO KIO AVENUE 6',
  building: '',
  storeyNo: '08',
  unitNo: '245',
  clientContacts: [
    person({
      id: 31,
      sequenceKey: 1,
      individualName: 'Goh Siew Ling',
      identificationNo: 'S8012345B',
      email: 'goh.siewling@gmail.com',
      contactNo: '98765432',
      postal: '560123',
      blkNo: '123',
      roadName: 'ANG MO KIO AVENUE 6',
      storeyNo: '08',
      unitNo: '245',
      primary: true,
    }),
  ],
};

/** What the user types into the blank dialog: a company the rules accept, without contact persons. */
export const FILLED_COMPANY_DRAFT: ClientDraft = {
  ...BLANK_CLIENT_DRAFT,
  compName: 'Orchid Realty Pte. Ltd.',
  uenNo: '200612345N',
  email: 'deals@orchidrealty.com.sg',
  contactNo: '63561188',
  postal: '310480',
  blkNo: '480',
  roadName: 'LORONG 6 TOA PAYOH',
  building: 'HDB HUB',
};

/**
 * The ways in: the Add Contact dialog; a company opened from the listing (preview, deletable); an individual on
 * a property opened from the listing (preview, delete refused); and the same individual opened from the
 * property summary with direct 'true' (straight into edit, persons fixed).
 */
export const clientFormInputs: readonly ClientFormInput[] = [
  { mode: 'add', draft: BLANK_CLIENT_DRAFT, direct: false, hasProperties: false },
  { mode: 'edit', draft: SAMPLE_COMPANY_DRAFT, direct: false, hasProperties: false, version: 1 },
  { mode: 'edit', draft: SAMPLE_INDIVIDUAL_DRAFT, direct: false, hasProperties: true, version: 1 },
  { mode: 'edit', draft: SAMPLE_INDIVIDUAL_DRAFT, direct: true, hasProperties: true, version: 1 },
];

export const SAMPLE_ADDED: SavedClient = { id: 14, name: 'Orchid Realty Pte. Ltd.' };
export const SAMPLE_UPDATED: SavedClient = { id: 11, name: 'Marina Bay Holdings Pte. Ltd.' };

/** A 400 as the API client throws it: plain data, so the sample stays serialisable. */
export const SAMPLE_BAD_REQUEST = { status: 400, message: messages.badRequest, errors: [messages.companyNameEmpty] };
export const SAMPLE_SAVE_FAILURE = messages.errorStatus(500);

/** A 409 for a save made from an older version (openapi ConflictResponse), as the API client throws it. */
export const SAMPLE_STALE_CONTACT = {
  status: 409,
  message: messages.editConflict('Tan Wei Ming', 'this contact', '08-Dec-2026 10:42:00'),
  conflict: { version: 2, changedBy: 'Tan Wei Ming', changedAt: '2026-12-08T02:42:00.000Z' },
};
/** The contact as another person saved it meanwhile. */
const THEIR_CONTACT: ClientDraft = { ...SAMPLE_COMPANY_DRAFT, email: 'legal@marinabay.com.sg' };

function saveResults(actorId: 'addClient' | 'updateClient', saved: SavedClient, refusals: readonly object[] = []): Record<string, AnyEventObject[]> {
  return {
    [`xstate.done.actor.${actorId}`]: [actorDone(actorId, saved)],
    [`xstate.error.actor.${actorId}`]: [
      { type: `xstate.error.actor.${actorId}`, error: SAMPLE_BAD_REQUEST },
      actorError(actorId, SAMPLE_SAVE_FAILURE),
      ...refusals.map((error) => ({ type: `xstate.error.actor.${actorId}`, error })),
    ],
  };
}

export const clientFormSamples: SampleEvents<EventFromLogic<typeof clientFormMachine>> = {
  'form.edit': [{ type: 'form.edit' }],
  'form.delete': [{ type: 'form.delete' }],
  'form.change': [{ type: 'form.change', draft: FILLED_COMPANY_DRAFT }],
  'form.addPerson': [{ type: 'form.addPerson' }],
  'form.removePerson': [{ type: 'form.removePerson', index: 0 }],
  'form.save': [{ type: 'form.save' }],
  'form.dismiss': [{ type: 'form.dismiss' }],
  'form.confirm': [{ type: 'form.confirm' }],
  'form.back': [{ type: 'form.back' }],
  'form.retry': [{ type: 'form.retry' }],
  'form.cancel': [{ type: 'form.cancel' }],
  'form.leave': [{ type: 'form.leave' }],
  'form.stay': [{ type: 'form.stay' }],
  'xstate.done.actor.deleteClient': [actorDone('deleteClient', true)],
  'xstate.error.actor.deleteClient': [actorError('deleteClient', messages.deleteClientAssigned)],
  ...saveResults('addClient', SAMPLE_ADDED),
  // Only an update can be stale: an add makes a new contact.
  ...saveResults('updateClient', SAMPLE_UPDATED, [SAMPLE_STALE_CONTACT]),
  // The edit-conflict dialog's answer: their version (2), with my edits on top of it.
  'xstate.done.actor.editConflict': [actorDone('editConflict', { values: THEIR_CONTACT, base: THEIR_CONTACT, version: 2, edited: true })],
};

/**
 * Keeps the model finite and to what a user can do: a person is added only to a client without any, and removed
 * only when there is one; neither where the machine refuses it (the screen offers no button there).
 */
export function clientFormAllows(snapshot: SnapshotFrom<typeof clientFormMachine>, event: AnyEventObject): boolean {
  const persons = snapshot.context.draft.clientContacts.length;
  if (event.type === 'form.addPerson') return persons === 0 && snapshot.can({ type: 'form.addPerson' });
  if (event.type === 'form.removePerson') return persons > 0 && snapshot.can({ type: 'form.removePerson', index: 0 });
  return true;
}
