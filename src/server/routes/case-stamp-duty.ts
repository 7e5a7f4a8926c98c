import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { stampDutyLinkUrl } from '../case/case-stamp-duty-print';
import { saveCaseStampDuty } from '../case/save-case-stamp-duty';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/read-input';
import { calculationOf, PrintCaseStampDutyBody, SaveCaseStampDutyBody } from './case-stamp-duty-bodies';

/**
 * Stamp duty saved on a case and printed (issue 19 "The figure is saved on the case, shown with the stamp duty
 * deadline, and printable"). The saved figures are read with the case's progress (POST /get-case-progress).
 */
export function caseStampDutyRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const now = () => new Date(deps.clock.nowMs());
  const tokenSettings = { secret: deps.keys.jwtSecret, clock: deps.clock };

  return new Hono<AppEnv>()
    .post('/save-case-stamp-duty', bearer, async (c) => {
      const { firmId, userPk } = c.get('session');
      const body = await readJson(c, SaveCaseStampDutyBody);
      const calculation = calculationOf(body.kind, body.request);
      return c.json(await saveCaseStampDuty(deps.db, { firmId, userPk }, body.propertyId, calculation, now()));
    })
    .post('/print-case-stamp-duty', bearer, async (c) => {
      const { firmId, userId, userPk } = c.get('session');
      const { propertyId, kind } = await readJson(c, PrintCaseStampDutyBody);
      return c.json({ pdfURL: await stampDutyLinkUrl(deps.db, tokenSettings, { firmId, userId, userPk }, { propertyId, kind }, now()) });
    });
}
