import { Hono } from 'hono';
import { buyerStampDuty } from '../../domain/stamp-duty/buyer-stamp-duty';
import { parseBuyerStampDutyRequest, parseSellerStampDutyRequest } from '../../domain/stamp-duty/request-schema';
import { sellerStampDuty } from '../../domain/stamp-duty/seller-stamp-duty';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import type { AppEnv } from '../http/app-env';
import { readStampDutyRequest } from './stamp-duty-bodies';

/**
 * The stamp duty calculator (issue 19 "Stamp duty"): IRAS's rates worked out on the figures sent, nothing read from
 * or written to the case. Signed-in users only, like every product call.
 */
export function stampDutyRoutes(deps: AppDeps): Hono<AppEnv> {
  // Per route, not .use(): a sub-app's catch-all middleware would reach every path mounted after it.
  const bearer = requireBearer(deps);

  return new Hono<AppEnv>()
    .post('/stamp-duty/buyer', bearer, async (c) => c.json(buyerStampDuty(await readStampDutyRequest(c, parseBuyerStampDutyRequest))))
    .post('/stamp-duty/seller', bearer, async (c) => c.json(sellerStampDuty(await readStampDutyRequest(c, parseSellerStampDutyRequest))));
}
