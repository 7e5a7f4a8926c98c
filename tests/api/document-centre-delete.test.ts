import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { addSaleProperty } from './support/contacts';
import { addFiledDocument, listDocuments, pdfOf } from './support/document-centre';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
let caseId: number;
const CASE_REF = 'TL/DC/DELETE';

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  caseId = await addSaleProperty(server, lawyer1, { lawfirmRefNo: CASE_REF });
});
afterAll(() => server.close());

const remove = async (propertyDocId: number, jwt = lawyer1) => {
  const response = await server.post('/api/remove-property-document', { propertyDocId }, jwt);
  return { status: response.status, body: (await response.json()) as Json | boolean };
};
const listedIds = async () => (await listDocuments(server, lawyer1, { searchText: CASE_REF, pageSize: 50 })).body.records.map((record) => record.id);

describe('deleting from the document listing (POST /api/remove-property-document)', () => {
  it("deletes the user's own upload, which then leaves the listing and its file with it", async () => {
    const upload = await addFiledDocument(server, { propertyId: caseId, bytes: await pdfOf('mine') });
    expect(await listedIds()).toContain(upload.id);
    expect((await remove(upload.id, lawyer2)).status).toBe(404);
    expect(await remove(upload.id)).toEqual({ status: 200, body: true });
    expect(await listedIds()).not.toContain(upload.id);
    expect((await server.get(`/api/get-pdf/${upload.id}`, lawyer1)).status).toBe(404);
  });

  it('refuses generated, signed and sent documents with the seed message', async () => {
    const pdf = await pdfOf('kept');
    const kept = [
      await addFiledDocument(server, { propertyId: caseId, bytes: pdf, documentType: 'TEMPLATE', documentModule: 'otp', actionType: 'PRINT' }),
      await addFiledDocument(server, { propertyId: caseId, bytes: pdf, documentModule: 'otp', uploadType: 'SIGNED' }),
      await addFiledDocument(server, { propertyId: caseId, bytes: pdf, uploadType: null, actionType: 'SENT' }),
    ];
    for (const document of kept) {
      expect(await remove(document.id)).toEqual({ status: 409, body: { errormsg: messages.cannotDeleteSystemDocument } });
    }
    expect(await listedIds()).toEqual(expect.arrayContaining(kept.map((document) => document.id)));
  });
});
