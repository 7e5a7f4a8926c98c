import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UEN_APP_ID } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const details = async (userid: string, jwt: string) => server.post('/api/retrieve-UEN-details', { userid, appid: UEN_APP_ID }, jwt);
const update = async (acctid: string, uenno: string, jwt: string) => server.post('/api/update-UEN', { acctid, appid: UEN_APP_ID, uenno }, jwt);

describe('POST /api/retrieve-UEN-details', () => {
  it("returns the caller's firm account, name and UEN", async () => {
    const response = await details('lawyer1', await server.tokenFor('lawyer1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ acctid: 'TL0001', acctName: 'Tan & Lim LLP', uenNum: '201912345K' });
  });

  it("answers 404 for another user's id, 401 without a token and 400 for another application id", async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect((await details('lawyer2', jwt)).status).toBe(404);
    expect((await server.post('/api/retrieve-UEN-details', { userid: 'lawyer1', appid: UEN_APP_ID })).status).toBe(401);
    expect((await server.post('/api/retrieve-UEN-details', { userid: 'lawyer1', appid: 'XYZ' }, jwt)).status).toBe(400);
  });
});

describe('POST /api/update-UEN', () => {
  it("stores the UEN in capitals, after which nouen's next login says the UEN is updated", async () => {
    expect(await server.login('nouen', DEMO_PASSWORD)).toMatchObject({ isUENUpdated: 'N' });
    const jwt = await server.tokenFor('nouen');

    const response = await update('TL0001', ' 53312345d ', jwt);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userUenStatus: 'success' });

    expect(await (await details('nouen', jwt)).json()).toMatchObject({ uenNum: '53312345D' });
    expect(await server.login('nouen', DEMO_PASSWORD)).toMatchObject({ isUENUpdated: 'Y' });
  });

  it('answers an invalid UEN with 400 and the seed message, changing nothing', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const before = (await (await details('lawyer1', jwt)).json()) as unknown;
    const response = await update('TL0001', '12345', jwt);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errormsg: messages.invalidUenText });
    expect(await (await details('lawyer1', jwt)).json()).toEqual(before);
  });

  it("answers 404 for another firm's account id or an unknown one, leaving that firm untouched", async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect((await update('LO0002', '53312345D', jwt)).status).toBe(404);
    expect((await update('NO0000', '53312345D', jwt)).status).toBe(404);
    const other = await details('lawyer2', await server.tokenFor('lawyer2'));
    expect(await other.json()).toMatchObject({ acctid: 'LO0002', uenNum: '201498765G' });
  });

  it('answers 400 when uenno is missing and 401 without a token', async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect((await server.post('/api/update-UEN', { acctid: 'TL0001', appid: UEN_APP_ID }, jwt)).status).toBe(400);
    expect((await server.post('/api/update-UEN', { acctid: 'TL0001', appid: UEN_APP_ID, uenno: '53312345D' })).status).toBe(401);
  });
});
