import { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { caseProgressJson } from '../../domain/case/case-progress-report';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { loadCaseFile } from '../case/case-records';
import { confirmStage, withdrawStage } from '../case/confirm-stage';
import { todayBy } from '../clock';
import type { FirmId } from '../db/firm-scope';
import type { AppEnv } from '../http/app-env';
import { NotFoundError } from '../http/errors';
import { readJson } from '../http/read-input';
import { CaseProgressBody, ConfirmStageBody, WithdrawStageBody } from './case-progress-bodies';

/** Where a case stands and the steps a lawyer confirms by hand (issue 19 "The case lifecycle"). */
export function caseProgressRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const progressOf = async (firmId: FirmId, propertyId: number) => {
    const file = await loadCaseFile(deps.db, firmId, propertyId);
    if (!file) throw new NotFoundError();
    return caseProgressJson(file, Temporal.Instant.fromEpochMilliseconds(deps.clock.nowMs()));
  };

  return new Hono<AppEnv>()
    .post('/get-case-progress', bearer, async (c) => {
      const { propertyId } = await readJson(c, CaseProgressBody);
      return c.json(await progressOf(c.get('session').firmId, propertyId));
    })
    .post('/confirm-case-stage', bearer, async (c) => {
      const session = c.get('session');
      const { propertyId, ...confirmation } = await readJson(c, ConfirmStageBody);
      await confirmStage(deps.db, session, propertyId, confirmation, {
        today: todayBy(deps.clock),
        now: new Date(deps.clock.nowMs()),
      });
      return c.json(await progressOf(session.firmId, propertyId));
    })
    .post('/withdraw-case-stage', bearer, async (c) => {
      const session = c.get('session');
      const { propertyId, stage } = await readJson(c, WithdrawStageBody);
      await withdrawStage(deps.db, session, propertyId, stage, new Date(deps.clock.nowMs()));
      return c.json(await progressOf(session.firmId, propertyId));
    });
}
