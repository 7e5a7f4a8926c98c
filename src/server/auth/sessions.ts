import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { insertSession, sweepExpiredSessions, takeSession } from '../db/queries/sessions';
import { signToken, tokenTimes, type TokenSettings } from './tokens';

/**
 * Server-side sessions: every token names a user_sessions row (its sid) and works only while that row lives.
 * All state is in the database, so any of the WORKERS processes can check or end any session.
 */

export interface SessionSubject {
  /** users.id */
  userPk: number;
  /** The login id, the token's sub. */
  userId: string;
  firmId: number;
}

export interface IssuedToken {
  jwt: string;
  expiresAtMs: number;
}

/** 24 random bytes: unguessable, and URL-safe so it sits in a JWT claim as is. */
const newSessionId = (): string => randomBytes(24).toString('base64url');

async function storeAndSign(db: Database, settings: TokenSettings, subject: SessionSubject, startedAtMs?: number): Promise<IssuedToken> {
  const times = tokenTimes(settings);
  const id = newSessionId();
  const expiresAtMs = times.exp * 1000;
  await insertSession(db, { id, userPk: subject.userPk, startedAtMs: startedAtMs ?? settings.clock.nowMs(), expiresAtMs });
  return { jwt: await signToken(settings.secret, { ...subject, sessionId: id }, times), expiresAtMs };
}

/** A login (password or direct-entry code) begins a session; the user's expired rows go at the same time. */
export async function openSession(db: Database, settings: TokenSettings, subject: SessionSubject): Promise<IssuedToken> {
  await sweepExpiredSessions(db, subject.userPk, settings.clock.nowMs());
  return storeAndSign(db, settings, subject);
}

/**
 * Swaps a live session for a new one in one transaction: the old token stops working the moment the new one
 * exists, and the chain keeps its login time. Null when the old session was ended meanwhile (a parallel
 * renewal or logout), so one token never renews twice.
 */
export async function renewSession(
  db: Database,
  settings: TokenSettings,
  current: SessionSubject & { sessionId: string },
): Promise<IssuedToken | null> {
  return db.transaction(async (tx) => {
    const replaced = await takeSession(tx, current.sessionId);
    return replaced ? storeAndSign(tx, settings, current, replaced.startedAtMs) : null;
  });
}

/** Logout: true when this call ended the session, false when it had already ended. */
export async function endSession(db: Database, sessionId: string): Promise<boolean> {
  return (await takeSession(db, sessionId)) !== undefined;
}
