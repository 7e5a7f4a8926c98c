import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { findActiveMcsts, findIrasUnitsAtPostal } from '../db/queries/sandbox';
import { transactionTypes } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { readJson } from '../http/read-input';
import { IRAS_API_ERROR_POSTAL, irasApiError, irasPostalReply, irasUnitReply } from '../property/iras-simulator';
import { mcstRecordJson } from '../property/mcst-record-json';
import { IrasPostalBody, IrasUnitBody, McstSearchBody } from './property-bodies';

/** The property form's lookups (seed 000 §7): MCST register, transaction types, IRAS valuation list. */
export function propertyLookupRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);

  return new Hono<AppEnv>()
    .post('/searchMcstNo', bearer, async (c) => {
      const { mcstno } = await readJson(c, McstSearchBody);
      return c.json((await findActiveMcsts(deps.db, mcstno)).map(mcstRecordJson));
    })
    .get('/get-transtype-list', bearer, async (c) => {
      const rows = await deps.db.select().from(transactionTypes).orderBy(asc(transactionTypes.id));
      return c.json(rows.map(({ id, name }) => ({ id, name })));
    })
    .post('/check-IRAS-Taxable-By-Unit', bearer, async (c) => {
      const body = await readJson(c, IrasUnitBody);
      if (body.postalCode === IRAS_API_ERROR_POSTAL) return c.json(irasApiError());
      return c.json(irasUnitReply(await findIrasUnitsAtPostal(deps.db, body.postalCode), body.storeyNo, body.unitNo));
    })
    .post('/check-IRAS-Taxable-By-PostalCode', bearer, async (c) => {
      const body = await readJson(c, IrasPostalBody);
      if (body.postalCode === IRAS_API_ERROR_POSTAL) return c.json(irasApiError());
      return c.json(irasPostalReply(await findIrasUnitsAtPostal(deps.db, body.postalCode)));
    });
}
