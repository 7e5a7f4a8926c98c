import type { Session } from './app-env';
import { NotFoundError } from './errors';

/**
 * Routes that name a user in the path or body act only on the caller. Anyone else, in this firm or
 * another, or nobody at all, answers the same 404 so ids cannot be probed.
 */
export function requireOwnUser(session: Session, userId: string): void {
  if (userId.trim().toLowerCase() !== session.userId.toLowerCase()) throw new NotFoundError();
}
