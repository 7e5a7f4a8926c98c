import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFiledDocument, makeActive, pdfOf, postUpload, uploadForm } from './support/document-centre';
import {
  addCaseWithParties,
  addUserUpload,
  documentForm,
  markDssSigned,
  otpRequest,
  postForm,
  printRequest,
  savedDocumentId,
  signedScan,
  uploadS65Copy,
} from './support/documents';
import { json, propertyIdOf } from './support/properties';
import { actorOf, eventsSince, lastEventId, recordedBy } from './support/recorded-events';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/** Issue 20 "History": every document write appends its event in its transaction; a refused one appends none. */

let server: TestServer;
let jwt: string;
let actor: { firmId: number; actorUserId: number };
let pdf: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  actor = await actorOf(server, 'lawyer1');
  pdf = await signedScan();
});
afterAll(() => server.close());

const post = (path: string, body: unknown) => () => server.post(`/api/${path}`, body, jwt);
const form = (path: string, fields: Parameters<typeof documentForm>[0]) => () => postForm(server, path, documentForm(fields), jwt);
const at = () => new Date(server.clock.nowMs());

/** A refused call: its status, and no event. */
async function refusedWithoutEvent(call: () => Promise<Response>, status: number): Promise<void> {
  expect(await recordedBy(server, call, status)).toEqual([]);
}

describe('the OTP, WTA and S.65 saved', () => {
  let caseId: number;
  let otpId: number;
  beforeAll(async () => {
    caseId = await addCaseWithParties(server, jwt, 'TL/HIST/DOC1');
  });

  it('add-property-document records document.saved naming the document, with the fields it set', async () => {
    const since = await lastEventId(server);
    const { status, body } = await json<{ id: number }>(await server.post('/api/add-property-document', otpRequest(caseId), jwt));
    expect(status).toBe(200);
    otpId = body.id;
    const [event, ...more] = await eventsSince(server, since);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      ...actor,
      kind: 'document.saved',
      summary: 'Saved the Option to Purchase.',
      propertyId: caseId,
      link: `/property-otp/${caseId}`,
      at: at(),
    });
    expect(event?.stage).toEqual(expect.any(String));
    expect(event?.changes).toContainEqual({ field: 'Option Money', before: null, after: '10,000' });
    expect(event?.changes).toContainEqual({ field: 'Purchase price (S$)', before: null, after: '2,500,000' });
    expect(event?.changes).toContainEqual({ field: 'Vacant possession', before: null, after: 'Yes' });
    expect(event?.changes).toContainEqual({ field: 'Completion weeks', before: null, after: '10' });
  });

  it('a second OTP (refused) and a case without its parties (refused) record nothing', async () => {
    await refusedWithoutEvent(post('add-property-document', otpRequest(caseId)), 409);
    const bare = await addCaseWithParties(server, jwt, 'TL/HIST/DOC2', false);
    await refusedWithoutEvent(post('add-property-document', otpRequest(bare)), 409);
  });

  it('update-property-document records document.saved with only the fields it changed, before and after', async () => {
    const update = otpRequest(caseId, {
      version: 1,
      propDocId: otpId,
      propertyDocumentMetadata: {
        ...(otpRequest(caseId).propertyDocumentMetadata as Json),
        purchasePrice: '2,600,000',
        vendorWitnessNric: 'S1234567D',
      },
    });
    const events = await recordedBy(server, post('update-property-document', update));
    expect(events).toMatchObject([
      { ...actor, kind: 'document.saved', summary: 'Updated the Option to Purchase.', propertyId: caseId, link: `/property-otp/${caseId}` },
    ]);
    expect(events[0]?.changes).toEqual([
      { field: 'Purchase price (S$)', before: '2,500,000', after: '2,600,000' },
      { field: "Vendor's witness NRIC", before: null, after: '******67D' },
    ]);
  });

  it('an update of a document that is not the case’s OTP records nothing', async () => {
    await refusedWithoutEvent(post('update-property-document', otpRequest(caseId, { version: 1, propDocId: 999_999 })), 404);
    await refusedWithoutEvent(post('update-property-document', otpRequest(caseId, { version: 1, propDocId: otpId, templateModule: 'wta' })), 404);
  });

  it('print records document.printed; printRead too, as opened to read', async () => {
    expect(await recordedBy(server, post('print', printRequest(caseId, otpId, 'otp')))).toMatchObject([
      {
        ...actor,
        kind: 'document.printed',
        summary: 'Printed the Option to Purchase.',
        propertyId: caseId,
        link: `/property-otp/${caseId}`,
        changes: [],
      },
    ]);
    expect(await recordedBy(server, post('printRead', printRequest(caseId, otpId, 'otp')))).toMatchObject([
      { ...actor, kind: 'document.printed', summary: 'Opened the Option to Purchase as a PDF to read.', propertyId: caseId },
    ]);
  });

  it('a print or printRead of a document that is not there records nothing', async () => {
    await refusedWithoutEvent(post('print', printRequest(caseId, otpId, 'wta')), 404);
    await refusedWithoutEvent(post('printRead', printRequest(caseId, 999_999, 'otp')), 404);
  });

  it('send-message-to-user records document.sent, saying to whom', async () => {
    const send = {
      ...printRequest(caseId, otpId, 'otp'),
      propertyDocumentMetadata: {},
      propertyDocument: {},
      recipents: ['Mei Ling Ong||meiling.ong@leeong.com.sg', '||kokleong.chua@tanlim.com.sg'],
      senderName: 'Tan Wei Ming',
    };
    expect(await recordedBy(server, post('send-message-to-user', send))).toMatchObject([
      {
        ...actor,
        kind: 'document.sent',
        summary: 'Sent the Option to Purchase to Mei Ling Ong and kokleong.chua@tanlim.com.sg.',
        propertyId: caseId,
        link: `/property-otp/${caseId}`,
      },
    ]);
    await refusedWithoutEvent(post('send-message-to-user', { ...send, recipents: ['not an address'] }), 400);
  });
});

describe('signed copies', () => {
  let caseId: number;
  let signedId: number;
  let wtaId: number;
  beforeAll(async () => {
    caseId = await addCaseWithParties(server, jwt, 'TL/HIST/DOC3');
  });

  it('upload-signed-document records document.uploaded naming the copies', async () => {
    const since = await lastEventId(server);
    const { status, body } = await json<Array<{ id: number }>>(
      await form('upload-signed-document', { propId: String(caseId), documentModule: 'otp', signedFile: { bytes: pdf } })(),
    );
    expect(status).toBe(200);
    signedId = body[0]?.id ?? 0;
    expect(await eventsSince(server, since)).toMatchObject([
      {
        ...actor,
        kind: 'document.uploaded',
        summary: 'Uploaded the signed copy of the Option to Purchase.',
        propertyId: caseId,
        link: `/property-otp/${caseId}`,
      },
    ]);
  });

  it('a second signed OTP (refused) records nothing', async () => {
    await refusedWithoutEvent(form('upload-signed-document', { propId: String(caseId), documentModule: 'otp', signedFile: { bytes: pdf } }), 409);
  });

  it('remove-property-document-template records document.removed; a DSS-signed copy (refused) nothing', async () => {
    expect(await recordedBy(server, post('remove-property-document-template', { propertyId: caseId, propDocId: signedId }))).toMatchObject([
      {
        ...actor,
        kind: 'document.removed',
        summary: 'Removed the signed copy of the Option to Purchase.',
        propertyId: caseId,
        link: `/property-otp/${caseId}`,
      },
    ]);
    const [wta] = (
      await json<Array<{ id: number }>>(
        await form('upload-signed-document', { propId: String(caseId), documentModule: 'wta', signedFile: { bytes: pdf } })(),
      )
    ).body;
    wtaId = wta?.id ?? 0;
    await markDssSigned(server, wtaId);
    await refusedWithoutEvent(post('remove-property-document-template', { propertyId: caseId, propDocId: wta?.id }), 409);
  });

  it("upload-s65-signed-document records the lawyer's copy; the buyer's lawyer first (refused) nothing", async () => {
    await refusedWithoutEvent(() => uploadS65Copy(server, jwt, caseId, 'BUYERLAWYER', pdf), 409);
    expect(await recordedBy(server, () => uploadS65Copy(server, jwt, caseId, 'SELLERLAWYER', pdf))).toMatchObject([
      {
        ...actor,
        kind: 'document.uploaded',
        summary: "Uploaded the seller's lawyer's signed copy of the Section 65 notice.",
        propertyId: caseId,
        link: `/property-s65form/${caseId}`,
      },
    ]);
  });

  it('send-mail-notification records document.sent; a notification the copies do not allow yet (refused) nothing', async () => {
    const notify = (messageTemplateCode: string) =>
      post('send-mail-notification', {
        propertyId: caseId,
        propRefNo: 'PCN',
        messageTemplateCode,
        recipents: ['Managing Agent||mcst@example.com.sg'],
        senderName: 'Tan Wei Ming',
      });
    await refusedWithoutEvent(notify('DSS_S65_COMPLETED_MA'), 409);
    expect(await recordedBy(server, notify('S65_SELLER_SIGNED'))).toMatchObject([
      {
        ...actor,
        kind: 'document.sent',
        summary: "Sent the Section 65 notice signed by the seller's lawyer to Managing Agent.",
        propertyId: caseId,
        link: `/property-s65form/${caseId}`,
      },
    ]);
  });

  it('remove-property-document records the user’s own upload deleted; a signed copy or an unknown one (refused) nothing', async () => {
    const upload = await addUserUpload(server, caseId);
    expect(await recordedBy(server, post('remove-property-document', { propertyDocId: upload }))).toMatchObject([
      {
        ...actor,
        kind: 'document.removed',
        summary: 'Deleted the uploaded document notes.pdf.',
        propertyId: caseId,
        link: '/document-upload-listing',
      },
    ]);
    await refusedWithoutEvent(post('remove-property-document', { propertyDocId: wtaId }), 409);
    await refusedWithoutEvent(post('remove-property-document', { propertyDocId: 999_999 }), 404);
  });
});

describe('DSS signing', () => {
  it('dss/sign-with-dss records document.signing once; asking again while pending, or for an OTP, records nothing', async () => {
    const caseId = await addCaseWithParties(server, jwt, 'TL/HIST/DSS');
    const s65Id = await savedDocumentId(server, jwt, caseId, 's65', { s65McstNo: '4321' });
    const otpId = await savedDocumentId(server, jwt, caseId, 'otp', {});
    const sign = (documentId: number) =>
      post('dss/sign-with-dss', {
        arranger: 'Tan Wei Ming',
        signingParty: ['SELLERLAWYER'],
        documents: [{ propertyDocumentId: documentId, fileName: 'S65.pdf' }],
        transactionId: '',
        propertyId: caseId,
        loggedInUser: 'lawyer1',
      });
    await refusedWithoutEvent(sign(otpId), 404);
    expect(await recordedBy(server, sign(s65Id))).toMatchObject([
      {
        ...actor,
        kind: 'document.signing',
        summary: "Sent the Section 65 notice for DSS signing by the seller's lawyer.",
        propertyId: caseId,
        link: `/property-s65form/${caseId}`,
      },
    ]);
    expect(await recordedBy(server, sign(s65Id))).toEqual([]);
  });
});

describe('the document centre', () => {
  it('multi-upload-document records document.uploaded once per case, naming its files', async () => {
    const first = await makeActive(server, await addCaseWithParties(server, jwt, 'TL/HIST/UP1', false));
    const second = await makeActive(server, await addCaseWithParties(server, jwt, 'TL/HIST/UP2', false));
    const upload = (propControlNo: string) =>
      uploadForm([
        { bytes: pdf, name: 'a.pdf', propControlNo: first },
        { bytes: pdf, name: 'b.pdf', propControlNo },
        { bytes: pdf, name: 'c.pdf', propControlNo: first },
      ]);
    await refusedWithoutEvent(() => postUpload(server, jwt, upload('PCN-0000-NOTOURS')), 400);
    const events = await recordedBy(server, () => postUpload(server, jwt, upload(second)));
    expect(events).toMatchObject([
      { ...actor, kind: 'document.uploaded', summary: 'Uploaded 2 documents: a.pdf and c.pdf.', link: '/document-upload-listing' },
      { ...actor, kind: 'document.uploaded', summary: 'Uploaded the document b.pdf.', link: '/document-upload-listing' },
    ]);
    expect(events.map((event) => event.propertyId)).toEqual([await propertyIdOf(server, first), await propertyIdOf(server, second)]);
  });

  it('send-mail records document.sent with the files attached; documents of two cases (refused) nothing', async () => {
    const one = await addCaseWithParties(server, jwt, 'TL/HIST/MAIL1', false);
    const two = await addCaseWithParties(server, jwt, 'TL/HIST/MAIL2', false);
    const bytes = await pdfOf('notes');
    const notes = await addFiledDocument(server, { propertyId: one, bytes, fileName: 'notes.pdf' });
    const other = await addFiledDocument(server, { propertyId: two, bytes, fileName: 'other.pdf' });
    const mail = (ids: number[]) =>
      post('send-mail', {
        propertyDocumentId: ids.map(String),
        recipents: ['Mei Ling Ong||meiling.ong@leeong.com.sg'],
        senderName: '',
        isCombineFiles: false,
      });
    await refusedWithoutEvent(mail([notes.id, other.id]), 400);
    expect(await recordedBy(server, mail([notes.id]))).toMatchObject([
      { ...actor, kind: 'document.sent', summary: 'Sent notes.pdf to Mei Ling Ong.', propertyId: one, link: '/document-upload-listing' },
    ]);
  });

  it('reads record nothing: the listing and the zip of documents', async () => {
    const caseId = await addCaseWithParties(server, jwt, 'TL/HIST/READ', false);
    const document = await addFiledDocument(server, { propertyId: caseId, bytes: await pdfOf('read'), fileName: 'read.pdf' });
    expect(
      await recordedBy(server, post('get-document-listing', { loginId: 'lawyer1', isActivityLog: false, searchText: '', pageNo: 1, pageSize: 10 })),
    ).toEqual([]);
    const zip = await recordedBy(server, async () => {
      const response = await server.post('/api/get-combineFiles', { propertyDocumentId: [String(document.id)] }, jwt);
      await response.arrayBuffer();
      return response;
    });
    expect(zip).toEqual([]);
  });
});
