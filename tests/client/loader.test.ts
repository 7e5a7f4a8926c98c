import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createLoaderStore } from '../../src/api/loader';
import { baseUrl, fakeFetch, json } from './fake-fetch';

describe('loader store', () => {
  it('counts begin and end, notifies subscribers and never goes below zero', () => {
    const store = createLoaderStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()));
    store.begin();
    store.begin();
    store.end();
    store.end();
    store.end();
    unsubscribe();
    store.begin();
    expect(seen).toEqual([1, 2, 1, 0, 0]);
    expect(store.getSnapshot()).toBe(1);
  });
});

describe('loading middleware', () => {
  function deferred() {
    let resolve: (response: Response) => void = () => undefined;
    const promise = new Promise<Response>((r) => (resolve = r));
    return { promise, resolve };
  }

  it('goes up while a request is in flight and back down when it answers', async () => {
    const store = createLoaderStore();
    const pending = deferred();
    const net = fakeFetch(() => pending.promise);
    const client = createApiClient({ baseUrl, getToken: () => 't', fetch: net.fetch, loader: store });

    const call = client.GET('/questions');
    // Middleware runs asynchronously before fetch; wait until the fake network sees the request.
    await vi.waitFor(() => expect(net.requests).toHaveLength(1));
    expect(store.getSnapshot()).toBe(1);

    pending.resolve(json({ set1: [], set2: [] }));
    await call;
    expect(store.getSnapshot()).toBe(0);
  });

  it('comes back down when the request fails or is refused', async () => {
    const store = createLoaderStore();
    let answer = 0;
    const net = fakeFetch(() => (answer++ === 0 ? Promise.reject(new TypeError('offline')) : json({ errormsg: 'x' }, 500)));
    const client = createApiClient({ baseUrl, getToken: () => 't', fetch: net.fetch, loader: store });

    await expect(client.GET('/questions')).rejects.toMatchObject({ status: 0 });
    expect(store.getSnapshot()).toBe(0);
    await expect(client.GET('/questions')).rejects.toMatchObject({ status: 500 });
    expect(store.getSnapshot()).toBe(0);
  });
});
