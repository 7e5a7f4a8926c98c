import { sign, verify } from 'hono/jwt';
import * as v from 'valibot';
import type { Clock } from '../clock';

/**
 * The checklist partner's token (get-legalassiz-token): short-lived, naming its purpose, the user and the
 * firm. It carries `fid` rather than `firm` and no token version, so it can never pass as a session token,
 * and a session token (no purpose) never passes as this one.
 */
const CHECKLIST_PURPOSE = 'checklist';
export const CHECKLIST_TOKEN_SECONDS = 300;

const Claims = v.object({
  purpose: v.literal(CHECKLIST_PURPOSE),
  sub: v.pipe(v.string(), v.nonEmpty()),
  fid: v.pipe(v.number(), v.integer()),
  iat: v.number(),
  exp: v.number(),
});
export type ChecklistClaims = v.InferOutput<typeof Claims>;

interface ChecklistTokenSettings {
  secret: string;
  clock: Clock;
}

export async function issueChecklistToken(settings: ChecklistTokenSettings, user: { userId: string; firmId: number }): Promise<string> {
  const iat = Math.floor(settings.clock.nowMs() / 1000);
  const claims: ChecklistClaims = { purpose: CHECKLIST_PURPOSE, sub: user.userId, fid: user.firmId, iat, exp: iat + CHECKLIST_TOKEN_SECONDS };
  return sign(claims, settings.secret, 'HS256');
}

export async function readChecklistToken(settings: ChecklistTokenSettings, token: string): Promise<ChecklistClaims | null> {
  try {
    const payload = await verify(token, settings.secret, { alg: 'HS256', exp: false, nbf: false, iat: false });
    const claims = v.safeParse(Claims, payload);
    if (!claims.success) return null;
    return claims.output.exp * 1000 > settings.clock.nowMs() ? claims.output : null;
  } catch {
    return null;
  }
}
