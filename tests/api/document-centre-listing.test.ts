import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSaleProperty } from './support/contacts';
import { addFiledDocument, listDocuments, pdfOf, type DocumentItem } from './support/document-centre';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
let caseId: number;
let caseRef: string;
let ids: Record<'upload' | 'print' | 'sent' | 'docx' | 'older', number>;
const CASE_REF = 'TL/DC/LISTING';
const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes));

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  caseId = await addSaleProperty(server, lawyer1, { lawfirmRefNo: CASE_REF });
  const pdf = await pdfOf('listing');
  const add = async (input: Omit<Parameters<typeof addFiledDocument>[1], 'propertyId' | 'bytes'>) =>
    (await addFiledDocument(server, { propertyId: caseId, bytes: pdf, ...input })).id;
  ids = {
    older: await add({ updatedAt: at(1), fileName: 'older.pdf' }),
    upload: await add({ updatedAt: at(5), documentModule: 'wta', fileName: 'scan.pdf' }),
    print: await add({
      updatedAt: at(10),
      documentType: 'TEMPLATE',
      documentModule: 'otp',
      actionType: 'PRINT',
      fileName: 'OTP_01JAN2030_template1_1.pdf',
    }),
    sent: await add({
      updatedAt: at(10),
      documentType: 'TEMPLATE',
      documentModule: 's65',
      actionType: 'SENT',
      fileName: 'S65_01JAN2030_template1_1.pdf',
      messageDetails: { sendername: 'Tan Wei Ming', recipents: 'Mei Ling Ong||meiling.ong@leeong.com.sg' },
    }),
    docx: await add({ updatedAt: at(7), fileExtension: 'docx', fileName: 'notes.docx' }),
  };
  const [first] = (await listDocuments(server, lawyer1, { searchText: CASE_REF })).body.records;
  caseRef = first?.propertyControlNo ?? '';
});
afterAll(() => server.close());

const idsOf = (records: DocumentItem[]) => records.map((record) => record.id);

describe('POST /api/get-document-listing', () => {
  it("lists the firm's documents that have a file, newest updatedDate first and then the higher id", async () => {
    const { status, body } = await listDocuments(server, lawyer1, { searchText: CASE_REF, pageSize: 10 });
    expect(status).toBe(200);
    expect(idsOf(body.records)).toEqual([ids.sent, ids.print, ids.docx, ids.upload, ids.older]);
    expect(body).toMatchObject({ recordCount: 5, pageNo: 1, pageSize: 10 });
    const sent = body.records[0];
    expect(sent).toMatchObject({
      propId: caseId,
      propertyControlNo: caseRef,
      lawfirmRefNo: CASE_REF,
      documentModule: 's65',
      documentType: 'TEMPLATE',
      actionType: 'SENT',
      fileName: 'S65_01JAN2030_template1_1.pdf',
      fileExtension: 'pdf',
      updatedDate: at(10).toISOString(),
      recipients: 'Mei Ling Ong||meiling.ong@leeong.com.sg',
      messageDetails: { sendername: 'Tan Wei Ming', recipents: 'Mei Ling Ong||meiling.ong@leeong.com.sg' },
    });
    expect(sent?.size).toBeGreaterThan(0);
  });

  it('opens on a page of 5 with the count over all pages, and pages on the server', async () => {
    const first = await listDocuments(server, lawyer1, { searchText: CASE_REF });
    expect(first.body).toMatchObject({ recordCount: 5, pageNo: 1, pageSize: 5 });
    expect(first.body.records).toHaveLength(5);
    const paged = await listDocuments(server, lawyer1, { searchText: CASE_REF, pageSize: 10, pageNo: 1 });
    const second = await listDocuments(server, lawyer1, { searchText: CASE_REF, pageSize: 5, pageNo: 2 });
    expect(second.body).toMatchObject({ records: [], recordCount: 5, pageNo: 2 });
    expect(idsOf(paged.body.records)).toEqual(idsOf(first.body.records));

    const all = await listDocuments(server, lawyer1, { pageSize: 50 });
    const pageTwo = await listDocuments(server, lawyer1, { pageSize: 5, pageNo: 2 });
    expect(idsOf(pageTwo.body.records)).toEqual(idsOf(all.body.records).slice(5, 10));
    expect(pageTwo.body.recordCount).toBe(all.body.recordCount);
  });

  it('keeps only PRINT and SENT for the activity log', async () => {
    const { body } = await listDocuments(server, lawyer1, { searchText: CASE_REF, isActivityLog: true });
    expect(idsOf(body.records)).toEqual([ids.sent, ids.print]);
    expect(body.recordCount).toBe(2);
    const everything = await listDocuments(server, lawyer1, { isActivityLog: true, pageSize: 50 });
    expect(everything.body.records.every((record) => record.actionType === 'PRINT' || record.actionType === 'SENT')).toBe(true);
  });

  it('searches action, document type, control no., reference no., extension and module, whatever the case', async () => {
    const within = async (searchText: string) => {
      const { body } = await listDocuments(server, lawyer1, { searchText, pageSize: 50 });
      return idsOf(body.records).filter((id) => Object.values(ids).includes(id));
    };
    expect(await within('sent')).toEqual([ids.sent]);
    expect(await within('Print')).toEqual([ids.print]);
    expect(await within('template')).toEqual([ids.sent, ids.print]);
    expect(await within('upload')).toEqual([ids.docx, ids.upload, ids.older]);
    expect(await within('DOCX')).toEqual([ids.docx]);
    expect(await within('wTa')).toEqual([ids.upload]);
    expect(await within('S65')).toEqual([ids.sent]);
    expect(await within(caseRef.toLowerCase())).toEqual([ids.sent, ids.print, ids.docx, ids.upload, ids.older]);
    expect(await within('tl/dc/list')).toEqual([ids.sent, ids.print, ids.docx, ids.upload, ids.older]);
    // The user's % and _ are plain characters, not wildcards.
    expect(await within('%')).toEqual([]);
  });

  it('leaves out documents without a file (the saved OTP template of the Sail case)', async () => {
    const { body } = await listDocuments(server, lawyer1, { searchText: 'PCN-2026-000101', pageSize: 50 });
    expect(body.records.length).toBeGreaterThan(0);
    expect(body.records.some((record) => record.actionType === 'ORIGINAL')).toBe(false);
  });

  it("never shows another firm's documents, and answers 404 for another user's login id", async () => {
    const { status, body } = await listDocuments(server, lawyer2, { loginId: 'lawyer2', pageSize: 50 });
    expect(status).toBe(200);
    expect(body.records.some((record) => record.propertyControlNo.startsWith('PCN-2026-0001') || record.propId === caseId)).toBe(false);
    expect((await listDocuments(server, lawyer2, { loginId: 'lawyer2', searchText: CASE_REF })).body.recordCount).toBe(0);
    expect((await listDocuments(server, lawyer2, { loginId: 'lawyer1' })).status).toBe(404);
  });

  it('shows the demo uploads of Tan & Lim with who uploaded them', async () => {
    const uploads = (await listDocuments(server, lawyer1, { searchText: 'PCN-2026-00010', pageSize: 50 })).body.records;
    expect(
      uploads
        .filter((record) => record.uploadType === 'COMMON' && record.propId !== caseId)
        .map((record) => [record.propertyControlNo, record.fileName, record.createdBy]),
    ).toEqual([
      ['PCN-2026-000106', 'Warrant to act - client copy.pdf', 'lawyer1'],
      ['PCN-2026-000102', 'HDB resale checklist.docx', 'lawyer1'],
      ['PCN-2026-000101', 'Valuation report - The Sail 32-07.pdf', 'lawyer1'],
    ]);
  });

  it('answers 400 with a message for a bad request and 401 without a token', async () => {
    for (const body of [{ pageSize: 7 }, { pageNo: 0 }, { isActivityLog: 'yes' }, { searchText: 'x'.repeat(201) }]) {
      const { status, body: reply } = await listDocuments(server, lawyer1, body);
      expect(status).toBe(400);
      expect(reply.errormsg).toEqual(expect.any(String));
    }
    expect((await server.post('/api/get-document-listing', { loginId: 'lawyer1', isActivityLog: false })).status).toBe(401);
  });
});
