import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import {
  getCombinedFiles,
  getDocumentListing,
  removeDocument,
  sendDocumentsMail,
  uploadDocuments,
  type DocumentListItem,
  type DocumentPage,
} from '../../src/api/document-centre';
import { ApiError } from '../../src/api/errors';
import { createLoaderStore } from '../../src/api/loader';
import { documentListQueryOptions, documentsQueryKey } from '../../src/api/queries/document-centre';
import { messages } from '../../src/domain/messages';
import { baseUrl, fakeFetch, json, type Responder } from './fake-fetch';
import { FakeXhr } from './fake-xhr';

const ITEM: DocumentListItem = {
  id: 31,
  propId: 1,
  propertyControlNo: 'PCN-2026-000101',
  lawfirmRefNo: 'TL/CONV/2026/0141',
  documentModule: 'other',
  documentType: 'UPLOAD',
  fileExtension: 'pdf',
  size: 1374,
  updatedDate: '2026-11-03T02:10:00.000Z',
  actionType: 'UPLOAD',
  uploadType: 'COMMON',
  messageDetails: null,
  fileName: 'Valuation report.pdf',
  createdBy: 'lawyer1',
};
const PAGE: DocumentPage = { records: [ITEM], recordCount: 1, pageNo: 1, pageSize: 5 };

function setup(respond: Responder) {
  const net = fakeFetch(respond);
  const client = createApiClient({ baseUrl, getToken: () => 'jwt-1', fetch: net.fetch, loader: createLoaderStore() });
  const only = async () => {
    expect(net.requests).toHaveLength(1);
    const request = net.requests[0]!;
    const text = await request.clone().text();
    return {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      bearer: request.headers.get('Authorization'),
    };
  };
  return { client, only };
}

describe('document centre calls', () => {
  it('getDocumentListing posts the request with the bearer token and answers the page', async () => {
    const { client, only } = setup(() => json(PAGE));
    const request = { loginId: 'lawyer1', isActivityLog: true, pageNo: 2, pageSize: 10, searchText: 'sent' } as const;
    await expect(getDocumentListing(client, request)).resolves.toEqual(PAGE);
    expect(await only()).toEqual({ method: 'POST', path: '/api/get-document-listing', body: request, bearer: 'Bearer jwt-1' });
  });

  it('getCombinedFiles sends the ids as strings and answers the zip as a blob', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06]);
    const { client, only } = setup(() => new Response(zip, { headers: { 'Content-Type': 'application/zip' } }));
    const blob = await getCombinedFiles(client, [31, 32]);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(zip);
    expect(await only()).toMatchObject({ path: '/api/get-combineFiles', body: { propertyDocumentId: ['31', '32'] } });
  });

  it("getCombinedFiles rejects a refusal with the server's message", async () => {
    const { client } = setup(() => json({ errormsg: messages.selectSameProperty }, 400));
    await expect(getCombinedFiles(client, [31, 40])).rejects.toMatchObject({ status: 400, message: messages.selectSameProperty });
  });

  it('sendDocumentsMail posts the payload and answers whether the mail went', async () => {
    const { client, only } = setup(() => json(false));
    const body = {
      propertyDocumentId: ['31'],
      recipents: ['Mei Ling Ong||meiling.ong@leeong.com.sg'],
      senderName: 'Tan Wei Ming',
      isCombineFiles: true,
    };
    await expect(sendDocumentsMail(client, body)).resolves.toBe(false);
    expect(await only()).toMatchObject({ path: '/api/send-mail', body });
  });

  it('removeDocument posts the propertyDocId; a refusal carries the seed message', async () => {
    const ok = setup(() => json(true));
    await expect(removeDocument(ok.client, 31)).resolves.toBe(true);
    expect(await ok.only()).toMatchObject({ path: '/api/remove-property-document', body: { propertyDocId: 31 } });
    const refused = setup(() => json({ errormsg: messages.cannotDeleteSystemDocument }, 409));
    await expect(removeDocument(refused.client, 7)).rejects.toMatchObject({ status: 409, message: messages.cannotDeleteSystemDocument });
  });

  it('documentListQueryOptions keys the page under documents and keeps the previous page while loading', () => {
    const { client } = setup(() => json(PAGE));
    const request = { loginId: 'lawyer1', isActivityLog: false, pageNo: 1, pageSize: 5 } as const;
    const options = documentListQueryOptions(client, request);
    expect(options.queryKey).toEqual([...documentsQueryKey, 'list', request]);
    expect(options.refetchOnMount).toBe(false);
    expect(options.placeholderData).toBeDefined();
  });
});

describe('uploadDocuments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = undefined;
  });

  function start(onProgress?: (fraction: number) => void) {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const files = [
      { file: new Blob([Uint8Array.from([1])]), name: 'a.pdf', docModule: 'otp' as const, propControlNo: 'PCN-2026-000101' },
      { file: new Blob([Uint8Array.from([2])]), name: 'b.png', docModule: 'other' as const, propControlNo: 'PCN-2026-000106' },
    ];
    const result = uploadDocuments({ files, idempotencyKey: 'upload-0001', token: 'jwt-1', onProgress });
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no XMLHttpRequest made');
    return { result, xhr };
  }

  it('posts the repeated fields with the Idempotency-Key and the bearer token, reporting progress', async () => {
    const progress: number[] = [];
    const { result, xhr } = start((fraction) => progress.push(fraction));
    expect(xhr.url).toBe('/api/multi-upload-document');
    expect(xhr.headers).toEqual({ Authorization: 'Bearer jwt-1', 'Idempotency-Key': 'upload-0001' });
    const form = xhr.body as FormData;
    expect(form.getAll('docModule')).toEqual(['otp', 'other']);
    expect(form.getAll('propControlNo')).toEqual(['PCN-2026-000101', 'PCN-2026-000106']);
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.png']);

    xhr.progress(50, 100);
    const reply = { message: messages.uploadDone(2), documents: [ITEM] };
    xhr.respond(200, reply);
    await expect(result).resolves.toEqual(reply);
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects a refusal with ApiError carrying the server's message", async () => {
    const { result, xhr } = start();
    xhr.respond(400, { errormsg: messages.uploadFileTooLarge('a.pdf') });
    await expect(result).rejects.toBeInstanceOf(ApiError);
    await expect(result).rejects.toMatchObject({ status: 400, message: messages.uploadFileTooLarge('a.pdf') });
  });
});
