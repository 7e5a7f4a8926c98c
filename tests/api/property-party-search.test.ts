import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawyers, properties } from '../../src/server/db/schema';
import { addClient, addSaleProperty, clientIdOf, companyPayload, newLawyer } from './support/contacts';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/*
 * Issue 20: the listing's text search finds a case by its parties — buyer, seller, their contact persons, agents and
 * their salespersons, lawyers — by name, e-mail or the last four characters of an NRIC / UEN, within the firm, and
 * keeps finding it as the parties change. Each row found by a party says which one.
 */

interface Row {
  propertyRefNo: string;
  matchedParty?: { role: string; name: string };
}
interface Page {
  records: Row[];
  recordCount: number;
}

let server: TestServer;
let tanLim: string;
let leeOng: string;
beforeAll(async () => {
  server = await startTestServer();
  [tanLim, leeOng] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
});
afterAll(() => server.close());

async function search(searchText: string, jwt = tanLim, loginId = 'lawyer1'): Promise<Page> {
  const { status, body } = await json<Page>(await server.post('/api/search-property-text', { loginId, searchText, pageSize: 50 }, jwt));
  expect(status).toBe(200);
  return body;
}
const found = async (searchText: string, jwt?: string, loginId?: string) =>
  (await search(searchText, jwt, loginId)).records.map((row) => [row.propertyRefNo, row.matchedParty ?? null]);

async function post(path: string, body: Json): Promise<Json> {
  const reply = await json(await server.post(`/api/${path}`, body, tanLim));
  expect([path, reply.status]).toEqual([path, 200]);
  return reply.body;
}

describe('finding a case by its parties', () => {
  it.each([
    ['a buyer by name, any case', 'CHEN LI HUA', [['PCN-2026-000104', { role: 'seller', name: 'Chen Li Hua' }]]],
    ['a company by the last four characters of its UEN', '345d', [['PCN-2026-000101', { role: 'seller', name: 'Marina Bay Holdings Pte. Ltd.' }]]],
    ["a client's contact person by name", 'sharon teo', [['PCN-2026-000101', { role: 'seller', name: 'Marina Bay Holdings Pte. Ltd.' }]]],
    ["a contact person by their NRIC's last four", '456F', [['PCN-2026-000101', { role: 'seller', name: 'Marina Bay Holdings Pte. Ltd.' }]]],
    ['a buyer by e-mail', 'boonhuat.lim@gmail.com', [['PCN-2026-000104', { role: 'buyer', name: 'Lim Boon Huat' }]]],
    ["an agency's salesperson by e-mail", 'kokwah.ho@', [['PCN-2026-000101', { role: 'sellerAgent', name: 'Orchid Realty Pte. Ltd.' }]]],
    ['a lawyer by first and last name', 'priya nair', [['PCN-2026-000104', { role: 'sellerLawyer', name: 'Priya Nair (Nair & Co LLC)' }]]],
  ])('finds %s, saying which party it found', async (_label, text, expected) => {
    expect(await found(text)).toEqual(expected);
  });

  it('finds every case a party is on, in the order asked for', async () => {
    expect(await found('goh siew ling')).toEqual([
      ['PCN-2026-000106', { role: 'buyer', name: 'Goh Siew Ling' }],
      ['PCN-2026-000102', { role: 'seller', name: 'Goh Siew Ling' }],
    ]);
  });

  it("names nobody when the case's own fields matched and no party holds the text", async () => {
    expect(await found('marina boulevard')).toEqual([['PCN-2026-000101', null]]);
  });

  it('does not find a case by a whole NRIC or UEN, or by its first characters: the search holds the last four only', async () => {
    expect(await found('S8123456F')).toEqual([]);
    expect(await found('2018123')).toEqual([]);
  });

  it("keeps to the firm: another firm's parties and the same lawyer's other firm cases stay out", async () => {
    expect(await found('keppel bay')).toEqual([]);
    expect((await found('keppel bay', leeOng, 'lawyer2')).map(([ref]) => ref)).toEqual(['PCN-2026-000202', 'PCN-2026-000201']);
    // Mei Ling Ong acts on a case of each firm: each firm sees its own.
    expect((await found('meiling.ong', leeOng, 'lawyer2')).map(([ref]) => ref)).toEqual(['PCN-2026-000202']);
    expect((await found('meiling.ong')).map(([ref]) => ref)).toEqual(['PCN-2026-000101']);
  });
});

describe('the search follows the parties as they change', () => {
  it('finds a case by a party assigned to it, by their new name after an edit, and no longer once they are removed', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/PARTY/1' });
    const [row] = await server.db.select({ ref: properties.propertyRefNo }).from(properties).where(eq(properties.id, id));
    const ref = row?.ref ?? '';
    const client = await addClient(server, tanLim, companyPayload({ compName: 'Party Search Pte Ltd', uenNo: '202612345K' }));
    expect(await found('party search pte')).toEqual([]);

    await post('add-client-to-property', { propertyInfoId: id, clientInfoId: client.id, buyersellerFlag: 'S', clientFlag: 'S' });
    expect(await found('party search pte')).toEqual([[ref, { role: 'seller', name: 'Party Search Pte Ltd' }]]);
    expect(await found('nora@straitsadvisory')).toEqual([[ref, { role: 'seller', name: 'Party Search Pte Ltd' }]]);

    const stored = (await json<Json & { clientContacts: Json[] }>(await server.get(`/api/get-client/${String(client.id)}`, tanLim))).body;
    const persons = stored.clientContacts.map((person) =>
      person.individualName === 'Nora Lim' ? { ...person, individualName: 'Nora Tan' } : person,
    );
    await post('update-client/', { ...stored, compName: 'Renamed Holdings Pte Ltd', clientContacts: persons });
    expect(await found('party search pte')).toEqual([]);
    expect(await found('renamed holdings')).toEqual([[ref, { role: 'seller', name: 'Renamed Holdings Pte Ltd' }]]);
    expect(await found('nora tan')).toEqual([[ref, { role: 'seller', name: 'Renamed Holdings Pte Ltd' }]]);
    expect(await found('nora lim')).toEqual([]);

    await post('remove-assigned-client', { propertyInfoId: id, clientFlag: 'S', agentFlag: '' });
    expect(await found('renamed holdings')).toEqual([]);
  });

  it("finds a case by its lawyer, and by the lawyer's new name when the lawyer's record changes", async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/PARTY/2' });
    const [row] = await server.db
      .select({ ref: properties.propertyRefNo, lawyerId: properties.buyerLawyerId })
      .from(properties)
      .where(eq(properties.id, id));
    await post('add-client-to-property', {
      propertyInfoId: id,
      clientInfoId: await clientIdOf(server, 'Tan Ah Kow'),
      buyersellerFlag: 'S',
      clientFlag: 'S',
    });
    await post('add-lawyer-to-property', { propertyInfoId: id, lawyer: newLawyer({ firstName: 'Aloysius', lastName: 'Yeo' }), lawyerFlag: 'B' });
    const expected = { role: 'buyerLawyer', name: 'Aloysius Yeo (Yeo Law Chambers)' };
    expect(row?.lawyerId).toBeNull();
    expect(await found('aloysius yeo')).toEqual([[row?.ref, expected]]);
    expect(await found('huimin.yeo@yeolaw')).toEqual([[row?.ref, expected]]);

    // No screen edits a lawyer yet; the database keeps the search right whoever changes the record.
    await server.db.update(lawyers).set({ firstName: 'Augustine' }).where(eq(lawyers.firstName, 'Aloysius'));
    expect(await found('aloysius')).toEqual([]);
    expect(await found('augustine yeo')).toEqual([[row?.ref, { ...expected, name: 'Augustine Yeo (Yeo Law Chambers)' }]]);
  });

  it('counts and pages the matches over the party text and the case text together', async () => {
    const page = await search('tan');
    const text = await server.db.execute(
      sql`select count(*)::int as n from properties p join law_firms f on f.id = p.firm_id
          where f.acct_id = 'TL0001' and (p.search_text like '%tan%' or p.party_text like '%tan%')`,
    );
    const [counted] = (text as { rows: Array<{ n: number }> }).rows;
    expect(page.recordCount).toBe(counted?.n);
    expect(page.recordCount).toBeGreaterThan(page.records.filter((r) => r.matchedParty === undefined).length);
  });
});
