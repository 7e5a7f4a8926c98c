import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { otherServiceRequests, users, type NewOtherServiceRequest, type OtherServiceRequest } from '../db/schema';
import { recordEvent } from '../history/record-event';
import { serviceRequestedEvents } from './service-history';

/** Who submits: the verified session's firm and user. */
export interface Submitter {
  firmId: FirmId;
  userPk: number;
}

/** The most requests one submission makes (the contract's maxItems of lfControlNos). */
export const MAX_REQUESTS_PER_SUBMISSION = 100;

/** The request_key of a submission's n-th row (1-based): `<Idempotency-Key>#<n>`. */
export const rowKey = (requestKey: string, position: number): string => `${requestKey}#${position}`;

/** Another request with the same key stored its rows first; the first answer is read after the rollback. */
class RequestKeyTaken extends Error {}

/** The rows an earlier submission with this key stored, in the order it stored them. */
async function rowsOfKey(db: Database, userPk: number, requestKey: string): Promise<OtherServiceRequest[]> {
  const keys = Array.from({ length: MAX_REQUESTS_PER_SUBMISSION }, (_, index) => rowKey(requestKey, index + 1));
  return db
    .select()
    .from(otherServiceRequests)
    .where(and(eq(otherServiceRequests.createdBy, userPk), inArray(otherServiceRequests.requestKey, keys)))
    .orderBy(asc(otherServiceRequests.id));
}

/** A row as a submission makes it; the firm, the user and the key are the submission's. */
export type RequestRow = Omit<NewOtherServiceRequest, 'firmId' | 'createdBy' | 'requestKey'>;

export interface Submission {
  /** The answer of a submission that stored these rows (the first time, or replayed for its key). */
  answer(rows: readonly OtherServiceRequest[]): string;
  /** The rows to store, checked and numbered inside the transaction (request_key is set here). */
  rows(tx: Database): Promise<RequestRow[]>;
  /** After the insert, in the same transaction: hand the stored requests to the desk. */
  stored(tx: Database, rows: readonly OtherServiceRequest[]): Promise<void>;
}

/**
 * Stores one submission's requests in one transaction and answers its text. The user's row is locked first, so one
 * user's submissions are stored one at a time: a request repeating an Idempotency-Key then finds the first one's rows
 * and answers the same text, with nothing new written or charged (as createRequisition does for requisitions). The
 * unique index on (created_by, request_key) still decides should two such requests ever meet at the insert. The
 * stored requests are recorded in the history (service.requested, at `at`) in the same transaction; a replay
 * stores nothing and records nothing.
 */
export async function storeSubmission(
  db: Database,
  submitter: Submitter,
  requestKey: string | undefined,
  at: Date,
  submission: Submission,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      // NO KEY UPDATE: one submission of the user at a time, while the foreign-key checks of the user's other writes
      // (their history events) never wait for it (docs/decisions.md "One lock order").
      await tx.select({ id: users.id }).from(users).where(eq(users.id, submitter.userPk)).for('no key update');
      const earlier = requestKey ? await rowsOfKey(tx, submitter.userPk, requestKey) : [];
      if (earlier.length > 0) return submission.answer(earlier);

      const rows = (await submission.rows(tx)).map((row, index) => ({
        ...row,
        firmId: submitter.firmId,
        createdBy: submitter.userPk,
        requestKey: requestKey ? rowKey(requestKey, index + 1) : null,
      }));
      const stored = await tx
        .insert(otherServiceRequests)
        .values(rows)
        .onConflictDoNothing({ target: [otherServiceRequests.createdBy, otherServiceRequests.requestKey] })
        .returning();
      if (stored.length !== rows.length) throw new RequestKeyTaken();
      await submission.stored(tx, stored);
      for (const event of serviceRequestedEvents(stored)) await recordEvent(tx, submitter, event, at);
      return submission.answer(stored);
    });
  } catch (error) {
    const winner = error instanceof RequestKeyTaken && requestKey ? await rowsOfKey(db, submitter.userPk, requestKey) : [];
    if (winner.length > 0) return submission.answer(winner);
    throw error;
  }
}
