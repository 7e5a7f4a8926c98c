import { Hono } from 'hono';
import { messages } from '../../domain/messages';
import { isValidUen, normaliseUen } from '../../domain/uen';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { findOwnFirm, findOwnFirmByAcctId, storeFirmUen } from '../db/queries/law-firms';
import type { AppEnv } from '../http/app-env';
import { NotFoundError } from '../http/errors';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { UenDetailsBody, UpdateUenBody } from './account-bodies';

/** The firm's UEN (seed 002 §2.9 UEN management); login's isUENUpdated follows the caller's flag. */
export function uenRoutes(deps: AppDeps): Hono<AppEnv> {
  // Per route, not .use(): a sub-app's catch-all middleware would reach every path mounted after it.
  const bearer = requireBearer(deps);

  return new Hono<AppEnv>()
    .post('/retrieve-UEN-details', bearer, async (c) => {
      const body = await readJson(c, UenDetailsBody);
      const session = c.get('session');
      requireOwnUser(session, body.userid);
      const firm = await findOwnFirm(deps.db, session.firmId);
      if (!firm) throw new NotFoundError();
      return c.json({ acctid: firm.acctId, acctName: firm.name, uenNum: firm.uen });
    })
    .post('/update-UEN', bearer, async (c) => {
      const body = await readJson(c, UpdateUenBody);
      const session = c.get('session');
      const firm = await findOwnFirmByAcctId(deps.db, session.firmId, body.acctid);
      if (!firm) throw new NotFoundError();
      if (!isValidUen(body.uenno)) {
        return c.json({ errormsg: messages.invalidUenText, errors: [`uenno: ${messages.invalidUenText}`] }, 400);
      }
      await storeFirmUen(deps.db, session.firmId, session.userPk, normaliseUen(body.uenno), new Date(deps.clock.nowMs()));
      return c.json({ userUenStatus: 'success' });
    });
}
