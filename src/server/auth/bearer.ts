import type { MiddlewareHandler } from 'hono';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { verifiedFirmId } from '../db/firm-scope';
import { findSessionUser } from '../db/queries/users';
import type { AppEnv, Session } from '../http/app-env';
import { pendingSetupOf, setupRefusal } from './setup-gate';
import { readToken } from './tokens';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

type BearerDeps = Pick<AppDeps, 'db' | 'keys' | 'clock'>;

/**
 * The session an Authorization header proves, or null: a genuine, unexpired token whose session row still
 * exists. The row is read on every request (with the user, in one query) so an ended session stops at once.
 */
export async function sessionFromHeader(deps: BearerDeps, header: string | undefined): Promise<Session | null> {
  const token = BEARER.exec(header ?? '')?.[1];
  if (!token) return null;
  const claims = readToken({ secret: deps.keys.jwtSecret, clock: deps.clock }, token);
  if (!claims) return null;
  const firmId = verifiedFirmId(claims.firm);
  const user = await findSessionUser(deps.db, { loginUserId: claims.sub, sessionId: claims.sid }, firmId, deps.clock.nowMs());
  if (!user) return null;
  return {
    userPk: user.id,
    userId: user.userId,
    firmId,
    sessionId: claims.sid,
    expiresAtMs: claims.exp * 1000,
    // From the row just read: the set-up gate costs no query of its own.
    pendingSetup: pendingSetupOf(user),
  };
}

/** Every product route sits behind this. Only the Authorization header authenticates; a token in the path is ignored. */
export function requireBearer(deps: BearerDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    if (!BEARER.test(header ?? '')) return c.json({ errormsg: messages.missingToken }, 401);
    const session = await sessionFromHeader(deps, header);
    if (!session) return c.json({ errormsg: messages.invalidToken }, 401);
    c.set('session', session);
    const refusal = setupRefusal(session.pendingSetup, c.req.method, c.req.routePath);
    if (refusal) return c.json(refusal, 403);
    await next();
  };
}
