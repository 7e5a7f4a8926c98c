import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { createApp } from '../../src/server/app';
import { silentLogger } from '../../src/server/logger';
import type { MailTransport } from '../../src/server/services/mail/mail-transport';
import { addSaleProperty } from './support/contacts';
import { addFiledDocument, controlNoOf, listDocuments, pdfOf, pdfSized, type DocumentItem } from './support/document-centre';
import { pdfText } from './support/pdf-text';
import { propertyIdOf } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

interface OutboxJson {
  propertyRefNo: string | null;
  senderName: string;
  recipients: Array<{ name: string; email: string }>;
  subject: string;
  body: string;
  attachments: Array<{ documentId: number; fileName: string; fileSize: number | null }>;
  status: string;
}

const RECIPIENTS = ['Mei Ling Ong||meiling.ong@leeong.com.sg', '||kokleong.chua@tanlim.com.sg'];

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
let caseId: number;
let caseRef: string;
let twoPages: Uint8Array;
let threePages: Uint8Array;
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
const ids: Record<'two' | 'three' | 'docx', number> = { two: 0, three: 0, docx: 0 };

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  caseId = await addSaleProperty(server, lawyer1, { lawfirmRefNo: 'TL/DC/SEND' });
  caseRef = await controlNoOf(server, caseId);
  [twoPages, threePages] = await Promise.all([pdfOf('two', 2), pdfOf('three', 3)]);
  ids.two = (await addFiledDocument(server, { propertyId: caseId, bytes: twoPages, fileName: 'two pages.pdf' })).id;
  ids.docx = (
    await addFiledDocument(server, { propertyId: caseId, bytes: DOCX, fileName: 'notes.docx', fileExtension: 'docx', documentModule: 'otp' })
  ).id;
  ids.three = (await addFiledDocument(server, { propertyId: caseId, bytes: threePages, fileName: 'three pages.pdf' })).id;
});
afterAll(() => server.close());

const sendBody = (documentIds: number[], overrides: Json = {}): Json => ({
  propertyDocumentId: documentIds.map(String),
  recipents: RECIPIENTS,
  senderName: 'Tan Wei Ming',
  isCombineFiles: false,
  ...overrides,
});
const send = (body: Json, jwt = lawyer1) => server.post('/api/send-mail', body, jwt);

async function latestMail(jwt = lawyer1): Promise<OutboxJson | undefined> {
  const [latest] = (await (await server.get('/api/outbox', jwt)).json()) as OutboxJson[];
  return latest;
}
async function download(documentId: number): Promise<Uint8Array> {
  return new Uint8Array(await (await server.get(`/api/get-pdf/${documentId}`, lawyer1)).arrayBuffer());
}
const activityOfCase = async (): Promise<DocumentItem[]> =>
  (await listDocuments(server, lawyer1, { isActivityLog: true, searchText: caseRef, pageSize: 50 })).body.records;

describe('POST /api/send-mail', () => {
  it('attaches each file on its own, keeping each as a SENT copy in the activity log with the recipients', async () => {
    const response = await send(sendBody([ids.two, ids.docx]));
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(true);

    const mail = await latestMail();
    expect(mail).toMatchObject({
      propertyRefNo: caseRef,
      senderName: 'Tan Wei Ming',
      recipients: [
        { name: 'Mei Ling Ong', email: 'meiling.ong@leeong.com.sg' },
        { name: '', email: 'kokleong.chua@tanlim.com.sg' },
      ],
      status: 'SENT',
    });
    expect(mail?.attachments.map((attachment) => attachment.fileName)).toEqual(['two pages.pdf', 'notes.docx']);
    expect(mail?.subject).toContain(caseRef);
    expect(mail?.body).toContain('- two pages.pdf\n- notes.docx');
    const [pdfCopy, docxCopy] = mail?.attachments ?? [];
    expect(await download(pdfCopy?.documentId ?? 0)).toEqual(twoPages);
    expect(await download(docxCopy?.documentId ?? 0)).toEqual(DOCX);

    const sent = (await activityOfCase()).filter((record) => mail?.attachments.some((attachment) => attachment.documentId === record.id));
    // Sent together, so newest first means the higher id first.
    expect(
      sent.map((record) => [record.fileName, record.fileExtension, record.documentModule, record.documentType, record.actionType, record.uploadType]),
    ).toEqual([
      ['notes.docx', 'docx', 'otp', 'UPLOAD', 'SENT', null],
      ['two pages.pdf', 'pdf', 'other', 'UPLOAD', 'SENT', null],
    ]);
    expect(sent[0]).toMatchObject({
      recipients: RECIPIENTS.join(',,'),
      messageDetails: { sendername: 'Tan Wei Ming', recipents: RECIPIENTS.join(',,') },
      createdBy: 'lawyer1',
    });
  });

  it('combines the chosen PDFs into one {propertyControlNo}.pdf, pages in the order chosen, and attaches the rest on their own', async () => {
    const response = await send(sendBody([ids.three, ids.docx, ids.two], { isCombineFiles: true }));
    expect(await response.json()).toBe(true);
    const mail = await latestMail();
    expect(mail?.attachments.map((attachment) => attachment.fileName)).toEqual([`${caseRef}.pdf`, 'notes.docx']);
    const combined = await download(mail?.attachments[0]?.documentId ?? 0);
    expect((await PDFDocument.load(combined)).getPageCount()).toBe(5);
    expect((await pdfText(combined)).pages.map((page) => page.trim())).toEqual(['three 1', 'three 2', 'three 3', 'two 1', 'two 2']);
  });

  it('keeps the sent copy when the upload it was made from is deleted', async () => {
    const source = await addFiledDocument(server, { propertyId: caseId, bytes: await pdfOf('short-lived'), fileName: 'short-lived.pdf' });
    expect(await (await send(sendBody([source.id]))).json()).toBe(true);
    const copy = (await latestMail())?.attachments[0];
    expect((await server.post('/api/remove-property-document', { propertyDocId: source.id }, lawyer1)).status).toBe(200);
    expect((await latestMail())?.attachments[0]).toEqual(copy);
    expect((await pdfText(await download(copy?.documentId ?? 0))).text).toContain('short-lived 1');
  });

  it("answers 404 for another firm's documents and refuses documents of different cases", async () => {
    expect((await send(sendBody([ids.two]), lawyer2)).status).toBe(404);
    const theirs = await addFiledDocument(server, { propertyId: await propertyIdOf(server, 'PCN-2026-000202'), bytes: await pdfOf('theirs') });
    expect((await send(sendBody([ids.two, theirs.id]))).status).toBe(404);

    const elsewhere = await addFiledDocument(server, { propertyId: await propertyIdOf(server, 'PCN-2026-000101'), bytes: await pdfOf('elsewhere') });
    const mixed = await send(sendBody([ids.two, elsewhere.id]));
    expect(mixed.status).toBe(400);
    expect(((await mixed.json()) as Json).errormsg).toBe(messages.selectSameProperty);
  });

  it('refuses 10,000,000 bytes or more, a bad address or no recipient, and writes nothing', async () => {
    const large = await addFiledDocument(server, { propertyId: caseId, bytes: pdfSized(10_000_000) });
    const before = await latestMail();
    const over = await send(sendBody([large.id]));
    expect(over.status).toBe(400);
    expect(((await over.json()) as Json).errormsg).toBe(messages.bulkOverLimit);
    for (const recipents of [['Mei Ling Ong||not-an-address'], ['meiling.ong@leeong.com.sg'], []]) {
      expect((await send(sendBody([ids.two], { recipents }))).status).toBe(400);
    }
    expect((await send({ ...sendBody([ids.two]), isCombineFiles: 'yes' })).status).toBe(400);
    expect(await latestMail()).toEqual(before);
  });

  it('answers false when delivery fails, the sending still logged', async () => {
    const refusing: MailTransport = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const app = createApp({ db: server.db, config: server.config, keys: server.keys, clock: server.clock, logger: silentLogger, mail: refusing });
    const response = await app.request('/api/send-mail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${lawyer1}` },
      body: JSON.stringify(sendBody([ids.two], { senderName: '' })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(false);
    expect(await latestMail()).toMatchObject({ status: 'FAILED', senderName: 'lawyer1' });
  });
});
