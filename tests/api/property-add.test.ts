import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { properties, propertyLotInfos, propertyMcstDetails } from '../../src/server/db/schema';
import { daysFromToday, json, landLotNo, propertyIdOf, sailPayload } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let jwt: string;
beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

const add = (body: unknown) => server.post('/api/add-property', body, jwt);
const storedCount = async () => (await server.db.select({ value: count() }).from(properties))[0]?.value ?? 0;

describe('POST /api/add-property', () => {
  it('stores a valid BUILDING with lots, strata lot and MCST as given, Pending, with the derived fields', async () => {
    const { status, body } = await json(await add(sailPayload(server)));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      propertyRefNo: expect.stringMatching(/^PCN-\d{4}-\d{6}$/) as unknown,
      lawfirmRefNo: 'TL/TEST/0001',
      status: 'Pending',
      // The information is complete; the parties come next.
      taskStage: 'Stakeholder Profiles',
      locked: false,
      checkListId: null,
      clientFlag: 'S',
      transactionTypeName: 'Sale',
      propDesc: 'BUILDING EXISTING',
      streetName: 'MARINA BOULEVARD',
      road1: 'THE SAIL',
      propAddress: '2 MARINA BOULEVARD, #45-05, SINGAPORE 018987',
      propAcctNo: '12345678',
      completionDate: daysFromToday(server, 60),
      lotType: 'S',
      mktsId: 'TS',
      mktsNo: '30',
      strataLotNo: 'U4505K',
      lotInfos: [{ sequenceKey: 1, mktsId: 'TS', mktsNo: '30', landLotFormat: 'N', landLotNo: landLotNo('TS', '30', '512'), partIndicator: 'N' }],
      mcstNo: '2978',
      mcstDetails: [
        { mcstId: 'MC2978', mcstNo: '2978', maName: 'SAVILLS PROPERTY MANAGEMENT PTE LTD', blockNo: '2', postalCode: '018987', isChecked: '1' },
      ],
      applicantInfo: { applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' },
      buyer: null,
      seller: null,
      buyerLawyer: null,
      sellerLawyer: null,
    });
    const again = await json(await server.get(`/api/get-property/${String(body.id)}`, jwt));
    expect(again.body).toEqual(body);
  });

  it('keeps only ticked MCST details and only the lot after the last hyphen', async () => {
    const base = sailPayload(server);
    const [detail] = base.mcstDetails as Json[];
    const { body } = await json(
      await add({
        ...base,
        lawfirmRefNo: 'TL/TEST/0002',
        mcstDetails: [detail, { ...detail, mcstId: 'MC9999', isChecked: '0' }],
        lotInfos: [{ mktsId: 'TS', mktsNo: '30', landLotNo: `TS30-${landLotNo('TS', '30', '512')}` }],
      }),
    );
    expect((body.mcstDetails as Json[]).map((d) => d.mcstId)).toEqual(['MC2978']);
    expect(body.lotInfos).toMatchObject([{ landLotNo: landLotNo('TS', '30', '512') }]);
  });

  it('sets the side from the transaction type: Purchase (HDB) is the buyer', async () => {
    const { body } = await json(await add(sailPayload(server, { lawfirmRefNo: 'TL/TEST/0003', transactionTypeName: 'Purchase (HDB)' })));
    expect(body).toMatchObject({ clientFlag: 'B', transactionTypeName: 'Purchase (HDB)' });
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('gives concurrent adds distinct control numbers', { tags: ['postgres'] }, async () => {
    const replies = await Promise.all([1, 2, 3, 4, 5].map((n) => add(sailPayload(server, { lawfirmRefNo: `TL/PAR/${n}` }))));
    const refs = await Promise.all(replies.map(async (reply) => ((await reply.json()) as Json).propertyRefNo));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(refs).size).toBe(5);
  });

  it("numbers new cases after the firm's own highest number of the year, whatever another firm has counted", async () => {
    const { body } = await json(await add(sailPayload(server, { lawfirmRefNo: 'TL/TEST/0004' })));
    const year = daysFromToday(server, 0).slice(0, 4);
    const number = Number(String(body.propertyRefNo).slice(-6));
    expect(String(body.propertyRefNo).startsWith(`PCN-${year}-`)).toBe(true);
    // Tan & Lim's demo cases end at 000106; Lee & Ong's 000201 and 000202 are not Tan & Lim's to count.
    if (year === '2026') expect(number).toBeGreaterThan(106);
    if (year === '2026') expect(number).toBeLessThan(201);
  });
});

describe('POST /api/add-property with bad input', () => {
  const refused = async (body: unknown) => {
    const before = await storedCount();
    const { status, body: reply } = await json<{ errormsg: string; errors: string[] }>(await add(body));
    expect(await storedCount()).toBe(before);
    return { status, ...reply };
  };

  it('answers each broken rule with 400 and the seed messages, storing nothing', async () => {
    const reply = await refused(
      sailPayload(server, {
        lawfirmRefNo: ' ',
        applicantInfo: { applicantName: '', applicantEmail: '', applicantContact: '' },
        hseNo: '',
        streetName: '',
        lotInfos: [{ mktsId: 'MK', mktsNo: '06', landLotFormat: 'N', landLotNo: '3985A' }],
        lotType: 'S',
        mktsId: 'MK',
        mktsNo: '07',
        strataLotNo: 'X1',
      }),
    );
    expect(reply.status).toBe(400);
    expect(reply.errors).toEqual([
      messages.applicantInfoEmpty,
      messages.referenceNoEmpty,
      messages.blockHouseNoEmpty,
      messages.streetNameEmpty,
      'MK06-3985A- Invalid Check Digit',
      messages.strataLotNoInvalid,
      messages.strataMktsMismatch,
    ]);
  });

  it.each([
    ['a completion date before today', { completionDate: '2020-01-31' }, messages.completionDateBeforeToday],
    ['a completion date without an MCST', { mcstNo: '', mcstDetails: [] }, messages.mcstEmpty],
    ['an MCST without a ticked detail', { mcstDetails: [] }, messages.mcstDetailNotSelected],
    ['an MCST without a completion date', { completionDate: '' }, messages.completionDateEmpty],
    ['an 8-digit account no. that is 7', { propAcctNo: '1234567' }, messages.propertyAccountNoInvalid],
    ['a unit without a storey', { storeyNo: '' }, messages.unitNoNeedsStorey],
    [
      'an MK number out of range',
      { lotInfos: [{ mktsId: 'MK', mktsNo: '35', landLotNo: '1A' }], mktsId: 'MK', mktsNo: '35' },
      messages.mktsNoInvalid,
    ],
    [
      'an applicant contact that is not 8 digits',
      { applicantInfo: { applicantName: 'A', applicantEmail: 'a@b.sg', applicantContact: '1234' } },
      messages.applicantContactInvalid,
    ],
    ['no property type', { propType: '' }, messages.propertyTypeEmpty],
    ['an unknown transaction type id', { transactionTypeId: 9999 }, messages.transactionTypeUnknown],
    ['an unknown transaction type name', { transactionTypeName: 'Lease' }, messages.transactionTypeUnknown],
  ])('refuses %s', async (_, overrides, message) => {
    const reply = await refused(sailPayload(server, overrides));
    expect(reply.status).toBe(400);
    expect(reply.errors).toContain(message);
  });

  it.each([
    ['malformed JSON', '{"lawfirmRefNo": '],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"property"'],
    ['null', 'null'],
  ])('answers %s with 400', async (_, raw) => {
    const reply = await refused(raw);
    expect(reply.status).toBe(400);
    expect(reply.errormsg).toBe(messages.badRequest);
  });

  it.each([
    ['a number where text belongs', { lawfirmRefNo: 42 }],
    ['an object where a list belongs', { lotInfos: { mktsId: 'MK' } }],
    ['an unknown property type', { propType: 'SHOPHOUSE' }],
    ['a NUL inside a text field', { lawfirmRefNo: 'TL/\u0000/1' }],
    ['an impossible date', { completionDate: '2027-02-30' }],
    ['a date in year 0', { completionDate: '0000-01-01' }],
    ['a date in another format', { completionDate: '15-Jan-2027' }],
    ['a reference far over its limit', { lawfirmRefNo: 'R'.repeat(100_000) }],
    ['too many land lots', { lotInfos: Array.from({ length: 101 }, () => ({ mktsId: 'TS', mktsNo: '30', landLotNo: '1A' })) }],
  ])('answers %s with 400 and stores nothing', async (_, overrides) => {
    expect((await refused(sailPayload(server, overrides))).status).toBe(400);
  });

  it('answers a body over 1 MB with 413 before reading it', async () => {
    const reply = await refused(sailPayload(server, { propName: 'N'.repeat(1024 * 1024) }));
    expect(reply.status).toBe(413);
    expect(reply.errormsg).toBe(messages.payloadTooLarge);
  });

  it('answers 401 without a token', async () => {
    expect((await server.post('/api/add-property', sailPayload(server))).status).toBe(401);
  });
});

describe('NUL in the flags', () => {
  it('normalises NUL in clientFlag, agentFlag and checkPropAssigned to empty instead of refusing the add', async () => {
    const { status, body } = await json(
      await add(
        sailPayload(server, {
          lawfirmRefNo: 'TL/NUL/0001',
          clientFlag: '\u0000',
          checkPropAssigned: '\u0000',
          buyer: { compName: 'X', agentFlag: 'B\u0000', checkPropAssigned: '\u0000' },
          sellerAgent: [{ agentFlag: '\u0000' }],
        }),
      ),
    );
    expect(status).toBe(200);
    // The side still follows the transaction type, and a party in the payload is never assigned by add.
    expect(body).toMatchObject({ lawfirmRefNo: 'TL/NUL/0001', clientFlag: 'S', buyer: null, sellerAgent: null });
  });
});

describe('duplicate (add with a copied property)', () => {
  it('creates a new Pending case from an Active, locked one: new number, no parties, unlocked, no checklist', async () => {
    const sourceId = await propertyIdOf(server, 'PCN-2026-000104');
    const source = (await json(await server.get(`/api/get-property/${sourceId}`, jwt))).body;
    expect(source).toMatchObject({ status: 'Active', locked: true, checkListId: 'LA-000104', buyer: { compName: 'Lim Boon Huat' } });

    const { status, body: copy } = await json(await add({ ...source, completionDate: daysFromToday(server, 90) }));
    expect(status).toBe(200);
    expect(copy.id).not.toBe(sourceId);
    expect(copy.propertyRefNo).not.toBe(source.propertyRefNo);
    expect(copy).toMatchObject({
      status: 'Pending',
      taskStage: 'Stakeholder Profiles',
      locked: false,
      checkListId: null,
      buyer: null,
      seller: null,
      buyerLawyer: null,
      sellerLawyer: null,
      propAddress: source.propAddress,
      lawfirmRefNo: source.lawfirmRefNo,
      mcstNo: source.mcstNo,
      strataLotNo: source.strataLotNo,
    });
    const lotIds = (rows: unknown) => (rows as Json[]).map((row) => row.id);
    expect(lotIds(copy.lotInfos)).not.toEqual(lotIds(source.lotInfos));
    expect((copy.lotInfos as Json[]).map(({ landLotNo }) => landLotNo)).toEqual((source.lotInfos as Json[]).map(({ landLotNo }) => landLotNo));

    // The source keeps its own rows.
    const sourceLots = await server.db.select().from(propertyLotInfos).where(eq(propertyLotInfos.propertyId, sourceId));
    const sourceMcst = await server.db.select().from(propertyMcstDetails).where(eq(propertyMcstDetails.propertyId, sourceId));
    expect([sourceLots.length, sourceMcst.length]).toEqual([1, 1]);
  });
});
