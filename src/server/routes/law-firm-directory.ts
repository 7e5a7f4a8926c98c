import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { findFirmByAccount, firmUsers, searchFirmsByName } from '../db/queries/law-firm-directory';
import type { AppEnv } from '../http/app-env';
import { NotFoundError } from '../http/errors';
import { readJson } from '../http/read-input';
import { splitFirmAddress } from '../stakeholders/firm-address';
import { LawFirmSearchBody, pathText } from './stakeholder-bodies';

/** The lawyer modal's firm search and firm users (seed 000 §7): a directory of every subscribing firm. */
export function lawFirmDirectoryRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  return new Hono<AppEnv>()
    .post('/fetchusersbylawfirmname', bearer, async (c) => {
      const { acctName } = await readJson(c, LawFirmSearchBody);
      return c.json(await searchFirmsByName(deps.db, acctName));
    })
    .get('/retrievelawfirmuser/:accountId/:appId', bearer, async (c) => {
      const firm = await findFirmByAccount(deps.db, pathText(c, 'accountId'), pathText(c, 'appId'));
      if (!firm) throw new NotFoundError();
      const { address1, address2 } = splitFirmAddress(firm.address);
      const users = await firmUsers(deps.db, firm.id);
      return c.json({
        acctName: firm.name,
        address1,
        address2,
        postalCode: firm.postalCode,
        lstCMSUsrInfo: users.map((user) => ({
          userid: user.userId,
          firstName: user.firstName || user.userName,
          lastName: user.lastName,
          email: user.email,
          contactnumber: user.phone,
        })),
      });
    });
}
