import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerType } from '@hono/node-server';
import { strToU8 } from 'fflate';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { uploadContentCheck } from '../../src/server/documents/centre/upload-content';
import { readUploadForm } from '../../src/server/documents/centre/upload-form';
import { BadRequestError } from '../../src/server/http/errors';
import { listen } from '../../src/server/http/listen';
import { readMultipartStream } from '../../src/server/http/multipart-stream';
import { createFileStore, type FileStore } from '../../src/server/services/files/file-store';
import { addSaleProperty } from './support/contacts';
import { listDocuments, makeActive, pdfOf, pdfSized, postUpload, uploadForm, type DocumentItem } from './support/document-centre';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/*
 * POST /multi-upload-document streams its body (multipart-stream.ts, upload-form.ts): each file goes to a
 * temporary file of the store while the rest of the body is still on its way, is counted and judged by content as
 * it passes, and every file received is removed again when the request fails, the client included.
 */

const BOUNDARY = 'cw-stream-test-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const field = (name: string, value: string) => strToU8(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, true);
const fileHead = (fileName: string, name = 'files') =>
  strToU8(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const CRLF = strToU8('\r\n');
const END = strToU8(`--${BOUNDARY}--\r\n`);

/** Waits until `probe` answers something, or fails the test after a few seconds. */
async function eventually<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every entry under a directory, hidden temporary files included. */
const everything = async (dir: string) => ((await readdir(dir, { recursive: true }).catch(() => [])) as string[]).sort();
const receivedIn = async (dir: string) => (await readdir(dir).catch(() => [])).filter((name) => name.startsWith('.received-'));

/** A body whose chunks the test hands over one by one, as a slow client sends them. */
function slowBody() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  return {
    body,
    // Once the server has stopped reading, what the client still sends goes nowhere.
    send: (...chunks: Uint8Array[]) => chunks.forEach((chunk) => cancelled || controller?.enqueue(chunk)),
    end: () => cancelled || controller?.close(),
    /** The client goes away: the body fails where it is. */
    cut: () => cancelled || controller?.error(new Error('client gone')),
  };
}

const postBody = (app: Hono, url: string, body: ReadableStream<Uint8Array> | Uint8Array, headers: Record<string, string> = {}): Promise<Response> =>
  Promise.resolve(app.request(url, { method: 'POST', headers: { 'Content-Type': CONTENT_TYPE, ...headers }, body, duplex: 'half' } as RequestInit));

describe('the upload form read as a stream (module level)', () => {
  let filesDir: string;
  let store: FileStore;
  let app: Hono;
  const uploadsDir = () => path.join(filesDir, 'uploads');
  // Every file received is removed before the answer goes out (a partial copy too: file-store-receive.test.ts).
  const expectUploadsEmptied = async () => expect(await everything(uploadsDir())).toEqual([]);

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'cw-stream-test-'));
    store = createFileStore(filesDir);
    app = new Hono()
      .onError((error, c) =>
        error instanceof BadRequestError ? c.json({ errormsg: error.errormsg, errors: error.errors }, 400) : c.json({ fault: String(error) }, 500),
      )
      .post('/form', async (c) => {
        const entries = await readUploadForm(c, store);
        const files = await Promise.all(entries.map(async (entry) => sha256(await readFile(path.join(uploadsDir(), entry.file.name)))));
        await Promise.all(entries.map((entry) => store.discard(entry.file)));
        return c.json({
          entries: entries.map(({ fileName, size, module, propControlNo, extension }) => ({ fileName, size, module, propControlNo, extension })),
          files,
        });
      })
      .post('/small', async (c) => {
        const form = await readMultipartStream(c, {
          maxBytes: 1_000,
          tooLarge: () => new BadRequestError(['body: too large'], 'too large'),
          limits: { files: 1, fields: 2, fieldSize: 10, fileSize: 100 },
          tooManyFiles: () => new BadRequestError(['files: too many'], 'too many files'),
          onFile: async (part) => {
            for await (const chunk of part.stream as AsyncIterable<Buffer>) void chunk;
            return part.fileName;
          },
          discard: () => Promise.resolve(),
        });
        return c.json({ fields: Object.fromEntries(form.fields), files: form.files });
      });
  });
  afterAll(() => rm(filesDir, { recursive: true, force: true }));

  it('writes a file part to disk before the request has ended, and reads the rest after it', async () => {
    const first = pdfSized(1_000_000);
    const second = strToU8('ref,amount\nA1,10\n');
    const { body, send, end } = slowBody();
    let answered = false;
    const answer = postBody(app, '/form', body).then((response) => {
      answered = true;
      return response;
    });
    const sizesOnDisk = async () => {
      const names = await receivedIn(uploadsDir());
      return { names, sizes: await Promise.all(names.map(async (name) => (await stat(path.join(uploadsDir(), name))).size)) };
    };
    // Part of the first file: its bytes are on disk while the rest of them are still to come.
    send(field('docModule', 'otp'), field('propControlNo', 'PCN-1'), fileHead('first.pdf'), first.subarray(0, 400_000));
    await eventually(async () => {
      const { sizes } = await sizesOnDisk();
      // Busboy holds back the last few bytes, which could be the start of a boundary.
      return sizes.length === 1 && (sizes[0] ?? 0) >= 390_000 ? true : undefined;
    }, 'the start of the first file on disk');
    // The rest of it and the boundary that ends it (the next part's), then the client pauses.
    send(first.subarray(400_000), CRLF, field('docModule', 'OTHER'));
    const [temporary] = await eventually(async () => {
      const { names, sizes } = await sizesOnDisk();
      return sizes.length === 1 && sizes[0] === first.byteLength ? names : undefined;
    }, 'the first file on disk');
    expect(answered).toBe(false);
    expect(sha256(await readFile(path.join(uploadsDir(), temporary ?? '')))).toBe(sha256(first));

    send(field('propControlNo', 'PCN-2'), fileHead('fees.csv'), second, CRLF, END);
    end();
    const response = await answer;
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { entries: Json[]; files: string[] };
    expect(reply.entries).toEqual([
      { fileName: 'first.pdf', size: first.byteLength, module: 'otp', propControlNo: 'PCN-1', extension: 'pdf' },
      { fileName: 'fees.csv', size: second.byteLength, module: 'other', propControlNo: 'PCN-2', extension: 'csv' },
    ]);
    expect(reply.files).toEqual([sha256(first), sha256(second)]);
    await expectUploadsEmptied();
  });

  it('refuses a file at the first byte past 10,000,000 and keeps no part of any file', async () => {
    const { body, send, end } = slowBody();
    const answer = postBody(app, '/form', body);
    send(field('docModule', 'otp'), field('propControlNo', 'PCN-1'), fileHead('ok.png'), strToU8('\x89PNG\r\n\x1a\n rest', true), CRLF);
    send(field('docModule', 'otp'), field('propControlNo', 'PCN-1'), fileHead('big.pdf'));
    const big = pdfSized(10_000_001);
    for (let at = 0; at < big.byteLength; at += 1_000_000) send(big.subarray(at, at + 1_000_000));
    // Never ended: the answer comes without the rest of the body.
    const response = await answer;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errormsg: string }).errormsg).toBe(messages.uploadFileTooLarge('big.pdf'));
    end();
    await expectUploadsEmptied();
  });

  it('takes a file of exactly 10,000,000 bytes', async () => {
    const response = await postBody(
      app,
      '/form',
      concat(field('docModule', 'wta'), field('propControlNo', 'PCN-1'), fileHead('edge.pdf'), pdfSized(10_000_000), CRLF, END),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { entries: Json[] }).entries).toEqual([expect.objectContaining({ fileName: 'edge.pdf', size: 10_000_000 })]);
  });

  it('refuses a file whose first bytes are not of its type as soon as they are in, removing the files already received', async () => {
    const { body, send } = slowBody();
    const answer = postBody(app, '/form', body);
    send(field('docModule', 'otp'), field('propControlNo', 'PCN-1'), fileHead('one.pdf'), pdfSized(5_000), CRLF);
    send(field('docModule', 'otp'), field('propControlNo', 'PCN-1'), fileHead('page.pdf'), strToU8(`<!doctype html>${' '.repeat(5_000)}`));
    const response = await answer;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errormsg: string }).errormsg).toBe(messages.uploadTypeNotAccepted('page.pdf'));
    await expectUploadsEmptied();
  });

  it('keeps the text-field rules: NUL refused, lists of the same length, a file name in UTF-8, other fields’ files dropped', async () => {
    const nul = await postBody(
      app,
      '/form',
      concat(fileHead('a.pdf'), pdfSized(100), CRLF, field('docModule', 'o\u0000tp'), field('propControlNo', 'PCN-1'), END),
    );
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { errors: string[] }).errors).toEqual(['docModule: contains a NUL character']);

    const uneven = await postBody(app, '/form', concat(fileHead('a.pdf'), pdfSized(100), CRLF, field('docModule', 'otp'), END));
    expect(((await uneven.json()) as { errormsg: string }).errormsg).toBe(messages.allNeedToSelect);

    const named = await postBody(
      app,
      '/form',
      concat(
        field('docModule', 's65'),
        field('propControlNo', 'PCN-1'),
        fileHead('合同 契约.pdf'),
        pdfSized(100),
        CRLF,
        fileHead('x.pdf', 'other'),
        pdfSized(100),
        CRLF,
        fileHead(''),
        CRLF,
        END,
      ),
    );
    expect(named.status).toBe(200);
    expect(((await named.json()) as { entries: Json[] }).entries).toEqual([expect.objectContaining({ fileName: '合同 契约.pdf', module: 's65' })]);

    const none = await postBody(app, '/form', concat(field('docModule', 'otp'), fileHead(''), CRLF, END));
    expect(((await none.json()) as { errormsg: string }).errormsg).toBe(messages.fileNotSelected);
    await expectUploadsEmptied();
  });

  it('answers a body that breaks off mid-file with a 400 and keeps nothing; a fault of the store is the server’s', async () => {
    const { body, send, cut } = slowBody();
    const answer = postBody(app, '/form', body);
    send(
      field('docModule', 'otp'),
      field('propControlNo', 'PCN-1'),
      fileHead('one.pdf'),
      pdfSized(5_000),
      CRLF,
      fileHead('two.pdf'),
      pdfSized(500_000),
    );
    await eventually(async () => ((await receivedIn(uploadsDir())).length === 2 ? true : undefined), 'both files being received');
    cut();
    const response = await answer;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: string[] }).errors).toEqual(['body: not valid multipart/form-data']);
    await expectUploadsEmptied();

    // Cut off in a part that is read and dropped (no file of its own to remove first).
    for (const head of [fileHead('x.pdf', 'other'), fileHead('')]) {
      const dropped = slowBody();
      const reply = postBody(app, '/form', dropped.body);
      dropped.send(field('docModule', 'otp'), head, pdfSized(1_000));
      await new Promise((resolve) => setTimeout(resolve, 20));
      dropped.cut();
      expect((await reply).status).toBe(400);
    }
    await expectUploadsEmptied();

    const fullDisk: FileStore = { ...store, receive: () => Promise.reject(new Error('disk full')) };
    const faulty = new Hono()
      .onError((error, c) => c.json({ fault: error.message }, 500))
      .post('/form', async (c) => c.json(await readUploadForm(c, fullDisk)));
    const fault = await postBody(
      faulty,
      '/form',
      concat(field('docModule', 'otp'), field('propControlNo', 'PCN-1'), fileHead('one.pdf'), pdfSized(5_000), CRLF, END),
    );
    expect({ status: fault.status, body: (await fault.json()) as Json }).toEqual({ status: 500, body: { fault: 'disk full' } });
  });

  it('answers a malformed or cut-off body with a readable 400, never a 500', async () => {
    const bodies: Array<[Uint8Array, Record<string, string>?]> = [
      [strToU8('not multipart at all')],
      [concat(fileHead('a.pdf'), pdfSized(100))],
      [strToU8(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\nbroken header\r\n`)],
      [new Uint8Array(0)],
      [concat(field('docModule', 'otp'), END), { 'Content-Type': 'multipart/form-data' }],
      [concat(field('docModule', 'otp'), END), { 'Content-Type': 'multipart/form-data; boundary="' }],
    ];
    for (const [body, headers] of bodies) {
      const response = await postBody(app, '/form', body, headers);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: string[] }).errors[0]).toMatch(/^body: /);
    }
    await expectUploadsEmptied();
  });

  it('holds the body, the files, the fields and their sizes to the limits given', async () => {
    const answer = async (body: Uint8Array) => {
      const response = await postBody(app, '/small', body);
      return { status: response.status, body: (await response.json()) as Json };
    };
    expect(await answer(concat(field('a', 'x'), field('a', 'y'), fileHead('f.txt'), strToU8('bytes'), CRLF, END))).toEqual({
      status: 200,
      body: { fields: { a: ['x', 'y'] }, files: ['f.txt'] },
    });
    expect((await answer(concat(strToU8('x'.repeat(2_000)), field('a', 'x'), END))).body).toMatchObject({ errormsg: 'too large' });
    expect((await answer(concat(fileHead('f.txt'), CRLF, fileHead('g.txt'), CRLF, END))).body).toMatchObject({ errormsg: 'too many files' });
    expect((await answer(concat(field('a', 'x'), field('b', 'x'), field('c', 'x'), END))).body).toMatchObject({
      errors: ['body: at most 2 text fields'],
    });
    expect((await answer(concat(field('a', 'x'.repeat(11)), END))).body).toMatchObject({ errors: ['a: longer than 10 bytes'] });
  });
});

describe('uploadContentCheck judges bytes as they arrive', () => {
  const judge = (fileName: string, ...chunks: string[]) => {
    const check = uploadContentCheck(fileName);
    if (!check) return 'not an accepted extension';
    return chunks.every((chunk) => check.update(strToU8(chunk, true))) && check.accepts();
  };

  it('takes a character or a signature split between chunks, and refuses what the whole shows is not its type', () => {
    expect(judge('names.csv', 'Tan \xe5', '\x90\x8d,1\n')).toBe(true);
    expect(judge('names.csv', 'Tan \xe5\x90')).toBe(false);
    expect(judge('notes.txt', 'fine so far', 'then a NUL \x00')).toBe(false);
    expect(judge('scan.pdf', '%P', 'DF-1.7')).toBe(true);
    expect(judge('scan.pdf', '<htm', 'l>')).toBe(false);
    expect(judge('scan.pdf')).toBe(false);
    expect(judge('setup.exe', 'MZ')).toBe('not an accepted extension');
  });
});

describe('POST /api/multi-upload-document streamed', () => {
  let server: TestServer;
  let lawyer1: string;
  let ours: string;
  let http: ServerType;
  let port: number;
  const uploadsDir = () => path.join(server.config.filesDir ?? '', 'uploads');
  const listed = async () => (await listDocuments(server, lawyer1, { searchText: 'TL/DC/STREAM', pageSize: 50 })).body.recordCount;

  beforeAll(async () => {
    server = await startTestServer();
    lawyer1 = await server.tokenFor('lawyer1');
    ours = await makeActive(server, await addSaleProperty(server, lawyer1, { lawfirmRefNo: 'TL/DC/STREAM' }));
    ({ server: http, port } = await listen(server.app, { port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await server.close();
  });

  /** A request over a real socket; its body is written by the test. */
  function socketUpload(headers: Record<string, string> = {}): {
    sent: ClientRequest;
    reply: Promise<{ status: number; body: { errormsg?: string } }>;
  } {
    let sent: ClientRequest | undefined;
    const reply = new Promise<{ status: number; body: { errormsg?: string } }>((resolve, reject) => {
      sent = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/multi-upload-document',
          method: 'POST',
          headers: { 'Content-Type': CONTENT_TYPE, Authorization: `Bearer ${lawyer1}`, ...headers },
        },
        (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) as { errormsg?: string } }),
          );
        },
      );
      // The server may answer, and stop reading, before the whole body is written.
      sent.on('error', (error) => (sent?.destroyed ? undefined : reject(error)));
    });
    if (!sent) throw new Error('no request');
    return { sent, reply };
  }

  it('stores nothing and leaves no file in the store’s folders when one file of three is refused', async () => {
    const before = { listed: await listed(), files: await everything(server.config.filesDir ?? '') };
    const response = await postUpload(
      server,
      lawyer1,
      uploadForm([
        { bytes: await pdfOf('one'), name: 'one.pdf', propControlNo: ours },
        { bytes: pdfSized(2_000_000), name: 'two.pdf', propControlNo: ours },
        { bytes: strToU8('<!doctype html><script>alert(1)</script>'), name: 'three.pdf', propControlNo: ours },
      ]),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errormsg: string }).errormsg).toBe(messages.uploadTypeNotAccepted('three.pdf'));
    expect(await listed()).toBe(before.listed);
    expect(await everything(server.config.filesDir ?? '')).toEqual(before.files);
  });

  it('answers a retried Idempotency-Key without reading the body', async () => {
    const form = uploadForm([{ bytes: await pdfOf('once'), name: 'once.pdf', propControlNo: ours }]);
    const first = await postUpload(server, lawyer1, form, 'stream-key-0001');
    expect(first.status).toBe(200);
    const { body } = slowBody();
    const again = await postBody(server.app, '/api/multi-upload-document', body, {
      Authorization: `Bearer ${lawyer1}`,
      'Idempotency-Key': 'stream-key-0001',
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { documents: DocumentItem[] }).documents.map((document) => document.id)).toEqual(
      ((await first.json()) as { documents: DocumentItem[] }).documents.map((document) => document.id),
    );
    // Nothing ever took a reader of the body (it is the request's own stream), and it was never ended.
    expect(body.locked).toBe(false);
  });

  it('removes the file being received when the client goes away mid-upload', async () => {
    const before = await listed();
    const { sent, reply } = socketUpload();
    reply.catch(() => undefined);
    sent.write(Buffer.concat([field('docModule', 'otp'), field('propControlNo', ours), fileHead('cut.pdf'), pdfSized(3_000_000)]));
    await eventually(async () => ((await receivedIn(uploadsDir())).length > 0 ? true : undefined), 'the file being received');
    sent.destroy();
    await eventually(async () => ((await receivedIn(uploadsDir())).length === 0 ? true : undefined), 'the received file to be removed');
    expect(await listed()).toBe(before);
  });

  it('answers 10,000,001 bytes with the message over a socket, whether or not the length is declared', async () => {
    const body = Buffer.concat([field('docModule', 'otp'), field('propControlNo', ours), fileHead('bigger.pdf'), pdfSized(10_000_001), CRLF, END]);
    const framings: Array<Record<string, string>> = [{ 'Transfer-Encoding': 'chunked' }, { 'Content-Length': String(body.byteLength) }];
    for (const headers of framings) {
      const { sent, reply } = socketUpload(headers);
      sent.end(body);
      expect(await reply).toMatchObject({ status: 400, body: { errormsg: messages.uploadFileTooLarge('bigger.pdf') } });
    }
    expect(await receivedIn(uploadsDir())).toEqual([]);
  });
});

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  parts.reduce((at, part) => (whole.set(part, at), at + part.byteLength), 0);
  return whole;
}
