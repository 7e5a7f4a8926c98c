// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): planner statistics (ANALYZE, autovacuum or the statistics keeper) and the plans they lead to.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedFirmId, type FirmId } from '../../src/server/db/firm-scope';
import { clientListQueries } from '../../src/server/db/queries/client-list';
import { propertyListQueries } from '../../src/server/db/queries/property-list';
import { lawFirms, transactionTypes, users } from '../../src/server/db/schema';
import { keepStatistics, refreshStatistics, tableStates } from '../../src/server/db/statistics';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/*
 * PGlite has no autovacuum: without the server's own ANALYZE the planner sees every table as empty, and the
 * contact listing's "is it on a property?" check scanned every case once per listed contact. These tests
 * prove the statistics exist after a start and after growth, and that the listing's plan does not depend on
 * them: a middle page of thousands of contacts probes the cases only for the page's own rows.
 */

const BULK = 3_000;
const PAGE_SIZE = 10;

let server: TestServer;
let jwt: string;
let firmId: FirmId;

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  const [firm] = await server.db.select({ id: lawFirms.id }).from(lawFirms).where(eq(lawFirms.acctId, 'TL0001'));
  firmId = verifiedFirmId(firm?.id ?? -1);
});
afterAll(() => server.close());

/** The planner's row estimate for a table, as ANALYZE (or VACUUM) left it; -1 when never analyzed. */
async function estimatedRows(table: string): Promise<number> {
  const result = await server.db.execute(sql`select reltuples from pg_class where relname = ${table} and relkind = 'r'`);
  const [row] = (result as { rows: Array<{ reltuples: number | string }> }).rows;
  return Number(row?.reltuples ?? Number.NaN);
}

/** Contacts "Bulk 00001" … "Bulk 03000" in lawyer1's firm, and a case naming every even-numbered one as buyer. */
async function addBulkContactsAndCases(): Promise<void> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, 'lawyer1'));
  await server.db.execute(sql`
    insert into clients (firm_id, client_category, comp_name, list_address, search_text, created_by)
    select ${firmId}, '1', 'Bulk ' || lpad(g::text, 5, '0'), g || ' BULK ROAD, SINGAPORE 123456', 'bulk ' || lpad(g::text, 5, '0'), ${user?.id}
    from generate_series(1, ${BULK}) g`);
  await server.db.execute(sql`
    insert into properties (firm_id, property_ref_no, lawfirm_ref_no, prop_type, buyer_id, created_by)
    select c.firm_id, 'PCN-2098-' || substr(c.comp_name, 6), 'BULK/' || substr(c.comp_name, 6), 'BUILDING', c.id, c.created_by
    from clients c where c.comp_name like 'Bulk %' and substr(c.comp_name, 6)::integer % 2 = 0`);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

async function analyzedPlan(query: SQLWrapper): Promise<PlanNode> {
  const result = await server.db.execute(sql`explain (analyze, format json) ${query.getSQL()}`);
  const [row] = (result as { rows: Array<Record<string, unknown>> }).rows;
  const raw = row?.['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  if (!top) throw new Error('no plan');
  return top.Plan;
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('planner statistics', () => {
  it('exist for the cases and contacts on a freshly started server: migrations and the seed end with ANALYZE', async () => {
    expect(await estimatedRows('properties')).toBeGreaterThan(0);
    expect(await estimatedRows('clients')).toBeGreaterThan(0);
    const analyzed = await server.db.execute(
      sql`select distinct tablename from pg_stats where schemaname = 'public' and tablename in ('properties', 'clients')`,
    );
    expect((analyzed as { rows: Array<{ tablename: string }> }).rows.map((row) => row.tablename).sort()).toEqual(['clients', 'properties']);
    const stale = (await tableStates(server.db)).filter((table) => table.stale).map((table) => table.name);
    expect(stale).not.toContain('properties');
    expect(stale).not.toContain('clients');
  });

  it('are refreshed after a bulk load for the tables that grew, and only for those', async () => {
    await addBulkContactsAndCases();
    const stale = (await tableStates(server.db)).filter((table) => table.stale).map((table) => table.name);
    expect(stale).toEqual(expect.arrayContaining(['clients', 'properties']));

    const refreshed = await refreshStatistics(server.db, { vacuum: true });
    expect(refreshed).toEqual(expect.arrayContaining(['clients', 'properties']));
    // Tables nobody wrote to since the start are left alone.
    expect(refreshed).not.toContain('sandbox_addresses');
    expect(refreshed).not.toContain('transaction_types');
    expect(await estimatedRows('clients')).toBeGreaterThanOrEqual(BULK);
    expect(await estimatedRows('properties')).toBeGreaterThanOrEqual(BULK / 2);
  });
});

describe('the contact listing at a few thousand contacts', () => {
  const middle = { loginId: 'lawyer1', searchText: '', sortBy: 'name', sortOrder: 'asc', pageNo: BULK / PAGE_SIZE / 2, pageSize: PAGE_SIZE } as const;

  it('answers a middle page with each row marked as on a case or not', async () => {
    const { status, body } = await json<{ records: Json[]; recordCount: number }>(await server.post('/api/get-all-primary', middle, jwt));
    expect(status).toBe(200);
    expect(body.recordCount).toBe(BULK + 8);
    // "Bulk …" sorts before every demo contact, so page 150 holds Bulk 01491 … Bulk 01500.
    expect(body.records.map((row) => [row.name, row.isPropertyAssigned])).toEqual(
      Array.from({ length: PAGE_SIZE }, (_, k) => {
        const n = 1_491 + k;
        return [`Bulk ${String(n).padStart(5, '0')}`, n % 2 === 0 ? '1' : '0'];
      }),
    );
  });

  it('counts the matches of a search on its middle page and past its last one alike', async () => {
    const count = async (pageNo: number) =>
      (
        await json<{ recordCount: number; records: Json[] }>(
          await server.post('/api/get-all-primary', { ...middle, searchText: 'bulk 01', pageNo }, jwt),
        )
      ).body;
    expect(await count(50)).toMatchObject({
      recordCount: 1_000,
      records: expect.arrayContaining([expect.objectContaining({ name: 'Bulk 01491' })]) as unknown,
    });
    expect(await count(101)).toEqual({ recordCount: 1_000, records: [], pageNo: 101, pageSize: PAGE_SIZE });
  });

  it('looks the cases up only for the rows of the page, through an index, never by reading every case', async () => {
    const { page } = clientListQueries(server.db, firmId, middle);
    const onCases = nodesOf(await analyzedPlan(page(false))).filter((node) => node['Relation Name'] === 'properties');
    expect(onCases.length).toBeGreaterThan(0);
    for (const node of onCases) {
      expect(node['Node Type']).not.toBe('Seq Scan');
      expect(node['Actual Loops'] ?? 0).toBeLessThanOrEqual(PAGE_SIZE);
    }
  });
});

describe('the property search by party at a few thousand cases (issue 20)', () => {
  it("finds a case by its buyer's name and counts the matches through the trigram indexes, never reading every case", async () => {
    const search = { loginId: 'lawyer1', searchText: 'bulk 0149', sortBy: 'createdDate', sortOrder: 'desc', pageNo: 1, pageSize: PAGE_SIZE } as const;
    const { body } = await json<{ records: Json[]; recordCount: number }>(await server.post('/api/search-property-text', search, jwt));
    // Bulk 01490 … 01499: the even five are buyers.
    expect(body.recordCount).toBe(5);
    expect(body.records.map((row) => row.matchedParty)).toEqual(
      [1_498, 1_496, 1_494, 1_492, 1_490].map((n) => ({ role: 'buyer', name: `Bulk ${String(n).padStart(5, '0')}` })),
    );
    // Whether the planner takes the indexes depends on the table's size; that it can, through the OR, is the query's shape.
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { total } = propertyListQueries(tx, firmId, { filter: { text: search.searchText }, ...search });
      return JSON.stringify(await tx.execute(sql`explain (format json) ${total.getSQL()}`));
    });
    expect(plan).toContain('BitmapOr');
    expect(plan).toContain('properties_search_text_trgm_idx');
    expect(plan).toContain('properties_party_text_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});

describe('the transaction type name kept on each case for the listing sort', () => {
  it('follows a rename of the type', async () => {
    const list = async () =>
      json<{ records: Json[] }>(
        await server.post('/api/search-property-text', { loginId: 'lawyer1', searchText: 'TL/MTG', sortBy: 'transactionTypeName' }, jwt),
      );
    expect((await list()).body.records.map((row) => row.transactionTypeName)).toEqual(['Mortgage']);

    await server.db.update(transactionTypes).set({ name: 'Mortgage (renamed)' }).where(eq(transactionTypes.name, 'Mortgage'));
    expect((await list()).body.records.map((row) => row.transactionTypeName)).toEqual(['Mortgage (renamed)']);
    await server.db.update(transactionTypes).set({ name: 'Mortgage' }).where(eq(transactionTypes.name, 'Mortgage (renamed)'));
  });
});

describe('the statistics keeper (PGlite has no autovacuum)', () => {
  it('analyzes a table that grew at its next tick, without being asked', async () => {
    const before = await estimatedRows('clients');
    await server.db.execute(sql`
      insert into clients (firm_id, client_category, comp_name, is_agent)
      select ${firmId}, '0', 'Keeper Agency ' || g, '1' from generate_series(1, 2000) g`);
    const errors: unknown[] = [];
    const keeper = keepStatistics(server.db, (error) => errors.push(error), 20);
    try {
      await expect.poll(() => estimatedRows('clients'), { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(before + 2_000);
    } finally {
      await keeper.stop();
    }
    expect(errors).toEqual([]);
  });
});
