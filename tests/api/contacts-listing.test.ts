import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, companyPayload, individualPayload } from './support/contacts';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
beforeAll(async () => {
  server = await startTestServer();
  tanLim = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

interface Row {
  clientInfoId: number;
  name: string;
  address: string;
  contactNumber: string;
  clientCategory: string;
  isPropertyAssigned: string;
}
interface Page {
  records: Row[];
  recordCount: number;
  pageNo: number;
  pageSize: number;
}

const list = async (body: Json, jwt = tanLim) => json<Page>(await server.post('/api/get-all-primary', { loginId: 'lawyer1', ...body }, jwt));

describe('POST /api/get-all-primary', () => {
  it("lists the firm's ordinary contacts by name, one row each, agents and other firms' contacts left out", async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageNo: 1, pageSize: 10, recordCount: 8 });
    expect(body.records.map((row) => row.name)).toEqual([
      'Chen Li Hua',
      'Goh Siew Ling',
      'Lim Boon Huat',
      'Lion City Trading Pte Ltd',
      'Marina Bay Holdings Pte. Ltd.',
      'Muhammad Faizal bin Ismail',
      'Ng Kok Hua',
      'Tan Ah Kow',
    ]);
  });

  it("shows a company's own address with the primary person's phone, and an individual's own address", async () => {
    const { body } = await list({ pageSize: 50 });
    expect(body.records.find((row) => row.name === 'Marina Bay Holdings Pte. Ltd.')).toMatchObject({
      address: '10 MARINA BOULEVARD, #35-01, SINGAPORE 018983',
      contactNumber: '91112222',
      clientCategory: '0',
      isPropertyAssigned: '1',
    });
    expect(body.records.find((row) => row.name === 'Goh Siew Ling')).toMatchObject({
      address: '123 ANG MO KIO AVENUE 6, #08-245, SINGAPORE 560123',
      contactNumber: '98765432',
      clientCategory: '1',
      isPropertyAssigned: '1',
    });
    expect(body.records.find((row) => row.name === 'Lion City Trading Pte Ltd')).toMatchObject({ isPropertyAssigned: '0' });
  });

  it('pages and sorts on the server', async () => {
    const first = (await list({ pageSize: 5 })).body;
    const second = (await list({ pageSize: 5, pageNo: 2 })).body;
    expect(first.records).toHaveLength(5);
    expect(second.records).toHaveLength(3);
    expect(new Set([...first.records, ...second.records].map((row) => row.clientInfoId)).size).toBe(8);
    const byName = (await list({ pageSize: 50, sortBy: 'name', sortOrder: 'desc' })).body.records.map((row) => row.name);
    expect(byName[0]).toBe('Tan Ah Kow');
    const byCategory = (await list({ pageSize: 50, sortBy: 'clientCategory' })).body.records.map((row) => row.clientCategory);
    expect(byCategory).toEqual([...byCategory].sort());
  });

  it("finds contacts by part of the name, address, phone or a person's name, without regard to case", async () => {
    const names = async (searchText: string) => (await list({ searchText, pageSize: 50 })).body.records.map((row) => row.name);
    expect(await names('marina')).toEqual(['Marina Bay Holdings Pte. Ltd.']);
    expect(await names('ANG MO KIO')).toEqual(['Goh Siew Ling']);
    expect(await names('9111')).toEqual(['Marina Bay Holdings Pte. Ltd.']);
    expect(await names('sharon teo')).toEqual(['Marina Bay Holdings Pte. Ltd.']);
    expect(await names('100%')).toEqual([]);
    expect((await list({ searchText: 'no such contact' })).body).toMatchObject({ records: [], recordCount: 0 });
  });

  it('lists a contact as soon as it is added, individuals by their own address', async () => {
    await addClient(server, tanLim, individualPayload());
    await addClient(server, tanLim, companyPayload({ clientContacts: [] }));
    const rows = (await list({ searchText: 'tampines', pageSize: 50 })).body.records;
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Siti Nurhaliza binte Ahmad',
        address: '510 TAMPINES CENTRAL 1, #09-88, SINGAPORE 528523',
        contactNumber: '88881234',
      }),
    ]);
    const company = (await list({ searchText: 'straits advisory' })).body.records[0];
    expect(company).toMatchObject({ contactNumber: '63331234', isPropertyAssigned: '0' });
  });

  it("answers 404 for another user's loginId and 400 for bad paging", async () => {
    expect((await list({ loginId: 'lawyer2' })).status).toBe(404);
    for (const bad of [{ pageSize: 7 }, { pageNo: 0 }, { sortBy: 'secret' }, { sortOrder: 'up' }, { searchText: 'x'.repeat(201) }]) {
      expect((await list(bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('shows Lee & Ong only their own contacts', async () => {
    const jwt = await server.tokenFor('lawyer2');
    const { body } = await json<Page>(await server.post('/api/get-all-primary', { loginId: 'lawyer2', pageSize: 50 }, jwt));
    expect(body.records.map((row) => row.name)).toEqual([
      'Keppel Bay Ventures Pte. Ltd.',
      'Ravi Shankar s/o Krishnan',
      'Sunrise Property Investments Pte. Ltd.',
    ]);
  });
});
