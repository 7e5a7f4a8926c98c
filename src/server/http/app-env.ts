import type { SetupStep } from '../../domain/setup-steps';
import type { FirmId } from '../db/firm-scope';

/** The authenticated caller, set by the bearer middleware from a verified token. */
export interface Session {
  /** users.id */
  userPk: number;
  /** The login id (users.user_id), the token's sub. */
  userId: string;
  firmId: FirmId;
  /** The token's sid: the user_sessions row that logout deletes and renewal replaces. */
  sessionId: string;
  /** The presented token's exp, in epoch ms (the seeds' expiredTime). */
  expiresAtMs: number;
  /** The user's one-time set-up steps not yet done, in set-up order (auth/setup-gate.ts); empty once done. */
  pendingSetup: readonly SetupStep[];
}

export interface AppEnv {
  Variables: { session: Session };
}
