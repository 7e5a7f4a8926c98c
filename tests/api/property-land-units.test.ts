import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, sailPayload } from './support/properties';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
let jwt: string;
beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

/** Issue 18 item 13: a vacant plot has no storey or unit, whatever the body (or a stale form) still carries. */
describe('a LAND property keeps no storey and unit', () => {
  it('an update to LAND drops them from the record and the address', async () => {
    const added = await json(await server.post('/api/add-property', sailPayload(server, { lawfirmRefNo: 'TL/LAND/0001' }), jwt));
    expect(added.status).toBe(200);
    const { status, body } = await json(
      await server.post('/api/update-property', { ...added.body, propType: 'LAND', storeyNo: '45', unitNo: '05' }, jwt),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ propType: 'LAND', storeyNo: '', unitNo: '', propAddress: 'MARINA BOULEVARD, SINGAPORE 018987' });
    const stored = await json(await server.get(`/api/get-property/${String(body.id)}`, jwt));
    expect(stored.body).toMatchObject({ storeyNo: '', unitNo: '', propAddress: 'MARINA BOULEVARD, SINGAPORE 018987' });
  });

  it('an added LAND property stores none either', async () => {
    const payload = { ...sailPayload(server, { lawfirmRefNo: 'TL/LAND/0002' }), propType: 'LAND', storeyNo: '12', unitNo: '07' };
    const { status, body } = await json(await server.post('/api/add-property', payload, jwt));
    expect(status).toBe(200);
    expect(body).toMatchObject({ storeyNo: '', unitNo: '' });
    expect(String(body.propAddress)).not.toContain('#');
  });
});
