import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { toDisplayDate } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { duplicateWindowStart } from '../../src/domain/requisitions/duplicates';
import { SUBMIT_MIN_INTERVAL_MS } from '../../src/domain/requisitions/submit-pace';
import { todayBy } from '../../src/server/clock';
import { addSaleProperty } from './support/contacts';
import { json, propertyIdOf } from './support/properties';
import { IRAS, requisitionBody, storedRequisition, URA, withRequisitionServer, type AgencyLines } from './support/requisitions';
import type { Json, TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
let leeOng: string;
withRequisitionServer((running) => ({ server, tanLim, leeOng } = running));

let cases = 0;
/** A fresh case of lawyer1's, so earlier tests' requisitions never count. */
const newCase = () => addSaleProperty(server, tanLim, { lawfirmRefNo: `TL/LR/DD/${(cases += 1)}` });

async function raise(path: 'submitDD' | 'draftDD', propertyId: number, lines: AgencyLines): Promise<string> {
  server.clock.advance(SUBMIT_MIN_INTERVAL_MS);
  const { status, body } = await json<{ lfcontrolNo: string }>(await server.post(`/api/${path}`, requisitionBody(propertyId, lines), tanLim));
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(body)}`);
  return body.lfcontrolNo;
}
const submitDD = (propertyId: number, lines: AgencyLines) => raise('submitDD', propertyId, lines);
const draftDD = (propertyId: number, lines: AgencyLines) => raise('draftDD', propertyId, lines);

const duplicates = async (propertyId: number, lines: AgencyLines, jwt = tanLim) =>
  json<Json[]>(await server.post('/api/check-Duplicate-DD-Submitted', requisitionBody(propertyId, lines), jwt));
const draftAction = async (lfControlNos: string[], isSubmit: boolean, jwt = tanLim) =>
  json<unknown>(
    await server.post('/api/submitOrDiscardDraftedDueDiligences', { loginId: 'lawyer1', lfControlNos, allLfControlNos: lfControlNos, isSubmit }, jwt),
  );
const dueDiligences = async (propertyId: number, jwt = tanLim) =>
  json<Array<Json & { lfcontrolNo: string }>>(await server.get(`/api/get-duedeligence/${propertyId}`, jwt));

const today = () => todayBy(server.clock);

describe('POST /api/check-Duplicate-DD-Submitted', () => {
  it('lists earlier submitted and draft requisitions of the property to the same agencies, one per agency', async () => {
    const id = await newCase();
    const submitted = await submitDD(id, [IRAS, URA]);
    const drafted = await draftDD(id, [URA]);
    const { status, body } = await duplicates(id, [URA, ['MCST', 'MCST']]);
    expect(status).toBe(200);
    const property = (await json<Json>(await server.get(`/api/get-property/${id}`, tanLim))).body;
    const common = {
      address: property.propAddress,
      referenceNumber: property.lawfirmRefNo,
      dateOfRequested: toDisplayDate(today()),
      agencyDepartmentCode: 'URA',
    };
    expect(body).toEqual([
      { ...common, lfControlNumber: drafted },
      { ...common, lfControlNumber: submitted },
    ]);
    expect((await duplicates(id, [['MCST', 'MCST']])).body).toEqual([]);
  });

  it('names the agency line as the screens do', async () => {
    const id = await newCase();
    await submitDD(id, [['ENV', 'SCD']]);
    expect((await duplicates(id, [['ENV', 'SCD']])).body).toEqual([expect.objectContaining({ agencyDepartmentCode: 'NEA - SCD' })]);
  });

  it('leaves discarded drafts out', async () => {
    const id = await newCase();
    const drafted = await draftDD(id, [IRAS]);
    expect(await draftAction([drafted], false)).toEqual({ status: 200, body: true });
    expect((await duplicates(id, [IRAS])).body).toEqual([]);
  });

  it("answers 404 for another firm's property and 400 without an agency", async () => {
    const id = await newCase();
    expect((await duplicates(id, [IRAS], leeOng)).status).toBe(404);
    expect(await duplicates(id, [])).toMatchObject({ status: 400, body: { errormsg: messages.selectAtLeastOneAgency } });
  });
});

describe('POST /api/submitOrDiscardDraftedDueDiligences', () => {
  it('submits drafts: sent to the agencies (Processing) with a submission time, and off the cart', async () => {
    const id = await newCase();
    const [first, second] = [await draftDD(id, [IRAS]), await draftDD(id, [URA, ['BCA', 'BCA']])];
    expect(await draftAction([first, second], true)).toEqual({ status: 200, body: true });
    for (const lfcontrolNo of [first, second]) {
      const { requisition, requests } = await storedRequisition(server, lfcontrolNo);
      expect(requisition).toMatchObject({ drafted: 'N', submittedAt: new Date(server.clock.nowMs()), discardedAt: null });
      expect(requests.every((row) => row.status === 'Processing' && row.sentAt !== null)).toBe(true);
    }
  });

  it('discards a draft, and refuses to handle it a second time (409, nothing written)', async () => {
    const id = await newCase();
    const [gone, kept] = [await draftDD(id, [IRAS]), await draftDD(id, [URA])];
    expect(await draftAction([gone], false)).toEqual({ status: 200, body: true });
    expect((await storedRequisition(server, gone)).requisition.discardedAt).not.toBeNull();
    expect(await draftAction([gone], false)).toEqual({ status: 409, body: { errormsg: messages.requisitionAlreadyHandled } });
    expect(await draftAction([kept, gone], true)).toEqual({ status: 409, body: { errormsg: messages.requisitionAlreadyHandled } });
    expect((await storedRequisition(server, kept)).requisition).toMatchObject({ drafted: 'Y', submittedAt: null });
  });

  it('refuses a submitted requisition as a draft', async () => {
    const submitted = await submitDD(await newCase(), [IRAS]);
    expect(await draftAction([submitted], true)).toEqual({ status: 409, body: { errormsg: messages.requisitionAlreadyHandled } });
  });

  it("answers 404 for another firm's or an unknown draft and 400 for an empty cart", async () => {
    const drafted = await draftDD(await newCase(), [IRAS]);
    expect((await draftAction([drafted], false, leeOng)).status).toBe(404);
    expect((await draftAction([drafted, 'LF2099010100001'], false)).status).toBe(404);
    expect((await storedRequisition(server, drafted)).requisition.discardedAt).toBeNull();
    expect(await draftAction([], true)).toMatchObject({ status: 400, body: { errormsg: messages.emptyDraftCart } });
  });
});

describe('GET /api/get-duedeligence/{propertyId}', () => {
  it('lists the requisitions newest first with requested and received counts, leaving discarded drafts out', async () => {
    const id = await newCase();
    const submitted = await submitDD(id, [IRAS, URA]);
    const discarded = await draftDD(id, [IRAS]);
    await draftAction([discarded], false);
    const drafted = await draftDD(id, [['BCA', 'BCA']]);
    const { status, body } = await dueDiligences(id);
    expect(status).toBe(200);
    expect(body.map((row) => row.lfcontrolNo)).toEqual([drafted, submitted]);
    expect(body[0]).toMatchObject({
      drafted: 'Y',
      requested: 1,
      received: 0,
      submittedDate: null,
      agencies: [{ agencyCode: 'BCA', deptCode: 'BCA', status: 'Draft' }],
    });
    expect(body[1]).toMatchObject({
      drafted: 'N',
      requested: 2,
      received: 0,
      agencies: [
        { agencyCode: 'IRAS', status: 'Processing', rpControlNo: `RP${submitted.slice(2)}01` },
        { agencyCode: 'URA', status: 'Processing', rpControlNo: `RP${submitted.slice(2)}02` },
      ],
    });
    expect(body[1]?.submittedDate).toEqual(body[1]?.createdDate);

    server.clock.advance(server.config.agencyReplyDelayMs);
    expect((await dueDiligences(id)).body[1]).toMatchObject({ requested: 2, received: 2 });
  });

  it("answers 404 for another firm's property", async () => {
    expect((await dueDiligences(await newCase(), leeOng)).status).toBe(404);
  });

  it('lets a property whose only requisition is a discarded draft be deleted, but not one with a live draft', async () => {
    const id = await newCase();
    const draft = await draftDD(id, [IRAS]);
    expect((await server.post('/api/delete-property/', { id }, tanLim)).status).toBe(409);
    await draftAction([draft], false);
    expect((await dueDiligences(id)).body).toEqual([]);
    expect((await server.post('/api/delete-property/', { id }, tanLim)).status).toBe(200);
    expect((await dueDiligences(id)).status).toBe(404);
  });

  it("shows the demo case's requisition answered by the agencies", async () => {
    const { body } = await dueDiligences(await propertyIdOf(server, 'PCN-2026-000103'));
    // Newest first: the demo draft in the cart, then the submitted requisition with its replies in.
    expect(body).toEqual([
      expect.objectContaining({ lfcontrolNo: 'LF2026111600004', drafted: 'Y', requested: 2, received: 0, submittedDate: null }),
      expect.objectContaining({ lfcontrolNo: 'LF2026100300017', drafted: 'N', requested: 3, received: 3, submittedDate: '2026-10-03T05:20:00.000Z' }),
    ]);
  });
});

describe('the duplicate window (runs last: it moves the clock two months on)', () => {
  /** How many days after `day` it is still inside the window (duplicateWindowStart(today) ≤ day). */
  function lastDayInside(day: string): number {
    let days = 0;
    const startAfter = (n: number) => duplicateWindowStart(Temporal.PlainDate.from(day).add({ days: n }).toString());
    while (startAfter(days + 1) <= day) days += 1;
    return days;
  }

  it('counts a requisition until the window (two months back to today) no longer reaches its day', async () => {
    const id = await newCase();
    const lfcontrolNo = await submitDD(id, [IRAS]);
    const day = today();
    const dayMs = 24 * 60 * 60 * 1000;
    const inside = lastDayInside(day);
    expect(inside).toBeGreaterThanOrEqual(58);

    server.clock.advance(inside * dayMs);
    // Sessions last less than a day: log in again each time.
    expect((await duplicates(id, [IRAS], await server.tokenFor('lawyer1'))).body).toEqual([
      expect.objectContaining({ lfControlNumber: lfcontrolNo, dateOfRequested: toDisplayDate(day) }),
    ]);
    server.clock.advance(dayMs);
    expect((await duplicates(id, [IRAS], await server.tokenFor('lawyer1'))).body).toEqual([]);
  });
});
