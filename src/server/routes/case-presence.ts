import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import type { AppEnv } from '../http/app-env';
import { NotFoundError } from '../http/errors';
import { readJson } from '../http/read-input';
import { CasePresenceBody } from '../presence/presence-bodies';
import { isFirmCase, recordHeartbeat, recordLeave } from '../presence/presence-store';

/**
 * A case page's heartbeat: the tab is on the case, viewing it or editing one of its records, or has left it. Who
 * else is there reaches the other tabs over their notification streams. Nothing here is a change to the case, so
 * it writes no history and takes no lock on the case.
 */
export function casePresenceRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  return new Hono<AppEnv>().post('/case-presence', bearer, async (c) => {
    const { propertyId, tabId, activity } = await readJson(c, CasePresenceBody);
    const { firmId, userPk } = c.get('session');
    if (!(await isFirmCase(deps.db, firmId, propertyId))) throw new NotFoundError();
    const tab = { firmId, userPk, tabId };
    if (activity === 'left') await recordLeave(deps.db, tab, propertyId);
    else await recordHeartbeat(deps.db, tab, propertyId, activity, new Date(deps.clock.nowMs()));
    return c.body(null, 204);
  });
}
