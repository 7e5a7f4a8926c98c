import type { MiddlewareHandler } from 'hono';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { verifiedFirmId } from '../db/firm-scope';
import { findSessionUser } from '../db/queries/users';
import type { AppEnv, Session } from '../http/app-env';
import { readToken } from './tokens';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

type BearerDeps = Pick<AppDeps, 'db' | 'keys' | 'clock'>;

/**
 * The session an Authorization header proves, or null. The user row is re-read so a bumped
 * token_version revokes old tokens at once.
 */
export async function sessionFromHeader(deps: BearerDeps, header: string | undefined): Promise<Session | null> {
  const token = BEARER.exec(header ?? '')?.[1];
  if (!token) return null;
  const claims = await readToken({ secret: deps.keys.jwtSecret, clock: deps.clock }, token);
  const firmId = claims ? verifiedFirmId(claims.firm) : undefined;
  const user = claims && firmId !== undefined ? await findSessionUser(deps.db, claims.sub, firmId) : undefined;
  if (!claims || firmId === undefined || !user || user.tokenVersion !== claims.tv) return null;
  return { userPk: user.id, userId: user.userId, firmId, tokenVersion: user.tokenVersion, expiresAtMs: claims.exp * 1000 };
}

/** Every product route sits behind this. Only the Authorization header authenticates; a token in the path is ignored. */
export function requireBearer(deps: BearerDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    if (!BEARER.test(header ?? '')) return c.json({ errormsg: messages.missingToken }, 401);
    const session = await sessionFromHeader(deps, header);
    if (!session) return c.json({ errormsg: messages.invalidToken }, 401);
    c.set('session', session);
    await next();
  };
}
