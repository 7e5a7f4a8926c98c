import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { createFileStore } from '../../src/server/services/files/file-store';
import { addSaleProperty } from './support/contacts';
import { addFiledDocument, pdfOf } from './support/document-centre';
import { startTestServer, type TestServer } from './support/start-test-server';

/*
 * A document whose file has gone from the store (a disk restored from an older copy, a file removed by hand):
 * the zip of the case's documents is refused before a byte of it is sent, naming the document, instead of a 200
 * whose download breaks off half-way.
 */
let server: TestServer;
let lawyer1: string;
beforeAll(async () => {
  server = await startTestServer();
  lawyer1 = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

describe('POST /api/get-combineFiles with a file missing from the store', () => {
  it('answers 404 naming the document, and no zip', async () => {
    const caseId = await addSaleProperty(server, lawyer1, { lawfirmRefNo: 'TL/DC/ZIP/GONE' });
    const kept = await addFiledDocument(server, { propertyId: caseId, bytes: await pdfOf('kept'), fileName: 'Kept letter.pdf' });
    const gone = await addFiledDocument(server, { propertyId: caseId, bytes: await pdfOf('gone'), fileName: 'Signed OTP.pdf' });
    const store = createFileStore(server.config.filesDir);
    await store.remove(gone.filePath ?? '');

    const response = await server.post('/api/get-combineFiles', { propertyDocumentId: [String(kept.id), String(gone.id)] }, lawyer1);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ errormsg: messages.documentFileMissing('Signed OTP.pdf') });
  });

  it('still zips the documents whose files are there', async () => {
    const caseId = await addSaleProperty(server, lawyer1, { lawfirmRefNo: 'TL/DC/ZIP/KEPT' });
    const kept = await addFiledDocument(server, { propertyId: caseId, bytes: await pdfOf('kept') });
    const response = await server.post('/api/get-combineFiles', { propertyDocumentId: [String(kept.id)] }, lawyer1);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    await response.arrayBuffer();
  });
});

describe('the file store', () => {
  it('tells whether a stored file is there, without reading it', async () => {
    const store = createFileStore(server.config.filesDir);
    const stored = await store.write('uploads', 'there', 'pdf', new Uint8Array([1, 2, 3]));
    expect(await store.exists(stored)).toBe(true);
    await store.remove(stored);
    expect(await store.exists(stored)).toBe(false);
    // Not a path this store makes: never resolved against the directory.
    expect(await store.exists('../../etc/passwd')).toBe(false);
    expect(await store.exists('uploads')).toBe(false);
  });
});
