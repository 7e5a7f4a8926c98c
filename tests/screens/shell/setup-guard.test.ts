import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createLoaderStore } from '../../../src/api/loader';
import { requireSetupDone } from '../../../src/app/session/setup-state';
import { sessionStore } from '../../../src/app/session/storage';
import type { SetupStep } from '../../../src/domain/setup-steps';
import { demoUserDetails } from '../../../stories/support/mock-api';
import { fakeFetch, json } from '../../client/fake-fetch';

/** The route guard alone, against a fake network answering GET /get-user-details with `reply`. */
async function guard(pathname: string, reply: () => Response | Promise<Response>): Promise<string | null> {
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: 'nouen', isUENUpdated: 'N', isLAActive: 'true' });
  const net = fakeFetch(reply);
  const api = createApiClient({ getToken: () => sessionStore.jwt(), fetch: net.fetch, loader: createLoaderStore() });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    await requireSetupDone(api, queryClient, pathname);
    return null;
  } catch (thrown: unknown) {
    if (!isRedirect(thrown)) throw thrown;
    return String(thrown.options.to);
  }
}

const detailsWith = (pendingSetup?: SetupStep[]) => () => json(demoUserDetails('nouen', pendingSetup ? { pendingSetup } : {}));

describe('the set-up route guard', () => {
  it('sends a user with a pending step to its page', async () => {
    expect(await guard('/conveyancing/property-listing', detailsWith(['uen', 'disclaimer']))).toBe('/password-management/set-UEN/true');
  });

  it("lets the user stay on the step's own page, and lets a finished user go anywhere", async () => {
    expect(await guard('/conveyancing/password-management/set-UEN/true/', detailsWith(['uen']))).toBeNull();
    expect(await guard('/conveyancing/password-management/set-UEN/true', detailsWith([]))).toBeNull();
    expect(await guard('/conveyancing/client-listing', detailsWith(['disclaimer']))).toBeNull();
  });

  it('forces nothing when the server does not report the set-up (a back end without the gate)', async () => {
    expect(await guard('/conveyancing/property-listing', detailsWith())).toBeNull();
  });

  it('ends the login and goes home when the server refuses the details', async () => {
    expect(await guard('/conveyancing/property-listing', () => json({ errormsg: 'Record not found.' }, 404))).toBe('/home');
    expect(sessionStore.hasLogin()).toBe(false);
  });

  it('goes home but keeps the login when no answer came (offline, or the page left mid-call)', async () => {
    expect(await guard('/conveyancing/property-listing', () => Promise.reject(new TypeError('Failed to fetch')))).toBe('/home');
    expect(sessionStore.hasLogin()).toBe(true);
  });
});
