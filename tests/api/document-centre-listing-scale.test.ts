// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): the plan of a listing at 50,000 rows depends on the server's statistics and planner.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedFirmId, type FirmId } from '../../src/server/db/firm-scope';
import { refreshStatistics } from '../../src/server/db/statistics';
import { documentListQueries } from '../../src/server/documents/centre/listing-query';
import { addSaleProperty } from './support/contacts';
import { listDocuments } from './support/document-centre';
import { startTestServer, type TestServer } from './support/start-test-server';

/*
 * DESIGN.md: every listing is paged, sorted and searched on the server and checked at 50,000 rows. The
 * document listing's unfiltered pages walk property_documents_firm_listing_idx backwards; a page past the
 * others still reads index entries only, and the activity log and a search stay correct at that size.
 */
const BULK = 50_000;

let server: TestServer;
let jwt: string;
let firmId: FirmId;
let before: number;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function plan(query: SQLWrapper): Promise<PlanNode[]> {
  const result = await server.db.execute(sql`explain (format json) ${query.getSQL()}`);
  const [row] = (result as { rows: Array<Record<string, unknown>> }).rows;
  const raw = row?.['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
  return top ? nodes(top.Plan) : [];
}

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  before = (await listDocuments(server, jwt, {})).body.recordCount;
  const caseId = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/DC/SCALE' });
  const firm =
    ((await server.db.execute(sql`select firm_id from properties where id = ${caseId}`)) as { rows: Array<{ firm_id: number }> }).rows[0]?.firm_id ??
    -1;
  firmId = verifiedFirmId(firm);
  // One document a second from 2031 on; every tenth one SENT, the rest the user's uploads.
  await server.db.execute(sql`
    insert into property_documents (firm_id, property_id, document_type, document_module, upload_type, action_type, file_name,
      file_extension, file_path, file_size, created_at, updated_at)
    select ${firm}, ${caseId}, 'UPLOAD', 'other', case when g % 10 = 0 then null else 'COMMON' end, case when g % 10 = 0 then 'SENT' else 'UPLOAD' end,
      'bulk-' || g || '.pdf', 'pdf', 'uploads/bulk-' || g || '.pdf', 1000,
      timestamptz '2031-01-01 00:00:00+00' + g * interval '1 second', timestamptz '2031-01-01 00:00:00+00' + g * interval '1 second'
    from generate_series(1, ${BULK}) g`);
  await refreshStatistics(server.db, { vacuum: true });
}, 120_000);
afterAll(() => server.close());

describe(`the document listing at ${BULK.toLocaleString('en')} documents`, () => {
  it('answers the first and the last page, newest first, with the count over all pages', async () => {
    const first = await listDocuments(server, jwt, { pageSize: 5 });
    expect(first.body.recordCount).toBe(before + BULK);
    expect(first.body.records.map((record) => record.fileName)).toEqual([
      'bulk-50000.pdf',
      'bulk-49999.pdf',
      'bulk-49998.pdf',
      'bulk-49997.pdf',
      'bulk-49996.pdf',
    ]);
    const lastPage = Math.ceil((before + BULK) / 50);
    const last = await listDocuments(server, jwt, { pageSize: 50, pageNo: lastPage });
    expect(last.body.records.length).toBe((before + BULK) % 50 || 50);
  });

  it('pages the activity log and a search among them', async () => {
    const activity = await listDocuments(server, jwt, { isActivityLog: true, pageSize: 5, pageNo: 200 });
    expect(activity.body.recordCount).toBeGreaterThanOrEqual(BULK / 10);
    expect(activity.body.records.map((record) => record.fileName)).toEqual([
      'bulk-40050.pdf',
      'bulk-40040.pdf',
      'bulk-40030.pdf',
      'bulk-40020.pdf',
      'bulk-40010.pdf',
    ]);
    const searched = await listDocuments(server, jwt, { searchText: 'tl/dc/scale', pageSize: 5, pageNo: 3 });
    expect(searched.body.recordCount).toBe(BULK);
    expect(searched.body.records[0]?.fileName).toBe('bulk-49990.pdf');
  });

  it('walks the listing index for an unfiltered page instead of sorting every document', async () => {
    const { page } = documentListQueries(server.db, firmId, { activityOnly: false, searchText: '', pageNo: 5_000, pageSize: 10 });
    const onDocuments = (await plan(page(false))).filter((node) => node['Relation Name'] === 'property_documents');
    expect(onDocuments.map((node) => node['Index Name'])).toContain('property_documents_firm_listing_idx');
    expect(onDocuments.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });
});
