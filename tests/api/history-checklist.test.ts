import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSaleProperty } from './support/contacts';
import { json, propertyIdOf } from './support/properties';
import { actorOf, recordedBy } from './support/recorded-events';
import { startTestServer, type TestServer } from './support/start-test-server';

/** Issue 20 "History": the partner checklist opened for a case, and its items ticked and unticked on the stand-in. */

let server: TestServer;
let jwt: string;
let actor: { firmId: number; actorUserId: number };

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  actor = await actorOf(server, 'lawyer1');
});
afterAll(() => server.close());

const ensure =
  (propertyId: number, token = jwt) =>
  () =>
    server.post('/api/ensure-checklist', { loginId: 'lawyer1', propertyId }, token);

/** The stand-in's address for the checklist, with an editable token unless `direct` says otherwise. */
async function checklistAddress(checkListId: string, direct = 'true'): Promise<string> {
  const { status, body } = await json<{ url: string }>(await server.get(`/api/get-checklist-url/${checkListId}?direct=${direct}`, jwt));
  expect(status).toBe(200);
  const { pathname, search } = new URL(body.url);
  return `${pathname}${search}`;
}

const postForm = (address: string, fields: Record<string, string>) => () =>
  Promise.resolve(
    server.app.request(address, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );

const TITLE_SEARCH = 'Title search done and the vendor’s title confirmed';

describe('ensure-checklist and the stand-in’s ticks', () => {
  let caseId: number;
  let checkListId: string;

  it('ensure-checklist records checklist.opened when it gives the case its checklist, and nothing after', async () => {
    caseId = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/CHK' });
    const events = await recordedBy(server, ensure(caseId));
    const { body } = await json<{ checkListId: string }>(await ensure(caseId)());
    checkListId = body.checkListId;
    expect(events).toMatchObject([
      {
        ...actor,
        kind: 'checklist.opened',
        summary: `Opened the checklist ${checkListId}.`,
        propertyId: caseId,
        link: `/property-checklist/${caseId}`,
        at: new Date(server.clock.nowMs()),
      },
    ]);
    expect(await recordedBy(server, ensure(caseId))).toEqual([]);
  });

  it('a refused ensure-checklist records nothing: a transaction type without checklists, or a firm without the add-on', async () => {
    expect(await recordedBy(server, ensure(await propertyIdOf(server, 'PCN-2026-000105')), 409)).toEqual([]);
    expect(await recordedBy(server, ensure(await propertyIdOf(server, 'PCN-2026-000201'), await server.tokenFor('lawyer2')), 403)).toEqual([]);
  });

  it('a tick records checklist.ticked naming the item; ticking it again records nothing', async () => {
    const address = await checklistAddress(checkListId);
    expect(await recordedBy(server, postForm(address, { item: 'titleSearch', action: 'tick' }), 303)).toMatchObject([
      {
        ...actor,
        kind: 'checklist.ticked',
        summary: `Ticked the checklist item: ${TITLE_SEARCH}.`,
        propertyId: caseId,
        link: `/property-checklist/${caseId}`,
      },
    ]);
    expect(await recordedBy(server, postForm(address, { item: 'titleSearch', action: 'tick' }), 303)).toEqual([]);
  });

  it('an untick records checklist.unticked; unticking what is not ticked records nothing', async () => {
    const address = await checklistAddress(checkListId);
    expect(await recordedBy(server, postForm(address, { item: 'titleSearch', action: 'untick' }), 303)).toMatchObject([
      { ...actor, kind: 'checklist.unticked', summary: `Unticked the checklist item: ${TITLE_SEARCH}.`, propertyId: caseId },
    ]);
    expect(await recordedBy(server, postForm(address, { item: 'titleSearch', action: 'untick' }), 303)).toEqual([]);
  });

  it('a refused tick records nothing: a derived item, an unknown one, or a read-only token', async () => {
    const address = await checklistAddress(checkListId);
    expect(await recordedBy(server, postForm(address, { item: 'otpGranted', action: 'tick' }), 409)).toEqual([]);
    expect(await recordedBy(server, postForm(address, { item: 'hfeLetter', action: 'tick' }), 400)).toEqual([]);
    const readOnly = await checklistAddress(checkListId, 'false');
    expect(await recordedBy(server, postForm(readOnly, { item: 'optionFeeReceived', action: 'tick' }), 403)).toEqual([]);
  });

  it('reading the checklist records nothing', async () => {
    const address = await checklistAddress(checkListId);
    expect(await recordedBy(server, () => Promise.resolve(server.app.request(address)))).toEqual([]);
  });
});
