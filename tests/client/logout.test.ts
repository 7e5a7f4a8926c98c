import { describe, expect, it, vi } from 'vitest';
import { logout } from '../../src/api/auth';
import { ApiError, createApiClient } from '../../src/api/client';
import { createLoaderStore } from '../../src/api/loader';
import { messages } from '../../src/domain/messages';
import { baseUrl, fakeFetch, json, type Responder } from './fake-fetch';

function setup(respond: Responder) {
  const net = fakeFetch(respond);
  const onUnauthorized = vi.fn();
  const client = createApiClient({ baseUrl, getToken: () => 'stored.jwt', fetch: net.fetch, loader: createLoaderStore(), onUnauthorized });
  return { client, net, onUnauthorized };
}

describe('logout', () => {
  it('posts /logout with the stored token as bearer and no body, and returns the server message', async () => {
    const { client, net } = setup(() => json({ message: messages.loggedOut }));
    await expect(logout(client)).resolves.toEqual({ message: messages.loggedOut });

    expect(net.requests).toHaveLength(1);
    const request = net.requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/logout');
    expect(request.headers.get('Authorization')).toBe('Bearer stored.jwt');
    expect(await request.text()).toBe('');
  });

  it('throws a 401 for a session already ended, which the client reports as an ended login', async () => {
    const { client, onUnauthorized } = setup(() => json({ errormsg: messages.invalidToken }, 401));
    const failure = logout(client);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: messages.invalidToken });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('throws a network error when the server cannot be reached', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(logout(client)).rejects.toMatchObject({ status: 0, message: messages.networkError });
  });
});
