import { eq } from 'drizzle-orm';
import { clients } from '../../../src/server/db/schema';
import { json, sailPayload } from './properties';
import type { Json, TestServer } from './start-test-server';

/** A company as the contact form sends it: two persons, the director primary ('0'). */
export function companyPayload(overrides: Json = {}): Json {
  return {
    clientCategory: '0',
    compName: 'Straits Advisory LLP',
    uenNo: 'T16LL0456H',
    email: 'office@straitsadvisory.sg',
    reference: 'SA/001',
    contactNo: '63331234',
    postal: '048616',
    blkNo: '1',
    roadName: 'raffles place',
    building: 'ONE RAFFLES PLACE',
    storeyNo: '20',
    unitNo: '61',
    isAgent: '0',
    clientContacts: [
      {
        individualName: 'Chen Wei Jie',
        identificationNo: 's7712345a',
        email: 'weijie@straitsadvisory.sg',
        contactNo: '91230000',
        contactType: '1',
        isPrimary: '0',
      },
      {
        individualName: 'Nora Lim',
        identificationNo: 'S8012345B',
        email: 'nora@straitsadvisory.sg',
        contactNo: '91230001',
        contactType: '0',
        isPrimary: '1',
      },
    ],
    ...overrides,
  };
}

/** An individual: the person carries the address. */
export function individualPayload(overrides: Json = {}): Json {
  return {
    clientCategory: '1',
    compName: '',
    clientContacts: [
      {
        individualName: 'Siti Nurhaliza binte Ahmad',
        identificationNo: 'S8512345C',
        email: 'siti.n@example.sg',
        contactNo: '88881234',
        postal: '528523',
        blkNo: '510',
        roadName: 'tampines central 1',
        storeyNo: '09',
        unitNo: '88',
        contactType: '0',
        isPrimary: '0',
      },
    ],
    ...overrides,
  };
}

export async function addClient(server: TestServer, jwt: string, payload: Json): Promise<Json & { id: number }> {
  const { status, body } = await json<Json & { id: number }>(await server.post('/api/add-client', payload, jwt));
  if (status !== 200) throw new Error(`add-client answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A new complete property (The Sail, a Sale: the seller is the client side), Pending with nobody assigned. */
export async function addSaleProperty(server: TestServer, jwt: string, overrides: Json = {}): Promise<number> {
  const { status, body } = await json<{ id: number }>(await server.post('/api/add-property', sailPayload(server, overrides), jwt));
  if (status !== 200) throw new Error(`add-property answered ${status}: ${JSON.stringify(body)}`);
  return body.id;
}

/** The stored id of a demo contact, by name. */
export async function clientIdOf(server: TestServer, compName: string): Promise<number> {
  const [row] = await server.db.select({ id: clients.id }).from(clients).where(eq(clients.compName, compName));
  if (!row) throw new Error(`no client ${compName}`);
  return row.id;
}

/** A lawyer created in the lawyer modal (seed 000 §3 payload). */
export function newLawyer(overrides: Json = {}): Json {
  return {
    userId: '',
    firstName: 'Hui Min',
    lastName: 'Yeo',
    email: 'huimin.yeo@yeolaw.sg',
    contact: '65551234',
    lawfirmName: 'Yeo Law Chambers',
    referenceNumber: 'YLC/2026/15',
    address1: '1 Coleman Street',
    address2: '#07-01 The Adelphi',
    postalCode: '179803',
    faxNumber: '',
    ...overrides,
  };
}
