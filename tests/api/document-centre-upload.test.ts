import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import type { ServerType } from '@hono/node-server';
import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { listen } from '../../src/server/http/listen';
import { addSaleProperty } from './support/contacts';
import { listDocuments, makeActive, pdfOf, pdfSized, postUpload, uploadForm, type DocumentItem, type UploadPart } from './support/document-centre';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
/** An active case of Tan & Lim made for these tests, and Lee & Ong's active demo case. */
let ours: string;
const THEIRS = 'PCN-2026-000202';
const CASE_REF = 'TL/DC/UPLOAD';

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  ours = await makeActive(server, await addSaleProperty(server, lawyer1, { lawfirmRefNo: CASE_REF }));
});
afterAll(() => server.close());

type Reply = Json & { message?: string; documents?: DocumentItem[]; errormsg?: string };

async function upload(parts: UploadPart[], options: { key?: string; jwt?: string } = {}): Promise<{ status: number; body: Reply }> {
  const response = await postUpload(server, options.jwt ?? lawyer1, uploadForm(parts), options.key);
  return { status: response.status, body: (await response.json()) as Reply };
}

const listed = async () => (await listDocuments(server, lawyer1, { searchText: CASE_REF, pageSize: 50 })).body;
const storedUploads = async () =>
  (await readdir(path.join(server.config.filesDir ?? '', 'uploads')).catch(() => [])).filter((name) => !name.startsWith('.'));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const DOCX = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') });
const HTML = strToU8('<!doctype html><script>alert(1)</script>');

describe('POST /api/multi-upload-document', () => {
  it('stores each file as a COMMON upload of its case and type, answering them as the listing shows them', async () => {
    const pdf = await pdfOf('scan');
    const { status, body } = await upload([
      { bytes: pdf, name: 'Signed OTP.pdf', docModule: 'otp', propControlNo: ours },
      { bytes: DOCX, name: 'notes.docx', docModule: 'OTHER', propControlNo: ours },
      { bytes: PNG, name: 'site photo.png', docModule: 's65', propControlNo: ours },
    ]);
    expect(status).toBe(200);
    expect(body.message).toBe(messages.uploadDone(3));
    expect(body.documents?.map((document) => [document.fileName, document.fileExtension, document.documentModule, document.size])).toEqual([
      ['Signed OTP.pdf', 'pdf', 'otp', pdf.byteLength],
      ['notes.docx', 'docx', 'other', DOCX.byteLength],
      ['site photo.png', 'png', 's65', PNG.byteLength],
    ]);
    expect(body.documents?.[0]).toMatchObject({
      propertyControlNo: ours,
      lawfirmRefNo: CASE_REF,
      documentType: 'UPLOAD',
      uploadType: 'COMMON',
      actionType: 'UPLOAD',
      createdBy: 'lawyer1',
    });

    const inListing = (await listed()).records.filter((record) => body.documents?.some((document) => document.id === record.id));
    expect(inListing).toHaveLength(3);
    expect(inListing).toEqual(expect.arrayContaining(body.documents ?? []));
    const download = await server.get(`/api/get-pdf/${body.documents?.[1]?.id}`, lawyer1);
    expect(download.headers.get('Content-Disposition')).toContain('filename="notes.docx"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(DOCX);
  });

  it('takes a file of 10,000,000 bytes and refuses 10,000,001 with the message naming the file', async () => {
    expect((await upload([{ bytes: pdfSized(10_000_000), name: 'big.pdf', propControlNo: ours }])).status).toBe(200);
    expect(await upload([{ bytes: pdfSized(10_000_001), name: 'bigger.pdf', propControlNo: ours }])).toMatchObject({
      status: 400,
      body: { errormsg: messages.uploadFileTooLarge('bigger.pdf') },
    });
  });

  it('judges the type by content: a page named x.pdf, an unknown type or text with NUL bytes is refused', async () => {
    for (const [bytes, name] of [
      [HTML, 'x.pdf'],
      [PNG, 'photo.docx'],
      [strToU8('MZ program'), 'setup.exe'],
      [new Uint8Array([0x61, 0, 0x62]), 'notes.txt'],
      [new Uint8Array([0xc3, 0x28]), 'names.csv'],
    ] as const) {
      expect(await upload([{ bytes: new Uint8Array(bytes), name, propControlNo: ours }])).toMatchObject({
        status: 400,
        body: { errormsg: messages.uploadTypeNotAccepted(name) },
      });
    }
    expect((await upload([{ bytes: strToU8('ref,amount\nA1,10\n'), name: 'fees.CSV', propControlNo: ours }])).status).toBe(200);
    expect((await upload([{ bytes: strToU8('ID3\u0004\u0000rest'), name: 'call.mp3', propControlNo: ours }])).status).toBe(200);
  });

  it('stores nothing when one file of three is refused', async () => {
    const before = { listed: (await listed()).recordCount, files: await storedUploads() };
    const reply = await upload([
      { bytes: await pdfOf('one'), name: 'one.pdf', propControlNo: ours },
      { bytes: PNG, name: 'two.png', propControlNo: ours },
      { bytes: HTML, name: 'three.pdf', propControlNo: ours },
    ]);
    expect(reply).toMatchObject({ status: 400, body: { errormsg: messages.uploadTypeNotAccepted('three.pdf') } });
    expect((await listed()).recordCount).toBe(before.listed);
    expect(await storedUploads()).toEqual(before.files);
  });

  it('stores nothing, and removes the files it wrote, when a case is not one of the firm’s active cases', async () => {
    const before = { listed: (await listed()).recordCount, files: await storedUploads() };
    const reply = await upload([
      { bytes: await pdfOf('mine'), name: 'mine.pdf', propControlNo: ours },
      { bytes: await pdfOf('theirs'), name: 'theirs.pdf', propControlNo: THEIRS },
    ]);
    expect(reply).toMatchObject({ status: 400, body: { errormsg: messages.uploadPropertyNotFound(THEIRS) } });
    // Pending, not active.
    expect((await upload([{ bytes: PNG, name: 'x.png', propControlNo: 'PCN-2026-000102' }])).body.errormsg).toBe(
      messages.uploadPropertyNotFound('PCN-2026-000102'),
    );
    expect((await upload([{ bytes: PNG, name: 'x.png', propControlNo: ours }], { jwt: lawyer2 })).body.errormsg).toBe(
      messages.uploadPropertyNotFound(ours),
    );
    expect((await listed()).recordCount).toBe(before.listed);
    expect(await storedUploads()).toEqual(before.files);
    expect((await upload([{ bytes: PNG, name: 'x.png', propControlNo: THEIRS }], { jwt: lawyer2 })).status).toBe(200);
  });

  it('answers a repeated Idempotency-Key with the documents the first request stored, storing them once', async () => {
    const parts = [
      { bytes: await pdfOf('retry'), name: 'retry.pdf', propControlNo: ours },
      { bytes: PNG, name: 'retry.png', propControlNo: ours },
    ];
    const before = (await listed()).recordCount;
    const first = await upload(parts, { key: 'upload-key-0001' });
    const again = await upload(parts, { key: 'upload-key-0001' });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await listed()).recordCount).toBe(before + 2);
    // The key is the firm's: another firm's request with it is its own upload.
    expect(
      (await upload([{ bytes: PNG, name: 'x.png', propControlNo: THEIRS }], { key: 'upload-key-0001', jwt: lawyer2 })).body.documents?.[0]
        ?.propertyControlNo,
    ).toBe(THEIRS);
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('stores once when two requests with the same key arrive together', { tags: ['postgres'] }, async () => {
    const parts = [{ bytes: await pdfOf('race'), name: 'race.pdf', propControlNo: ours }];
    const before = { listed: (await listed()).recordCount, files: (await storedUploads()).length };
    const [one, two] = await Promise.all([upload(parts, { key: 'upload-race-0001' }), upload(parts, { key: 'upload-race-0001' })]);
    expect(one.status).toBe(200);
    expect(two.body.documents?.map((document) => document.id)).toEqual(one.body.documents?.map((document) => document.id));
    expect((await listed()).recordCount).toBe(before.listed + 1);
    expect((await storedUploads()).length).toBe(before.files + 1);
  });

  it('answers 400 with a message for a form without files, uneven lists, an unknown type or a bad key', async () => {
    const form = (build: (form: FormData) => void) => {
      const data = new FormData();
      build(data);
      return data;
    };
    const file = new Blob([PNG]);
    const cases: Array<[FormData, string | undefined]> = [
      [form((data) => data.append('docModule', 'otp')), messages.fileNotSelected],
      [form((data) => data.append('files', file, 'a.png')), messages.allNeedToSelect],
      [
        form(
          (data) => (
            data.append('files', file, 'a.png'),
            data.append('files', file, 'b.png'),
            data.append('docModule', 'otp'),
            data.append('propControlNo', ours)
          ),
        ),
        messages.allNeedToSelect,
      ],
      [form((data) => (data.append('files', file, 'a.png'), data.append('docModule', 'dd'), data.append('propControlNo', ours))), undefined],
    ];
    for (const [body, errormsg] of cases) {
      const response = await postUpload(server, lawyer1, body);
      expect(response.status).toBe(400);
      const reply = (await response.json()) as Reply;
      expect(reply.errormsg).toEqual(errormsg ?? expect.any(String));
    }
    const tooMany = Array.from({ length: 21 }, () => ({ bytes: PNG, name: 'x.png', propControlNo: ours }));
    expect((await upload(tooMany)).status).toBe(400);
    expect((await upload([{ bytes: PNG, name: 'x.png', propControlNo: ours }], { key: 'short' })).status).toBe(400);
    expect((await server.post('/api/multi-upload-document', { files: [] }, lawyer1)).status).toBe(400);
    expect((await postUpload(server, 'not-a-token', uploadForm([{ bytes: PNG, name: 'x.png', propControlNo: ours }]))).status).toBe(401);
  });
});

describe('the upload body limit over a socket', () => {
  let http: ServerType;
  let port: number;
  beforeAll(async () => {
    ({ server: http, port } = await listen(server.app, { port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  it('refuses a body that declares 300 MB before reading it', async () => {
    const headers = { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(300_000_000), Authorization: `Bearer ${lawyer1}` };
    const reply = await new Promise<{ status: number; body: Reply }>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, path: '/api/multi-upload-document', method: 'POST', headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          sent.destroy();
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) as Reply });
        });
      });
      sent.on('error', (error) => (sent.destroyed ? undefined : reject(error)));
      // Only the start of the body is ever sent: the answer must come without the rest.
      sent.write('--x\r\n');
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errormsg).toBe(messages.dropZoneOverLimit);
  });
});
