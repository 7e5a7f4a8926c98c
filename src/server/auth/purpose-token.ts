import { sign, verify } from 'hono/jwt';
import * as v from 'valibot';
import type { Clock } from '../clock';

export interface PurposeTokenSettings {
  secret: string;
  clock: Clock;
}

/**
 * A short-lived signed token for one purpose (password reset, the checklist frame). Naming the purpose keeps a
 * session token from standing in for it; lacking the session's `firm` claim keeps it from standing in for a
 * session token. Each kind adds its own claims.
 */
export function definePurposeToken<const Purpose extends string, Entries extends v.ObjectEntries>(
  purpose: Purpose,
  lifetimeSeconds: number,
  entries: Entries,
) {
  // Checked in two parts so the common claims keep their types under the generic ones.
  const Common = v.looseObject({
    purpose: v.literal(purpose),
    sub: v.pipe(v.string(), v.nonEmpty()),
    iat: v.number(),
    exp: v.number(),
  });
  const Own = v.looseObject(entries);
  type Fields = v.InferOutput<v.ObjectSchema<Entries, undefined>>;

  return {
    lifetimeSeconds,
    async issue(settings: PurposeTokenSettings, subject: string, fields: Fields): Promise<string> {
      const iat = Math.floor(settings.clock.nowMs() / 1000);
      return sign({ ...fields, purpose, sub: subject, iat, exp: iat + lifetimeSeconds }, settings.secret, 'HS256');
    },
    /** The claims of a genuine, unexpired token of this purpose, else null. */
    async read(settings: PurposeTokenSettings, token: string) {
      try {
        const payload = await verify(token, settings.secret, { alg: 'HS256', exp: false, nbf: false, iat: false });
        const common = v.safeParse(Common, payload);
        const own = v.safeParse(Own, payload);
        if (!common.success || !own.success || common.output.exp * 1000 <= settings.clock.nowMs()) return null;
        return { ...own.output, ...common.output };
      } catch {
        return null;
      }
    },
  };
}
