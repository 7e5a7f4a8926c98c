import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createLoaderStore } from '../../../src/api/loader';
import { requireLogin } from '../../../src/app/session/require-login';
import { sessionStore } from '../../../src/app/session/storage';
import { STORAGE_KEYS } from '../../../src/domain/session-keys';
import { fakeFetch, json } from '../../client/fake-fetch';

/** The app's client against a fake network that answers POST /get-token with `reply`. */
function apiAnswering(reply: () => Response) {
  const net = fakeFetch((request) => (new URL(request.url).pathname === '/api/get-token' ? reply() : json({}, 404)));
  const api = createApiClient({ getToken: () => sessionStore.jwt(), fetch: net.fetch, loader: createLoaderStore() });
  return { api, net };
}

/** What an earlier login of another firm's user (no checklist add-on) left in this browser. */
function storeEarlierLogin() {
  sessionStore.storeLogin({ jwt: 'earlier.jwt.value', userId: 'lawyer2', isUENUpdated: 'N', isLAActive: 'false' });
}

describe('a direct-entry listing link (seed 000 §6)', () => {
  it("replaces the stored login with the link user's token, id and flags, so the checklist menu follows them", async () => {
    storeEarlierLogin();
    const { api, net } = apiAnswering(() => json({ token: 'new.jwt.value', userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' }));

    await requireLogin(api, '/conveyancing/property-listing/LAWYER1/DEMO-LINK-LAWYER1');

    expect(await net.requests[0]!.json()).toEqual({ userId: 'LAWYER1', uniqueCode: 'DEMO-LINK-LAWYER1' });
    expect(sessionStore.jwt()).toBe('new.jwt.value');
    expect(sessionStore.userId()).toBe('lawyer1');
    expect(sessionStore.isLAActive()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('Y');
  });

  it('a reply with the token only (the seed shape) keeps the typed user id and no stale flags', async () => {
    storeEarlierLogin();
    localStorage.setItem(STORAGE_KEYS.isLAActive, 'true');
    const { api } = apiAnswering(() => json({ token: 'new.jwt.value' }));

    await requireLogin(api, '/conveyancing/property-listing/lawyer3/CODE-3');

    expect(sessionStore.userId()).toBe('lawyer3');
    expect(sessionStore.isLAActive()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.isUENUpdated)).toBe('');
  });

  it('a refused code clears the stored login and sends the visitor home', async () => {
    storeEarlierLogin();
    const { api } = apiAnswering(() => json({ errormsg: 'Invalid username/password' }, 401));

    const outcome = await requireLogin(api, '/conveyancing/property-listing/lawyer1/WRONG').catch((thrown: unknown) => thrown);

    expect(isRedirect(outcome) && outcome.options.to).toBe('/home');
    expect(sessionStore.hasLogin()).toBe(false);
  });
});
