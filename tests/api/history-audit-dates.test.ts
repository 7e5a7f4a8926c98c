import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDisplayDate } from '../../src/domain/display-date';
import { AUDIT_EARLIEST_DAY, AUDIT_LATEST_DAY, auditDateProblem } from '../../src/domain/history/audit-log-search';
import { historyMessages } from '../../src/domain/messages/history';
import { startTestServer, type TestServer } from './support/start-test-server';

/*
 * Days at either end of the calendar (0001-01-01 in Singapore is a day of 1 BC in UTC, the day after 9999-12-31
 * has a five-digit year) are refused with the audit log screen's own message, by the rule the screen checks too.
 */
let server: TestServer;
let jwt: string;
beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

const OPERATIONS = [
  { path: '/api/get-audit-log', paging: { pageNo: 1, pageSize: 10 } },
  { path: '/api/export-audit-log-csv', paging: {} },
] as const;

const OUT_OF_RANGE = [
  { fromDate: '0001-01-01', toDate: '' },
  { fromDate: '', toDate: '9999-12-31' },
  { fromDate: '0001-01-01', toDate: '9999-12-31' },
  { fromDate: '1899-12-31', toDate: '2025-01-01' },
  { fromDate: '2025-01-01', toDate: '3000-01-01' },
];

it('names the searchable days as the date fields show them', () => {
  expect(historyMessages.historyDateOutOfRange).toContain(toDisplayDate(AUDIT_EARLIEST_DAY));
  expect(historyMessages.historyDateOutOfRange).toContain(toDisplayDate(AUDIT_LATEST_DAY));
});

describe.each(OPERATIONS)('POST $path with a day outside the searchable range', ({ path, paging }) => {
  it.each(OUT_OF_RANGE)('answers 400 with the range message for From $fromDate, To $toDate', async (dates) => {
    const response = await server.post(path, { ...dates, ...paging }, jwt);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errormsg: string };
    expect(body.errormsg).toBe(historyMessages.historyDateOutOfRange);
    // The screen refuses the same days with the same words before it sends anything.
    expect(auditDateProblem(dates)).toBe(body.errormsg);
  });

  it('answers a five-digit year with 400, not 500', async () => {
    const response = await server.post(path, { fromDate: '10000-01-01', toDate: '', ...paging }, jwt);
    expect(response.status).toBe(400);
  });

  it('still searches the range at its ends', async () => {
    const response = await server.post(path, { fromDate: AUDIT_EARLIEST_DAY, toDate: AUDIT_LATEST_DAY, ...paging }, jwt);
    expect(response.status).toBe(200);
  });
});
