import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeadlineKind } from '../../../domain/case/deadlines';
import { CASE_STAGES } from '../../../domain/case/lifecycle';
import { lawFirms } from './law-firms';
import { lawyers } from './lawyers';
import { properties } from './properties';
import { users } from './users';

/**
 * Where each case stands, one row per case, kept current by the server (src/server/case/case-progress-store.ts) in
 * the transaction of every write that changes what the lifecycle or the deadlines read. The firm's deadlines board
 * (issue 19) pages through this table alone: working each case's stage and deadlines out of its documents,
 * requisitions and confirmations per page would read every open case of the firm.
 *
 * The next deadline is stored without its state: overdue and due-within-3-days depend on the time of reading, so
 * the board works them out from `next_due_at` and the clock.
 */
export const caseProgressSummaries = pgTable(
  'case_progress',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    stage: text('stage', { enum: CASE_STAGES }).notNull(),
    /** The case's next deadline not yet met (src/domain/case/deadlines.ts nextDeadline); all three null when none. */
    nextKind: text('next_kind').$type<DeadlineKind>(),
    nextLabel: text('next_label'),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    /**
     * The firm's own lawyer on the case: the buyer's lawyer when the firm acts for the buyer (client flag B), the
     * seller's when it acts for the seller (S); none while the side is unknown or the lawyer not yet assigned.
     */
    lawyerId: integer('lawyer_id').references(() => lawyers.id, { onDelete: 'set null' }),
    /** That lawyer's product user (lawyers.linked_user_id): the board's lawyer filter names the firm's users. */
    lawyerUserId: integer('lawyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Closed (locked): off the board. */
    closed: boolean('closed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The board's order, for all the firm's open cases, by lawyer and by stage: each page's ids and the count are
    // read from one of these alone. Ascending puts cases without a deadline last, as the board wants.
    index('case_progress_board_idx')
      .on(t.firmId, t.nextDueAt, t.propertyId)
      .where(sql`not ${t.closed}`),
    index('case_progress_lawyer_board_idx')
      .on(t.firmId, t.lawyerUserId, t.nextDueAt, t.propertyId)
      .where(sql`not ${t.closed}`),
    index('case_progress_stage_board_idx')
      .on(t.firmId, t.stage, t.nextDueAt, t.propertyId)
      .where(sql`not ${t.closed}`),
  ],
);

export type CaseProgressSummaryRow = typeof caseProgressSummaries.$inferSelect;
export type NewCaseProgressSummaryRow = typeof caseProgressSummaries.$inferInsert;
