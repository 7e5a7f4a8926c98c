import { eq } from 'drizzle-orm';
import { toDisplayTimestamp } from '../../domain/display-date';
import { messages } from '../../domain/messages';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { ConflictError } from '../http/errors';

/** A record's edit version and who made it (db/tables/edit-version.ts). */
export interface EditStamp {
  version: number;
  changedBy: number | null;
  changedAt: Date | null;
}

/** The 409's `conflict`: the version that won, who saved it and when (contract: EditConflict). */
export interface EditConflict {
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}

async function displayNameOf(db: Database, userPk: number): Promise<string | null> {
  const [row] = await db.select({ name: users.userName }).from(users).where(eq(users.id, userPk));
  return row?.name ?? null;
}

/**
 * Refuses an update made from a version older than the stored one, before anything is written: 409 naming who
 * saved in between and when (Singapore time), with that version in `conflict` for the screen. `record` is what the
 * screen calls it ("this case", "this OTP"). Call it with the row locked (FOR UPDATE) so no save slips in after it.
 */
export async function refuseStaleEdit(db: Database, current: EditStamp, sent: number, editorPk: number | null, record: string): Promise<void> {
  if (sent === current.version) return;
  const changedBy = current.changedBy === null ? null : await displayNameOf(db, current.changedBy);
  const changedAt = current.changedAt ? toDisplayTimestamp(current.changedAt.toISOString()) : null;
  const errormsg =
    changedAt === null || changedBy === null
      ? messages.editConflictBySomeone(record)
      : current.changedBy === editorPk
        ? messages.editConflictByYou(record, changedAt)
        : messages.editConflict(changedBy, record, changedAt);
  const conflict: EditConflict = { version: current.version, changedBy, changedAt: current.changedAt?.toISOString() ?? null };
  throw new ConflictError(errormsg, { conflict });
}

/** The columns a person's save sets: the next version, made by them, now. */
export function nextEditStamp(current: Pick<EditStamp, 'version'>, editorPk: number | null, now: Date): EditStamp {
  return { version: current.version + 1, changedBy: editorPk, changedAt: now };
}
