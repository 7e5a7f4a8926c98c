import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { otherServiceTotals, PARCEL_LAND_AGENCY_DETAIL, PARCEL_LAND_LINES } from '../../src/domain/other-services/parcel-land-fee';
import { toWireDate } from '../../src/domain/other-services/parcel-land-form';
import { parcelLandLotProblems } from '../../src/domain/other-services/parcel-land-rules';
import { todayBy } from '../../src/server/clock';
import { otherServiceRequests } from '../../src/server/db/schema';
import { postWithKey } from './support/requisitions';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * Issue 16, the parcel land submission (POST /lr-parcel-land, seed 002 §3, §5, §7, §9): every APPLICATION rule
 * answered by the server with the seed's words, the fee charged as the server's lines, and one row per
 * Idempotency-Key however many times (or however concurrently) it is sent.
 */

let server: TestServer;
let lawyer1: string;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  lawyer1 = await server.tokenFor('lawyer1');
  today = todayBy(server.clock);
});
afterAll(() => server.close());

const lot = (overrides: Json = {}) => ({ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '1234X', ...overrides });

/** A valid submission as the BILLING tab sends it; `applicant` and the rest override parts of it. */
function parcelLand(overrides: { applicant?: Json; lots?: Json[]; body?: Json } = {}): Json {
  return {
    action: 'Send',
    loginId: 'lawyer1',
    parcelNo: 'P1234',
    propertyDetail: { propAcNo: '30217845' },
    lotDetail: { landLotDetails: overrides.lots ?? [lot()] },
    applicantDetail: {
      referenceNo: 'TL/PL/2026/001',
      emailAddress: 'conveyancing@tanlim.com.sg',
      reqDate: toWireDate(today),
      applicantSolicitor: 'Tan Wei Ming',
      sellSolTel: '62201234',
      purposeReq: '001',
      applicantAddress: '80 Robinson Road',
      ...overrides.applicant,
    },
    agenciesDetail: [{ ...PARCEL_LAND_AGENCY_DETAIL }],
    ...overrides.body,
  };
}

let keySequence = 0;
const newKey = () => `parcel-land-key-${Date.now()}-${(keySequence += 1)}`;
const send = (body: unknown, key: string | undefined = newKey(), jwt = lawyer1) => postWithKey(server, '/api/lr-parcel-land', body, jwt, key);

async function refused(body: unknown): Promise<{ errormsg: string; errors: string[] }> {
  const response = await send(body);
  expect(response.status).toBe(400);
  return (await response.json()) as { errormsg: string; errors: string[] };
}

const rowsWithReference = (referenceNo: string) =>
  server.db.select().from(otherServiceRequests).where(eq(otherServiceRequests.referenceNo, referenceNo));

describe('POST /lr-parcel-land', () => {
  it("stores the request as Processing and answers the success text naming its PL control no. (containing 'Success')", async () => {
    const response = await send(parcelLand({ applicant: { referenceNo: 'TL/PL/OK/1' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('Success');
    const [row] = await rowsWithReference('TL/PL/OK/1');
    expect(row).toBeDefined();
    expect(text).toBe(messages.parcelLandSent(row?.plControlNo ?? ''));
    expect(row).toMatchObject({
      kind: 'parcelLand',
      messageType: 'PLI',
      status: 'Processing',
      lfControlNo: null,
      propertyType: 'L',
      propertyAccountNo: '30217845',
    });
    expect(row?.plControlNo).toMatch(new RegExp(`^PL${today.replaceAll('-', '')}\\d{5}$`));
    expect(row?.rpControlNo).toMatch(/^RPPLI\d{13}$/);
    expect(row?.extract).toMatchObject({
      parcelNo: 'P1234',
      propAcNo: '30217845',
      applicantDetail: { reqDate: toWireDate(today), purposeReq: '001' },
    });
    // The firm's case on that account is named (PCN-2026-000103, Jalan Kembangan).
    expect(row?.propertyId).not.toBeNull();
  });

  it('charges the parcel land lines to the cent, whatever amounts are sent: 37.38 + 2.62 and 3.50 + 0.24, totals 40.88 and 2.86', async () => {
    expect(PARCEL_LAND_LINES.map((line) => [line.fee, line.gst])).toEqual([
      [3738, 262],
      [350, 24],
    ]);
    expect(otherServiceTotals(PARCEL_LAND_LINES)).toMatchObject({ totalFee: 4088, totalGst: 286 });
    const response = await send(parcelLand({ applicant: { referenceNo: 'TL/PL/FEE/1' } }));
    expect(response.status).toBe(200);
    const [row] = await rowsWithReference('TL/PL/FEE/1');
    expect(row).toMatchObject({ applFee: 3738, applGst: 262, transactionFee: 350, transactionGst: 24 });
    const charged = (row?.applFee ?? 0) + (row?.transactionFee ?? 0);
    const gst = (row?.applGst ?? 0) + (row?.transactionGst ?? 0);
    expect([charged, gst]).toEqual([4088, 286]);
  });

  it('refuses an agency line that is not the parcel land fee (a cheaper amount, another charge code, a second line) and stores nothing', async () => {
    for (const agenciesDetail of [
      [{ ...PARCEL_LAND_AGENCY_DETAIL, applFee: 0.01 }],
      [{ ...PARCEL_LAND_AGENCY_DETAIL, chargeCode: 'IRAB' }],
      [{ ...PARCEL_LAND_AGENCY_DETAIL }, { ...PARCEL_LAND_AGENCY_DETAIL }],
    ]) {
      const answer = await refused(parcelLand({ applicant: { referenceNo: 'TL/PL/AGENCY' }, body: { agenciesDetail } }));
      expect(answer.errors[0]).toContain('agenciesDetail');
    }
    expect(await rowsWithReference('TL/PL/AGENCY')).toEqual([]);
  });

  const yesterday = () => Temporal.PlainDate.from(today).subtract({ days: 1 }).toString();

  it.each<[string, () => Json, string]>([
    ['Reference No. empty', () => parcelLand({ applicant: { referenceNo: '  ' } }), 'Reference No. cannot be empty'],
    [
      'Reference No. of 26 characters',
      () => parcelLand({ applicant: { referenceNo: 'R'.repeat(26) } }),
      'Reference No. should not exceed 25 Characters',
    ],
    ['email empty', () => parcelLand({ applicant: { emailAddress: '' } }), 'Email cannot be empty'],
    ['email without a domain', () => parcelLand({ applicant: { emailAddress: 'conveyancing@tanlim' } }), 'Please enter valid mail format.'],
    ['request date empty', () => parcelLand({ applicant: { reqDate: '' } }), messages.requestDateEmpty],
    ['request date yesterday', () => parcelLand({ applicant: { reqDate: toWireDate(yesterday()) } }), messages.requestDateBeforeToday],
    ['applicant solicitor empty', () => parcelLand({ applicant: { applicantSolicitor: ' ' } }), messages.applicantSolicitorEmpty],
    ['contact no. empty', () => parcelLand({ applicant: { sellSolTel: '' } }), messages.solicitorContactEmpty],
    ['contact no. of 7 digits', () => parcelLand({ applicant: { sellSolTel: '6220123' } }), messages.solicitorContactInvalid],
    [
      'property account no. of 7 digits',
      () => parcelLand({ body: { propertyDetail: { propAcNo: '3021784' } } }),
      'Property Account No. must be 8-digits long',
    ],
    [
      'property account no. with a letter',
      () => parcelLand({ body: { propertyDetail: { propAcNo: '3021784A' } } }),
      'Enter valid Property Account No',
    ],
    ['parcel no. empty', () => parcelLand({ body: { parcelNo: '' } }), 'Parcel No. is required.'],
    ['parcel no. of 11 characters', () => parcelLand({ body: { parcelNo: 'P1234567890' } }), 'Alphanumeric value of up to 10 characters.'],
    ['parcel no. with a dash', () => parcelLand({ body: { parcelNo: 'P-12' } }), 'Alphanumeric value of up to 10 characters.'],
    ['no lot rows', () => parcelLand({ lots: [] }), messages.landLotRowRequired],
    ['MK/TS no. empty', () => parcelLand({ lots: [lot({ landLotMkTsNo: '' })] }), 'Input Number cannot be empty'],
    ['MK/TS no. with a letter', () => parcelLand({ lots: [lot({ landLotMkTsNo: '1A' })] }), 'Only allow Number.'],
    ['MK 35', () => parcelLand({ lots: [lot({ landLotMkTsNo: '35' })] }), 'Invalid MK/TS No.! Valid MK:1-34 TS:1-30.'],
    ['TS 31', () => parcelLand({ lots: [lot({ landLotMkTsId: 'TS', landLotMkTsNo: '31' })] }), 'Invalid MK/TS No.! Valid MK:1-34 TS:1-30.'],
    [
      'OLD lot no. of 10 characters',
      () => parcelLand({ lots: [lot({ landLotFormat: 'O', landLotNo: '1234567890' })] }),
      'Lot No. should not exceed 9 character',
    ],
    ['NEW lot no. of 7 characters', () => parcelLand({ lots: [lot({ landLotNo: '123456X' })] }), messages.newLotTooLong],
    // Whatever the lot rule answers for it (the property module's: letters and digits only).
    [
      'lot no. with a slash',
      () => parcelLand({ lots: [lot({ landLotNo: '12/3' })] }),
      parcelLandLotProblems({ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '12/3' }).landLotNo ?? '?',
    ],
  ])('answers 400 for %s with the message as errormsg and nothing stored', async (_case, body, message) => {
    const before = await server.db.select({ id: otherServiceRequests.id }).from(otherServiceRequests);
    const answer = await refused(body());
    expect(answer.errormsg).toBe(message);
    expect(answer.errors).toContain(message);
    expect(await server.db.select({ id: otherServiceRequests.id }).from(otherServiceRequests)).toHaveLength(before.length);
  });

  it('lists every problem in errors, in the order the tab shows its fields, the first as errormsg', async () => {
    const answer = await refused(
      parcelLand({ applicant: { referenceNo: '', emailAddress: 'x' }, body: { parcelNo: '' }, lots: [lot({ landLotMkTsNo: '99' })] }),
    );
    expect(answer.errormsg).toBe('Reference No. cannot be empty');
    expect(answer.errors).toEqual([
      'Reference No. cannot be empty',
      'Please enter valid mail format.',
      'Parcel No. is required.',
      'Invalid MK/TS No.! Valid MK:1-34 TS:1-30.',
    ]);
  });

  it('takes a request date after today (Singapore, by the server clock) and refuses a date that does not exist', async () => {
    const tomorrow = Temporal.PlainDate.from(today).add({ days: 1 }).toString();
    expect((await send(parcelLand({ applicant: { referenceNo: 'TL/PL/TOMORROW', reqDate: toWireDate(tomorrow) } }))).status).toBe(200);
    const answer = await refused(parcelLand({ applicant: { reqDate: '31/02/2026' } }));
    expect(answer.errors).toEqual(['applicantDetail.reqDate: must be a date dd/MM/yyyy']);
  });

  it('answers a request whose loginId is not the caller with 404, and one without a token with 401', async () => {
    expect((await send(parcelLand({ body: { loginId: 'lawyer2' } }))).status).toBe(404);
    const anonymous = await server.app.request('/api/lr-parcel-land', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(parcelLand()),
    });
    expect(anonymous.status).toBe(401);
  });
});

// Tagged postgres: concurrent sends, and the day's numbering under its advisory lock, overlap only there.
describe('POST /lr-parcel-land with an Idempotency-Key', { tags: ['postgres'] }, () => {
  it('stores one row for two concurrent sends with the same key, and both answer the same text', async () => {
    const key = newKey();
    const body = parcelLand({ applicant: { referenceNo: 'TL/PL/TWICE' } });
    const [first, second] = await Promise.all([send(body, key), send(body, key)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [firstText, secondText] = await Promise.all([first.text(), second.text()]);
    expect(secondText).toBe(firstText);
    const rows = await rowsWithReference('TL/PL/TWICE');
    expect(rows).toHaveLength(1);
    expect(firstText).toBe(messages.parcelLandSent(rows[0]?.plControlNo ?? ''));
  });

  it('answers a later retry with the first text and writes nothing; a new key makes a new request', async () => {
    const key = newKey();
    const body = parcelLand({ applicant: { referenceNo: 'TL/PL/RETRY' } });
    const first = await (await send(body, key)).text();
    const again = await send(body, key);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(first);
    expect(await rowsWithReference('TL/PL/RETRY')).toHaveLength(1);
    const other = await (await send(body, newKey())).text();
    expect(other).not.toBe(first);
    expect(await rowsWithReference('TL/PL/RETRY')).toHaveLength(2);
  });

  it('numbers requests of one day in sequence', async () => {
    const a = await (await send(parcelLand({ applicant: { referenceNo: 'TL/PL/SEQ' } }))).text();
    const b = await (await send(parcelLand({ applicant: { referenceNo: 'TL/PL/SEQ' } }))).text();
    const number = (text: string) => Number(/PL\d{8}(\d{5})/.exec(text)?.[1]);
    expect(number(b)).toBe(number(a) + 1);
  });

  it('refuses a malformed key with 400', async () => {
    expect((await send(parcelLand(), 'short')).status).toBe(400);
  });
});
