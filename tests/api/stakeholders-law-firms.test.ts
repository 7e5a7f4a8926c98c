import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './support/properties';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
beforeAll(async () => {
  server = await startTestServer();
  tanLim = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

const fetchFirms = async (body: unknown) => json(await server.post('/api/fetchusersbylawfirmname', body, tanLim));

describe('POST /api/fetchusersbylawfirmname', () => {
  it('finds subscribing law firms by part of the name, any firm', async () => {
    expect(await fetchFirms({ acctName: 'lee &' })).toEqual({
      status: 200,
      body: { recordCount: 1, accountList: [{ acctId: 'LO0002', acctName: 'Lee & Ong Law Corporation' }] },
    });
    expect((await fetchFirms({ acctName: 'l' })).body).toMatchObject({ recordCount: 2 });
  });

  it('answers an empty list when nothing matches (the modal then offers to create a lawyer)', async () => {
    expect((await fetchFirms({ acctName: 'No Such Chambers' })).body).toEqual({ recordCount: 0, accountList: [] });
    expect((await fetchFirms({ acctName: '%' })).body).toEqual({ recordCount: 0, accountList: [] });
  });

  it('answers 400 for an empty or missing name and 401 without a token', async () => {
    for (const body of [{}, { acctName: '  ' }, { acctName: 5 }]) expect((await fetchFirms(body)).status).toBe(400);
    expect((await server.post('/api/fetchusersbylawfirmname', { acctName: 'lee' })).status).toBe(401);
  });
});

describe('GET /api/retrievelawfirmuser/{accountId}/{appId}', () => {
  it("answers the firm's data and its users for the LRI app", async () => {
    const { status, body } = await json(await server.get('/api/retrievelawfirmuser/LO0002/LRI', tanLim));
    expect(status).toBe(200);
    expect(body).toEqual({
      acctName: 'Lee & Ong Law Corporation',
      address1: '1 Raffles Place',
      address2: '#20-61 One Raffles Place',
      postalCode: '048616',
      lstCMSUsrInfo: [{ userid: 'lawyer2', firstName: 'Mei Ling', lastName: 'Ong', email: 'meiling.ong@leeong.com.sg', contactnumber: '92345678' }],
    });
  });

  it('lists every user of the firm by name', async () => {
    const { body } = await json<{ lstCMSUsrInfo: Array<{ userid: string }> }>(await server.get('/api/retrievelawfirmuser/TL0001/lri', tanLim));
    expect(body.lstCMSUsrInfo.map((user) => user.userid)).toEqual(['nouen', 'noquestions', 'newlawyer', 'expired1', 'lawyer1']);
  });

  it('answers 404 for an unknown account or another app', async () => {
    expect((await server.get('/api/retrievelawfirmuser/XX9999/LRI', tanLim)).status).toBe(404);
    expect((await server.get('/api/retrievelawfirmuser/LO0002/OTHER', tanLim)).status).toBe(404);
    expect((await server.get('/api/retrievelawfirmuser/LO0002/LRI')).status).toBe(401);
  });
});
