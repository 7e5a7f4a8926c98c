import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirmId } from '../../src/server/db/firm-scope';
import type { FileStore } from '../../src/server/services/files/file-store';
import { pdfText } from './support/pdf-text';
import { agencyRequest, agencySimulatorOf, fileStoreOf, firmIdOfUser, insertRequisition } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let tanLim: FirmId;
let leeOng: FirmId;

beforeAll(async () => {
  server = await startTestServer();
  lawyer1 = await server.tokenFor('lawyer1');
  tanLim = await firmIdOfUser(server, 'lawyer1');
  leeOng = await firmIdOfUser(server, 'lawyer2');
  // The demo requisition's replies are long due: bring them in so each test counts only its own.
  await agencySimulatorOf(server).collectReplies(tanLim);
});
afterAll(() => server.close());

const delay = () => server.config.agencyReplyDelayMs;

async function replyText(rpControlNo: string): Promise<string> {
  const row = await agencyRequest(server, rpControlNo);
  const bytes = row.replyFilePath ? await fileStoreOf(server).read(row.replyFilePath) : null;
  if (!bytes) throw new Error(`no reply file for ${rpControlNo}`);
  return (await pdfText(bytes)).text;
}

async function statusRows(lfcontrolNo: string) {
  const response = await server.post('/api/checkStatusIntreq', { lf_control_no: lfcontrolNo }, lawyer1);
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ rpControlNo: string; strStatus: string; strReceiveDate: string; strMsgType: string }>;
}

const replyFiles = async () => (await readdir(path.join(server.config.filesDir ?? '', 'replies')).catch(() => [])).length;

describe('the agency simulator', () => {
  it('moves a submitted request from Processing to Replied only once the reply delay has passed', async () => {
    const requisition = await insertRequisition(server, {
      propertyRefNo: 'PCN-2026-000101',
      agencies: [
        ['IRAS', 'IRAS'],
        ['URA', 'URA'],
      ],
    });
    expect((await statusRows(requisition.lfcontrolNo)).map((row) => row.strStatus)).toEqual(['Processing', 'Processing']);

    server.clock.advance(delay() - 1);
    expect((await statusRows(requisition.lfcontrolNo)).map((row) => row.strStatus)).toEqual(['Processing', 'Processing']);

    server.clock.advance(1);
    const rows = await statusRows(requisition.lfcontrolNo);
    expect(rows.map((row) => [row.strStatus, row.strMsgType])).toEqual([
      ['Replied', 'REPLY'],
      ['Replied', 'REPLY'],
    ]);
    expect(rows[0]?.strReceiveDate).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(await agencyRequest(server, requisition.rpControlNos[0] ?? '')).toMatchObject({ readFlag: 'unread' });
  });

  it('dates a reply when the agency answered, not when someone next looked', async () => {
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['BCA', 'BCA']] });
    const [rp = ''] = requisition.rpControlNos;
    const { sentAt } = await agencyRequest(server, rp);
    server.clock.advance(delay() + 60_000);
    await agencySimulatorOf(server).collectReplies(tanLim);
    const row = await agencyRequest(server, rp);
    expect(row.receivedAt?.getTime()).toBe((sentAt?.getTime() ?? 0) + delay());
  });

  it('writes a reply letter naming both control numbers, the agency, the property, its lot and the law firm', async () => {
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['IRAS', 'IRAS']] });
    server.clock.advance(delay());
    await agencySimulatorOf(server).collectReplies(tanLim);
    const [rp = ''] = requisition.rpControlNos;
    const text = await replyText(rp);
    for (const expected of [
      rp,
      requisition.lfcontrolNo,
      'INLAND REVENUE AUTHORITY OF SINGAPORE',
      'Annual value',
      'MARINA BOULEVARD',
      'TS 30',
      'SIMULATED REPLY',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Tan & Lim LLP');
  });

  it("answers ACRA with a report on each named party and MCST with the managing agent's answers", async () => {
    const requisition = await insertRequisition(server, {
      propertyRefNo: 'PCN-2026-000101',
      agencies: [
        ['ACRA', 'PPR'],
        ['ACRA', 'BPR'],
        ['MCST', 'MCST'],
      ],
      acra: { ppr: 'S1234567D||S7654321A', bpr: '201912345K' },
    });
    server.clock.advance(delay());
    const rows = await statusRows(requisition.lfcontrolNo);
    expect(rows.map((row) => row.strMsgType)).toEqual(['ACRA_REPORT', 'ACRA_REPORT', 'MCST_REPORT']);
    const [ppr = '', bpr = '', mcst = ''] = requisition.rpControlNos;
    const people = await replyText(ppr);
    expect(people).toContain('People Profile Report');
    // NRICs are shown as on the OTP: all but the last four characters masked.
    expect(people).toContain('*****567D');
    expect(people).toContain('*****321A');
    expect(people).not.toContain('S1234567D');
    expect(await replyText(bpr)).toContain('UEN 201912345K');
    const managingAgent = await replyText(mcst);
    expect(managingAgent).toContain('Strata Title Plan No. 2978');
    expect(managingAgent).toContain('Maintenance contribution');
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('makes one reply file however many times, or however many requests at once, collect', { tags: ['postgres'] }, async () => {
    const requisition = await insertRequisition(server, {
      propertyRefNo: 'PCN-2026-000103',
      agencies: [
        ['BCA', 'BCA'],
        ['PUB', 'PUB'],
      ],
    });
    server.clock.advance(delay());
    const before = await replyFiles();
    const simulator = agencySimulatorOf(server);
    const collected = await Promise.all([
      simulator.collectReplies(tanLim),
      simulator.collectReplies(tanLim),
      agencySimulatorOf(server).collectReplies(tanLim),
    ]);
    expect(collected.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await simulator.collectReplies(tanLim)).toBe(0);
    expect(await replyFiles()).toBe(before + 2);
    expect((await statusRows(requisition.lfcontrolNo)).map((row) => row.strStatus)).toEqual(['Replied', 'Replied']);
  });

  it('never answers a draft, and never collects for another firm', async () => {
    const draft = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000106', agencies: [['IRAS', 'IRAS']], drafted: true });
    const sent = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000106', agencies: [['BCA', 'BCA']] });
    server.clock.advance(delay());
    expect(await agencySimulatorOf(server).collectReplies(leeOng)).toBe(0);
    expect(await agencyRequest(server, sent.rpControlNos[0] ?? '')).toMatchObject({ status: 'Processing', replyFilePath: null });
    await agencySimulatorOf(server).collectReplies(tanLim);
    expect(await agencyRequest(server, draft.rpControlNos[0] ?? '')).toMatchObject({ status: 'Draft', sentAt: null, replyFilePath: null });
    expect(await agencyRequest(server, sent.rpControlNos[0] ?? '')).toMatchObject({ status: 'Replied' });
  });

  it('leaves a request Processing when its reply cannot be stored, and the next collection brings it in', async () => {
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['BCA', 'BCA']] });
    server.clock.advance(delay());
    const fullDisk: FileStore = {
      ...fileStoreOf(server),
      write: () => Promise.reject(new Error('disk full')),
    };
    await expect(agencySimulatorOf(server, fullDisk).collectReplies(tanLim)).rejects.toThrow('disk full');
    const [rp = ''] = requisition.rpControlNos;
    expect(await agencyRequest(server, rp)).toMatchObject({ status: 'Processing', receivedAt: null, replyFilePath: null });
    expect(await agencySimulatorOf(server).collectReplies(tanLim)).toBe(1);
    expect(await agencyRequest(server, rp)).toMatchObject({ status: 'Replied' });
  });
});
