import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { signInColleagues } from './support/colleagues';
import { json, sailPayload } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * Two people of one firm edit one case: the second save, made from the version both opened, must not put the
 * first one's change back. It is refused with who saved in between, and nothing of it is written.
 */
let server: TestServer;
let lawyer: string;
let secretary: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ lawyer, colleague: secretary } = await signInColleagues(server));
});
afterAll(() => server.close());

const read = async (id: number, jwt = lawyer) => {
  const response = await server.get(`/api/get-property/${id}`, jwt);
  return { etag: response.headers.get('ETag'), ...(await json(response)) };
};
const update = (body: Json, jwt: string, headers: Record<string, string> = {}) => server.post('/api/update-property', body, jwt, headers);

async function addCase(lawfirmRefNo: string): Promise<Json> {
  const { status, body } = await json(await server.post('/api/add-property', sailPayload(server, { lawfirmRefNo }), lawyer));
  expect(status).toBe(200);
  return body;
}

describe('a case edited by two people', () => {
  it('gives its version in the body and as the ETag, and each save makes the next one', async () => {
    const added = await addCase('TL/VER/0001');
    expect(added.version).toBe(1);
    const opened = await read(added.id as number);
    expect(opened.etag).toBe('"1"');
    const saved = await json(await update({ ...opened.body, road2: 'TOWER A' }, lawyer));
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect((await read(added.id as number)).etag).toBe('"2"');
  });

  it("refuses the second save made from the version both opened, naming who saved first, and keeps the first one's change", async () => {
    const added = await addCase('TL/VER/0002');
    const a = (await read(added.id as number, lawyer)).body;
    const b = (await read(added.id as number, secretary)).body;
    expect((await update({ ...a, propName: 'MARINA ONE RESIDENCES' }, lawyer)).status).toBe(200);

    const stale = await json(await update({ ...b, road1: 'MARINA WAY' }, secretary));
    expect(stale.status).toBe(409);
    expect(stale.body.errormsg).toMatch(/^Tan Wei Ming changed this case at \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}, after you opened it\./);
    expect(stale.body.conflict).toMatchObject({ version: 2, changedBy: 'Tan Wei Ming' });
    const stored = (await read(added.id as number)).body;
    expect(stored).toMatchObject({ propName: 'MARINA ONE RESIDENCES', road1: a.road1, version: 2 });
  });

  it('says "you … in another window" when the earlier save was the same person\'s', async () => {
    const added = await addCase('TL/VER/0003');
    const first = (await read(added.id as number)).body;
    expect((await update({ ...first, road2: 'TOWER B' }, lawyer)).status).toBe(200);
    const stale = await json(await update({ ...first, road2: 'TOWER C' }, lawyer));
    expect(stale.status).toBe(409);
    expect(stale.body.errormsg).toMatch(/^You changed this case in another window at /);
  });

  it('takes the version as If-Match, and refuses an update that gives none', async () => {
    const added = await addCase('TL/VER/0004');
    const { body, etag } = await read(added.id as number);
    const { version: _version, ...unversioned } = body;
    const refused = await json(await update({ ...unversioned, road2: 'TOWER D' }, lawyer));
    expect(refused).toMatchObject({ status: 400, body: { errormsg: messages.editVersionMissing } });
    expect((await read(added.id as number)).body.road2).toBe(body.road2);

    expect((await update({ ...unversioned, road2: 'TOWER D' }, lawyer, { 'If-Match': etag ?? '' })).status).toBe(200);
    expect((await update({ ...unversioned, road2: 'TOWER E' }, lawyer, { 'If-Match': etag ?? '' })).status).toBe(409);
    expect((await update({ ...body, version: 3 }, lawyer, { 'If-Match': '"2"' })).status).toBe(400);
  });
});
