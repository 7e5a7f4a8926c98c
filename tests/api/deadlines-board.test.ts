import { and, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardQueries } from '../../src/server/case/deadlines-board-query';
import { todayBy } from '../../src/server/clock';
import { caseProgressSummaries, users } from '../../src/server/db/schema';
import { refreshStatistics } from '../../src/server/db/statistics';
import { clientIdOf, newLawyer } from './support/contacts';
import { daysFromToday, json, sailPayload } from './support/properties';
import { firmIdOfUser } from './support/requisitions';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

interface BoardRecord {
  propertyId: number;
  propertyRefNo: string;
  lawfirmRefNo: string;
  propAddress: string;
  stage: string;
  stageName: string;
  next: { kind: string; label: string; due: string; dueDate: string; state: string } | null;
  lawyerName: string;
}
interface BoardPage {
  records: BoardRecord[];
  recordCount: number;
  pageNo: number;
  pageSize: number;
}

let server: TestServer;
let lawyer1: string;
let lawyer2: string;

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
});
afterAll(() => server.close());

async function board(body: unknown, jwt = lawyer1): Promise<{ status: number; body: BoardPage & { errormsg?: string } }> {
  return json(await server.post('/api/get-deadlines-board', body, jwt));
}

async function boardOf(body: Json, jwt = lawyer1): Promise<BoardPage> {
  const { status, body: page } = await board(body, jwt);
  if (status !== 200) throw new Error(`get-deadlines-board answered ${status}: ${JSON.stringify(page)}`);
  return page;
}

async function post(path: string, body: unknown): Promise<Json> {
  const { status, body: reply } = await json(await server.post(`/api/${path}`, body, lawyer1));
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(reply)}`);
  return reply;
}

/**
 * A Sale of lawyer1's firm acting for the seller, with newlawyer (a user of the firm on no demo case) as the seller's
 * lawyer and the completion date `days` from today, or none.
 */
async function newlawyerCase(lawfirmRefNo: string, days: number | null): Promise<number> {
  const dates = days === null ? { completionDate: '', mcstNo: '', mcstDetails: [] } : { completionDate: daysFromToday(server, days) };
  const id = Number((await post('add-property', sailPayload(server, { lawfirmRefNo, ...dates }))).id);
  await post('add-client-to-property', {
    propertyInfoId: id,
    clientFlag: 'S',
    clientInfoId: await clientIdOf(server, 'Tan Ah Kow'),
    buyersellerFlag: 'S',
  });
  await post('add-lawyer-to-property', { propertyInfoId: id, lawyer: { userId: 'newlawyer', referenceNumber: lawfirmRefNo }, lawyerFlag: 'S' });
  return id;
}

/** Every page of lawyer1's board, walked 50 at a time. */
async function wholeBoard(filters: Json = {}): Promise<{ records: BoardRecord[]; recordCount: number }> {
  const records: BoardRecord[] = [];
  let recordCount = 0;
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await boardOf({ pageNo, pageSize: 50, ...filters });
    recordCount = page.recordCount;
    records.push(...page.records);
    if (page.records.length < 50) return { records, recordCount };
  }
}

async function openCasesOf(userId: string, stage?: string): Promise<number> {
  const firmId = await firmIdOfUser(server, userId);
  const [row] = await server.db
    .select({ value: count() })
    .from(caseProgressSummaries)
    .where(
      and(
        eq(caseProgressSummaries.firmId, firmId),
        sql`not ${caseProgressSummaries.closed}`,
        stage ? sql`${caseProgressSummaries.stage} = ${stage}` : undefined,
      ),
    );
  return row?.value ?? 0;
}

describe('POST /api/get-deadlines-board', () => {
  let soon: number;
  let later: number;
  let none: number;

  beforeAll(async () => {
    soon = await newlawyerCase('TL/BOARD/SOON', 2);
    later = await newlawyerCase('TL/BOARD/LATER', 20);
    none = await newlawyerCase('TL/BOARD/NONE', null);
  });

  it('lists a lawyer’s open cases by their next deadline, flagging one due within 3 days; cases without one last', async () => {
    const page = await boardOf({ pageNo: 1, pageSize: 10, lawyerId: 'newlawyer' });
    expect(page).toMatchObject({ recordCount: 3, pageNo: 1, pageSize: 10 });
    expect(page.records.map((record) => record.propertyId)).toEqual([soon, later, none]);
    const dueDate = daysFromToday(server, 2);
    expect(page.records[0]).toEqual({
      propertyId: soon,
      propertyRefNo: expect.stringMatching(/^PCN-\d{4}-\d{6}$/) as unknown,
      lawfirmRefNo: 'TL/BOARD/SOON',
      propAddress: expect.stringContaining('2 MARINA BOULEVARD, #45-05') as unknown,
      stage: 'opened',
      stageName: 'Case opened',
      next: { kind: 'completion', label: 'Completion', due: `${dueDate}T23:59:59.999+08:00`, dueDate, state: 'dueSoon' },
      lawyerName: 'Nur Aisyah binte Rahman',
    });
    expect(page.records[1]?.next?.state).toBe('upcoming');
    expect(page.records[2]?.next).toBeNull();
  });

  it('tells overdue from the clock at the time of asking, and overdue comes first', async () => {
    server.clock.advance(3 * 86_400_000);
    // The tokens of three days ago have expired.
    [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
    const tomorrow = await newlawyerCase('TL/BOARD/TOMORROW', 1);
    const page = await boardOf({ pageNo: 1, pageSize: 10, lawyerId: 'newlawyer' });
    expect(page.records.map((record) => [record.propertyId, record.next?.state ?? null])).toEqual([
      [soon, 'overdue'],
      [tomorrow, 'dueSoon'],
      [later, 'upcoming'],
      [none, null],
    ]);
  });

  it('orders the firm’s whole board by due date, cases without a deadline last, and leaves closed cases off it', async () => {
    const closing = await newlawyerCase('TL/BOARD/CLOSED', 5);
    // A completion is confirmed between parties in place: the buyer's side too.
    await post('add-client-to-property', {
      propertyInfoId: closing,
      clientFlag: 'S',
      clientInfoId: await clientIdOf(server, 'Lion City Trading Pte Ltd'),
      buyersellerFlag: 'B',
    });
    await post('add-lawyer-to-property', { propertyInfoId: closing, lawyer: newLawyer(), lawyerFlag: 'B' });
    await post('confirm-case-stage', { propertyId: closing, stage: 'completed', on: todayBy(server.clock) });
    await post('confirm-case-stage', { propertyId: closing, stage: 'closed', on: todayBy(server.clock) });

    const { records, recordCount } = await wholeBoard();
    expect(recordCount).toBe(await openCasesOf('lawyer1'));
    expect(records).toHaveLength(recordCount);
    expect(records.map((record) => record.propertyId)).not.toContain(closing);
    expect(records.every((record) => record.stage !== 'closed')).toBe(true);
    const dues = records.map((record) => record.next?.due ?? null);
    const dated = dues.filter((due): due is string => due !== null);
    expect(dues).toEqual([...dated.sort((a, b) => Date.parse(a) - Date.parse(b)), ...dues.filter((due) => due === null)]);
  });

  it('filters by stage, alone or with the lawyer', async () => {
    expect((await boardOf({ pageNo: 1, pageSize: 10, lawyerId: 'newlawyer', stage: 'opened' })).recordCount).toBeGreaterThanOrEqual(3);
    expect((await boardOf({ pageNo: 1, pageSize: 10, lawyerId: 'newlawyer', stage: 'partiesInPlace' })).records).toEqual([]);
    const { records, recordCount } = await wholeBoard({ stage: 'partiesInPlace' });
    expect(recordCount).toBe(await openCasesOf('lawyer1', 'partiesInPlace'));
    expect(recordCount).toBeGreaterThan(0);
    expect(records.every((record) => record.stageName === 'Parties in place')).toBe(true);
  });

  it('pages on the server: a page of 5 is the half of a page of 10, and a page past the end is empty', async () => {
    const ten = await boardOf({ pageNo: 1, pageSize: 10 });
    const second = await boardOf({ pageNo: 2, pageSize: 5 });
    expect(second.records).toEqual(ten.records.slice(5, 10));
    expect(second).toMatchObject({ pageNo: 2, pageSize: 5, recordCount: ten.recordCount });
    const past = await boardOf({ pageNo: 1000, pageSize: 50 });
    expect(past).toMatchObject({ records: [], recordCount: ten.recordCount });
  });

  it('names lawyers by login id, whatever the case, and only the firm’s own', async () => {
    expect((await boardOf({ pageNo: 1, pageSize: 10, lawyerId: ' NewLawyer ' })).recordCount).toBe(
      (await boardOf({ pageNo: 1, pageSize: 10, lawyerId: 'newlawyer' })).recordCount,
    );
    expect(await boardOf({ pageNo: 1, pageSize: 10, lawyerId: 'lawyer2' })).toMatchObject({ records: [], recordCount: 0 });
    expect(await boardOf({ pageNo: 1, pageSize: 10, lawyerId: 'nobody' })).toMatchObject({ records: [], recordCount: 0 });
    expect((await boardOf({ pageNo: 1, pageSize: 10, lawyerId: '' })).recordCount).toBe(await openCasesOf('lawyer1'));
  });

  it('shows a firm only its own cases', async () => {
    const tanLim = new Set((await wholeBoard()).records.map((record) => record.propertyId));
    const leeOng = await boardOf({ pageNo: 1, pageSize: 50 }, lawyer2);
    expect(leeOng.recordCount).toBe(await openCasesOf('lawyer2'));
    expect(leeOng.recordCount).toBeGreaterThan(0);
    expect(leeOng.records.some((record) => tanLim.has(record.propertyId))).toBe(false);
    expect(await boardOf({ pageNo: 1, pageSize: 10, lawyerId: 'newlawyer' }, lawyer2)).toMatchObject({ records: [], recordCount: 0 });
  });

  it('refuses a malformed request with 400 and a readable message, and a call without a token with 401', async () => {
    const refused = [
      {},
      { pageNo: 1 },
      { pageNo: 0, pageSize: 10 },
      { pageNo: 1.5, pageSize: 10 },
      { pageNo: 1, pageSize: 7 },
      { pageNo: 1, pageSize: 10, stage: 'closed' },
      { pageNo: 1, pageSize: 10, stage: 'somewhere' },
      { pageNo: 1, pageSize: 10, lawyerId: 12 },
      { pageNo: 1, pageSize: 10, lawyerId: 'x'.repeat(201) },
      '{"pageNo":',
    ];
    for (const body of refused) {
      const { status, body: reply } = await board(body);
      expect({ body, status }).toEqual({ body, status: 400 });
      expect(reply.errormsg).toEqual(expect.any(String));
    }
    expect((await server.post('/api/get-deadlines-board', { pageNo: 1, pageSize: 10 })).status).toBe(401);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function planOf(query: SQLWrapper): Promise<PlanNode[]> {
  const result = await server.db.execute(sql`explain (format json) ${query.getSQL()}`);
  const [row] = (result as { rows: Array<Record<string, unknown>> }).rows;
  const raw = row?.['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  if (!top) throw new Error('no plan');
  const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
  return nodesOf(top.Plan);
}

// Tagged postgres: which index a plan takes depends on the server's statistics and planner, not only on the SQL.
describe('the board’s queries at a few thousand cases', { tags: ['postgres'] }, () => {
  const BULK = 5_000;
  let firmId: Awaited<ReturnType<typeof firmIdOfUser>>;
  let newlawyerPk: number;

  /** Cases straight into the tables, their board rows spread over a year of deadlines, stages and two lawyers. */
  beforeAll(async () => {
    firmId = await firmIdOfUser(server, 'lawyer1');
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, 'newlawyer'));
    newlawyerPk = user?.id ?? 0;
    await server.db.execute(sql`
      insert into properties (firm_id, property_ref_no, lawfirm_ref_no, prop_type, created_by)
      select ${firmId}, 'PCN-2097-' || lpad(g::text, 6, '0'), 'PLAN/' || g, 'BUILDING', ${newlawyerPk} from generate_series(1, ${BULK}) g`);
    await server.db.execute(sql`
      insert into case_progress (property_id, firm_id, stage, next_kind, next_label, next_due_at, lawyer_user_id, closed)
      select p.id, p.firm_id, (array['opened', 'partiesInPlace', 'optionGranted'])[1 + p.id % 3],
        case when p.id % 5 = 0 then null else 'completion' end, case when p.id % 5 = 0 then null else 'Completion' end,
        case when p.id % 5 = 0 then null else now() + ((p.id * 7919) % 365 - 30) * interval '1 day' end,
        case when p.id % 4 = 0 then ${newlawyerPk}::integer end, p.id % 10 = 0
      from properties p where p.property_ref_no like 'PCN-2097-%'`);
    await refreshStatistics(server.db, { vacuum: true });
  });

  /** The indexes a query reads case_progress through; never the whole table. */
  const indexesOf = async (query: SQLWrapper) => {
    const onBoard = (await planOf(query)).filter((node) => node['Relation Name'] === 'case_progress');
    expect(onBoard.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    return onBoard.map((node) => node['Index Name']);
  };

  it('reads a page’s cases from the board’s own partial index, by lawyer and by stage from theirs, with their counts', async () => {
    const page = { pageNo: 100, pageSize: 10 };
    const board = boardQueries(server.db, firmId, page);
    expect(await indexesOf(board.page(false))).toContain('case_progress_board_idx');
    // The unfiltered count reads every open case of the firm: most of the table here, which the planner may read whole.
    for (const [criteria, index] of [
      [{ ...page, lawyerUserId: newlawyerPk }, 'case_progress_lawyer_board_idx'],
      [{ ...page, stage: 'optionGranted' }, 'case_progress_stage_board_idx'],
    ] as const) {
      const filtered = boardQueries(server.db, firmId, criteria);
      // Walked in order, or (paged-listing.ts: few matches, or a page past the first ones) sorted out of the matches.
      expect(await indexesOf(filtered.page(false))).toContain(index);
      expect(await indexesOf(filtered.page(true))).toContain(index);
      expect(await indexesOf(filtered.total)).toEqual([index]);
    }
  });

  it('answers the last page through the API with the firm’s open cases counted', async () => {
    const recordCount = await openCasesOf('lawyer1');
    expect(recordCount).toBeGreaterThan(BULK * 0.9);
    const last = await boardOf({ pageNo: Math.ceil(recordCount / 50), pageSize: 50 });
    expect(last.recordCount).toBe(recordCount);
    expect(last.records.length).toBe(recordCount % 50 || 50);
    expect(last.records.at(-1)?.next).toBeNull();
  });
});
