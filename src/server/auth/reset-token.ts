import * as v from 'valibot';
import { definePurposeToken, type PurposeTokenSettings } from './purpose-token';

/**
 * Proof that a user answered the security questions, spent by /reset-password. It carries token_version,
 * which the reset bumps, so it works once.
 */
export const RESET_TOKEN_SECONDS = 600;

const resetToken = definePurposeToken('reset', RESET_TOKEN_SECONDS, { tv: v.pipe(v.number(), v.integer()) });

export function issueResetToken(settings: PurposeTokenSettings, user: { userId: string; tokenVersion: number }): Promise<string> {
  return resetToken.issue(settings, user.userId, { tv: user.tokenVersion });
}

/** Whether the token is already spent is the caller's check. */
export const readResetToken = (settings: PurposeTokenSettings, token: string) => resetToken.read(settings, token);
