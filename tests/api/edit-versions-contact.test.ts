import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInColleagues } from './support/colleagues';
import { addClient, companyPayload } from './support/contacts';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/** Two people edit one contact: the second save, made from the version both opened, does not undo the first. */
let server: TestServer;
let lawyer: string;
let colleague: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ lawyer, colleague } = await signInColleagues(server));
});
afterAll(() => server.close());

const update = async (body: Json, jwt: string) => json(await server.post('/api/update-client/', body, jwt));

describe('a contact edited by two people', () => {
  it('refuses the stale save naming who saved first, keeps their e-mail, and takes the next save from their version', async () => {
    const added = (await addClient(server, lawyer, companyPayload({ compName: 'Two Hands Pte Ltd' }))) as Json;
    expect(added.version).toBe(1);
    expect(await update({ ...added, email: 'legal@twohands.sg' }, lawyer)).toMatchObject({ status: 200, body: { version: 2 } });

    const stale = await update({ ...added, reference: 'REF-B' }, colleague);
    expect(stale.status).toBe(409);
    expect(stale.body.errormsg).toMatch(/^Tan Wei Ming changed this contact at /);
    const stored = await json(await server.get(`/api/get-client/${String(added.id)}`, lawyer));
    expect(stored.body).toMatchObject({ email: 'legal@twohands.sg', version: 2 });

    expect(await update({ ...stored.body, reference: 'REF-B' }, colleague)).toMatchObject({
      status: 200,
      body: { version: 3, email: 'legal@twohands.sg', reference: 'REF-B' },
    });
  });
});
