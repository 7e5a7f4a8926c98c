import { clientListFields } from '../../../domain/contact/list-fields';
import { primaryFlag } from '../../../domain/contact/types';
import type { Database } from '../database';
import { clientContacts, clients, type NewClientContact } from '../schema';
import { DEMO_CLIENTS, type DemoClient, type DemoClientKey, type DemoPerson } from './demo-contacts';
import type { DemoFirmKey } from './demo-people';

type PersonRow = Required<Omit<NewClientContact, 'clientId' | 'id'>>;

function personRow(person: DemoPerson, index: number): PersonRow {
  return {
    sequenceKey: index + 1,
    individualName: person.individualName,
    identificationNo: person.identificationNo ?? '',
    email: person.email ?? '',
    reference: '',
    contactNo: person.contactNo ?? '',
    postal: person.postal ?? '',
    blkNo: person.blkNo ?? '',
    roadName: person.roadName ?? '',
    building: person.building ?? '',
    storeyNo: person.storeyNo ?? '',
    unitNo: person.unitNo ?? '',
    address: '',
    agentCeaNo: person.agentCeaNo ?? '',
    contactType: person.contactType ?? '0',
    isPrimary: primaryFlag(person.primary ?? false),
    partySign: '',
  };
}

function clientRow(demo: DemoClient, firmId: number) {
  const { firm: _firm, persons, ...columns } = demo;
  const own = {
    clientCategory: columns.clientCategory,
    compName: columns.compName ?? '',
    contactNo: columns.contactNo ?? '',
    postal: columns.postal ?? '',
    blkNo: columns.blkNo ?? '',
    roadName: columns.roadName ?? '',
    storeyNo: columns.storeyNo ?? '',
    unitNo: columns.unitNo ?? '',
  };
  return { ...columns, ...clientListFields({ ...own, clientContacts: persons.map(personRow) }), firmId };
}

/**
 * The demo contacts with their persons and listing fields derived as a write would derive them; returns each
 * demo key's client id.
 */
export async function seedDemoClients(tx: Database, firmIdOf: (firm: DemoFirmKey) => number): Promise<Map<DemoClientKey, number | null>> {
  const keys = Object.keys(DEMO_CLIENTS) as DemoClientKey[];
  const demos: DemoClient[] = keys.map((key) => DEMO_CLIENTS[key]);
  const rows = await tx
    .insert(clients)
    .values(demos.map((demo) => clientRow(demo, firmIdOf(demo.firm))))
    .returning({ id: clients.id, compName: clients.compName });
  // Matched back by name (unique among the demo contacts), not by the order RETURNING happens to keep.
  const byName = new Map(rows.map((row) => [row.compName, row.id]));
  const pk = new Map(keys.map((key) => [key, byName.get(DEMO_CLIENTS[key].compName ?? '') ?? null]));
  const persons = demos.flatMap((demo) => {
    const clientId = byName.get(demo.compName ?? '');
    return clientId === undefined ? [] : demo.persons.map((person, index) => ({ ...personRow(person, index), clientId }));
  });
  if (persons.length > 0) await tx.insert(clientContacts).values(persons);
  return pk;
}
