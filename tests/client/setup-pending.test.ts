import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createLoaderStore } from '../../src/api/loader';
import { setupPendingMessage } from '../../src/domain/setup-steps';
import { baseUrl, fakeFetch, json } from './fake-fetch';

function setup(respond: Parameters<typeof fakeFetch>[0]) {
  const onSetupPending = vi.fn();
  const loader = createLoaderStore();
  const client = createApiClient({ baseUrl, getToken: () => 'jwt-123', onSetupPending, fetch: fakeFetch(respond).fetch, loader });
  return { client, onSetupPending, loader };
}

const listing = { loginId: 'noquestions', pageNo: 1, pageSize: 10, sortOrder: 'desc' } as const;

describe('a 403 SetupPending answer', () => {
  it('tells the app which set-up step is pending, and still fails the call with the readable message', async () => {
    const refusal = { errormsg: setupPendingMessage('uen'), pending: 'uen' };
    const { client, onSetupPending, loader } = setup(() => json(refusal, 403));
    await expect(client.POST('/get-all-property', { body: listing })).rejects.toMatchObject({ status: 403, message: refusal.errormsg });
    expect(onSetupPending).toHaveBeenCalledExactlyOnceWith('uen');
    expect(loader.getSnapshot()).toBe(0);
  });
});

describe('other refusals', () => {
  it.each([
    ['a 403 without a step', json({ errormsg: 'Forbidden' }, 403)],
    ['a 403 naming no known step', json({ errormsg: 'Forbidden', pending: 'logo' }, 403)],
    ['a 403 that is not JSON', new Response('Forbidden', { status: 403 })],
    ['another status with a step', json({ errormsg: 'Nope', pending: 'uen' }, 400)],
  ])('%s is not taken for a pending set-up step', async (_name, response) => {
    const { client, onSetupPending } = setup(() => response.clone());
    await expect(client.POST('/get-all-property', { body: listing })).rejects.toMatchObject({ name: 'ApiError' });
    expect(onSetupPending).not.toHaveBeenCalled();
  });
});
