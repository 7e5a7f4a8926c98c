import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages } from '../../src/domain/messages/history';
import { verifiedFirmId } from '../../src/server/db/firm-scope';
import { properties, users } from '../../src/server/db/schema';
import { recordEvent } from '../../src/server/history/record-event';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let caseOfLawyer1: { id: number; propertyRefNo: string };
beforeAll(async () => {
  server = await startTestServer();
  const [user] = await server.db.select({ pk: users.id, firmId: users.firmId }).from(users).where(eq(users.userId, 'lawyer1'));
  if (!user) throw new Error('no lawyer1');
  const [property] = await server.db
    .select({ id: properties.id, propertyRefNo: properties.propertyRefNo })
    .from(properties)
    .where(eq(properties.firmId, user.firmId))
    .limit(1);
  if (!property) throw new Error('lawyer1 has no case');
  caseOfLawyer1 = property;
  const actor = { firmId: verifiedFirmId(user.firmId), userPk: user.pk };
  // 23:30 on 1 Nov in Singapore is still 1 Nov there, though 15:30 UTC.
  const at = (iso: string) => new Date(iso);
  await recordEvent(
    server.db,
    actor,
    {
      kind: 'case.updated',
      summary: 'Changed the remarks.',
      propertyId: property.id,
      changes: [{ field: 'Remarks', before: null, after: 'Urgent' }],
    },
    at('2025-03-01T15:30:00Z'),
  );
  await recordEvent(
    server.db,
    actor,
    { kind: 'party.assigned', summary: 'Assigned Tan Ah Kow as buyer.', propertyId: property.id, link: `/property-summary/${property.id}` },
    at('2025-03-01T16:30:00Z'),
  );
  await recordEvent(
    server.db,
    { ...actor, userPk: null },
    { kind: 'requisition.replied', summary: 'IRAS replied to the requisition.', propertyId: property.id },
    at('2025-03-03T02:00:00Z'),
  );
});
afterAll(() => server.close());

const post = async (path: string, body: unknown, jwt: string) => server.post(`/api${path}`, body, jwt);
const page = async (path: string, body: unknown, jwt: string) => {
  const response = await post(path, body, jwt);
  expect(response.status).toBe(200);
  return (await response.json()) as { records: Json[]; recordCount: number };
};

describe('POST /api/get-case-history', () => {
  it("answers the case's events newest first, with who, the kind's label, the changes and the page that shows them", async () => {
    const jwt = await server.tokenFor('lawyer1');
    const { records, recordCount } = await page('/get-case-history', { propertyId: caseOfLawyer1.id, pageNo: 1, pageSize: 10 }, jwt);
    expect(recordCount).toBeGreaterThanOrEqual(3);
    const ours = records.filter((record) =>
      ['Changed the remarks.', 'Assigned Tan Ah Kow as buyer.', 'IRAS replied to the requisition.'].includes(String(record.summary)),
    );
    expect(ours.map((record) => record.summary)).toEqual([
      'IRAS replied to the requisition.',
      'Assigned Tan Ah Kow as buyer.',
      'Changed the remarks.',
    ]);
    expect(ours[0]).toMatchObject({ actor: null, label: 'Agency replied', group: 'requisitions', propertyRefNo: caseOfLawyer1.propertyRefNo });
    expect(ours[1]).toMatchObject({ actor: { userId: 'lawyer1' }, link: `/property-summary/${caseOfLawyer1.id}` });
    expect(ours[2]).toMatchObject({ changes: [{ field: 'Remarks', before: null, after: 'Urgent' }], label: 'Case details changed' });
  });

  it('filters by group and pages', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const parties = await page('/get-case-history', { propertyId: caseOfLawyer1.id, group: 'parties', pageNo: 1, pageSize: 5 }, jwt);
    expect(parties.records.every((record) => record.group === 'parties')).toBe(true);
    expect(parties.records.map((record) => record.summary)).toContain('Assigned Tan Ah Kow as buyer.');
    const second = await page('/get-case-history', { propertyId: caseOfLawyer1.id, pageNo: 2, pageSize: 5 }, jwt);
    expect(second.records.length).toBe(Math.max(0, Math.min(5, second.recordCount - 5)));
  });

  it("shows another firm's case as having no history", async () => {
    const jwt = await server.tokenFor('lawyer2');
    expect(await page('/get-case-history', { propertyId: caseOfLawyer1.id, pageNo: 1, pageSize: 10 }, jwt)).toMatchObject({
      records: [],
      recordCount: 0,
    });
  });

  it('refuses a body it cannot read with 400', async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect((await post('/get-case-history', { propertyId: 'x', pageNo: 1, pageSize: 10 }, jwt)).status).toBe(400);
    expect((await post('/get-case-history', { propertyId: 1, pageNo: 1, pageSize: 7 }, jwt)).status).toBe(400);
    expect((await post('/get-case-history', { propertyId: 1, group: 'nope', pageNo: 1, pageSize: 10 }, jwt)).status).toBe(400);
  });
});

describe('POST /api/get-audit-log', () => {
  it("finds the firm's events by words of the summary, the user, the kind's label and the case number", async () => {
    const jwt = await server.tokenFor('lawyer1');
    const search = async (words: string) =>
      (await page('/get-audit-log', { search: words, pageNo: 1, pageSize: 50 }, jwt)).records.map((r) => r.summary);
    expect(await search('tan ah kow')).toEqual(['Assigned Tan Ah Kow as buyer.']);
    expect(await search('Agency replied')).toContain('IRAS replied to the requisition.');
    expect(await search(caseOfLawyer1.propertyRefNo)).toEqual(expect.arrayContaining(['Changed the remarks.', 'Assigned Tan Ah Kow as buyer.']));
    expect(await search('lawyer1')).toContain('Changed the remarks.');
  });

  it('keeps to Singapore days: 23:30 on 1 March there is 1 March, 00:30 on 2 March is the next day, whatever the UTC date', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const day = async (fromDate: string, toDate: string) =>
      (await page('/get-audit-log', { fromDate, toDate, group: 'case', pageNo: 1, pageSize: 50 }, jwt)).records.map((r) => r.summary);
    expect(await day('2025-03-01', '2025-03-01')).toEqual(['Changed the remarks.']);
    const parties = await page('/get-audit-log', { fromDate: '2025-03-02', toDate: '2025-03-02', group: 'parties', pageNo: 1, pageSize: 50 }, jwt);
    expect(parties.records.map((r) => r.summary)).toEqual(['Assigned Tan Ah Kow as buyer.']);
  });

  it("keeps to the caller's firm", async () => {
    const jwt = await server.tokenFor('lawyer2');
    const found = await page('/get-audit-log', { search: 'Tan Ah Kow', pageNo: 1, pageSize: 50 }, jwt);
    expect(found).toMatchObject({ records: [], recordCount: 0 });
  });

  it('answers a From date after the To date with 400 and the message', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const response = await post('/get-audit-log', { fromDate: '2026-11-05', toDate: '2026-11-01', pageNo: 1, pageSize: 10 }, jwt);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(historyMessages.historyFromAfterTo);
    expect((await post('/get-audit-log', { fromDate: '2026-02-31', pageNo: 1, pageSize: 10 }, jwt)).status).toBe(400);
  });
});

describe('POST /api/export-audit-log-csv', () => {
  it('answers the search as CSV, in Singapore time, with the changes written out and the product named for its own events', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const response = await post('/export-audit-log-csv', { fromDate: '2025-03-01', toDate: '2025-03-03' }, jwt);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toContain('audit-log.csv');
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date and Time,User,Case,Kind,Summary,Changes');
    expect(lines).toContain(
      `2025-03-03 10:00:00,${historyMessages.historyBySystem},${caseOfLawyer1.propertyRefNo},Agency replied,IRAS replied to the requisition.,`,
    );
    expect(lines.find((line) => line.startsWith('2025-03-01 23:30:00'))).toContain('Remarks: (empty) → Urgent');
  });
});

describe('GET /api/get-login-history', () => {
  it("answers the user's own logins and failed logins, newest first, and no one else's", async () => {
    await server.login('lawyer1', 'Wrong-Password-9');
    const jwt = await server.tokenFor('lawyer1');
    const response = await server.get('/api/get-login-history', jwt);
    expect(response.status).toBe(200);
    const { records } = (await response.json()) as { records: Json[] };
    expect(records[0]).toMatchObject({ kind: 'account.login', actor: { userId: 'lawyer1' } });
    expect(records[1]).toMatchObject({ kind: 'account.login-failed' });
    expect(records.every((record) => (record.actor as Json | null)?.userId === 'lawyer1')).toBe(true);
    expect(records.length).toBeLessThanOrEqual(20);
  });
});
