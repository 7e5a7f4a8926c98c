import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDisplayTimestamp } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { verifiedFirmId } from '../../src/server/db/firm-scope';
import { users } from '../../src/server/db/schema';
import { createFileStore } from '../../src/server/services/files/file-store';
import { settleDueSignings } from '../../src/server/services/signing/start-signing';
import { getProperty, savedDocumentId, signedScan, uploadS65Copy, type DocumentJson } from './support/documents';
import { pdfText } from './support/pdf-text';
import { propertyIdOf } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let firmId: ReturnType<typeof verifiedFirmId>;

beforeAll(async () => {
  server = await startTestServer();
  lawyer1 = await server.tokenFor('lawyer1');
  const [user] = await server.db.select({ firmId: users.firmId }).from(users).where(eq(users.userId, 'lawyer1'));
  firmId = verifiedFirmId(user?.firmId ?? 0);
});
afterAll(() => server.close());

const settle = (propertyId: number) =>
  settleDueSignings(
    { db: server.db, files: createFileStore(server.config.filesDir), clock: server.clock, config: server.config },
    firmId,
    propertyId,
  );

const signBody = (propertyId: number, documentId: number, signingParty: string[]): Json => ({
  arranger: 'Tan Wei Ming',
  signingParty,
  documents: [{ propertyDocumentId: documentId, fileName: 'S65.pdf' }],
  transactionId: '',
  propertyId,
  loggedInUser: 'lawyer1',
});

async function sign(body: Json, jwt = lawyer1) {
  const response = await server.post('/api/dss/sign-with-dss', body, jwt);
  return { status: response.status, body: (await response.json()) as unknown };
}

const s65Copies = async (propertyId: number): Promise<DocumentJson[]> =>
  (await getProperty(server, propertyId, lawyer1)).propertyDocument.filter(
    (document) => document.documentType === 'UPLOAD' && document.documentModule === 's65' && document.uploadType === 'SIGNED',
  );

async function copyText(documentId: number): Promise<string> {
  const response = await server.get(`/api/get-pdf/${documentId}`, lawyer1);
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).text;
}

describe('POST /api/dss/sign-with-dss and the signing simulator', () => {
  let duxton: number;
  let s65Id: number;

  beforeAll(async () => {
    duxton = await propertyIdOf(server, 'PCN-2026-000106');
    s65Id = await savedDocumentId(server, lawyer1, duxton, 's65', { s65McstNo: '4321', s65McstMaName: 'DUXTON MANAGING AGENT' });
  });

  it("signs only the property's saved S.65 (404 for anything else or another firm's lawyer)", async () => {
    const otpId = await savedDocumentId(server, lawyer1, duxton, 'otp', {});
    expect((await sign(signBody(duxton, otpId, ['SELLERLAWYER']))).status).toBe(404);
    expect((await sign(signBody(await propertyIdOf(server, 'PCN-2026-000101'), s65Id, ['SELLERLAWYER']))).status).toBe(404);
    expect((await sign(signBody(duxton, s65Id, ['SELLERLAWYER']), await server.tokenFor('lawyer2'))).status).toBe(404);
    expect((await sign({ ...signBody(duxton, s65Id, ['SELLERLAWYER']), documents: [] })).status).toBe(400);
  });

  it('queues both lawyers and answers the submission; asking again while it is pending answers the same one', async () => {
    const first = await sign(signBody(duxton, s65Id, ['SELLERLAWYER', 'BUYERLAWYER']));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject([{ status: 'SUBMITTED' }]);
    expect(JSON.stringify(first.body)).toMatch(/"transactionId":"DSS-/);
    const again = await sign(signBody(duxton, s65Id, ['SELLERLAWYER', 'BUYERLAWYER']));
    expect(again).toEqual(first);
    expect(await s65Copies(duxton)).toEqual([]);
  });

  it('brings back DSS-signed copies once the delay has passed, stamped in signing order, and the property reads as signed', async () => {
    expect(await settle(duxton)).toBe(0);
    server.clock.advance(server.config.dssSignDelayMs - 1);
    expect(await settle(duxton)).toBe(0);
    server.clock.advance(1);
    const signedAt = toDisplayTimestamp(new Date(server.clock.nowMs()).toISOString());
    expect(await settle(duxton)).toBe(1);
    expect(await settle(duxton)).toBe(0);

    const copies = await s65Copies(duxton);
    expect(copies).toHaveLength(2);
    const seller = copies.find((copy) => copy.signedBy === 'SELLERLAWYER');
    const buyer = copies.find((copy) => copy.signedBy === 'BUYERLAWYER');
    expect(seller?.dssSigned).toBe(true);
    expect(buyer?.dssSigned).toBe(true);
    const property = await getProperty(server, duxton, lawyer1);
    expect(property.s65SellerLawyerSigned).toBe(true);
    expect(property.s65BuyerLawyerSigned).toBe(true);

    const sellerStamp = `Digitally signed by Daniel Koh (Seller's Lawyer) through DSS on ${signedAt}`;
    const buyerStamp = `Digitally signed by Wei Ming Tan (Buyer's Lawyer) through DSS on ${signedAt}`;
    const sellerText = await copyText(seller?.id ?? 0);
    expect(sellerText).toContain('Strata Title Plan No. 4321');
    expect(sellerText).toContain(sellerStamp);
    expect(sellerText).not.toContain(buyerStamp);
    expect(await copyText(buyer?.id ?? 0)).toContain(`${sellerStamp} ${buyerStamp}`);
  });

  it('refuses to sign again once both have signed, and the DSS-signed copies cannot be removed', async () => {
    const again = await sign(signBody(duxton, s65Id, []));
    expect(again).toMatchObject({ status: 409, body: { errormsg: messages.noSignedCopyToSign } });
    const [copy] = await s65Copies(duxton);
    const removed = await server.post('/api/remove-property-document-template', { propertyId: duxton, propertyDocId: copy?.id }, lawyer1);
    expect(removed.status).toBe(409);
  });
});

describe('the signing order', () => {
  let sail: number;
  let s65Id: number;

  beforeAll(async () => {
    sail = await propertyIdOf(server, 'PCN-2026-000101');
    s65Id = await savedDocumentId(server, lawyer1, sail, 's65', {});
  });

  it("refuses the buyer's lawyer before the seller's lawyer has signed", async () => {
    const refused = await sign(signBody(sail, s65Id, ['BUYERLAWYER']));
    expect(refused).toMatchObject({ status: 409, body: { errormsg: messages.buyerLawyerSignsAfterSeller } });
  });

  it('keeps a copy the lawyer uploaded meanwhile instead of adding a DSS one', async () => {
    expect((await sign(signBody(sail, s65Id, ['SELLERLAWYER']))).status).toBe(200);
    expect((await uploadS65Copy(server, lawyer1, sail, 'SELLERLAWYER', await signedScan('Signed by hand'))).status).toBe(200);
    server.clock.advance(server.config.dssSignDelayMs);
    expect(await settle(sail)).toBe(1);

    const copies = await s65Copies(sail);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.dssSigned).toBe(false);
    expect((await getProperty(server, sail, lawyer1)).s65SellerLawyerSigned).toBe(false);
  });
});
