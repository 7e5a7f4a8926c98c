import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntryNames } from '../../src/domain/documents/centre/download-names';
import { messages } from '../../src/domain/messages';
import { propertyDocuments, type PropertyDocumentRow } from '../../src/server/db/schema';
import { addSaleProperty } from './support/contacts';
import { addFiledDocument, controlNoOf, pdfOf, pdfSized } from './support/document-centre';
import { propertyIdOf } from './support/properties';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
});
afterAll(() => server.close());

const combine = (ids: unknown[], jwt = lawyer1) => server.post('/api/get-combineFiles', { propertyDocumentId: ids }, jwt);
const idsOf = (rows: PropertyDocumentRow[]) => rows.map((row) => String(row.id));
const named = (rows: PropertyDocumentRow[]) => rows.map((row) => ({ ...row, updatedDate: row.updatedAt.toISOString() }));

async function errormsgOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { errormsg?: string }).errormsg;
}

describe('POST /api/get-combineFiles', () => {
  it('answers {propertyControlNo}.zip whose entries are the stored files byte for byte, named as the seed names them', async () => {
    const caseId = await addSaleProperty(server, lawyer1, { lawfirmRefNo: 'TL/DC/ZIP' });
    const day = new Date('2030-03-04T02:00:00Z');
    const rows = [
      await addFiledDocument(server, { propertyId: caseId, bytes: await pdfOf('first'), updatedAt: day }),
      await addFiledDocument(server, { propertyId: caseId, bytes: await pdfOf('second'), updatedAt: day }),
      await addFiledDocument(server, {
        propertyId: caseId,
        bytes: new TextEncoder().encode('a,b\n1,2\n'),
        fileExtension: 'csv',
        documentModule: 'wta',
        updatedAt: day,
      }),
    ];
    const response = await combine(idsOf(rows));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toContain(`attachment; filename="${await controlNoOf(server, caseId)}.zip"`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');

    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = zipEntryNames(named(rows));
    expect(names).toEqual(['OTHER_04MAR2030_UPLOAD-1.pdf', 'OTHER_04MAR2030_UPLOAD-2.pdf', 'WTA_04MAR2030_UPLOAD.csv']);
    expect(Object.keys(entries)).toEqual(names);
    for (const [index, row] of rows.entries()) {
      const stored = new Uint8Array(await (await server.get(`/api/get-pdf/${row.id}`, lawyer1)).arrayBuffer());
      expect(entries[names[index] ?? '']).toEqual(stored);
    }
  });

  it("refuses documents of different cases with the seed's message", async () => {
    const one = await addFiledDocument(server, { propertyId: await propertyIdOf(server, 'PCN-2026-000101'), bytes: await pdfOf('one') });
    const other = await addFiledDocument(server, { propertyId: await propertyIdOf(server, 'PCN-2026-000102'), bytes: await pdfOf('two') });
    const response = await combine(idsOf([one, other]));
    expect(response.status).toBe(400);
    expect(await errormsgOf(response)).toBe(messages.selectSameProperty);
  });

  it('takes 9,999,999 bytes in all and refuses 10,000,000', async () => {
    const caseId = await addSaleProperty(server, lawyer1, { lawfirmRefNo: 'TL/DC/ZIP/SIZE' });
    const half = await addFiledDocument(server, { propertyId: caseId, bytes: pdfSized(5_000_000) });
    const under = await addFiledDocument(server, { propertyId: caseId, bytes: pdfSized(4_999_999) });
    const exact = await addFiledDocument(server, { propertyId: caseId, bytes: pdfSized(5_000_000) });

    const allowed = await combine(idsOf([half, under]));
    expect(allowed.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await allowed.arrayBuffer()));
    expect(Object.values(entries).map((bytes) => bytes.byteLength)).toEqual([5_000_000, 4_999_999]);

    const refused = await combine(idsOf([half, exact]));
    expect(refused.status).toBe(400);
    expect(await errormsgOf(refused)).toBe(messages.bulkOverLimit);
  });

  it("answers 404 for another firm's document, a document without a file or an unknown id", async () => {
    const tanLimDoc = await addFiledDocument(server, { propertyId: await propertyIdOf(server, 'PCN-2026-000101'), bytes: await pdfOf('ours') });
    const leeOngDoc = await addFiledDocument(server, { propertyId: await propertyIdOf(server, 'PCN-2026-000202'), bytes: await pdfOf('theirs') });
    expect((await combine(idsOf([tanLimDoc]), lawyer2)).status).toBe(404);
    expect((await combine(idsOf([tanLimDoc, leeOngDoc]))).status).toBe(404);
    expect((await combine(idsOf([leeOngDoc]), lawyer2)).status).toBe(200);

    const sail = await propertyIdOf(server, 'PCN-2026-000101');
    const template = await addFiledDocument(server, { propertyId: sail, bytes: await pdfOf('template') });
    await server.db.update(propertyDocuments).set({ filePath: null }).where(eq(propertyDocuments.id, template.id));
    expect((await combine([String(template.id)])).status).toBe(404);
    expect((await combine(['2000000000'])).status).toBe(404);
  });

  it('answers 400 with a message for ids that are not ids, none, or too many', async () => {
    for (const ids of [[], ['abc'], ['-1'], ['0'], [1.5], Array.from({ length: 101 }, (_, index) => String(index + 1))]) {
      const response = await combine(ids);
      expect(response.status).toBe(400);
      expect(await errormsgOf(response)).toEqual(expect.any(String));
    }
    expect((await server.post('/api/get-combineFiles', { propertyDocumentId: ['1'] })).status).toBe(401);
  });
});
