import type { components } from '../../api/schema.gen';
import type { ClientListRowData } from '../db/queries/client-list';
import type { Client, ClientContact } from '../db/schema';

type Schemas = components['schemas'];

const zeroOrOne = (value: string): '0' | '1' => (value === '1' ? '1' : '0');

export function clientContactJson(person: ClientContact): Schemas['ClientContact'] {
  return {
    id: person.id,
    sequenceKey: person.sequenceKey,
    individualName: person.individualName,
    identificationNo: person.identificationNo,
    email: person.email,
    reference: person.reference,
    contactNo: person.contactNo,
    postal: person.postal,
    blkNo: person.blkNo,
    roadName: person.roadName,
    building: person.building,
    storeyNo: person.storeyNo,
    unitNo: person.unitNo,
    address: person.address,
    agentCEANo: person.agentCeaNo,
    contactType: zeroOrOne(person.contactType),
    isPrimary: zeroOrOne(person.isPrimary),
    partySign: person.partySign,
  };
}

export interface ClientJsonExtras {
  /** The properties the client is on (get-client); absent where the caller does not need them. */
  properties?: ReadonlyArray<{ id: number; propertyRefNo: string }>;
  /** The creator's login id. */
  loginUserId?: string;
}

/** A client as get-client, add-client, update-client/, the searches and get-property answer it. */
export function clientJson(client: Client, contacts: readonly ClientContact[], extras: ClientJsonExtras = {}): Schemas['Client'] {
  return {
    id: client.id,
    version: client.version,
    clientInfoId: client.id,
    clientCategory: zeroOrOne(client.clientCategory),
    compName: client.compName,
    uenNo: client.uenNo,
    email: client.email,
    reference: client.reference,
    contactNo: client.contactNo,
    postal: client.postal,
    blkNo: client.blkNo,
    roadName: client.roadName,
    building: client.building,
    storeyNo: client.storeyNo,
    unitNo: client.unitNo,
    isAgent: zeroOrOne(client.isAgent),
    estateAgentCEALicenceNo: client.estateAgentCeaLicenceNo,
    // Only an estate agency has a one-line address of its own (seed 000 §7 add-agent-to-property).
    ...(client.isAgent === '1' ? { address: client.agencyAddress } : {}),
    propId: client.createdFromPropertyId,
    ...(extras.loginUserId === undefined ? {} : { loginUserId: extras.loginUserId }),
    ...(extras.properties === undefined ? {} : { propertyInfo: extras.properties.map(({ id, propertyRefNo }) => ({ id, propertyRefNo })) }),
    clientContacts: contacts.map(clientContactJson),
  };
}

export function clientListRowJson(row: ClientListRowData): Schemas['ClientListRow'] {
  return {
    clientInfoId: row.id,
    name: row.compName,
    address: row.listAddress,
    contactNumber: row.listContactNo,
    clientCategory: zeroOrOne(row.clientCategory),
    isPropertyAssigned: row.assigned ? '1' : '0',
  };
}
