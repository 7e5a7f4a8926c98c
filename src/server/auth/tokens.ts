import { sign, verify } from 'hono/jwt';
import * as v from 'valibot';
import type { Clock } from '../clock';

/** Session token claims: sub is the login user id, firm the firm id, tv the user's token_version. */
const Claims = v.object({
  sub: v.pipe(v.string(), v.nonEmpty()),
  firm: v.pipe(v.number(), v.integer()),
  tv: v.pipe(v.number(), v.integer()),
  iat: v.number(),
  exp: v.number(),
});
export type TokenClaims = v.InferOutput<typeof Claims>;

export interface TokenSettings {
  secret: string;
  sessionSeconds: number;
  clock: Clock;
}

export interface IssuedToken {
  jwt: string;
  expiresAtMs: number;
}

export async function issueToken(
  settings: TokenSettings,
  subject: { userId: string; firmId: number; tokenVersion: number },
): Promise<IssuedToken> {
  const iat = Math.floor(settings.clock.nowMs() / 1000);
  const exp = iat + settings.sessionSeconds;
  const claims: TokenClaims = { sub: subject.userId, firm: subject.firmId, tv: subject.tokenVersion, iat, exp };
  return { jwt: await sign(claims, settings.secret, 'HS256'), expiresAtMs: exp * 1000 };
}

/** The claims of a genuine, unexpired token, else null. Time is checked against our clock, not hono's. */
export async function readToken(settings: Pick<TokenSettings, 'secret' | 'clock'>, token: string): Promise<TokenClaims | null> {
  try {
    const payload = await verify(token, settings.secret, { alg: 'HS256', exp: false, nbf: false, iat: false });
    const claims = v.safeParse(Claims, payload);
    if (!claims.success) return null;
    return claims.output.exp * 1000 > settings.clock.nowMs() ? claims.output : null;
  } catch {
    return null;
  }
}
