import { redirect } from '@tanstack/react-router';
import { getToken } from '../../api/auth';
import { ApiError } from '../../api/client';
import { tokenFetchErrorMessage } from '../../domain/token-errors';
import type { AppApi } from '../api';
import { showToast } from '../ui';
import { sessionStore } from './storage';

const DIRECT_ENTRY = /\/property-listing\/([^/]+)\/([^/]+)\/?$/;

/**
 * Guard for authenticated routes. A direct-entry listing link (userId + uniqueCode) first trades the code for
 * a token; anything else needs the stored login, or the visitor goes home.
 */
export async function requireLogin(api: AppApi, pathname: string): Promise<void> {
  const direct = DIRECT_ENTRY.exec(pathname);
  if (direct?.[1] && direct[2]) {
    const userId = decodeURIComponent(direct[1]);
    try {
      const reply = await getToken(api, userId, decodeURIComponent(direct[2]));
      // The whole stored login is replaced, so flags an earlier login left on this browser do not carry over.
      sessionStore.storeLogin({
        jwt: reply.token,
        userId: reply.userId ?? userId,
        isUENUpdated: reply.isUENUpdated ?? '',
        isLAActive: reply.isLAActive ?? '',
      });
    } catch (error) {
      sessionStore.clearLogin();
      showToast(tokenFetchErrorMessage(error instanceof ApiError ? error.status : 0), 'error');
      throw redirect({ to: '/home', replace: true });
    }
    return;
  }
  if (!sessionStore.hasLogin()) throw redirect({ to: '/home', replace: true });
}
