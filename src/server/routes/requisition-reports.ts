import { Hono } from 'hono';
import * as v from 'valibot';
import { requisitionDateProblem } from '../../domain/requisitions/report-range';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import type { AppEnv } from '../http/app-env';
import { isStorableDate } from '../http/calendar-date';
import { BadRequestError, NotFoundError } from '../http/errors';
import { readJson } from '../http/read-input';
import { propertyIdOfRequisition } from '../requisitions/replies/property-of-requisition';
import { replyRows } from '../requisitions/replies/reply-rows';
import { reportRows } from '../requisitions/replies/report-listing';

const isoDateOrEmpty = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => value === '' || isStorableDate(value), 'must be a date yyyy-mm-dd or empty'),
);

const controlNo = v.pipe(v.string(), v.trim(), v.maxLength(40));

/** LoadRequisitionsRequest; accountId is the caller's, who is known from the session. */
const LoadRequisitionsBody = v.object({
  accountId: v.pipe(v.string(), v.maxLength(200)),
  fromDate: isoDateOrEmpty,
  toDate: isoDateOrEmpty,
  searchCriteria: v.pipe(v.string(), v.maxLength(200)),
  drafted: v.boolean(),
});

/** CheckStatusIntreqRequest: the report's {lf_control_no}, or the status tab's checkStatus shape. */
const CheckStatusIntreqBody = v.union([
  v.object({ lf_control_no: controlNo }),
  v.object({
    loginId: v.pipe(v.string(), v.maxLength(200)),
    lfControlNo: v.pipe(v.array(controlNo), v.maxLength(100)),
    referenceNo: v.optional(v.pipe(v.string(), v.maxLength(200))),
    propertyType: v.optional(v.pipe(v.string(), v.maxLength(20))),
  }),
]);

/**
 * The requisition report and the draft cart's listing (seed 001 §7 "Reports"): the listing, a requisition's
 * agency replies, and the property behind an LF control number. Replies that are due are collected first,
 * so the report shows them as soon as the status tab would.
 */
export function requisitionReportRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  return new Hono<AppEnv>()
    .post('/loadAllRequisitions', bearer, async (c) => {
      const { firmId } = c.get('session');
      const body = await readJson(c, LoadRequisitionsBody);
      const problem = requisitionDateProblem(body);
      if (problem) throw new BadRequestError([`fromDate: ${problem}`], problem);
      await deps.agencies.collectReplies(firmId);
      return c.json(await reportRows(deps.db, firmId, body));
    })
    .post('/checkStatusIntreq', bearer, async (c) => {
      const { firmId } = c.get('session');
      const body = await readJson(c, CheckStatusIntreqBody);
      await deps.agencies.collectReplies(firmId);
      return c.json(await replyRows(deps.db, firmId, 'lf_control_no' in body ? [body.lf_control_no] : body.lfControlNo));
    })
    .get('/get-PropId-by-LFContNum/:lfControlNumber', bearer, async (c) => {
      const lfControlNo = c.req.param('lfControlNumber').trim().slice(0, 40);
      const propertyId = await propertyIdOfRequisition(deps.db, c.get('session').firmId, lfControlNo);
      if (propertyId === null) throw new NotFoundError();
      return c.json(propertyId);
    });
}
