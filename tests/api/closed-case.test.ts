import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseClosedMessages } from '../../src/domain/messages/case-closed';
import { caseStampDuty, dueDiligences, outboxMessages, propertyDocuments } from '../../src/server/db/schema';
import { documentForm, dssSignRequest, otpRequest, postForm, printRequest, savedDocumentId, signedScan } from './support/documents';
import { json, propertyIdOf } from './support/properties';
import { IRAS, requisitionBody } from './support/requisitions';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * A closed case is closed on the server too: after Confirm completed… and Confirm closed…, every write that changes
 * the case, charges money on its behalf or sends on its behalf answers 409 with the locked wording and changes no
 * row; reading and printing stay.
 */
let server: TestServer;
let jwt: string;
let sail: number;
let otpId: number;
let s65Id: number;
const refusal = caseClosedMessages.caseClosedRefusal;

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  sail = await propertyIdOf(server, 'PCN-2026-000101');
  otpId = await savedDocumentId(server, jwt, sail, 'otp');
  s65Id = await savedDocumentId(server, jwt, sail, 's65', { s65McstNo: '2978', s65McstMaName: 'SAVILLS' });
  const today = new Date(server.clock.nowMs()).toISOString().slice(0, 10);
  for (const stage of ['completed', 'closed']) {
    const confirmed = await server.post('/api/confirm-case-stage', { propertyId: sail, stage, on: today }, jwt);
    expect(confirmed.status, `confirm ${stage}`).toBe(200);
  }
});
afterAll(() => server.close());

const post = async (path: string, body: Json) => json(await server.post(`/api/${path}`, body, jwt));
const rows = async () => {
  const where = <T extends { propertyId: typeof propertyDocuments.propertyId }>(table: T) => eq(table.propertyId, sail);
  const [documents] = await server.db.select({ n: count() }).from(propertyDocuments).where(where(propertyDocuments));
  const [requisitions] = await server.db.select({ n: count() }).from(dueDiligences).where(eq(dueDiligences.propertyId, sail));
  const [mails] = await server.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.propertyId, sail));
  const [duty] = await server.db.select({ n: count() }).from(caseStampDuty).where(eq(caseStampDuty.propertyId, sail));
  return { documents: documents?.n, requisitions: requisitions?.n, mails: mails?.n, duty: duty?.n };
};

describe('a closed case', () => {
  it('is locked once closed', async () => {
    expect((await json(await server.get(`/api/get-property/${sail}`, jwt))).body).toMatchObject({ locked: true });
  });

  it('refuses saving its documents, requisitions (nothing charged), mail, signing, uploads and stamp duty; nothing changes', async () => {
    const before = await rows();
    const refused: Array<[string, Promise<{ status: number; body: Json }>, string]> = [
      ['update the OTP', post('update-property-document', otpRequest(sail, { propDocId: otpId, version: 1 })), refusal.documents],
      ['save a WTA', post('add-property-document', { ...otpRequest(sail), templateModule: 'wta' }), refusal.documents],
      ['submit a requisition', post('submitDD', requisitionBody(sail, [IRAS])), refusal.requisitions],
      ['draft a requisition', post('draftDD', requisitionBody(sail, [IRAS])), refusal.requisitions],
      [
        'mail the OTP',
        post('send-message-to-user', {
          propertyId: sail,
          templateType: 'template1',
          templateModule: 'otp',
          propertyDocumentId: otpId,
          propertyDocumentMetadata: {},
          propertyDocument: { documentType: 'TEMPLATE' },
          recipents: ['Hui Min Yeo||huimin.yeo@yeolaw.sg'],
          senderName: 'Tan Wei Ming',
        }),
        refusal.sending,
      ],
      ['sign the S.65', post('dss/sign-with-dss', dssSignRequest(sail, s65Id)), refusal.signing],
      [
        'save its stamp duty',
        post('save-case-stamp-duty', {
          propertyId: sail,
          kind: 'buyer',
          request: { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 1, documentDate: '2026-01-15' },
        }),
        refusal.stampDuty,
      ],
      [
        'upload a signed WTA',
        json(
          await postForm(
            server,
            'upload-signed-document',
            documentForm({ propId: String(sail), documentModule: 'wta', signedFile: { bytes: await signedScan() } }),
            jwt,
          ),
        ),
        refusal.uploads,
      ],
    ];
    for (const [what, answer, message] of refused) expect(await answer, what).toMatchObject({ status: 409, body: { errormsg: message } });
    expect(await rows()).toEqual(before);
  });

  it('still prints', async () => {
    expect((await post('print', printRequest(sail, otpId, 'otp'))).status).toBe(200);
  });

  it('on the demo-locked case too: choosing a WTA template and Save is refused', async () => {
    const locked = await propertyIdOf(server, 'PCN-2026-000104');
    const saved = await post('add-property-document', { ...otpRequest(locked), templateModule: 'wta' });
    expect(saved).toMatchObject({ status: 409, body: { errormsg: refusal.documents } });
  });
});
