import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface OneMapReply {
  found: number;
  totalNumPages: number;
  pageNum: number;
  results: Array<Record<string, string>>;
}

const onemap = async (query: string) => {
  const response = await server.get(`/api/sandbox/onemap/search?${query}`);
  return { status: response.status, body: (await response.json()) as OneMapReply };
};

describe('GET /api/sandbox/onemap/search', () => {
  it('finds a unique address by postal code, in the address service shape, without a token', async () => {
    const { status, body } = await onemap('searchVal=018987&returnGeom=N&getAddrDetails=Y&pageNum=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: 1, totalNumPages: 1, pageNum: 1 });
    const { X, Y, LATITUDE, LONGITUDE, ...address } = body.results[0] ?? {};
    expect(address).toEqual({
      SEARCHVAL: 'THE SAIL @ MARINA BAY',
      BLK_NO: '2',
      ROAD_NAME: 'MARINA BOULEVARD',
      BUILDING: 'THE SAIL @ MARINA BAY',
      ADDRESS: '2 MARINA BOULEVARD THE SAIL @ MARINA BAY SINGAPORE 018987',
      POSTAL: '018987',
    });
    expect([X, Y]).toEqual([expect.stringMatching(/^\d+\.\d+$/), expect.stringMatching(/^\d+\.\d+$/)]);
    expect(LATITUDE).toMatch(/^1\.\d+$/);
    expect(LONGITUDE).toMatch(/^103\.\d+$/);
  });

  it('returns every building sharing a postal code', async () => {
    const { body } = await onemap('searchVal=018956&returnGeom=N&getAddrDetails=Y&pageNum=1');
    expect(body.found).toBe(3);
    expect(body.results.map((r) => r.POSTAL)).toEqual(['018956', '018956', '018956']);
  });

  it('matches text in the name, address or road without regard to case', async () => {
    const { body } = await onemap('searchVal=marina%20boulevard');
    expect(body.found).toBe(4);
    expect(body.results.every((r) => r.ROAD_NAME === 'MARINA BOULEVARD')).toBe(true);
  });

  it('answers found 0 for an unknown postal code', async () => {
    expect((await onemap('searchVal=999999')).body).toEqual({ found: 0, totalNumPages: 0, pageNum: 1, results: [] });
  });

  it('pages results ten at a time', async () => {
    const first = await onemap('searchVal=singapore&pageNum=1');
    const second = await onemap('searchVal=singapore&pageNum=2');
    expect(first.body.results).toHaveLength(10);
    expect(first.body.totalNumPages).toBe(Math.ceil(first.body.found / 10));
    expect(second.body.pageNum).toBe(2);
    expect(second.body.results[0]).not.toEqual(first.body.results[0]);
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    expect((await onemap('searchVal=%25')).body.found).toBe(0);
  });

  it('answers 400 without searchVal or with a bad pageNum', async () => {
    expect((await server.get('/api/sandbox/onemap/search?returnGeom=N')).status).toBe(400);
    expect((await server.get('/api/sandbox/onemap/search?searchVal=018987&pageNum=0')).status).toBe(400);
  });
});

interface DatastoreReply {
  success: boolean;
  result: { resource_id: string; total: number; records: Array<Record<string, string>> };
}

const datastore = async (query: string) => {
  const response = await server.get(`/api/sandbox/datagov/datastore_search?${query}`);
  return { status: response.status, body: (await response.json()) as DatastoreReply };
};

describe('GET /api/sandbox/datagov/datastore_search', () => {
  it('finds a company by UEN in the open-data register shape', async () => {
    const { status, body } = await datastore('resource_id=companies&q=201812345D');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      result: {
        resource_id: 'companies',
        total: 1,
        records: [
          {
            uen: '201812345D',
            entity_name: 'MARINA BAY HOLDINGS PTE. LTD.',
            entity_type_desc: 'Local Company',
            uen_status_desc: 'Registered',
            reg_street_name: 'MARINA BOULEVARD',
            reg_postal_code: '018983',
          },
        ],
      },
    });
  });

  it('finds companies of each UEN format and by part of the name', async () => {
    for (const uen of ['53123456A', 'T08LL1234A']) {
      expect((await datastore(`resource_id=companies&q=${uen}`)).body.result.records[0]?.uen).toBe(uen);
    }
    expect((await datastore('resource_id=companies&q=marina')).body.result.total).toBeGreaterThan(1);
    expect((await datastore('resource_id=companies&q=000000000X')).body.result).toMatchObject({ total: 0, records: [] });
  });

  it("answers the UEN lookup's one, none and many cases (seed 000 §5) from the seeded register", async () => {
    expect((await datastore('resource_id=companies&q=201723456H')).body.result.records.map((r) => r.entity_name)).toEqual([
      'KEPPEL BAY VENTURES PTE. LTD.',
    ]);
    expect((await datastore('resource_id=companies&q=201999999Z')).body.result).toMatchObject({ total: 0, records: [] });
    const many = (await datastore('resource_id=companies&q=199901234D')).body.result;
    expect(many.total).toBe(2);
    expect(many.records.map((r) => r.entity_name)).toEqual(['LION CITY TRADING PTE LTD', 'LION CITY TRADING PTE LTD (JURONG BRANCH)']);
  });

  it('has a register record for every salesperson of the demo agencies', async () => {
    for (const [registration, agency] of [
      ['R033445M', 'L3010123C'],
      ['R044556N', 'L3010123C'],
      ['R012345A', 'L3008022J'],
      ['R045678D', 'L3002382K'],
    ]) {
      expect((await datastore(`resource_id=salespersons&q=${registration}`)).body.result.records).toEqual([
        expect.objectContaining({ registration_no: registration, estate_agent_license_no: agency }),
      ]);
    }
  });

  it('finds salespersons by registration number and by agency', async () => {
    const byRegistration = await datastore('resource_id=salespersons&q=R012345A');
    expect(byRegistration.body.result.records).toEqual([
      {
        salesperson_name: 'TAN AH BENG',
        registration_no: 'R012345A',
        registration_start_date: '2015-03-02',
        registration_end_date: '2026-12-31',
        estate_agent_name: 'PROPNEX REALTY PTE. LTD.',
        estate_agent_license_no: 'L3008022J',
      },
    ]);
    expect((await datastore('resource_id=salespersons&q=L3008022J')).body.result.total).toBe(3);
  });

  it('honours limit', async () => {
    const { body } = await datastore('resource_id=salespersons&limit=2');
    expect(body.result.records).toHaveLength(2);
    expect(body.result.total).toBe(15);
  });

  it('answers 400 in the register shape when resource_id is missing, limit is not a number or q holds a NUL', async () => {
    for (const query of ['q=x', 'resource_id=companies&limit=ten', 'resource_id=companies&q=%00']) {
      const response = await server.get(`/api/sandbox/datagov/datastore_search?${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { success: boolean; error: { __type: string } };
      expect(body.success).toBe(false);
      expect(body.error.__type).toBe('Validation Error');
    }
  });

  it('answers 404 with success false for an unknown resource', async () => {
    const response = await server.get('/api/sandbox/datagov/datastore_search?resource_id=nothing&q=x');
    expect(response.status).toBe(404);
    const body = (await response.json()) as { success: boolean; error: { message: string } };
    expect(body.success).toBe(false);
    expect(body.error.message).toMatch(/not found/i);
  });
});
