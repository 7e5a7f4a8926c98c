import type { FirmId } from '../db/firm-scope';

/** The authenticated caller, set by the bearer middleware from a verified token. */
export interface Session {
  /** users.id */
  userPk: number;
  /** The login id (users.user_id), the token's sub. */
  userId: string;
  firmId: FirmId;
  /** users.token_version the token was checked against; renewed tokens carry it on. */
  tokenVersion: number;
  /** The presented token's exp, in epoch ms (the seeds' expiredTime). */
  expiresAtMs: number;
}

export interface AppEnv {
  Variables: { session: Session };
}
