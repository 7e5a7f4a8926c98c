import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { dateRangeOrderProblem } from '../../domain/date-range';
import type { MatchedParty } from '../../domain/property/party-match';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { startingWith } from '../db/queries/like-pattern';
import { listOwnProperties, type PropertyFilter } from '../db/queries/property-list';
import { loadOwnProperties } from '../db/queries/property-read';
import { properties } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { BadRequestError } from '../http/errors';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { listRowJson } from '../property/list-row-json';
import { matchedParties } from '../property/matched-parties';
import { propertyJson } from '../property/property-json';
import { PropertyDateSearchBody, PropertyListBody, PropertyTextSearchBody } from './property-bodies';

/** How many properties search-property returns at most: it feeds a pick list, not a report. */
const REF_SEARCH_LIMIT = 50;

type ListBody = v.InferOutput<typeof PropertyListBody>;

/** get-properties-by-cl's body: the listing's paging and an optional search over control no, reference no and address (ours, issue 17). */
const ChecklistPropertyListBody = v.object({ ...PropertyListBody.entries, searchText: v.optional(v.pipe(v.string(), v.maxLength(100)), '') });

/** The property listing calls (seed 000 §2, §7): one firm-scoped, paged query behind all four. */
export function propertyListingRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);

  const page = async (c: Context<AppEnv>, body: ListBody, filter: PropertyFilter) => {
    const session = c.get('session');
    requireOwnUser(session, body.loginId);
    const { rows, recordCount } = await listOwnProperties(deps.db, session.firmId, {
      filter,
      sortBy: body.sortBy,
      sortOrder: body.sortOrder,
      pageNo: body.pageNo,
      pageSize: body.pageSize,
    });
    const matched = filter.text ? await matchedParties(deps.db, rows, filter.text) : new Map<number, MatchedParty>();
    const records = rows.map((row) => listRowJson(row, matched.get(row.id)));
    return c.json({ records, recordCount, pageNo: body.pageNo, pageSize: body.pageSize });
  };

  return (
    new Hono<AppEnv>()
      .post('/get-all-property', bearer, async (c) => page(c, await readJson(c, PropertyListBody), {}))
      .post('/get-properties-by-cl', bearer, async (c) => {
        const body = await readJson(c, ChecklistPropertyListBody);
        return page(c, body, { withChecklist: true, caseText: body.searchText });
      })
      .post('/search-property-text', bearer, async (c) => {
        const body = await readJson(c, PropertyTextSearchBody);
        return page(c, body, { text: body.searchText });
      })
      .post('/search-property-by-date', bearer, async (c) => {
        const body = await readJson(c, PropertyDateSearchBody);
        const problem = dateRangeOrderProblem(body);
        if (problem) throw new BadRequestError([problem], problem);
        return page(c, body, { fromDate: body.fromDate || undefined, toDate: body.toDate || undefined });
      })
      // The firm's Active cases whose own reference starts with the text (requisition pick list).
      .get('/search-property/:userId/:refNo', bearer, async (c) => {
        const session = c.get('session');
        requireOwnUser(session, c.req.param('userId'));
        const refNo = c.req.param('refNo').trim();
        if (refNo.length > 100 || refNo.includes('\u0000')) throw new BadRequestError(['refNo: not a reference no.']);
        // The upload pages pick a case by its property control no. (seed 002 §5: refs starting with P); the reference no. works too.
        const prefix = startingWith(refNo);
        const condition = and(eq(properties.status, 'Active'), or(ilike(properties.propertyRefNo, prefix), ilike(properties.lawfirmRefNo, prefix)));
        const found = await loadOwnProperties(deps.db, session.firmId, condition, {
          orderBy: [asc(properties.lawfirmRefNo), asc(properties.id)],
          limit: REF_SEARCH_LIMIT,
        });
        return c.json(found.map(propertyJson));
      })
  );
}
