import { randomBytes } from 'node:crypto';
import { accountSummaries } from '../../domain/history/account-summaries';
import type { Database } from '../db/database';
import { verifiedFirmId } from '../db/firm-scope';
import { insertSession, sweepExpiredSessions, takeSession } from '../db/queries/sessions';
import { recordEvent } from '../history/record-event';
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

/**
 * A login (password or direct-entry code) begins a session; the user's expired rows go at the same time, and the
 * login is recorded in the firm's history in the same transaction.
 */
export async function openSession(
  db: Database,
  settings: TokenSettings,
  subject: SessionSubject,
  how: 'password' | 'direct-link' = 'password',
): Promise<IssuedToken> {
  return db.transaction(async (tx) => {
    const nowMs = settings.clock.nowMs();
    await sweepExpiredSessions(tx, subject.userPk, nowMs);
    const issued = await storeAndSign(tx, settings, subject);
    const actor = { firmId: verifiedFirmId(subject.firmId), userPk: subject.userPk };
    await recordEvent(tx, actor, { kind: 'account.login', summary: accountSummaries.loggedIn(how) }, new Date(nowMs));
    return issued;
  });
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

/** Logout: true when this call ended the session (and recorded it), false when it had already ended. */
export async function endSession(db: Database, session: SessionSubject & { sessionId: string }, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await takeSession(tx, session.sessionId)) === undefined) return false;
    const actor = { firmId: verifiedFirmId(session.firmId), userPk: session.userPk };
    await recordEvent(tx, actor, { kind: 'account.logout', summary: accountSummaries.loggedOut }, at);
    return true;
  });
}
