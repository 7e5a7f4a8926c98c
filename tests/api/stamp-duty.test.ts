import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
let jwt = '';
beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

const BUYER = { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 1, documentDate: '2026-01-15' };
const SELLER = { price: 1_500_000, use: 'RESIDENTIAL', acquiredOn: '2025-07-04', disposedOn: '2026-01-15' };

/** Signed in as lawyer1 unless `token` says otherwise (null: no Authorization header at all). */
const buyer = (body: unknown, token: string | null = jwt) => server.post('/api/stamp-duty/buyer', body, token ?? undefined);
const seller = (body: unknown, token: string | null = jwt) => server.post('/api/stamp-duty/seller', body, token ?? undefined);

describe('POST /api/stamp-duty/buyer', () => {
  it('answers BSD band by band, ABSD, the total and the due date', async () => {
    const response = await buyer(BUYER);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      dutiableValue: 1_500_000,
      bands: [
        { from: 0, to: 180_000, rate: 1, amount: 1_800 },
        { from: 180_000, to: 360_000, rate: 2, amount: 3_600 },
        { from: 360_000, to: 1_000_000, rate: 3, amount: 19_200 },
        { from: 1_000_000, to: 1_500_000, rate: 4, amount: 20_000 },
      ],
      bsd: 44_600,
      absdRate: 20,
      absd: 300_000,
      total: 344_600,
      dueDate: '2026-01-29',
    });
  });

  it('charges the market value when higher, and gives 30 days for a document signed abroad', async () => {
    const response = await buyer({ ...BUYER, use: 'NON_RESIDENTIAL', marketValue: 2_000_000, signedAbroad: true });
    expect(await response.json()).toMatchObject({
      dutiableValue: 2_000_000,
      bsd: 69_600,
      absdRate: 0,
      absd: 0,
      total: 69_600,
      dueDate: '2026-02-14',
    });
  });

  it.each([
    [{ ...BUYER, price: -1 }, 'Price cannot be negative.'],
    [{ ...BUYER, price: 'a million' }, 'Price must be a number.'],
    [{ ...BUYER, documentDate: '2025-02-29' }, 'Document date 2025-02-29 does not exist.'],
    [{ ...BUYER, documentDate: '15-Jan-2026' }, 'Document date must be a date written yyyy-mm-dd.'],
    [{ ...BUYER, documentDate: '2018-02-19' }, "No buyer's stamp duty rates apply to documents dated before 20-Feb-2018."],
    [{ ...BUYER, buyer: 'CITIZEN' }, messages.buyerProfileInvalid],
    [{ use: 'RESIDENTIAL' }, 'Price is required.'],
    [[], 'Price is required.'],
    ['"text"', messages.dutyBodyNotObject],
  ])('refuses %j with 400 and "%s"', async (body, errormsg) => {
    const response = await buyer(body);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { errormsg: string; errors: string[] };
    expect(reply.errormsg).toBe(errormsg);
    expect(reply.errors.length).toBeGreaterThan(0);
  });

  it('lists every problem by field', async () => {
    const response = await buyer({ ...BUYER, price: -1, propertiesOwned: 0.5 });
    expect(await response.json()).toEqual({
      errormsg: 'Price cannot be negative.',
      errors: ['price: Price cannot be negative.', `propertiesOwned: ${messages.propertiesOwnedInvalid}`],
    });
  });

  it('answers malformed JSON with 400 and a missing token with 401', async () => {
    expect((await buyer('{"price": ')).status).toBe(400);
    const anonymous = await buyer(BUYER, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ errormsg: messages.missingToken });
  });
});

describe('POST /api/stamp-duty/seller', () => {
  it('answers the rate of the acquisition date, the duty and the due date', async () => {
    const response = await seller(SELLER);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ dutiableValue: 1_500_000, rate: 16, ssd: 240_000, dueDate: '2026-01-29' });
  });

  it('an acquisition of 3 Jul 2025 pays the earlier rates; none after the holding period; none on non-residential', async () => {
    expect(await (await seller({ ...SELLER, acquiredOn: '2025-07-03' })).json()).toMatchObject({ rate: 12, ssd: 180_000 });
    expect(await (await seller({ ...SELLER, disposedOn: '2029-07-05' })).json()).toMatchObject({ rate: 0, ssd: 0 });
    expect(await (await seller({ ...SELLER, use: 'NON_RESIDENTIAL' })).json()).toMatchObject({ rate: 0, ssd: 0 });
  });

  it.each([
    [{ ...SELLER, disposedOn: '2025-07-03' }, messages.disposalBeforeAcquisition],
    [{ ...SELLER, acquiredOn: '2017-03-10' }, "No seller's stamp duty rates apply to property acquired before 11-Mar-2017."],
    [{ ...SELLER, acquiredOn: '2025-06-31' }, 'Acquisition date 2025-06-31 does not exist.'],
    [{ ...SELLER, price: -100 }, 'Price cannot be negative.'],
  ])('refuses %j with 400 and "%s"', async (body, errormsg) => {
    const response = await seller(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errormsg });
  });

  it('needs the bearer token', async () => {
    expect((await seller(SELLER, null)).status).toBe(401);
    expect((await seller(SELLER, 'not-a-token')).status).toBe(401);
  });
});
