import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { createLoaderStore } from '../../src/api/loader';
import { messages } from '../../src/domain/messages';
import { baseUrl, fakeFetch, json } from './fake-fetch';

const questions = { set1: ['Q1'], set2: ['Q2'] };

function setup(respond: Parameters<typeof fakeFetch>[0], token: string | null = 'jwt-123') {
  const net = fakeFetch(respond);
  const onUnauthorized = vi.fn();
  const client = createApiClient({ baseUrl, getToken: () => token, onUnauthorized, fetch: net.fetch, loader: createLoaderStore() });
  return { client, net, onUnauthorized };
}

describe('bearer header', () => {
  it('is set from getToken on product calls', async () => {
    const { client, net } = setup(() => json(questions));
    await client.GET('/questions');
    expect(net.requests[0]?.headers.get('Authorization')).toBe('Bearer jwt-123');
    expect(net.requests[0]?.url).toBe(`${baseUrl}/questions`);
  });

  it('is left off sandbox calls, which stand in for outside public services', async () => {
    const { client, net } = setup(() => json({ found: 0, totalNumPages: 0, pageNum: 1, results: [] }));
    await client.GET('/sandbox/onemap/search', { params: { query: { searchVal: '238823', returnGeom: 'N', getAddrDetails: 'Y', pageNum: 1 } } });
    expect(net.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(net.requests[0]?.url).toContain('/sandbox/onemap/search?searchVal=238823');
  });

  it('is left off when there is no stored token', async () => {
    const { client, net } = setup(() => json(questions), null);
    await client.GET('/questions');
    expect(net.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('error mapping', () => {
  it('throws ApiError with the status and the body errormsg', async () => {
    const { client } = setup(() => json({ errormsg: 'Record not found.' }, 404));
    const call = client.GET('/get-user-details/{userId}/{jwt}', { params: { path: { userId: 'u1', jwt: 'x' } } });
    await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'Record not found.' });
  });

  it('falls back to the seed wording when the body has no errormsg', async () => {
    const { client } = setup(() => new Response('upstream broke', { status: 502 }));
    await expect(client.GET('/questions')).rejects.toMatchObject({ status: 502, message: messages.errorStatus(502) });
  });

  it("maps a network failure to status 0 and 'Network Error.'", async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await client.GET('/questions').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network Error.' });
    expect(messages.networkError).toBe('Network Error.');
  });

  it('lets a cancelled request reject as an abort, not as a network error', async () => {
    const controller = new AbortController();
    const { client } = setup((request) => {
      controller.abort();
      return Promise.reject(request.signal.reason instanceof Error ? request.signal.reason : new DOMException('aborted', 'AbortError'));
    });
    const error = await client.GET('/questions', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('onUnauthorized', () => {
  it('is called on a 401 from an authenticated call', async () => {
    const { client, onUnauthorized } = setup(() => json({ errormsg: messages.invalidToken }, 401));
    await expect(client.GET('/questions')).rejects.toMatchObject({ status: 401, message: messages.invalidToken });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(401);
  });

  it('is not called on a 401 from a public call (a wrong unique code is not an ended session)', async () => {
    const { client, onUnauthorized } = setup(() => json({ errormsg: messages.invalidUsernamePassword }, 401));
    await expect(client.POST('/get-token', { body: { userId: 'u1', uniqueCode: 'bad' } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is not called when no token was sent', async () => {
    const { client, onUnauthorized } = setup(() => json({ errormsg: messages.missingToken }, 401), null);
    await expect(client.GET('/questions')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is not called for other failures', async () => {
    const { client, onUnauthorized } = setup(() => json({ errormsg: 'nope' }, 403));
    await expect(client.GET('/questions')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
