import { sign } from 'hono/jwt';
import * as v from 'valibot';
import type { Clock } from '../clock';
import { verifyHs256 } from './hs256';

/**
 * Session token claims: sub is the login id, firm the firm id, sid the user_sessions row the token lives by.
 * The signature proves who issued it; the row decides whether it still counts (logout, renewal and password
 * changes delete rows), so a token can be ended before its exp.
 */
const Claims = v.object({
  sub: v.pipe(v.string(), v.nonEmpty()),
  firm: v.pipe(v.number(), v.integer()),
  sid: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  iat: v.number(),
  exp: v.number(),
});
export type TokenClaims = v.InferOutput<typeof Claims>;

export interface TokenSettings {
  secret: string;
  sessionSeconds: number;
  clock: Clock;
}

/** When a token issued now would expire, in epoch ms; the session row stores the same instant. */
export function tokenTimes(settings: Pick<TokenSettings, 'sessionSeconds' | 'clock'>): { iat: number; exp: number } {
  const iat = Math.floor(settings.clock.nowMs() / 1000);
  return { iat, exp: iat + settings.sessionSeconds };
}

/** Signs a token for a session row already stored with the same exp. */
export function signToken(
  secret: string,
  subject: { userId: string; firmId: number; sessionId: string },
  times: { iat: number; exp: number },
): Promise<string> {
  const claims: TokenClaims = { sub: subject.userId, firm: subject.firmId, sid: subject.sessionId, ...times };
  return sign(claims, secret, 'HS256');
}

/**
 * The claims of a genuine, unexpired token, else null. Time is checked against our clock. Synchronous: the
 * bearer check runs it on every request (hs256.ts says why not hono/jwt's verify).
 */
export function readToken(settings: Pick<TokenSettings, 'secret' | 'clock'>, token: string): TokenClaims | null {
  const payload = verifyHs256(token, settings.secret);
  if (!payload) return null;
  const claims = v.safeParse(Claims, payload);
  if (!claims.success) return null;
  return claims.output.exp * 1000 > settings.clock.nowMs() ? claims.output : null;
}
