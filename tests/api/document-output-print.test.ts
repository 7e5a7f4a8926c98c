import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedFileName } from '../../src/domain/documents/file-names';
import { messages } from '../../src/domain/messages';
import { todayBy } from '../../src/server/clock';
import { PDF_LINK_SECONDS } from '../../src/server/services/documents-output/pdf-link';
import { getProperty, openPdf, printRequest, savedDocumentId, startWithSailOtp } from './support/documents';
import { pdfText } from './support/pdf-text';
import { propertyIdOf } from './support/properties';
import type { Json, TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let sail: number;
let otpId: number;

beforeAll(async () => {
  ({ server, lawyer1, sail, otpId } = await startWithSailOtp());
});
afterAll(() => server.close());

async function print(path: '/api/print' | '/api/printRead', body: Json, jwt = lawyer1) {
  const response = await server.post(path, body, jwt);
  return { status: response.status, body: (await response.json()) as { pdfURL?: string; errormsg?: string } };
}

async function printedLink(body: Json): Promise<string> {
  const { status, body: answer } = await print('/api/print', body);
  expect(status).toBe(200);
  if (!answer.pdfURL) throw new Error('no pdfURL');
  return answer.pdfURL;
}

const activity = async () =>
  (await getProperty(server, sail, lawyer1)).propertyDocument.filter((document) => document.actionType === 'PRINT' || document.actionType === 'SENT');

describe('POST /api/print', () => {
  it('answers a short-lived link that opens the OTP as filled in, inline as OTP.pdf, without the bearer header', async () => {
    const pdfURL = await printedLink(printRequest(sail, otpId, 'otp'));
    expect(pdfURL).toMatch(/^\/api\/open-pdf\/[\w.-]+$/);

    const opened = await openPdf(server, pdfURL);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Content-Type')).toBe('application/pdf');
    expect(opened.headers.get('Content-Disposition')).toMatch(/^inline; filename="OTP\.pdf"/);
    const { text } = await pdfText(new Uint8Array(await opened.arrayBuffer()));
    for (const expected of [
      'OPTION TO PURCHASE',
      'TL/CONV/2026/0141',
      'Muhammad Faizal bin Ismail (ID No. *****456H)',
      'Marina Bay Holdings Pte. Ltd.',
      'Singapore Dollars Ten Thousand (S$10,000)',
      'Singapore Dollars Two Million Eight Hundred and Eighty Thousand (S$2,880,000)',
      'Completion shall take place on 15-Jan-2027.',
      'Witness: Sharon Teo Hui Min',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('records each print in the activity log with the PDF as printed, numbered after the earlier ones', async () => {
    const before = (await activity()).filter((document) => document.documentModule === 'otp').length;
    await printedLink(printRequest(sail, otpId, 'otp'));
    const printed = (await activity()).filter((document) => document.documentModule === 'otp');
    expect(printed).toHaveLength(before + 1);
    const latest = printed[0];
    expect(latest).toMatchObject({
      documentType: 'TEMPLATE',
      actionType: 'PRINT',
      fileName: generatedFileName('otp', todayBy(server.clock), 'template1', before + 1),
      propertyDocumentMetadata: { optionMoney: '10,000' },
    });
    const stored = await server.get(`/api/get-pdf/${latest?.id}`, lawyer1);
    expect(stored.status).toBe(200);
    const bytes = new Uint8Array(await stored.arrayBuffer());
    expect(latest?.fileSize).toBe(bytes.byteLength);
    expect((await pdfText(bytes)).text).toContain('OPTION TO PURCHASE');
  });

  it('prints the WTA as WTA.pdf and the S.65 as {propertyRefNo}_S65.pdf', async () => {
    const wtaId = await savedDocumentId(server, lawyer1, sail, 'wta', {
      userName: 'Marina Bay Holdings Pte. Ltd.',
      userDescription: 'The sale of the Sail unit.',
    });
    const wta = await openPdf(server, await printedLink(printRequest(sail, wtaId, 'wta')));
    expect(wta.headers.get('Content-Disposition')).toMatch(/filename="WTA\.pdf"/);
    expect((await pdfText(new Uint8Array(await wta.arrayBuffer()))).text).toContain('PCN-2026-000101/WTA-1');

    const s65Id = await savedDocumentId(server, lawyer1, sail, 's65', { s65McstNo: '2978', s65McstMaName: 'SAVILLS PROPERTY MANAGEMENT PTE LTD' });
    const s65 = await openPdf(server, await printedLink(printRequest(sail, s65Id, 's65')));
    expect(s65.headers.get('Content-Disposition')).toMatch(/filename="PCN-2026-000101_S65\.pdf"/);
    const { text } = await pdfText(new Uint8Array(await s65.arrayBuffer()));
    expect(text).toContain('Strata Title Plan No. 2978');
    expect(text).toContain('SAVILLS PROPERTY MANAGEMENT PTE LTD');
  });

  it('answers 404 for a document that is not this property’s saved template of that module', async () => {
    const printedRow = (await activity())[0];
    const other = await propertyIdOf(server, 'PCN-2026-000106');
    for (const body of [
      printRequest(other, otpId, 'otp'),
      printRequest(sail, otpId, 'wta'),
      printRequest(sail, printedRow?.id ?? 0, 'otp'),
      printRequest(sail, 2_000_000, 'otp'),
    ]) {
      const { status, body: answer } = await print('/api/print', body);
      expect(status).toBe(404);
      expect(answer.errormsg).toBe(messages.notFound);
    }
  });

  it("does not let another firm's lawyer print or read the document (404)", async () => {
    const lawyer2 = await server.tokenFor('lawyer2');
    const before = (await activity()).length;
    expect((await print('/api/print', printRequest(sail, otpId, 'otp'), lawyer2)).status).toBe(404);
    expect((await print('/api/printRead', printRequest(sail, otpId, 'otp'), lawyer2)).status).toBe(404);
    expect(await activity()).toHaveLength(before);
  });

  it('answers malformed reply and document print bodies with 400, and a bad token with 401', async () => {
    const replies = await print('/api/print', { loginId: 'lawyer1', lrPrint: [{ lfControlNo: 'LF2026100300017' }] });
    expect(replies.status).toBe(400);
    expect((await print('/api/print', { propertyId: sail, templateType: 'template1', templateModule: 'otp' })).status).toBe(400);
    expect((await print('/api/print', printRequest(sail, otpId, 'otp'), 'not-a-token')).status).toBe(401);
  });
});

describe('POST /api/printRead', () => {
  it('opens the saved document as it is when the link is opened, and records nothing', async () => {
    const before = (await activity()).length;
    const { status, body } = await print('/api/printRead', printRequest(sail, otpId, 'otp'));
    expect(status).toBe(200);
    const current = (await getProperty(server, sail, lawyer1)).propertyDocument.find((document) => document.id === otpId);
    const update = await server.post(
      '/api/update-property-document',
      {
        propertyId: sail,
        version: 1,
        propDocId: otpId,
        templateType: 'template1',
        templateModule: 'otp',
        propertyDocumentMetadata: { ...current?.propertyDocumentMetadata, optionMoney: '12,500', singDollarsOptionMoney: '' },
        propertyDocument: {},
      },
      lawyer1,
    );
    expect(update.status).toBe(200);

    const opened = await openPdf(server, body.pdfURL ?? '');
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Content-Disposition')).toMatch(/filename="OTP\.pdf"/);
    expect((await pdfText(new Uint8Array(await opened.arrayBuffer()))).text).toContain('Singapore Dollars Twelve Thousand Five Hundred (S$12,500)');
    expect(await activity()).toHaveLength(before);
  });
});

describe('GET /api/open-pdf/{token}', () => {
  it('answers 404 with the expiry message for a forged link', async () => {
    const pdfURL = await printedLink(printRequest(sail, otpId, 'otp'));
    const forged = `${pdfURL.slice(0, -4)}AAAA`;
    for (const url of [forged, '/api/open-pdf/not-a-token']) {
      const response = await openPdf(server, url);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errormsg: messages.documentPdfLinkExpired });
    }
  });

  it('stops opening the PDF once the link is older than five minutes', async () => {
    const pdfURL = await printedLink(printRequest(sail, otpId, 'otp'));
    server.clock.advance((PDF_LINK_SECONDS - 5) * 1000);
    expect((await openPdf(server, pdfURL)).status).toBe(200);
    server.clock.advance(10_000);
    const expired = await openPdf(server, pdfURL);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual({ errormsg: messages.documentPdfLinkExpired });
  });
});
