import { EMPTY_CONTACT_PERSON, type ClientContactDraft, type ClientDraft } from '../../../../../machines/client-form.machine';
import type { ClientCategory } from '../../../../domain/contact/types';
import { messages } from '../../../../domain/messages';

/**
 * What one user action in the contact form changes (seed 000 §4 "Contacts", §5). Each takes the draft as it is
 * when the change lands and returns the next one, so an answer that arrives late never undoes newer typing.
 */

export type AddressField = 'postal' | 'blkNo' | 'roadName' | 'building' | 'storeyNo' | 'unitNo';
export type AddressValues = Pick<ClientDraft, AddressField>;
export type AddressPatch = Partial<AddressValues>;
export type ClientTextField = Exclude<keyof ClientDraft, 'id' | 'clientCategory' | 'clientContacts'>;
export type PersonTextField = Exclude<keyof ClientContactDraft, 'id' | 'sequenceKey' | 'contactType' | 'primary'>;
export type PersonPatch = Partial<Omit<ClientContactDraft, 'id' | 'sequenceKey'>>;

export const patchClient = (draft: ClientDraft, patch: Partial<Pick<ClientDraft, ClientTextField>>): ClientDraft => ({ ...draft, ...patch });

export function patchPerson(draft: ClientDraft, index: number, patch: PersonPatch): ClientDraft {
  return { ...draft, clientContacts: draft.clientContacts.map((person, i) => (i === index ? { ...person, ...patch } : person)) };
}

/** Ticking one person's Primary clears it on the others (seed 000 §4); unticking leaves no primary. */
export function setPrimary(draft: ClientDraft, index: number, primary: boolean): ClientDraft {
  return {
    ...draft,
    clientContacts: draft.clientContacts.map((person, i) => ({ ...person, primary: i === index ? primary : primary ? false : person.primary })),
  };
}

/**
 * The Company / Individual radio decides the sub-form. An individual is one person (the first, or a new one),
 * who is its own primary contact; a company starts from the persons it had.
 */
export function switchCategory(draft: ClientDraft, clientCategory: ClientCategory): ClientDraft {
  if (clientCategory === draft.clientCategory) return draft;
  if (clientCategory === '0') return { ...draft, clientCategory };
  const [first = EMPTY_CONTACT_PERSON] = draft.clientContacts;
  return { ...draft, clientCategory, clientContacts: [{ ...first, primary: true }] };
}

/** The parts of an address-search hit the form uses (the public service's field names). */
export interface AddressHit {
  BLK_NO: string;
  ROAD_NAME: string;
  BUILDING: string;
  POSTAL: string;
}

export interface LookupOutcome<TPatch> {
  patch: TPatch | null;
  warning: string | null;
  /** Nothing (or several) found: what an earlier lookup filled in is stale and goes (staleLookupClearing). */
  stale: boolean;
}

/**
 * Seed 000 §5 postal search: one hit fills postal, block, road and building (the service says 'NIL' for no
 * building); several clear the address and warn; none warns, and what an earlier search filled goes.
 */
export function postalLookupOutcome(hits: readonly AddressHit[]): LookupOutcome<AddressPatch> {
  const [only] = hits;
  if (hits.length === 1 && only) {
    const building = only.BUILDING === 'NIL' ? '' : only.BUILDING;
    return { patch: { postal: only.POSTAL, blkNo: only.BLK_NO, roadName: only.ROAD_NAME.toUpperCase(), building }, warning: null, stale: false };
  }
  if (hits.length === 0) return { patch: null, warning: messages.noPropertyUnderPostal, stale: true };
  return { patch: { blkNo: '', roadName: '', building: '' }, warning: messages.multiplePropertiesUnderPostal, stale: false };
}

/** Seed 000 §5 UEN lookup: one company fills the company name; none or several warn, and a name an earlier search filled goes. */
export function uenLookupOutcome(records: readonly { entity_name: string }[]): LookupOutcome<{ compName: string }> {
  const [only] = records;
  if (records.length === 1 && only) return { patch: { compName: only.entity_name }, warning: null, stale: false };
  return { patch: null, warning: records.length === 0 ? messages.noCompanyUnderUen : messages.multipleCompaniesUnderUen, stale: true };
}
