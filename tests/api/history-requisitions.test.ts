import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMIT_MIN_INTERVAL_MS } from '../../src/domain/requisitions/submit-pace';
import { addSaleProperty } from './support/contacts';
import { json, propertyIdOf } from './support/properties';
import { actorOf, recordedBy } from './support/recorded-events';
import { insertRequisition, IRAS, postWithKey, requisitionBody, URA, type AgencyLines } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/** Issue 20 "History": requisitions submitted, drafted, submitted or discarded from the cart, replies printed. */

const REPLY_DELAY_MS = 60_000;

let server: TestServer;
let jwt: string;
let actor: { firmId: number; actorUserId: number };

beforeAll(async () => {
  server = await startTestServer({ AGENCY_REPLY_DELAY_MS: String(REPLY_DELAY_MS) });
  jwt = await server.tokenFor('lawyer1');
  actor = await actorOf(server, 'lawyer1');
});
afterAll(() => server.close());

let cases = 0;
const newCase = () => addSaleProperty(server, jwt, { lawfirmRefNo: `TL/HIST/LR/${(cases += 1)}` });

/** A request made after the submit pace, so no test is refused as too fast because of the one before. */
const raise = (path: 'submitDD' | 'draftDD', propertyId: number, lines: AgencyLines, key?: string) => () => {
  server.clock.advance(SUBMIT_MIN_INTERVAL_MS);
  return postWithKey(server, `/api/${path}`, requisitionBody(propertyId, lines), jwt, key);
};

async function draft(propertyId: number, lines: AgencyLines): Promise<string> {
  const { status, body } = await json<{ lfcontrolNo: string }>(await raise('draftDD', propertyId, lines)());
  expect(status).toBe(200);
  return body.lfcontrolNo;
}

const cartAction = (lfControlNos: string[], isSubmit: boolean) => () =>
  server.post('/api/submitOrDiscardDraftedDueDiligences', { loginId: 'lawyer1', lfControlNos, allLfControlNos: lfControlNos, isSubmit }, jwt);

describe('submitDD and draftDD', () => {
  it('submitDD records requisition.submitted naming the agencies, with its LF control number', async () => {
    const id = await newCase();
    const events = await recordedBy(server, raise('submitDD', id, [IRAS, URA], 'history-submit-1'));
    expect(events).toMatchObject([
      {
        ...actor,
        kind: 'requisition.submitted',
        summary: 'Submitted requisitions to IRAS, URA.',
        propertyId: id,
        link: `/property-duediligence/${id}`,
        at: new Date(server.clock.nowMs()),
      },
    ]);
    expect(events[0]?.changes).toEqual([
      { field: 'LF Control No.', before: null, after: expect.stringMatching(/^LF\d+$/) as unknown },
      { field: 'Agencies', before: null, after: 'IRAS, URA' },
    ]);
    // A retry of the same request answers the first number: nothing new written, nothing recorded.
    expect(await recordedBy(server, raise('submitDD', id, [IRAS, URA], 'history-submit-1'))).toEqual([]);
  });

  it('a refused submitDD records nothing: no agency, an unknown one, or too soon after the last', async () => {
    const id = await newCase();
    expect(await recordedBy(server, raise('submitDD', id, []), 400)).toEqual([]);
    expect(await recordedBy(server, raise('submitDD', id, [['NOPE', 'NOPE']]), 400)).toEqual([]);
    expect(await recordedBy(server, raise('submitDD', id, [IRAS]))).toHaveLength(1);
    expect(await recordedBy(server, () => postWithKey(server, '/api/submitDD', requisitionBody(id, [URA]), jwt), 429)).toEqual([]);
  });

  it('draftDD records requisition.drafted; a refused draft nothing', async () => {
    const id = await newCase();
    expect(await recordedBy(server, raise('draftDD', id, [['LTA', 'RTS'], URA]))).toMatchObject([
      {
        ...actor,
        kind: 'requisition.drafted',
        summary: 'Drafted requisitions to LTA - RTS, URA.',
        propertyId: id,
        link: `/property-duediligence/${id}`,
      },
    ]);
    expect(await recordedBy(server, raise('draftDD', id, []), 400)).toEqual([]);
  });
});

describe('submitOrDiscardDraftedDueDiligences', () => {
  it('records requisition.submitted once per case, naming the agencies of its drafts', async () => {
    const [one, two] = [await newCase(), await newCase()];
    const drafts = [await draft(one, [IRAS]), await draft(two, [URA]), await draft(one, [['BCA', 'BCA'], IRAS])];
    const events = await recordedBy(server, cartAction(drafts, true));
    expect(events).toMatchObject([
      {
        ...actor,
        kind: 'requisition.submitted',
        summary: 'Submitted requisitions to IRAS, BCA.',
        propertyId: one,
        link: `/property-duediligence/${one}`,
      },
      { ...actor, kind: 'requisition.submitted', summary: 'Submitted a requisition to URA.', propertyId: two, link: `/property-duediligence/${two}` },
    ]);
    expect(events[0]?.changes).toContainEqual({ field: 'LF Control No.', before: null, after: `${drafts[0]}, ${drafts[2]}` });
  });

  it('records requisition.discarded per case, with what was taken off the cart', async () => {
    const id = await newCase();
    const lfControlNo = await draft(id, [URA]);
    expect(await recordedBy(server, cartAction([lfControlNo], false))).toMatchObject([
      {
        ...actor,
        kind: 'requisition.discarded',
        summary: 'Discarded the drafted requisition to URA.',
        propertyId: id,
        changes: [
          { field: 'LF Control No.', before: lfControlNo, after: null },
          { field: 'Agencies', before: 'URA', after: null },
        ],
      },
    ]);
  });

  it('a refused cart action records nothing: handled already, unknown, or empty', async () => {
    const id = await newCase();
    const lfControlNo = await draft(id, [IRAS]);
    expect(await recordedBy(server, cartAction([lfControlNo], false))).toHaveLength(1);
    expect(await recordedBy(server, cartAction([lfControlNo], true), 409)).toEqual([]);
    expect(await recordedBy(server, cartAction(['LF000000000000'], true), 404)).toEqual([]);
    expect(await recordedBy(server, cartAction([], true), 400)).toEqual([]);
  });
});

describe('replies printed', () => {
  let sail: number;
  let rpControlNos: string[];
  let processing: string;
  beforeAll(async () => {
    sail = await propertyIdOf(server, 'PCN-2026-000101');
    ({ rpControlNos } = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [IRAS, URA, ['MCST', 'MCST']] }));
    server.clock.advance(REPLY_DELAY_MS);
    [processing = ''] = (await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['PUB', 'PUB']] })).rpControlNos;
  });
  const rp = (index: number) => rpControlNos[index] ?? '';

  it('printAttachment records requisition.printed naming the agency and the reply', async () => {
    expect(await recordedBy(server, () => server.post('/api/printAttachment', { rpControlNo: rp(2) }, jwt))).toMatchObject([
      {
        ...actor,
        kind: 'requisition.printed',
        summary: `Printed the reply of MCST Managing Agent (${rp(2)}).`,
        propertyId: sail,
        link: `/property-duediligence/${sail}`,
      },
    ]);
  });

  it('printing replies through /print records requisition.printed for their case', async () => {
    const print = () =>
      server.post('/api/print', { loginId: 'lawyer1', lrPrint: [rp(0), rp(1)].map((rpControlNo) => ({ rpControlNo, messageType: 'REPLY' })) }, jwt);
    expect(await recordedBy(server, print)).toMatchObject([
      { ...actor, kind: 'requisition.printed', summary: 'Printed 2 agency replies: IRAS, URA.', propertyId: sail },
    ]);
  });

  it('a refused print records nothing: a reply not in yet, or an unknown one', async () => {
    expect(await recordedBy(server, () => server.post('/api/printAttachment', { rpControlNo: processing }, jwt), 400)).toEqual([]);
    const unknown = () =>
      server.post('/api/print', { loginId: 'lawyer1', lrPrint: [{ rpControlNo: 'RP000000000000000', messageType: 'REPLY' }] }, jwt);
    expect(await recordedBy(server, unknown, 404)).toEqual([]);
  });

  it('reads record nothing: the status of the requisitions', async () => {
    expect(await recordedBy(server, () => server.get(`/api/get-duedeligence/${sail}`, jwt))).toEqual([]);
  });
});
