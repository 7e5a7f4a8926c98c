import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { addCaseWithParties, documentForm, postForm, signedScan } from './support/documents';
import { json } from './support/properties';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
let jwt: string;
let propertyId: number;
beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  propertyId = await addCaseWithParties(server, jwt, 'TL/UPLOAD/1');
});
afterAll(() => server.close());

const encode = (text: string) => new TextEncoder().encode(text);

async function uploadSigned(bytes: Uint8Array<ArrayBuffer>) {
  const form = documentForm({ propId: String(propertyId), documentModule: 'otp', signedFile: { bytes, name: 'signed.pdf' } });
  return json(await postForm(server, 'upload-signed-document', form, jwt));
}

describe('a signed copy must really be a PDF', () => {
  it('refuses an HTML page that carries %PDF- after its first byte (an HTML/PDF polyglot)', async () => {
    const polyglot = encode('<html><script>alert(localStorage.jwt)</script>\n%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');
    expect(await uploadSigned(polyglot)).toMatchObject({ status: 400, body: { errormsg: messages.signedUploadNotPdf } });
  });

  it('refuses a file that starts with %PDF- but is not a document a reader can open', async () => {
    const fake = encode('%PDF-1.7\n<html><body>not a pdf</body></html>');
    expect(await uploadSigned(fake)).toMatchObject({ status: 400, body: { errormsg: messages.signedUploadNotPdf } });
  });

  it('takes a real one-page PDF', async () => {
    expect((await uploadSigned(await signedScan('signed by the buyer'))).status).toBe(200);
  });
});
