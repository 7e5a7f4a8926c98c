import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_UPLOAD_MAX_BYTES } from '../../src/domain/documents/uploads';
import { messages } from '../../src/domain/messages';
import { verifiedFirmId } from '../../src/server/db/firm-scope';
import { properties } from '../../src/server/db/schema';
import { storeSignedUpload } from '../../src/server/documents/signed-uploads';
import { createFileStore } from '../../src/server/services/files/file-store';
import {
  addCaseWithParties,
  addUserUpload,
  documentForm,
  getProperty,
  markDssSigned,
  postForm,
  signedScan,
  type DocumentJson,
  type FilePart,
} from './support/documents';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
let leeOng: string;
let pdf: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  server = await startTestServer();
  [tanLim, leeOng, pdf] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2'), signedScan()]);
});
afterAll(() => server.close());

const file = (bytes = pdf, name = 'signed.pdf'): FilePart => ({ bytes, name });

async function upload(fields: Record<string, string | FilePart | undefined>, jwt = tanLim) {
  return json<DocumentJson[] & Json>(await postForm(server, 'upload-signed-document', documentForm(fields), jwt));
}
async function uploadS65(fields: Record<string, string | FilePart | undefined>, jwt = tanLim) {
  return json<DocumentJson[] & Json>(await postForm(server, 'upload-s65-signed-document', documentForm(fields), jwt));
}
const removeCopy = async (body: Json, jwt = tanLim) => json(await server.post('/api/remove-property-document-template', body, jwt));

async function storedSignedFiles(): Promise<string[]> {
  try {
    return await readdir(path.join(server.config.filesDir ?? '', 'signed'));
  } catch {
    return [];
  }
}

describe('POST /api/upload-signed-document (OTP and WTA)', () => {
  it('stores a signed OTP, which get-pdf then returns byte for byte as SIGNED.pdf', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/UP/SIGNED');
    const { status, body } = await upload({ propId: String(id), documentModule: 'otp', signedFile: file() });
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({
        documentType: 'UPLOAD',
        documentModule: 'otp',
        uploadType: 'SIGNED',
        actionType: 'UPLOAD',
        fileName: 'SIGNED.pdf',
        fileSize: pdf.byteLength,
      }),
    ]);

    const download = await server.get(`/api/get-pdf/${body[0]?.id}`, tanLim);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    expect(download.headers.get('Content-Disposition')).toContain('attachment; filename="SIGNED.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    expect((await server.get(`/api/get-pdf/${body[0]?.id}`, leeOng)).status).toBe(404);
  });

  it('refuses bytes that are not a PDF even when the name ends in .pdf, and stores nothing', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/UP/NOTPDF');
    const before = await storedSignedFiles();
    const notPdf = new TextEncoder().encode('<html>not a pdf</html>');
    expect(await upload({ propId: String(id), documentModule: 'otp', signedFile: file(notPdf, 'contract.pdf') })).toMatchObject({
      status: 400,
      body: { errormsg: messages.signedUploadNotPdf },
    });
    expect(await storedSignedFiles()).toEqual(before);
    expect((await getProperty(server, id, tanLim)).propertyDocument).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/UP/LARGE');
    const large = new Uint8Array(SIGNED_UPLOAD_MAX_BYTES + 1);
    large.set(pdf);
    expect(await upload({ propId: String(id), documentModule: 'wta', signedFile: file(large) })).toMatchObject({
      status: 400,
      body: { errormsg: messages.signedUploadTooLarge },
    });
  });

  it('needs at least one file', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/UP/NONE');
    expect(await upload({ propId: String(id), documentModule: 'otp' })).toMatchObject({ status: 400, body: { errormsg: messages.fileNotSelected } });
    expect((await upload({ propId: String(id), documentModule: 'otp', signedFile: file(new Uint8Array(0), '') })).status).toBe(400);
  });

  it('takes the acceptance copy only after a signed OTP, or with it in the same upload', async () => {
    const first = await addCaseWithParties(server, tanLim, 'TL/UP/ACCEPT1');
    expect(await upload({ propId: String(first), documentModule: 'otp', acceptanceSignedFile: file() })).toMatchObject({
      status: 409,
      body: { errormsg: messages.acceptanceNeedsSignedOtp },
    });
    const both = await upload({ propId: String(first), documentModule: 'otp', signedFile: file(), acceptanceSignedFile: file() });
    expect(both.status).toBe(200);
    expect(both.body.map((row) => [row.uploadType, row.fileName])).toEqual([
      ['SIGNED', 'SIGNED.pdf'],
      ['ACCEPTANCE', 'ACCEPTANCE.pdf'],
    ]);

    const later = await addCaseWithParties(server, tanLim, 'TL/UP/ACCEPT2');
    expect((await upload({ propId: String(later), documentModule: 'otp', signedFile: file() })).status).toBe(200);
    expect((await upload({ propId: String(later), documentModule: 'otp', acceptanceSignedFile: file() })).status).toBe(200);
  });

  it('keeps one copy of each kind: a second needs the first deleted', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/UP/SECOND');
    expect((await upload({ propId: String(id), documentModule: 'wta', signedFile: file() })).status).toBe(200);
    expect(await upload({ propId: String(id), documentModule: 'wta', signedFile: file() })).toMatchObject({
      status: 409,
      body: { errormsg: messages.signedCopyExists },
    });
    // The OTP's signed copy is another document's.
    expect((await upload({ propId: String(id), documentModule: 'otp', signedFile: file() })).status).toBe(200);
  });

  it('answers 400 for a WTA acceptance copy or a bad form, and 404 for another firm’s case', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/UP/FORM');
    expect((await upload({ propId: String(id), documentModule: 'wta', acceptanceSignedFile: file() })).status).toBe(400);
    expect((await upload({ propId: 'abc', documentModule: 'otp', signedFile: file() })).status).toBe(400);
    expect((await upload({ propId: String(id), documentModule: 's65', signedFile: file() })).status).toBe(400);
    expect((await server.post('/api/upload-signed-document', { propId: id }, tanLim)).status).toBe(400);
    expect((await upload({ propId: String(id), documentModule: 'otp', signedFile: file() }, leeOng)).status).toBe(404);
  });
});

describe('storing signed copies', () => {
  it('removes the files it wrote when the database refuses the rows', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/UP/ROLLBACK');
    const [property] = await server.db.select({ firmId: properties.firmId }).from(properties).where(eq(properties.id, id));
    const dir = await mkdtemp(path.join(tmpdir(), 'cw-rollback-'));
    try {
      const files = createFileStore(dir);
      // No such user: the created_by foreign key fails the insert after both files were written.
      const author = { firmId: verifiedFirmId(property?.firmId ?? 0), userPk: 2_000_000_000 };
      const upload = {
        target: { id },
        module: 'otp' as const,
        files: [
          { uploadType: 'SIGNED' as const, signedBy: null, bytes: pdf },
          { uploadType: 'ACCEPTANCE' as const, signedBy: null, bytes: pdf },
        ],
      };
      await expect(storeSignedUpload({ db: server.db, files }, author, upload, new Date())).rejects.toThrow();
      expect(await readdir(path.join(dir, 'signed'))).toEqual([]);
      expect((await getProperty(server, id, tanLim)).propertyDocument).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/upload-s65-signed-document', () => {
  it('refuses the buyer’s lawyer’s copy before the seller’s, then takes it', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/S65/ORDER');
    expect(await uploadS65({ propId: String(id), documentModule: 's65', signedFileBuyerLawyers: file() })).toMatchObject({
      status: 409,
      body: { errormsg: messages.buyerLawyerSignsAfterSeller },
    });
    const seller = await uploadS65({ propId: String(id), documentModule: 's65', signedFileSellerLawyers: file() });
    expect(seller.body).toEqual([expect.objectContaining({ uploadType: 'SIGNED', signedBy: 'SELLERLAWYER', documentModule: 's65' })]);
    expect((await uploadS65({ propId: String(id), documentModule: 's65', signedFileBuyerLawyers: file() })).body).toEqual([
      expect.objectContaining({ signedBy: 'BUYERLAWYER' }),
    ]);
    expect(await uploadS65({ propId: String(id), documentModule: 's65', signedFileSellerLawyers: file() })).toMatchObject({
      status: 409,
      body: { errormsg: messages.signedCopyExists },
    });
  });

  it('takes both copies in one request, and a commonFile naming the case by its control number', async () => {
    const both = await addCaseWithParties(server, tanLim, 'TL/S65/BOTH');
    const reply = await uploadS65({ propId: String(both), documentModule: 's65', signedFileSellerLawyers: file(), signedFileBuyerLawyers: file() });
    expect(reply.body.map((row) => row.signedBy)).toEqual(['SELLERLAWYER', 'BUYERLAWYER']);

    const byRef = await addCaseWithParties(server, tanLim, 'TL/S65/REF');
    const { propertyRefNo } = await getProperty(server, byRef, tanLim);
    const common = await uploadS65({ propertyRefNo: String(propertyRefNo), documentModule: 's65', signedBy: 'SELLERLAWYER', commonFile: file() });
    expect(common.status).toBe(200);
    expect((await getProperty(server, byRef, tanLim)).propertyDocument).toEqual([expect.objectContaining({ signedBy: 'SELLERLAWYER' })]);
    expect(
      (await uploadS65({ propertyRefNo: String(propertyRefNo), documentModule: 's65', signedBy: 'BUYERLAWYER', commonFile: file() }, leeOng)).status,
    ).toBe(404);
    expect((await uploadS65({ propertyRefNo: String(propertyRefNo), documentModule: 's65', commonFile: file() })).status).toBe(400);
  });
});

describe('POST /api/remove-property-document-template', () => {
  it('removes a signed copy and its file; the acceptance copy must go before the signed OTP', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/RM/OTP');
    const [signed, acceptance] = (await upload({ propId: String(id), documentModule: 'otp', signedFile: file(), acceptanceSignedFile: file() })).body;
    const filesBefore = (await storedSignedFiles()).length;
    expect(await removeCopy({ propertyId: id, propDocId: signed?.id })).toEqual({
      status: 409,
      body: { errormsg: messages.removeAcceptanceSignedFile },
    });
    expect(await removeCopy({ propertyId: id, propDocId: acceptance?.id })).toEqual({ status: 200, body: true });
    expect(await removeCopy({ propertyId: id, propDocId: signed?.id })).toEqual({ status: 200, body: true });
    expect((await storedSignedFiles()).length).toBe(filesBefore - 2);
    expect((await getProperty(server, id, tanLim)).propertyDocument).toEqual([]);
    expect((await server.get(`/api/get-pdf/${signed?.id}`, tanLim)).status).toBe(404);
  });

  it('keeps the seller’s S.65 copy while the buyer’s exists, and never removes a DSS-signed copy', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/RM/S65');
    const [seller, buyer] = (
      await uploadS65({ propId: String(id), documentModule: 's65', signedFileSellerLawyers: file(), signedFileBuyerLawyers: file() })
    ).body;
    expect(await removeCopy({ propertyId: id, propertyDocId: seller?.id })).toEqual({
      status: 409,
      body: { errormsg: messages.removeBuyerLawyerSignedFile },
    });
    await markDssSigned(server, buyer?.id ?? 0);
    expect(await removeCopy({ propertyId: id, propertyDocId: buyer?.id })).toEqual({
      status: 409,
      body: { errormsg: messages.signedFileIsDssSigned },
    });
  });

  it('answers 404 for a document that is not a signed copy of that case, and for another firm', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/RM/WHICH');
    const other = await addCaseWithParties(server, tanLim, 'TL/RM/OTHER');
    const [signed] = (await upload({ propId: String(id), documentModule: 'wta', signedFile: file() })).body;
    expect((await removeCopy({ propertyId: other, propDocId: signed?.id })).status).toBe(404);
    expect((await removeCopy({ propertyId: id, propDocId: signed?.id }, leeOng)).status).toBe(404);
    expect((await removeCopy({ propertyId: id })).status).toBe(400);
  });
});

describe('POST /api/remove-property-document', () => {
  it('deletes only the user’s own uploads', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/RM/COMMON');
    const [signed] = (await upload({ propId: String(id), documentModule: 'otp', signedFile: file() })).body;
    expect(await json(await server.post('/api/remove-property-document', { propertyDocId: signed?.id }, tanLim))).toEqual({
      status: 409,
      body: { errormsg: messages.cannotDeleteSystemDocument },
    });
    const common = await addUserUpload(server, id);
    expect(await json(await server.post('/api/remove-property-document', { propertyDocId: common }, leeOng))).toMatchObject({ status: 404 });
    expect(await json(await server.post('/api/remove-property-document', { propertyDocId: common }, tanLim))).toEqual({ status: 200, body: true });
    expect((await getProperty(server, id, tanLim)).propertyDocument.map((document) => document.id)).toEqual([signed?.id]);
  });
});

describe('the derived S.65 signed flags', () => {
  it('turn true for each lawyer once a DSS-signed copy by them exists, not for a plain upload', async () => {
    const id = await addCaseWithParties(server, tanLim, 'TL/FLAGS');
    const [seller, buyer] = (
      await uploadS65({ propId: String(id), documentModule: 's65', signedFileSellerLawyers: file(), signedFileBuyerLawyers: file() })
    ).body;
    expect(await getProperty(server, id, tanLim)).toMatchObject({ s65SellerLawyerSigned: false, s65BuyerLawyerSigned: false });
    await markDssSigned(server, seller?.id ?? 0);
    expect(await getProperty(server, id, tanLim)).toMatchObject({ s65SellerLawyerSigned: true, s65BuyerLawyerSigned: false });
    await markDssSigned(server, buyer?.id ?? 0);
    const property = await getProperty(server, id, tanLim);
    expect(property).toMatchObject({ s65SellerLawyerSigned: true, s65BuyerLawyerSigned: true });
    expect(property.propertyDocument.every((document) => document.dssSigned)).toBe(true);
  });
});
