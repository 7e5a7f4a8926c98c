import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { pdfText } from './support/pdf-text';
import { json } from './support/properties';
import { agencyRequest, insertRequisition, type InsertedRequisition } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let replied: InsertedRequisition;
let processing: InsertedRequisition;

beforeAll(async () => {
  // An hour's delay: moving the clock past a link's five minutes leaves the Processing request Processing.
  server = await startTestServer({ AGENCY_REPLY_DELAY_MS: '3600000' });
  replied = await insertRequisition(server, {
    propertyRefNo: 'PCN-2026-000101',
    agencies: [
      ['IRAS', 'IRAS'],
      ['URA', 'URA'],
      ['BCA', 'BCA'],
      ['ACRA', 'PPR'],
      ['MCST', 'MCST'],
    ],
    acra: { ppr: 'S1234567D' },
  });
  server.clock.advance(server.config.agencyReplyDelayMs);
  processing = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['PUB', 'PUB']] });
  // Logged in after the hour has passed, so the session outlives the test.
  lawyer1 = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

const rp = (requisition: InsertedRequisition, index: number) => requisition.rpControlNos[index] ?? '';
const [IRAS, URA, BCA, ACRA, MCST] = [0, 1, 2, 3, 4];

const printBody = (...rpControlNos: string[]) => ({
  loginId: 'lawyer1',
  lrPrint: rpControlNos.map((rpControlNo) => ({ rpControlNo, messageType: 'REPLY' })),
});

async function opened(pdfURL: string) {
  // The link works without the bearer header: the browser opens it in a new window.
  const response = await server.get(pdfURL);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return { text: (await pdfText(new Uint8Array(await response.arrayBuffer()))).text, disposition: response.headers.get('content-disposition') ?? '' };
}

const readFlag = async (rpControlNo: string) => (await agencyRequest(server, rpControlNo)).readFlag;

describe('POST /api/print with lrPrint', () => {
  it('answers a link to one PDF with every chosen reply, in the order chosen, and marks them read', async () => {
    expect(await readFlag(rp(replied, URA))).toBe('unread');
    const { status, body } = await json<{ pdfURL: string }>(await server.post('/api/print', printBody(rp(replied, URA), rp(replied, IRAS)), lawyer1));
    expect(status).toBe(200);
    expect(body.pdfURL).toMatch(/^\/api\/open-pdf\//);
    const { text, disposition } = await opened(body.pdfURL);
    expect(text).toContain('URBAN REDEVELOPMENT AUTHORITY');
    expect(text).toContain('INLAND REVENUE AUTHORITY OF SINGAPORE');
    expect(text.indexOf(rp(replied, URA))).toBeLessThan(text.indexOf(rp(replied, IRAS)));
    expect(disposition).toContain('Agency_Replies.pdf');
    expect(await readFlag(rp(replied, URA))).toBe('read');
    expect(await readFlag(rp(replied, IRAS))).toBe('read');
    expect(await readFlag(rp(replied, BCA))).toBe('unread');
  });

  it('prints a single reply under its RP control number', async () => {
    const { body } = await json<{ pdfURL: string }>(await server.post('/api/print', printBody(rp(replied, BCA)), lawyer1));
    const { text, disposition } = await opened(body.pdfURL);
    expect(text).toContain('BUILDING AND CONSTRUCTION AUTHORITY');
    expect(disposition).toContain(`${rp(replied, BCA)}.pdf`);
  });

  it('refuses ACRA and MCST reports and requests still waiting for their agency, marking nothing read', async () => {
    for (const rpControlNo of [rp(replied, ACRA), rp(replied, MCST), rp(processing, 0)]) {
      const answer = await json(await server.post('/api/print', printBody(rp(replied, IRAS), rpControlNo), lawyer1));
      expect(answer).toMatchObject({ status: 400, body: { errormsg: messages.replyNotReadyToPrint } });
    }
    expect(await readFlag(rp(replied, ACRA))).toBe('unread');
  });

  it('asks to tick at least one reply when none is sent', async () => {
    const answer = await json(await server.post('/api/print', printBody(), lawyer1));
    expect(answer).toMatchObject({ status: 400, body: { errormsg: messages.selectAtLeastOneOptionAndPrint } });
  });

  it("answers 404 for an unknown control number or another firm's reply", async () => {
    expect((await server.post('/api/print', printBody(rp(replied, IRAS), 'RP000000000000000'), lawyer1)).status).toBe(404);
    const lawyer2 = await server.tokenFor('lawyer2');
    expect((await server.post('/api/print', printBody(rp(replied, BCA)), lawyer2)).status).toBe(404);
  });

  it('refuses a malformed item and a link that has expired', async () => {
    expect((await server.post('/api/print', { loginId: 'lawyer1', lrPrint: [{ lfControlNo: 'LF2026100300017' }] }, lawyer1)).status).toBe(400);
    const { body } = await json<{ pdfURL: string }>(await server.post('/api/print', printBody(rp(replied, IRAS)), lawyer1));
    server.clock.advance(301_000);
    expect(await json(await server.get(body.pdfURL))).toMatchObject({ status: 404, body: { errormsg: messages.documentPdfLinkExpired } });
  });
});

describe('POST /api/printAttachment', () => {
  it('opens an ACRA or MCST report and marks it read', async () => {
    for (const [index, heading] of [
      [ACRA, 'People Profile Report'],
      [MCST, 'Managing agent'],
    ] as const) {
      const { status, body } = await json<{ pdfURL: string }>(
        await server.post('/api/printAttachment', { rpControlNo: rp(replied, index) }, lawyer1),
      );
      expect(status).toBe(200);
      const { text } = await opened(body.pdfURL);
      expect(text).toContain(rp(replied, index));
      expect(text).toContain(heading);
      expect(await readFlag(rp(replied, index))).toBe('read');
    }
  });

  it('says the reply has not arrived for a request still Processing', async () => {
    const answer = await json(await server.post('/api/printAttachment', { rpControlNo: rp(processing, 0) }, lawyer1));
    expect(answer).toMatchObject({ status: 400, body: { errormsg: messages.attachmentNotReady } });
  });

  it("answers 404 for an unknown control number or another firm's reply", async () => {
    expect((await server.post('/api/printAttachment', { rpControlNo: 'RP000000000000000' }, lawyer1)).status).toBe(404);
    const lawyer2 = await server.tokenFor('lawyer2');
    expect((await server.post('/api/printAttachment', { rpControlNo: rp(replied, ACRA) }, lawyer2)).status).toBe(404);
    expect((await server.post('/api/printAttachment', {}, lawyer1)).status).toBe(400);
  });
});
