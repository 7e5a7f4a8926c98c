import { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { boardRecordJson } from '../../domain/case/deadlines-board';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { firmUserPk, readDeadlinesBoard } from '../case/deadlines-board-query';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/read-input';
import { DeadlinesBoardBody } from './deadlines-board-bodies';

/**
 * The firm's deadlines board (issue 19 "Next step and deadlines"): every open case's next deadline, soonest (so
 * overdue) first, by lawyer and stage, a page at a time. Agency replies that are due are collected first, as the
 * requisition report does, so a reply already in does not show as still expected.
 */
export function deadlinesBoardRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  return new Hono<AppEnv>().post('/get-deadlines-board', bearer, async (c) => {
    const { firmId } = c.get('session');
    const { pageNo, pageSize, lawyerId, stage } = await readJson(c, DeadlinesBoardBody);
    const lawyerUserId = lawyerId === '' ? undefined : await firmUserPk(deps.db, firmId, lawyerId);
    const page = { pageNo, pageSize };
    // A login id that is not one of the firm's users has no cases on this firm's board.
    if (lawyerId !== '' && lawyerUserId === undefined) return c.json({ records: [], recordCount: 0, ...page });
    await deps.agencies.collectReplies(firmId);
    const { rows, recordCount } = await readDeadlinesBoard(deps.db, firmId, {
      ...page,
      ...(lawyerUserId === undefined ? {} : { lawyerUserId }),
      ...(stage === undefined ? {} : { stage }),
    });
    const now = Temporal.Instant.fromEpochMilliseconds(deps.clock.nowMs());
    return c.json({ records: rows.map((row) => boardRecordJson(row, now)), recordCount, ...page });
  });
}
