import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { verifiedFirmId, type FirmId } from '../../src/server/db/firm-scope';
import { propertyListQueries, type PropertyListCriteria } from '../../src/server/db/queries/property-list';
import { lawFirms, properties, transactionTypes, users, type NewProperty } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../api/support/start-test-server';

/*
 * The property listing at 10,000 cases in one firm: the same page (text search + paging + a sort) asked
 * through the real HTTP server (socket, bearer check, validation, JSON) and as the bare SQL it runs.
 */
const CASES = 10_000;
const STREETS = ['MARINA BOULEVARD', 'ANG MO KIO AVENUE 6', 'LEEDON HEIGHTS', 'CANTONMENT ROAD', 'DEPOT ROAD', 'JALAN KEMBANGAN', 'SUNSET DRIVE', 'TAMPINES STREET 81'];

const CRITERIA: PropertyListCriteria[] = [
  { filter: { text: 'marina' }, sortBy: 'completionDate', sortOrder: 'asc', pageNo: 3, pageSize: 20 },
  { filter: { text: 'purchase' }, sortBy: 'createdDate', sortOrder: 'desc', pageNo: 10, pageSize: 10 },
  { filter: { text: 'BENCH/1' }, sortBy: 'lawfirmRefNo', sortOrder: 'asc', pageNo: 2, pageSize: 50 },
];

let server: TestServer;
let http: ServerType;
let baseUrl: string;
let jwt: string;
let firmId: FirmId;
const samples = { http: [] as number[], sql: [] as number[] };
let round = 0;

function benchCase(i: number, firm: number, createdBy: number, typeIds: number[]): NewProperty {
  const street = STREETS[i % STREETS.length] ?? 'MARINA BOULEVARD';
  const postal = String(100_000 + (i % 800_000)).padStart(6, '0');
  const day = 1 + (i % 28);
  return {
    firmId: firm,
    propertyRefNo: `PCN-2099-${String(i).padStart(6, '0')}`,
    lawfirmRefNo: `BENCH/${i}`,
    propAddress: `${(i % 400) + 1} ${street}, #${String((i % 40) + 1).padStart(2, '0')}-${String((i % 90) + 1).padStart(2, '0')}, SINGAPORE ${postal}`,
    propType: i % 5 === 0 ? 'LAND' : 'BUILDING',
    streetName: street,
    postal,
    transactionTypeId: typeIds[i % typeIds.length] ?? null,
    clientFlag: i % 2 === 0 ? 'S' : 'B',
    completionDate: i % 7 === 0 ? null : `2027-${String((i % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    status: i % 3 === 0 ? 'Active' : 'Pending',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    createdBy,
  };
}

function median(values: readonly number[]): number {
  // The first tenth are the warm-up runs.
  const sorted = values.slice(Math.floor(values.length / 10)).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

beforeAll(async () => {
  server = await startTestServer();
  const [firm] = await server.db.select().from(lawFirms).where(eq(lawFirms.acctId, 'TL0001'));
  const [user] = await server.db.select().from(users).where(eq(users.userId, 'lawyer1'));
  if (!firm || !user) throw new Error('demo firm or user missing');
  firmId = verifiedFirmId(firm.id);
  const typeIds = (await server.db.select({ id: transactionTypes.id }).from(transactionTypes)).map((row) => row.id);
  for (let start = 0; start < CASES; start += 1_000) {
    const batch = Array.from({ length: 1_000 }, (_, k) => benchCase(start + k, firm.id, user.id, typeIds));
    await server.db.insert(properties).values(batch);
  }
  jwt = await server.tokenFor('lawyer1');
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  const httpMs = median(samples.http);
  const sqlMs = median(samples.sql);
  console.log(
    `property listing over ${CASES.toLocaleString('en')} cases in one firm: median ${httpMs.toFixed(2)} ms per HTTP request, ` +
      `${sqlMs.toFixed(2)} ms for the bare SQL (page + count); ratio ${(httpMs / sqlMs).toFixed(2)}×`,
  );
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server.close();
});

// Enough runs for a steady median on a shared machine.
const RUN = { time: 2_000, warmupIterations: 5 };

const next = () => CRITERIA[round++ % CRITERIA.length] ?? CRITERIA[0];

describe('property listing, 10,000 cases', () => {
  bench('POST /api/search-property-text through the HTTP server', async () => {
    const criteria = next();
    if (!criteria) throw new Error('no criteria');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/search-property-text`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ loginId: 'lawyer1', searchText: criteria.filter.text, pageNo: criteria.pageNo, pageSize: criteria.pageSize, sortBy: criteria.sortBy, sortOrder: criteria.sortOrder }),
    });
    const body = (await response.json()) as { records?: unknown[]; recordCount?: number };
    samples.http.push(performance.now() - started);
    if (response.status !== 200 || !body.records || !body.recordCount) throw new Error(`status ${response.status}`);
  }, RUN);

  bench('the bare SQL it runs (page + count)', async () => {
    const criteria = next();
    if (!criteria) throw new Error('no criteria');
    const started = performance.now();
    const { page, total } = propertyListQueries(server.db, firmId, criteria);
    const [rows, counted] = await Promise.all([page, total]);
    samples.sql.push(performance.now() - started);
    if (rows.length === 0 || !counted[0]?.value) throw new Error('no rows');
  }, RUN);
});
