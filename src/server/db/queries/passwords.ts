import { eq, inArray, sql } from 'drizzle-orm';
import { accountSummaries } from '../../../domain/history/account-summaries';
import { securityQaThrottleKey, throttleKey } from '../../auth/login-throttle';
import { recordEvent, type HistoryEvent } from '../../history/record-event';
import type { Database } from '../database';
import { verifiedFirmId } from '../firm-scope';
import { loginThrottle, users } from '../schema';
import { endUserSessions } from './sessions';

/**
 * Stores a new password in one transaction: the hash, state 'ok', the change time (restarting the age
 * limit), token_version + 1 so an earlier reset token is spent, the user's sessions ended except
 * `keepSessionId` (the one that made the change, if any: whoever knew the old password is out everywhere
 * else), the user's login and security-question locks cleared, and the change recorded in the firm's history.
 */
export async function storeNewPassword(
  db: Database,
  user: { id: number; userId: string; firmId: number },
  passwordHash: string,
  nowMs: number,
  how: 'changed' | 'reset',
  keepSessionId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordState: 'ok',
        passwordChangedAt: new Date(nowMs),
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, user.id));
    await endUserSessions(tx, user.id, keepSessionId);
    const keys = [throttleKey(user.userId), securityQaThrottleKey(user.userId)];
    await tx.delete(loginThrottle).where(inArray(loginThrottle.userKey, keys));
    const actor = { firmId: verifiedFirmId(user.firmId), userPk: user.id };
    const event: HistoryEvent =
      how === 'changed'
        ? { kind: 'account.password-changed', summary: accountSummaries.passwordChanged }
        : { kind: 'account.password-reset', summary: accountSummaries.passwordReset };
    await recordEvent(tx, actor, event, new Date(nowMs));
  });
}
