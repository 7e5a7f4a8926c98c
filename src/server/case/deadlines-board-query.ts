import { count, eq, sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { BoardCase } from '../../domain/case/deadlines-board';
import type { CaseStage } from '../../domain/case/lifecycle';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { pageIds, pageSlice, readPage, type PageRows } from '../db/queries/paged-listing';
import { caseProgressSummaries as board, lawyers, properties, users } from '../db/schema';

/** Which of the firm's open cases the board shows, and which page of them. */
export interface BoardCriteria {
  /** The firm's user whose cases are wanted (users.id), when filtered by lawyer. */
  lawyerUserId?: number;
  stage?: CaseStage;
  pageNo: number;
  pageSize: number;
}

/** The firm's user with this login id (any case), as the lawyer filter names them; undefined when the firm has none. */
export async function firmUserPk(db: Database, firmId: FirmId, loginId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(inFirm(users, firmId, eq(sql`lower(${users.userId})`, loginId.trim().toLowerCase())))
    .limit(1);
  return row?.id;
}

function conditions(criteria: BoardCriteria): SQL[] {
  // Written as the indexes' predicate is, so the planner matches them at once.
  const where = [sql`not ${board.closed}`];
  if (criteria.lawyerUserId !== undefined) where.push(eq(board.lawyerUserId, criteria.lawyerUserId));
  if (criteria.stage !== undefined) where.push(eq(board.stage, criteria.stage));
  return where;
}

/**
 * Due first, overdue ones first of all since they fall due earliest; cases without a deadline last (ascending puts
 * nulls last, as the indexes hold them); the case id keeps equal dues in one order across pages.
 */
const ORDER = [sql`${board.nextDueAt} asc`, sql`${board.propertyId} asc`];

/**
 * The board's page and count, as the listings do theirs (paged-listing.ts): the page's case ids read from one of the
 * board's partial indexes (case_progress_board_idx, or the lawyer's or the stage's when filtered), then only those
 * cases' rows, numbers, addresses and lawyers. Exposed as builders so tests can read their plans.
 */
export function boardQueries(db: Database, firmId: FirmId, criteria: BoardCriteria) {
  const filters = conditions(criteria);
  const where = inFirm(board, firmId, ...filters);
  const page = (sortMatches: boolean) => {
    const ids = pageIds(db, board, board.propertyId, { where, order: ORDER, ...pageSlice(criteria) }, sortMatches);
    return db
      .select({
        propertyId: board.propertyId,
        propertyRefNo: properties.propertyRefNo,
        lawfirmRefNo: properties.lawfirmRefNo,
        propAddress: properties.propAddress,
        stage: board.stage,
        nextKind: board.nextKind,
        nextLabel: board.nextLabel,
        nextDueAt: board.nextDueAt,
        lawyerFirstName: lawyers.firstName,
        lawyerLastName: lawyers.lastName,
        // Selected so the window count, when there is one, is not planned away.
        matches: ids.matches,
      })
      .from(ids)
      .innerJoin(board, eq(board.propertyId, ids.id))
      .innerJoin(properties, eq(properties.id, board.propertyId))
      .leftJoin(lawyers, eq(lawyers.id, board.lawyerId))
      .orderBy(...ORDER);
  };
  const total = db.select({ value: count() }).from(board).where(where);
  // Every query names the open cases: only the lawyer and the stage narrow them further.
  return { page, total, filtered: filters.length > 1, pageNo: criteria.pageNo };
}

type BoardRow = Awaited<ReturnType<ReturnType<typeof boardQueries>['page']>>[number];

function boardCaseOf(row: BoardRow): BoardCase {
  const { nextKind, nextLabel, nextDueAt } = row;
  return {
    propertyId: row.propertyId,
    propertyRefNo: row.propertyRefNo,
    lawfirmRefNo: row.lawfirmRefNo,
    propAddress: row.propAddress,
    stage: row.stage,
    next:
      nextKind && nextLabel !== null && nextDueAt
        ? { kind: nextKind, label: nextLabel, dueAt: Temporal.Instant.fromEpochMilliseconds(nextDueAt.getTime()) }
        : null,
    lawyerName: `${row.lawyerFirstName ?? ''} ${row.lawyerLastName ?? ''}`.trim(),
  };
}

/** One page of the firm's open cases by their next deadline, and how many there are. */
export async function readDeadlinesBoard(db: Database, firmId: FirmId, criteria: BoardCriteria): Promise<PageRows<BoardCase>> {
  const { rows, recordCount } = await readPage(boardQueries(db, firmId, criteria));
  return { rows: rows.map(boardCaseOf), recordCount };
}
