import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { verifiedFirmId } from '../../src/server/db/firm-scope';
import { properties } from '../../src/server/db/schema';
import { activityRowFrom, nextActivitySequence } from '../../src/server/documents/activity-rows';
import { findEditableTemplate, insertDocumentRow } from '../../src/server/documents/document-store';
import { addCaseWithParties, getProperty, otpRequest, type DocumentJson } from './support/documents';
import { daysFromToday, json, propertyIdOf } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
let leeOng: string;
beforeAll(async () => {
  server = await startTestServer();
  [tanLim, leeOng] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
});
afterAll(() => server.close());

const call = async (path: string, body: unknown, jwt = tanLim) => json<DocumentJson & Json>(await server.post(`/api/${path}`, body, jwt));
const add = (body: Json, jwt = tanLim) => call('add-property-document', body, jwt);
const update = (body: Json, jwt = tanLim) => call('update-property-document', body, jwt);

describe('POST /api/add-property-document', () => {
  it('saves a new OTP as the ORIGINAL template, keeping only the chosen completion (weeks)', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/ADD');
    const { status, body } = await add(otpRequest(id));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      documentType: 'TEMPLATE',
      documentModule: 'otp',
      actionType: 'ORIGINAL',
      optionMoney: '10,000',
      propertyDocumentTemplate: { documentModule: 'otp', templateType: 'template1' },
      propertyDocumentMetadata: { reAddress1: '2 MARINA BOULEVARD', completionDateMode: 'week', completionDayOf: '10', completionDay: '' },
    });
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('refuses a second save of the same document (a double-clicked Save stores one)', { tags: ['postgres'] }, async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/TWICE');
    const [first, second] = await Promise.all([add(otpRequest(id)), add(otpRequest(id))]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await add(otpRequest(id))).toEqual({ status: 409, body: { errormsg: messages.documentAlreadySaved } });
    // Another module of the same case is its own document.
    expect((await add(otpRequest(id, { templateModule: 'wta' }))).status).toBe(200);
  });

  it('refuses a document until buyer, seller and both lawyers are assigned', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/PARTIES', false);
    expect(await add(otpRequest(id))).toEqual({ status: 409, body: { errormsg: messages.documentPartiesMissing } });
  });

  it('refuses a signed-on or acceptance signed-on date after today, and accepts today', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/DATES');
    const tomorrow = daysFromToday(server, 1);
    const signedLater = await add(otpRequest(id, { propertyDocument: { signedOn: tomorrow } }));
    expect(signedLater).toMatchObject({ status: 400, body: { errormsg: messages.signedOnAfterToday } });
    const acceptedLater = await add(otpRequest(id, { propertyDocument: { acceptanceSignedOn: tomorrow } }));
    expect(acceptedLater).toMatchObject({ status: 400, body: { errormsg: messages.acceptanceSignedOnAfterToday } });
    const today = daysFromToday(server, 0);
    expect((await add(otpRequest(id, { propertyDocument: { signedOn: today, expiry: tomorrow } }))).body).toMatchObject({
      signedOn: today,
      expiry: tomorrow,
    });
  });

  it('answers bad input with 400, not a stored row or a 500', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/BAD');
    expect((await add(otpRequest(id, { templateModule: 'lease' }))).status).toBe(400);
    expect((await add(otpRequest(id, { propertyDocumentMetadata: { notAField: 'x' } }))).status).toBe(400);
    expect((await add(otpRequest(id, { propertyDocument: { completionDate: '2027-02-30' } }))).status).toBe(400);
    expect((await add(otpRequest(id, { propertyDocumentMetadata: { reAddress1: 'a\u0000b' } }))).status).toBe(400);
    expect((await call('add-property-document', '{not json')).status).toBe(400);
    expect((await add(otpRequest(id))).status).toBe(200);
  });
});

describe('POST /api/update-property-document', () => {
  it('replaces the content, marks it UPDATE and makes it the newest document', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/UPDATE');
    const created = (await add(otpRequest(id))).body;
    server.clock.advance(60_000);
    const { status, body } = await update(
      otpRequest(id, {
        version: 1,
        propDocId: created.id,
        propertyDocumentMetadata: {
          reAddress1: '6 MARINA BOULEVARD',
          completionDateMode: 'date',
          completionDay: '2027-03-01',
          completionDayOf: '10',
        },
        propertyDocument: { optionMoney: '12,000' },
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: created.id, actionType: 'UPDATE', optionMoney: '12,000', signedOn: null });
    expect(body.propertyDocumentMetadata).toEqual({
      reAddress1: '6 MARINA BOULEVARD',
      completionDateMode: 'date',
      completionDay: '2027-03-01',
      completionDayOf: '',
    });
    expect(Date.parse(body.updatedDate)).toBeGreaterThan(Date.parse(created.updatedDate));
  });

  it('answers 404 for a document that is not this property’s editable template of that module', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/WRONG');
    const other = await addCaseWithParties(server, tanLim, 'TL/DOC/OTHER');
    const created = (await add(otpRequest(id))).body;
    expect((await update(otpRequest(other, { version: 1, propDocId: created.id }))).status).toBe(404);
    expect((await update(otpRequest(id, { version: 1, propDocId: created.id, templateModule: 'wta' }))).status).toBe(404);
    expect((await update(otpRequest(id, { version: 1, propDocId: 2_000_000_000 }))).status).toBe(404);
    expect((await update(otpRequest(id))).status).toBe(400);
  });
});

describe('firm scoping', () => {
  it('answers 404 to another firm for the case and its documents', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/SCOPE');
    const created = (await add(otpRequest(id))).body;
    expect((await add(otpRequest(id, { templateModule: 'wta' }), leeOng)).status).toBe(404);
    expect((await update(otpRequest(id, { version: 1, propDocId: created.id }), leeOng)).status).toBe(404);
    expect((await server.get(`/api/get-pdf/${created.id}`, leeOng)).status).toBe(404);
    expect((await call('remove-property-document', { propertyDocId: created.id }, leeOng)).status).toBe(404);
    expect((await server.get(`/api/get-property/${id}`, leeOng)).status).toBe(404);
  });

  it('needs the bearer token', async () => {
    expect((await server.post('/api/add-property-document', otpRequest(1))).status).toBe(401);
  });
});

describe('the property answers its documents', () => {
  it('lists every document newest first on get-property', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/LIST');
    const otp = (await add(otpRequest(id))).body;
    server.clock.advance(1_000);
    const s65 = (await add(otpRequest(id, { templateModule: 's65' }))).body;
    server.clock.advance(1_000);
    await update(otpRequest(id, { version: 1, propDocId: otp.id }));
    const property = await getProperty(server, id, tanLim);
    expect(property.propertyDocument.map((document) => [document.id, document.actionType])).toEqual([
      [otp.id, 'UPDATE'],
      [s65.id, 'ORIGINAL'],
    ]);
    expect(property).toMatchObject({ s65SellerLawyerSigned: false, s65BuyerLawyerSigned: false });
  });

  it('opens the demo Sail case with its OTP already saved, filled from the case', async () => {
    const property = await getProperty(server, await propertyIdOf(server, 'PCN-2026-000101'), tanLim);
    const [otp] = property.propertyDocument.filter((document) => document.documentModule === 'otp');
    expect(otp).toMatchObject({
      documentType: 'TEMPLATE',
      actionType: 'ORIGINAL',
      optionMoney: '10,000',
      propertyDocumentMetadata: {
        reAddress1: '2 MARINA BOULEVARD',
        reAddress2: '#32-07 THE SAIL @ MARINA BAY',
        reAddress3: 'SINGAPORE 018987',
        optionMoney: '10,000',
        vendorSolicitors: 'Tan & Lim LLP',
        vendorName: 'Marina Bay Holdings Pte. Ltd.',
        acceptancePurchaser: 'Muhammad Faizal bin Ismail',
      },
    });
  });
});

// Tagged postgres: the test drives a transaction itself, on a pooled connection of its own there.
describe('activity rows (what print and send record)', { tags: ['postgres'] }, () => {
  it('copies the template with its own file and numbers the copies of a module in turn', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/DOC/PRINTS');
    const saved = (await add(otpRequest(id))).body;
    const stored = await server.db.transaction(async (tx) => {
      const [property] = await tx.select({ firmId: properties.firmId }).from(properties).where(eq(properties.id, id));
      const firm = verifiedFirmId(property?.firmId ?? 0);
      const template = await findEditableTemplate(tx, firm, id, 'otp', 'template1');
      if (!template) throw new Error('no template');
      expect(await nextActivitySequence(tx, firm, id, 'otp')).toBe(1);
      const print = {
        actionType: 'PRINT' as const,
        fileName: 'OTP_01NOV2026_template1_1.pdf',
        filePath: 'documents/x.pdf',
        fileSize: 10,
        createdBy: 1,
        at: new Date(),
      };
      const row = await insertDocumentRow(tx, activityRowFrom(template, print));
      expect(await nextActivitySequence(tx, firm, id, 'otp')).toBe(2);
      expect(await nextActivitySequence(tx, firm, id, 'wta')).toBe(1);
      // Printing does not change which document the editor opens.
      expect((await findEditableTemplate(tx, firm, id, 'otp', 'template1'))?.id).toBe(template.id);
      return row;
    });
    expect(stored).toMatchObject({ actionType: 'PRINT', sourceDocumentId: saved.id, optionMoney: '10,000', documentType: 'TEMPLATE' });
    // The row names a file the store does not have; the editable template has none at all.
    expect((await server.get(`/api/get-pdf/${stored.id}`, tanLim)).status).toBe(404);
    expect((await server.get(`/api/get-pdf/${saved.id}`, tanLim)).status).toBe(404);
  });
});
