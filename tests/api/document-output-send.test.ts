import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedFileName } from '../../src/domain/documents/file-names';
import { messages } from '../../src/domain/messages';
import { createApp } from '../../src/server/app';
import { todayBy } from '../../src/server/clock';
import { silentLogger } from '../../src/server/logger';
import { nodemailerTransport, type MailTransport } from '../../src/server/services/mail/mail-transport';
import { getProperty, signedScan, startWithSailOtp, uploadS65Copy, type DocumentJson } from './support/documents';
import { pdfText } from './support/pdf-text';
import { propertyIdOf } from './support/properties';
import type { Json, TestServer } from './support/start-test-server';

interface OutboxJson {
  id: number;
  propertyRefNo: string | null;
  senderName: string;
  recipients: Array<{ name: string; email: string }>;
  subject: string;
  body: string;
  messageTemplateCode: string | null;
  attachments: Array<{ documentId: number; fileName: string; fileSize: number | null }>;
  status: string;
  error: string | null;
  sentAt: string | null;
}

const BUYER_LAWYER = 'Mei Ling Ong||meiling.ong@leeong.com.sg';

let server: TestServer;
let lawyer1: string;
let sail: number;
let otpId: number;

beforeAll(async () => {
  ({ server, lawyer1, sail, otpId } = await startWithSailOtp());
});
afterAll(() => server.close());

const sendBody = (recipents: unknown, overrides: Json = {}): Json => ({
  propertyId: sail,
  templateType: 'template1',
  templateModule: 'otp',
  propertyDocumentId: otpId,
  propertyDocumentMetadata: {},
  propertyDocument: { documentType: 'TEMPLATE', optionMoney: '10,000' },
  recipents,
  senderName: 'Tan Wei Ming',
  ...overrides,
});

async function outbox(jwt = lawyer1): Promise<OutboxJson[]> {
  const response = await server.get('/api/outbox', jwt);
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxJson[];
}

async function documentsOf(propertyId: number): Promise<DocumentJson[]> {
  return (await getProperty(server, propertyId, lawyer1)).propertyDocument;
}

async function download(documentId: number): Promise<Uint8Array> {
  const response = await server.get(`/api/get-pdf/${documentId}`, lawyer1);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('POST /api/send-message-to-user', () => {
  it('e-mails the OTP as a PDF, records the sending in the activity log and shows the mail in the outbox', async () => {
    const response = await server.post('/api/send-message-to-user', sendBody([BUYER_LAWYER]), lawyer1);
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(true);

    const sent = (await documentsOf(sail)).find((document) => document.actionType === 'SENT');
    expect(sent).toMatchObject({
      documentType: 'TEMPLATE',
      documentModule: 'otp',
      fileName: generatedFileName('otp', todayBy(server.clock), 'template1', 1),
      messageDetails: { sendername: 'Tan Wei Ming', recipents: BUYER_LAWYER },
    });

    const [latest] = await outbox();
    expect(latest).toMatchObject({
      propertyRefNo: 'PCN-2026-000101',
      senderName: 'Tan Wei Ming',
      recipients: [{ name: 'Mei Ling Ong', email: 'meiling.ong@leeong.com.sg' }],
      messageTemplateCode: null,
      status: 'SENT',
      attachments: [{ documentId: sent?.id, fileName: sent?.fileName, fileSize: sent?.fileSize }],
    });
    expect(latest?.subject).toMatch(/^Option to Purchase — PCN-2026-000101 2 MARINA BOULEVARD/);
    expect(latest?.body).toContain('Please find attached the Option to Purchase');
    expect(latest?.body).toContain('Tan Wei Ming');
    const attached = await pdfText(await download(sent?.id ?? 0));
    expect(attached.text).toContain('Singapore Dollars Ten Thousand (S$10,000)');
  });

  it('refuses a recipient without a valid e-mail address (400) and writes nothing', async () => {
    const before = (await outbox()).length;
    for (const recipents of [['Mei Ling Ong||not-an-address'], ['meiling.ong@leeong.com.sg'], [], [BUYER_LAWYER, 'Someone||']]) {
      const response = await server.post('/api/send-message-to-user', sendBody(recipents), lawyer1);
      expect(response.status).toBe(400);
    }
    expect(await outbox()).toHaveLength(before);
  });

  it("answers 404 for another firm's document and keeps each firm's outbox to itself", async () => {
    const lawyer2 = await server.tokenFor('lawyer2');
    const response = await server.post('/api/send-message-to-user', sendBody([BUYER_LAWYER]), lawyer2);
    expect(response.status).toBe(404);
    expect((await outbox(lawyer2)).some((message) => message.propertyRefNo === 'PCN-2026-000101')).toBe(false);
    expect((await server.get('/api/outbox')).status).toBe(401);
  });
});

describe('POST /api/send-mail-notification (S.65)', () => {
  let duxton: number;
  const notify = (messageTemplateCode: string, recipents = ['Daniel Koh||daniel.koh@kohpartners.com.sg']) =>
    server.post(
      '/api/send-mail-notification',
      { propertyId: duxton, propRefNo: 'PCN-2026-000106', messageTemplateCode, recipents, senderName: 'Tan Wei Ming' },
      lawyer1,
    );
  const errormsg = async (response: Response) => ((await response.json()) as { errormsg?: string }).errormsg;

  beforeAll(async () => {
    duxton = await propertyIdOf(server, 'PCN-2026-000106');
  });

  it("needs the seller's lawyer's signed copy first", async () => {
    const response = await notify('S65_SELLER_SIGNED');
    expect(response.status).toBe(409);
    expect(await errormsg(response)).toBe(messages.uploadSellerLawyerSignedPdf);
  });

  it("sends S65_SELLER_SIGNED with a copy of the seller's lawyer's signed PDF, and not the completed notifications yet", async () => {
    const sellerScan = await signedScan('Signed by the seller lawyer');
    expect((await uploadS65Copy(server, lawyer1, duxton, 'SELLERLAWYER', sellerScan)).status).toBe(200);

    for (const code of ['DSS_S65_COMPLETED_MA', 'DSS_S65_COMPLETED_SH']) {
      const refused = await notify(code);
      expect(refused.status).toBe(409);
      expect(await errormsg(refused)).toBe(messages.s65BuyerLawyerNotSigned);
    }

    const response = await notify('S65_SELLER_SIGNED');
    expect(await response.json()).toBe(true);
    const [message] = await outbox();
    expect(message).toMatchObject({ messageTemplateCode: 'S65_SELLER_SIGNED', propertyRefNo: 'PCN-2026-000106', status: 'SENT' });
    expect(message?.subject).toMatch(/^S\.65 Notice signed by the Seller's Lawyer — PCN-2026-000106/);
    expect(message?.body).toContain("Buyer's Lawyer would now sign");
    expect(message?.attachments).toHaveLength(1);
    const sentRow = (await documentsOf(duxton)).find((document) => document.id === message?.attachments[0]?.documentId);
    expect(sentRow).toMatchObject({ documentType: 'TEMPLATE', documentModule: 's65', actionType: 'SENT' });
    expect(await download(sentRow?.id ?? 0)).toEqual(sellerScan);
  });

  it('sends the completed notifications once both have signed, and keeps their attachments after a copy is removed', async () => {
    const buyerScan = await signedScan('Signed by the buyer lawyer');
    expect((await uploadS65Copy(server, lawyer1, duxton, 'BUYERLAWYER', buyerScan)).status).toBe(200);

    const again = await notify('S65_SELLER_SIGNED');
    expect(again.status).toBe(409);
    expect(await errormsg(again)).toBe(messages.s65BothLawyersSigned);

    expect(await (await notify('DSS_S65_COMPLETED_MA', ['Managing Agent||mcst@example.com.sg'])).json()).toBe(true);
    const [toAgent] = await outbox();
    expect(toAgent).toMatchObject({
      messageTemplateCode: 'DSS_S65_COMPLETED_MA',
      recipients: [{ name: 'Managing Agent', email: 'mcst@example.com.sg' }],
    });
    expect(toAgent?.subject).toMatch(/^Notice of Change in Ownership \(Section 65\)/);
    expect(toAgent?.attachments).toHaveLength(2);

    expect(await (await notify('DSS_S65_COMPLETED_SH')).json()).toBe(true);
    const [toStakeholders] = await outbox();
    expect(toStakeholders?.messageTemplateCode).toBe('DSS_S65_COMPLETED_SH');
    expect(toStakeholders?.body).toContain("signed by both the Seller's Lawyer and the Buyer's Lawyer");

    const buyerCopy = (await documentsOf(duxton)).find((document) => document.documentType === 'UPLOAD' && document.signedBy === 'BUYERLAWYER');
    const removed = await server.post('/api/remove-property-document-template', { propertyId: duxton, propertyDocId: buyerCopy?.id }, lawyer1);
    expect(removed.status).toBe(200);
    const [afterRemoval] = await outbox();
    expect(afterRemoval?.attachments).toHaveLength(2);
    expect(await download(afterRemoval?.attachments[1]?.documentId ?? 0)).toEqual(buyerScan);
  });
});

describe('delivery over SMTP', () => {
  const appWith = (mail: MailTransport) =>
    createApp({ db: server.db, config: server.config, keys: server.keys, clock: server.clock, logger: silentLogger, mail });
  const send = (app: ReturnType<typeof appWith>) =>
    app.request('/api/send-message-to-user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${lawyer1}` },
      body: JSON.stringify(sendBody([BUYER_LAWYER, '||kokleong.chua@tanlim.com.sg'])),
    });

  it('hands the mail with the PDF attached to the transport and marks it sent', async () => {
    const json = nodemailer.createTransport({ jsonTransport: true });
    const delivered: Array<{ from: unknown; to: unknown; subject: string; attachments: Array<{ filename: string; content: string }> }> = [];
    const transport = nodemailerTransport({
      async sendMail(options) {
        const info = await json.sendMail(options);
        delivered.push(JSON.parse(info.message) as (typeof delivered)[number]);
        return info;
      },
    });
    const response = await send(appWith(transport));
    expect(await response.json()).toBe(true);

    expect(delivered).toHaveLength(1);
    const [mail] = delivered;
    expect(mail?.from).toEqual({ address: 'no-reply@conveyancing-workbench.sg', name: 'Conveyancing Workbench' });
    expect(mail?.to).toEqual([
      { address: 'meiling.ong@leeong.com.sg', name: 'Mei Ling Ong' },
      { address: 'kokleong.chua@tanlim.com.sg', name: '' },
    ]);
    expect(mail?.subject).toMatch(/^Option to Purchase — PCN-2026-000101/);
    const [latest] = await outbox();
    expect(latest?.status).toBe('SENT');
    expect(latest?.sentAt).not.toBeNull();
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual(latest?.attachments.map((attachment) => attachment.fileName));
    const pdf = Buffer.from(mail?.attachments[0]?.content ?? '', 'base64');
    expect((await pdfText(new Uint8Array(pdf))).text).toContain('OPTION TO PURCHASE');
  });

  it("answers false when the mail server refuses, keeping the message in the outbox as FAILED with the server's error", async () => {
    const refusing: MailTransport = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const response = await send(appWith(refusing));
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(false);
    const [latest] = await outbox();
    expect(latest).toMatchObject({ status: 'FAILED', error: 'connect ECONNREFUSED 127.0.0.1:25', sentAt: null });
  });
});
