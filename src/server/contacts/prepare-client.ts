import { validateClient } from '../../domain/contact/client-rules';
import { listedPerson, clientListFields } from '../../domain/contact/list-fields';
import { toClientForm, type ClientContactPayload, type ClientPayload } from '../../domain/contact/schema';
import { validateNewAgent } from '../../domain/stakeholder-agent-rules';
import { normaliseUen } from '../../domain/uen';
import type { ClientColumns, ContactColumns } from '../db/queries/client-store';

export type PersonColumns = Required<ContactColumns>;

export interface PreparedPerson extends PersonColumns {
  /** The stored person this one updates; absent for a new person. */
  id?: number;
}

export interface PreparedClient {
  columns: ClientColumns;
  persons: PreparedPerson[];
  /** The rule messages, in the alert's order; empty when the client may be stored. */
  problems: string[];
}

const trim = (value: string) => value.trim();

/** A person id the client echoes: a number or digits; anything else names no stored person. */
export function personId(raw: ClientContactPayload['id']): number | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  const id = typeof raw === 'number' ? raw : /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function personColumns(person: ClientContactPayload, index: number): PreparedPerson {
  const id = personId(person.id);
  return {
    ...(typeof id === 'number' ? { id } : {}),
    sequenceKey: index + 1,
    individualName: trim(person.individualName),
    identificationNo: trim(person.identificationNo).toUpperCase(),
    email: trim(person.email),
    reference: trim(person.reference),
    contactNo: trim(person.contactNo),
    postal: trim(person.postal),
    blkNo: trim(person.blkNo),
    roadName: trim(person.roadName).toUpperCase(),
    building: trim(person.building),
    storeyNo: trim(person.storeyNo),
    unitNo: trim(person.unitNo),
    address: trim(person.address),
    agentCeaNo: trim(person.agentCEANo).toUpperCase(),
    contactType: person.contactType,
    isPrimary: person.isPrimary,
    partySign: person.partySign,
  };
}

/** A person as a new row: any id the client sent is not used. */
export function newPersonColumns(person: ClientContactPayload, index: number): PersonColumns {
  const { id: _id, ...columns } = personColumns(person, index);
  return columns;
}

function agentProblems(payload: ClientPayload, agencyAddress: string): string[] {
  return validateNewAgent({
    compName: payload.compName,
    uenNo: payload.uenNo,
    estateAgentCEALicenceNo: payload.estateAgentCEALicenceNo,
    address: agencyAddress,
    clientContacts: payload.clientContacts.map((p) => ({
      individualName: p.individualName,
      agentCEANo: p.agentCEANo,
      email: p.email,
      contactNo: p.contactNo,
    })),
  });
}

/**
 * What the server stores for a client payload, and what the shared rules say of it. Agents (is_agent '1')
 * follow the agent rules, everyone else the contact rules of seed 000 §5. An individual without a name of
 * its own is listed by its person's name; road names are kept in capitals as for a property.
 */
export function prepareClient(payload: ClientPayload, options: { isAgent: '0' | '1'; agencyAddress: string }): PreparedClient {
  const persons = payload.clientContacts.map(personColumns);
  const individual = payload.clientCategory === '1';
  const compName = trim(payload.compName) || (individual ? (listedPerson(persons)?.individualName ?? '') : '');
  const own = {
    clientCategory: payload.clientCategory,
    compName,
    uenNo: normaliseUen(payload.uenNo),
    email: trim(payload.email),
    reference: trim(payload.reference),
    contactNo: trim(payload.contactNo),
    postal: trim(payload.postal),
    blkNo: trim(payload.blkNo),
    roadName: trim(payload.roadName).toUpperCase(),
    building: trim(payload.building),
    storeyNo: trim(payload.storeyNo),
    unitNo: trim(payload.unitNo),
  };
  const columns: ClientColumns = {
    ...own,
    isAgent: options.isAgent,
    estateAgentCeaLicenceNo: trim(payload.estateAgentCEALicenceNo).toUpperCase(),
    agencyAddress: options.agencyAddress,
    ...clientListFields({ ...own, clientContacts: persons }),
  };
  const problems = options.isAgent === '1' ? agentProblems(payload, options.agencyAddress) : validateClient({ ...toClientForm(payload), compName });
  return {
    columns,
    persons,
    problems,
  };
}
