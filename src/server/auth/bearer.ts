import type { MiddlewareHandler } from 'hono';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { verifiedFirmId } from '../db/firm-scope';
import { findSessionUser } from '../db/queries/users';
import type { AppEnv } from '../http/app-env';
import { readToken } from './tokens';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Every product route sits behind this. Only the Authorization header authenticates; a token in the
 * path is ignored. The user row is re-read so a bumped token_version revokes old tokens at once.
 */
export function requireBearer(deps: Pick<AppDeps, 'db' | 'keys' | 'clock'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!token) return c.json({ errormsg: messages.missingToken }, 401);

    const claims = await readToken({ secret: deps.keys.jwtSecret, clock: deps.clock }, token);
    const firmId = claims ? verifiedFirmId(claims.firm) : undefined;
    const user = claims && firmId !== undefined ? await findSessionUser(deps.db, claims.sub, firmId) : undefined;
    if (!claims || firmId === undefined || !user || user.tokenVersion !== claims.tv) {
      return c.json({ errormsg: messages.invalidToken }, 401);
    }

    c.set('session', {
      userPk: user.id,
      userId: user.userId,
      firmId,
      tokenVersion: user.tokenVersion,
      expiresAtMs: claims.exp * 1000,
    });
    await next();
  };
}
