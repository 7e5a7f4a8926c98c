import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInColleagues } from './support/colleagues';
import { addCaseWithParties, otpRequest } from './support/documents';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * A lawyer and a secretary edit one OTP: the secretary's stale form, which changes only the price, must not put the
 * old option money back. The save is refused naming who saved first, and the OTP keeps the lawyer's option money.
 */
let server: TestServer;
let lawyer: string;
let secretary: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ lawyer, colleague: secretary } = await signInColleagues(server));
});
afterAll(() => server.close());

const post = async (path: string, body: Json, jwt: string) => json(await server.post(`/api/${path}`, body, jwt));
const metadataWith = (overrides: Json) => ({ ...(otpRequest(0).propertyDocumentMetadata as Json), ...overrides });

describe('an OTP edited by two people', () => {
  it('refuses the stale save, names who saved first, and keeps their option money', async () => {
    const caseId = await addCaseWithParties(server, lawyer, 'TL/VER/OTP1');
    const created = await post('add-property-document', otpRequest(caseId), lawyer);
    expect(created).toMatchObject({ status: 200, body: { version: 1 } });
    const opened = { propDocId: created.body.id, version: created.body.version };

    const first = await post(
      'update-property-document',
      otpRequest(caseId, { ...opened, propertyDocumentMetadata: metadataWith({ optionMoney: '9,000' }) }),
      lawyer,
    );
    expect(first).toMatchObject({ status: 200, body: { version: 2 } });

    const stale = await post(
      'update-property-document',
      otpRequest(caseId, { ...opened, propertyDocumentMetadata: metadataWith({ purchasePrice: '2,600,000' }) }),
      secretary,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errormsg).toMatch(/^Tan Wei Ming changed this OTP at .*, after you opened it\. Your changes are not saved yet\.$/);
    expect(stale.body.conflict).toMatchObject({ version: 2, changedBy: 'Tan Wei Ming' });

    const property = await json(await server.get(`/api/get-property/${caseId}`, lawyer));
    const otp = (property.body.propertyDocument as Json[]).find((document) => document.id === created.body.id);
    expect(otp).toMatchObject({ version: 2, propertyDocumentMetadata: { optionMoney: '9,000', purchasePrice: '2,500,000' } });
  });

  it('takes the version as If-Match, and refuses an update that gives none', async () => {
    const caseId = await addCaseWithParties(server, lawyer, 'TL/VER/OTP2');
    const created = await post('add-property-document', otpRequest(caseId), lawyer);
    const body = otpRequest(caseId, { propDocId: created.body.id });
    expect((await post('update-property-document', body, lawyer)).status).toBe(400);
    expect((await server.post('/api/update-property-document', body, lawyer, { 'If-Match': '"1"' })).status).toBe(200);
    expect((await server.post('/api/update-property-document', body, lawyer, { 'If-Match': '"1"' })).status).toBe(409);
  });
});
