import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/database';
import { searchAddresses, searchCompanies, searchSalespersons } from '../db/queries/sandbox';
import type { AppEnv } from '../http/app-env';
import { readQuery } from '../http/read-input';
import { toCompanyRecord, toOneMapResult, toSalespersonRecord } from './sandbox-records';

/*
 * Offline stand-ins for the public address search and open-data registers (seed 000 §7), answering in
 * those services' shapes. Public, like the services they replace.
 */

const ONEMAP_PAGE_SIZE = 10;

const positiveInt = (fallback: number, max: number) =>
  v.pipe(v.optional(v.string(), String(fallback)), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(max));

const OneMapQuery = v.object({
  searchVal: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  returnGeom: v.optional(v.picklist(['Y', 'N'])),
  getAddrDetails: v.optional(v.picklist(['Y', 'N'])),
  pageNum: positiveInt(1, 10_000),
});

// PostgreSQL text cannot hold U+0000 (readQuery checks this for the other routes).
const noNul = v.check((text: string) => !text.includes('\u0000'), 'contains a NUL character');

const DatastoreQuery = v.object({
  resource_id: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  q: v.optional(v.pipe(v.string(), noNul, v.trim(), v.maxLength(200)), ''),
  limit: positiveInt(100, 1_000),
});

const RESOURCES = {
  companies: async (db: Database, q: string, limit: number) => {
    const { total, rows } = await searchCompanies(db, q, limit);
    return { total, records: rows.map(toCompanyRecord) };
  },
  salespersons: async (db: Database, q: string, limit: number) => {
    const { total, rows } = await searchSalespersons(db, q, limit);
    return { total, records: rows.map(toSalespersonRecord) };
  },
};

const isResource = (id: string): id is keyof typeof RESOURCES => Object.hasOwn(RESOURCES, id);

export function sandboxRoutes(deps: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/onemap/search', async (c) => {
      const query = readQuery(c, OneMapQuery);
      const page = { offset: (query.pageNum - 1) * ONEMAP_PAGE_SIZE, limit: ONEMAP_PAGE_SIZE };
      const { found, rows } = await searchAddresses(deps.db, query.searchVal, page);
      return c.json({
        found,
        totalNumPages: Math.ceil(found / ONEMAP_PAGE_SIZE),
        pageNum: query.pageNum,
        results: rows.map(toOneMapResult),
      });
    })
    .get('/datagov/datastore_search', async (c) => {
      // This stand-in answers problems in the open-data service's own shape, not the product's errormsg.
      const parsed = v.safeParse(DatastoreQuery, c.req.query());
      if (!parsed.success) {
        const message = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'query'}: ${issue.message}`).join('; ');
        return c.json({ success: false, error: { message, __type: 'Validation Error' } }, 400);
      }
      const query = parsed.output;
      if (!isResource(query.resource_id)) {
        return c.json({ success: false, error: { message: 'Not found: Resource was not found.', __type: 'Not Found Error' } }, 404);
      }
      const { total, records } = await RESOURCES[query.resource_id](deps.db, query.q, query.limit);
      return c.json({ success: true, result: { resource_id: query.resource_id, total, records } });
    });
}
