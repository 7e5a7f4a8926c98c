import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { dollarsToCents } from '../../src/domain/requisitions/money';
import { csvCell } from '../../src/server/billing/csv';
import { todayBy } from '../../src/server/clock';
import { properties } from '../../src/server/db/schema';
import { json, propertyIdOf } from './support/properties';
import { insertRequisition, requisitionBody, withRequisitionServer, type InsertedRequisition } from './support/requisitions';
import type { Json, TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
let leeOng: string;
withRequisitionServer((running) => ({ server, tanLim, leeOng } = running));

let submitted: string;
let hostile: InsertedRequisition;
let otherFirms: InsertedRequisition;
let today: string;

const HOSTILE_REF = '=HYPERLINK("e.vil","x")';
const HOSTILE_ADDRESS = '@SUM(1+1), "quoted"\nnext line';

beforeAll(async () => {
  today = todayBy(server.clock);
  const kembangan = await propertyIdOf(server, 'PCN-2026-000103');
  const reply = await json<{ lfcontrolNo: string }>(
    await server.post(
      '/api/submitDD',
      requisitionBody(kembangan, [
        ['IRAS', 'IRAS'],
        ['URA', 'URA'],
        ['LTA', 'RTS'],
      ]),
      tanLim,
    ),
  );
  submitted = reply.body.lfcontrolNo;
  // Text a user typed that a spreadsheet would run as a formula.
  await server.db
    .update(properties)
    .set({ lawfirmRefNo: HOSTILE_REF, propAddress: HOSTILE_ADDRESS })
    .where(eq(properties.propertyRefNo, 'PCN-2026-000105'));
  hostile = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000105', agencies: [['BCA', 'BCA']] });
  otherFirms = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000201', agencies: [['IRAS', 'IRAS']], userId: 'lawyer2' });
});

/** A CSV (its byte-order mark dropped) parsed the RFC 4180 way: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

async function exportCsv(path: string, body: Json, jwt = tanLim) {
  const response = await server.post(path, body, jwt);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A CSV starts with the UTF-8 byte-order mark, so Excel reads it as UTF-8 (text() would drop it).
  if (response.status === 200) expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { status: response.status, headers: response.headers, text: new TextDecoder().decode(bytes) };
}

const billingCsv = (criteria: Json, jwt = tanLim) =>
  exportCsv(
    '/api/export-billing-reports-csv',
    { accountId: jwt === tanLim ? 'lawyer1' : 'lawyer2', fromDate: '', toDate: '', searchCriteria: '', ...criteria },
    jwt,
  );

describe('POST /api/export-billing-reports-csv', () => {
  it('answers every matching billed requisition with its amounts, as the billing detail has them', async () => {
    const { status, headers, text } = await billingCsv({});
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('Content-Disposition')).toContain('attachment; filename="billing-report.csv"');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'Reference Number',
      'Law Firm Control Number',
      'Property Control No.',
      'Requisition Sent Date',
      'Agencies',
      'Application Fee',
      'GST',
      'Processing Fee',
      'Processing GST',
      'Total',
      'Total GST',
    ]);
    const row = rows.find((cells) => cells[1] === submitted);
    // IRAS 36.69 / 3.31, URA 50.00 / 4.50, LTA - RTS 10.00 / 0.90; processing 3 × 3.50 / 0.32 and the transaction fee 0.20 / 0.02.
    expect(row).toEqual([
      'TL/CONV/2026/0167',
      submitted,
      'PCN-2026-000103',
      today,
      'IRAS; URA; LTA - RTS',
      '96.69',
      '8.71',
      '10.70',
      '0.98',
      '107.39',
      '9.69',
    ]);

    const detail = await json<Array<{ totalFeePerLRCharged: number; totalFeePerLRGST: number }>>(
      await server.post(
        '/api/generateAgencyBilligDetail',
        { loginId: 'lawyer1', lf_control_no: submitted, referenceNo: '', propertyType: '', billSendDate: '' },
        tanLim,
      ),
    );
    const sum = (pick: (line: { totalFeePerLRCharged: number; totalFeePerLRGST: number }) => number) =>
      detail.body.reduce((total, line) => total + dollarsToCents(pick(line)), 0);
    expect([dollarsToCents(Number(row?.[9])), dollarsToCents(Number(row?.[10]))]).toEqual([
      sum((line) => line.totalFeePerLRCharged),
      sum((line) => line.totalFeePerLRGST),
    ]);
  });

  it('escapes text a spreadsheet would take for a formula', async () => {
    const { text } = await billingCsv({ searchCriteria: hostile.lfcontrolNo });
    const [, ...rows] = parseCsv(text);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe(`'${HOSTILE_REF}`);
    expect(text).toContain(`"'=HYPERLINK(""e.vil"",""x"")"`);
  });

  it('searches as the billing report does, with its date messages, firm-scoped, never paged', async () => {
    expect(await billingCsv({ fromDate: today })).toMatchObject({
      status: 400,
      text: expect.stringContaining(messages.billingSentDatesRequired) as unknown,
    });
    const mine = parseCsv((await billingCsv({ fromDate: '2000-01-01', toDate: today, pageSize: 5 })).text).map((cells) => cells[1]);
    expect(mine).toContain(submitted);
    expect(mine).not.toContain(otherFirms.lfcontrolNo);
    const theirs = parseCsv((await billingCsv({}, leeOng)).text).map((cells) => cells[1]);
    expect(theirs).toContain(otherFirms.lfcontrolNo);
    expect(theirs).not.toContain(submitted);
    expect((await billingCsv({ accountId: 'lawyer2' })).status).toBe(404);
  });
});

describe('POST /api/export-requisition-reports-csv', () => {
  const requisitionCsv = (criteria: Json, jwt = tanLim) =>
    exportCsv(
      '/api/export-requisition-reports-csv',
      { accountId: 'lawyer1', fromDate: '', toDate: '', searchCriteria: '', drafted: false, ...criteria },
      jwt,
    );

  it("answers the report's rows, the last update as ISO with Singapore's offset, formulas escaped", async () => {
    const { status, headers, text } = await requisitionCsv({});
    expect(status).toBe(200);
    expect(headers.get('Content-Disposition')).toContain('attachment; filename="requisition-report.csv"');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['Reference Number', 'Law Firm Control Number', 'Address', 'Property Type', 'Last Updated']);
    const row = rows.find((cells) => cells[1] === submitted);
    expect(row?.slice(0, 4)).toEqual(['TL/CONV/2026/0167', submitted, expect.stringContaining('KEMBANGAN') as unknown, 'LAND']);
    expect(row?.[4]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(row?.[4]?.slice(0, 10)).toBe(today);
    const hostileRow = rows.find((cells) => cells[1] === hostile.lfcontrolNo);
    expect(hostileRow?.slice(0, 3)).toEqual([`'${HOSTILE_REF}`, hostile.lfcontrolNo, `'${HOSTILE_ADDRESS}`]);
    expect(rows.map((cells) => cells[1])).not.toContain(otherFirms.lfcontrolNo);
  });

  it('refuses the report’s date problems with its messages', async () => {
    expect(await requisitionCsv({ toDate: today })).toMatchObject({
      status: 400,
      text: expect.stringContaining(messages.submittedOnDatesRequired) as unknown,
    });
  });
});

describe('csvCell', () => {
  it('prefixes = + - @ and a leading tab or carriage return, and quotes what needs quoting', () => {
    expect(['=1+1', '+65 6123', '-2', '@cmd', '\tx', 'plain', 'a,b', 'say "hi"'].map(csvCell)).toEqual([
      "'=1+1",
      "'+65 6123",
      "'-2",
      "'@cmd",
      "'\tx",
      'plain',
      '"a,b"',
      '"say ""hi"""',
    ]);
    expect(csvCell({ amount: 12345 })).toBe('123.45');
    expect(csvCell({ amount: 5 })).toBe('0.05');
  });
});
