import type { ClientContactDraft, ClientDraft, SavedClient } from '../../../../machines/client-form.machine';
import type { Client, ClientContact, ClientInput, ClientUpdate } from '../../../api/contacts';
import { isPrimaryFlag, primaryFlag } from '../../../domain/contact/types';

/** The Add Contact dialog's blank form: a company, no contact persons yet. */
export const emptyClientDraft = (): ClientDraft => ({
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
});

const ADDRESS_AND_REACH = ['email', 'reference', 'contactNo', 'postal', 'blkNo', 'roadName', 'building', 'storeyNo', 'unitNo'] as const;

function personDraft(person: ClientContact): ClientContactDraft {
  return {
    ...(person.id === undefined ? {} : { id: person.id }),
    ...(person.sequenceKey === undefined ? {} : { sequenceKey: person.sequenceKey }),
    individualName: person.individualName ?? '',
    identificationNo: person.identificationNo ?? '',
    email: person.email ?? '',
    reference: person.reference ?? '',
    contactNo: person.contactNo ?? '',
    postal: person.postal ?? '',
    blkNo: person.blkNo ?? '',
    roadName: person.roadName ?? '',
    building: person.building ?? '',
    storeyNo: person.storeyNo ?? '',
    unitNo: person.unitNo ?? '',
    contactType: person.contactType ?? '0',
    primary: isPrimaryFlag(person.isPrimary),
  };
}

/**
 * An individual is edited as one person. Stored individuals keep their name, reach and address on the client
 * too (the listing reads them there), so a person field left empty is filled from the client's.
 */
function individualPerson(client: Client): ClientContactDraft {
  const [stored] = client.clientContacts;
  const person = personDraft(stored ?? {});
  const filled = { ...person, individualName: person.individualName || (client.compName ?? ''), primary: true };
  for (const field of ADDRESS_AND_REACH) filled[field] = person[field] || (client[field] ?? '');
  return filled;
}

/** The stored client as the form edits it; the seed's '0' primary flag read the right way round. */
export function draftFromClient(client: Client): ClientDraft {
  const category = client.clientCategory;
  return {
    id: client.id,
    clientCategory: category,
    compName: client.compName ?? '',
    uenNo: client.uenNo ?? '',
    email: client.email ?? '',
    reference: client.reference ?? '',
    contactNo: client.contactNo ?? '',
    postal: client.postal ?? '',
    blkNo: client.blkNo ?? '',
    roadName: client.roadName ?? '',
    building: client.building ?? '',
    storeyNo: client.storeyNo ?? '',
    unitNo: client.unitNo ?? '',
    clientContacts: category === '1' ? [individualPerson(client)] : client.clientContacts.map(personDraft),
  };
}

function personPayload(person: ClientContactDraft, index: number): ClientContact {
  const { primary, id, sequenceKey, ...fields } = person;
  return {
    ...(id === undefined ? {} : { id }),
    sequenceKey: sequenceKey ?? index + 1,
    ...fields,
    // The wire's inverted flag (seed 000 §3): '0' primary, '1' not.
    isPrimary: primaryFlag(primary),
  };
}

/**
 * The add-client body. A company sends its own fields and its persons. An individual sends its one person,
 * primary, and the same name, reach and address on the client, which is what the listing shows.
 */
export function toClientInput(draft: ClientDraft, propId: number | null = null): ClientInput {
  const common = { isAgent: '0' as const, agentFlag: '', ...(propId === null ? {} : { propId }) };
  if (draft.clientCategory === '0') {
    const { id: _id, clientContacts, ...fields } = draft;
    return { ...fields, ...common, clientContacts: clientContacts.map(personPayload) };
  }
  const [person] = draft.clientContacts;
  if (!person) throw new Error('An individual contact is saved with its person.');
  const { email, reference, contactNo, postal, blkNo, roadName, building, storeyNo, unitNo } = person;
  return {
    clientCategory: '1',
    compName: person.individualName,
    uenNo: '',
    email,
    reference,
    contactNo,
    postal,
    blkNo,
    roadName,
    building,
    storeyNo,
    unitNo,
    ...common,
    clientContacts: [personPayload({ ...person, primary: true }, 0)],
  };
}

/** The update-client/ body: the add body naming the client and the version it was made from. */
export function toClientUpdate(draft: ClientDraft, version: number, propId: number | null = null): ClientUpdate {
  return { ...toClientInput(draft, propId), id: Number(draft.id), version };
}

/** What the ending needs from the server's answer: the id and the name the listing shows. */
export function savedClient(client: Client): SavedClient {
  const [first] = client.clientContacts;
  const name = client.compName || (client.clientCategory === '1' ? (first?.individualName ?? '') : '');
  return { id: client.id, name };
}
