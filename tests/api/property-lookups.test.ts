import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IRAS_API_ERROR_POSTAL } from '../../src/server/property/iras-simulator';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let jwt: string;
beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

const mcst = async (mcstno: unknown) => json<Json[]>(await server.post('/api/searchMcstNo', { mcstno }, jwt));

describe('POST /api/searchMcstNo', () => {
  it('returns the active MCST with its address nested', async () => {
    const { status, body } = await mcst('2978');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        mcstId: 'MC2978',
        mcstNo: '2978',
        subMcsNo: '',
        mcstType: 'Residential',
        devName: 'THE SAIL @ MARINA BAY',
        devLocation: '2 & 6 MARINA BOULEVARD',
        maName: 'SAVILLS PROPERTY MANAGEMENT PTE LTD',
        maAddress1: '30 CECIL STREET #20-03',
        maAddress2: 'PRUDENTIAL TOWER SINGAPORE 049712',
        maAgencyMail: 'mcst2978@savills.com.sg',
        address: { blockNo: '2', postalCode: '018987', storeyNo: '01', streetName: 'MARINA BOULEVARD', unitNo: '01' },
      },
    ]);
  });

  it('returns every row of an MCST with subsidiary MCSTs, main first', async () => {
    const { body } = await mcst(' 4398 ');
    expect(body.map((row) => [row.mcstId, row.subMcsNo])).toEqual([
      ['MC4398', ''],
      ['MC4398-S1', '1'],
      ['MC4398-S2', '2'],
    ]);
  });

  it('returns an empty list for an inactive or unknown MCST', async () => {
    expect((await mcst('1105')).body).toEqual([]);
    expect((await mcst('0000')).body).toEqual([]);
  });

  it('answers 400 for an empty or non-text MCST no. and 401 without a token', async () => {
    expect((await mcst('')).status).toBe(400);
    expect((await mcst(2978)).status).toBe(400);
    expect((await server.post('/api/searchMcstNo', { mcstno: '2978' })).status).toBe(401);
  });
});

describe('GET /api/get-transtype-list', () => {
  it('lists the transaction types in their order', async () => {
    const { body } = await json<Json[]>(await server.get('/api/get-transtype-list', jwt));
    expect(body.map((type) => type.name)).toEqual(['Sale', 'Purchase', 'Sale (HDB)', 'Purchase (HDB)', 'Mortgage', 'Others']);
    expect(body.every((type) => typeof type.id === 'number')).toBe(true);
  });
});

describe('IRAS valuation list simulator', () => {
  const byUnit = async (body: Json) =>
    json<{ irasTaxibleResponseData: Json[]; returnCode: string }>(await server.post('/api/check-IRAS-Taxable-By-Unit', body, jwt));
  const byPostal = async (body: Json) =>
    json<{ irasTaxibleResponseData: Json[]; returnCode: string }>(await server.post('/api/check-IRAS-Taxable-By-PostalCode', body, jwt));
  const sail = { criteria: '1', blkHouseNo: '2', storeyNo: '32', unitNo: '07', streetName: 'MARINA BOULEVARD', postalCode: '018987' };

  it("finds a listed unit with return code '10'", async () => {
    const { body } = await byUnit(sail);
    expect(body.returnCode).toBe('10');
    expect(body.irasTaxibleResponseData).toEqual([
      {
        blkHouseNo: '2',
        storeyNo: '32',
        unitNo: '07',
        streetName: 'MARINA BOULEVARD',
        postalCode: '018987',
        pptyTaxRefNo: expect.stringMatching(/^A\d{8}[A-Z]$/) as unknown,
        pptyDescription: 'Condominium Unit',
      },
    ]);
  });

  it('matches storey and unit however they are padded', async () => {
    expect((await byUnit({ ...sail, storeyNo: '32', unitNo: '7' })).body.returnCode).toBe('10');
  });

  it("answers '20' for a unit that is not in the list", async () => {
    expect((await byUnit({ ...sail, unitNo: '99' })).body).toEqual({ irasTaxibleResponseData: [], returnCode: '20' });
  });

  it("answers '30' (API error) for the reserved postal code, by unit and by postal code", async () => {
    expect((await byUnit({ ...sail, postalCode: IRAS_API_ERROR_POSTAL })).body).toEqual({ irasTaxibleResponseData: [], returnCode: '30' });
    expect((await byPostal({ criteria: '2', postalCode: IRAS_API_ERROR_POSTAL })).body.returnCode).toBe('30');
  });

  it('lists every unit under a postal code sorted by block, then storey and unit', async () => {
    const { body } = await byPostal({ criteria: '2', postalCode: '109684' });
    expect(body.returnCode).toBe('10');
    const keys = body.irasTaxibleResponseData.map((u) => `${String(u.blkHouseNo)} ${String(u.storeyNo)}-${String(u.unitNo)}`);
    expect(keys.slice(0, 5)).toEqual(['180 06-32', '180 06-34', '180 12-32', '180 12-34', '182 06-32']);
    expect(keys).toHaveLength(12);
  });

  it("answers '20' for a postal code with no listed units", async () => {
    expect((await byPostal({ criteria: '2', postalCode: '419136' })).body).toEqual({ irasTaxibleResponseData: [], returnCode: '20' });
  });

  it('answers 400 for the wrong criteria or a missing postal code', async () => {
    expect((await byPostal({ criteria: '1', postalCode: '018987' })).status).toBe(400);
    expect((await byUnit({ criteria: '2', ...{ postalCode: '018987' } })).status).toBe(400);
    expect((await byUnit({ storeyNo: '32' })).status).toBe(400);
  });
});
