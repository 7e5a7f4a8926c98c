import { sign, verify } from 'hono/jwt';
import * as v from 'valibot';
import type { Clock } from '../clock';

/**
 * Proof that a user answered the security questions, spent by /reset-password. It names its purpose so a
 * session token cannot stand in for it (and it lacks `firm`, so it cannot stand in for a session token);
 * it carries token_version, which the reset bumps, so it works once.
 */
const RESET_PURPOSE = 'reset';
export const RESET_TOKEN_SECONDS = 600;

const Claims = v.object({
  purpose: v.literal(RESET_PURPOSE),
  sub: v.pipe(v.string(), v.nonEmpty()),
  tv: v.pipe(v.number(), v.integer()),
  iat: v.number(),
  exp: v.number(),
});
export type ResetClaims = v.InferOutput<typeof Claims>;

interface ResetTokenSettings {
  secret: string;
  clock: Clock;
}

export async function issueResetToken(settings: ResetTokenSettings, user: { userId: string; tokenVersion: number }): Promise<string> {
  const iat = Math.floor(settings.clock.nowMs() / 1000);
  const claims: ResetClaims = { purpose: RESET_PURPOSE, sub: user.userId, tv: user.tokenVersion, iat, exp: iat + RESET_TOKEN_SECONDS };
  return sign(claims, settings.secret, 'HS256');
}

/** The claims of a genuine, unexpired reset token, else null; whether it is spent is the caller's check. */
export async function readResetToken(settings: ResetTokenSettings, token: string): Promise<ResetClaims | null> {
  try {
    const payload = await verify(token, settings.secret, { alg: 'HS256', exp: false, nbf: false, iat: false });
    const claims = v.safeParse(Claims, payload);
    if (!claims.success) return null;
    return claims.output.exp * 1000 > settings.clock.nowMs() ? claims.output : null;
  } catch {
    return null;
  }
}
