import type { Context } from 'hono';
import { Hono } from 'hono';
import { fromWireDate } from '../../domain/other-services/parcel-land-form';
import { soaDateProblem } from '../../domain/other-services/soa-search';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import type { AppEnv } from '../http/app-env';
import { isStorableDate } from '../http/calendar-date';
import { BadRequestError } from '../http/errors';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { otherServicePage } from '../other-services/listing';
import { searchNonSoa, submitNonSoa } from '../other-services/non-soa';
import { submitParcelLand } from '../other-services/parcel-land';
import { otherServiceLinkUrl, printOtherServices } from '../other-services/print';
import { searchSoa, submitSoa } from '../other-services/soa';
import type { Submitter } from '../other-services/submission';
import { createOtherServicesDesk } from '../services/agency/other-services-desk';
import { NonSoaSearchBody, OtherServiceListBody, OtherServicePrintBody, ParcelLandBody, SoaSearchBody, SoaSubmitBody } from './other-services-bodies';

/** A dd/MM/yyyy date of the SOA search as yyyy-mm-dd; '' stays '' (refused by the SOA date rule with its message). */
function searchDate(field: string, wire: string): string {
  if (wire === '') return '';
  const iso = fromWireDate(wire);
  if (!isStorableDate(iso)) throw new BadRequestError([`${field}: must be a date dd/MM/yyyy`]);
  return iso;
}

/**
 * Other services (seed 002 §2.2–2.5, §7): the listing, parcel land information, the SOA and non-SOA searches and
 * submissions and the printed replies, on the database and scoped to the caller's firm. Every call names the caller
 * as loginId (anyone else is a 404). The tax authority's desk answers after the configured delay (the built-in
 * simulator, services/agency/other-services-desk.ts); the listing, the searches and the print collect what has
 * arrived first.
 */
export function otherServiceRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const desk = createOtherServicesDesk({ db: deps.db, files: deps.files, clock: deps.clock, config: deps.config });
  const tokenSettings = { secret: deps.keys.jwtSecret, clock: deps.clock };
  const submitterOf = (c: Context<AppEnv>, loginId: string): Submitter => {
    const session = c.get('session');
    requireOwnUser(session, loginId);
    return { firmId: session.firmId, userPk: session.userPk };
  };
  const actions = { db: deps.db, clock: deps.clock, desk };

  return new Hono<AppEnv>()
    .post('/iras-listing', bearer, async (c) => {
      const body = await readJson(c, OtherServiceListBody);
      const { firmId } = submitterOf(c, body.loginId);
      // Replies that are due show at once: a reload shows them Replied.
      await desk.collectReplies(firmId);
      const { rows, recordCount } = await otherServicePage(deps.db, firmId, body);
      return c.json({ records: rows, recordCount, pageNo: body.pageNo, pageSize: body.pageSize });
    })
    .post('/lr-parcel-land', bearer, async (c) => {
      const requestKey = idempotencyKeyOf(c);
      const body = await readJson(c, ParcelLandBody);
      return c.text(await submitParcelLand(actions, submitterOf(c, body.loginId), body, requestKey));
    })
    .post('/searchSOA', bearer, async (c) => {
      const body = await readJson(c, SoaSearchBody);
      const { firmId } = submitterOf(c, body.loginId);
      const range = { fromDate: searchDate('fromDate', body.fromDate), toDate: searchDate('toDate', body.toDate) };
      const problem = soaDateProblem(range);
      if (problem) throw new BadRequestError([`fromDate: ${problem}`], problem);
      // The latest received dates count the replies that are due.
      await desk.collectReplies(firmId);
      const searchResult = await searchSoa(deps.db, firmId, range);
      return c.json({ count: searchResult.length, searchResult });
    })
    .post('/submitSOA', bearer, async (c) => {
      const requestKey = idempotencyKeyOf(c);
      const body = await readJson(c, SoaSubmitBody);
      return c.text(await submitSoa(actions, submitterOf(c, body.loginId), body.lfControlNos, requestKey));
    })
    .post('/searchNonSOA', bearer, async (c) => {
      const body = await readJson(c, NonSoaSearchBody);
      const { firmId } = submitterOf(c, body.loginId);
      await desk.collectReplies(firmId);
      const searchResult = await searchNonSoa(deps.db, firmId, body);
      return c.json({ count: searchResult.length, searchResult });
    })
    .post('/submitNonSOA', bearer, async (c) => {
      const requestKey = idempotencyKeyOf(c);
      const body = await readJson(c, SoaSubmitBody);
      return c.text(await submitNonSoa(actions, submitterOf(c, body.loginId), body.lfControlNos, requestKey));
    })
    .post('/othersvc-print', bearer, async (c) => {
      const body = await readJson(c, OtherServicePrintBody);
      const submitter = submitterOf(c, body.loginId);
      const now = new Date(deps.clock.nowMs());
      const link = await printOtherServices(
        { db: deps.db, files: deps.files, desk },
        submitter,
        body.lrPrint.map((item) => item.rpControlNo),
        now,
      );
      return c.json({ pdfURL: await otherServiceLinkUrl(tokenSettings, c.get('session').userId, link) });
    });
}
