import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayBy } from '../../src/server/clock';
import { actorOf, recordedBy } from './support/recorded-events';
import { insertRequisition, IRAS, URA, type InsertedRequisition } from './support/requisitions';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/** Issue 20 "History": bills printed (one event per case printed) and the reports exported as CSV (no case). */

let server: TestServer;
let jwt: string;
let actor: { firmId: number; actorUserId: number };
let sail: InsertedRequisition;
let kembangan: InsertedRequisition;
let kembanganLater: InsertedRequisition;

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  actor = await actorOf(server, 'lawyer1');
  sail = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [IRAS] });
  kembangan = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000103', agencies: [URA] });
  kembanganLater = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000103', agencies: [['BCA', 'BCA']] });
});
afterAll(() => server.close());

const entry = (lfControlNumber: string) => ({
  referenceNumber: 'x',
  lfControlNumber,
  billSentDate: todayBy(server.clock),
  agencyCode: '',
  departmentCode: '',
});
const printOne = (lfControlNos: string[]) => () =>
  server.post('/api/printBillingSummary', { agencyBillingDetails: lfControlNos.map(entry), fromDate: '', toDate: '' }, jwt);
const printMany = (lfControlNos: string[], onePage: boolean) => () =>
  server.post(
    '/api/printMultipleBillingSummaries',
    { agencyBillingDetails: lfControlNos.map(entry), fromDate: '', toDate: '', searchCriteria: '', loggedInUser: 'lawyer1', onePage },
    jwt,
  );
/** The call with its body read through, as the browser reads a download (a zip is drawn as it streams). */
const downloaded = (call: () => Promise<Response>) => async () => {
  const response = await call();
  await response.arrayBuffer();
  return response;
};

describe('bills printed', () => {
  it('printBillingSummary records billing.printed for the case of the requisition', async () => {
    expect(await recordedBy(server, downloaded(printOne([sail.lfcontrolNo])))).toMatchObject([
      {
        ...actor,
        kind: 'billing.printed',
        summary: `Printed the bill of requisition ${sail.lfcontrolNo}.`,
        propertyId: sail.propertyId,
        link: '/billing-reports',
        changes: [],
        at: new Date(server.clock.nowMs()),
      },
    ]);
  });

  it('printMultipleBillingSummaries records one event per case printed, as one PDF or a zip', async () => {
    const chosen = [kembangan.lfcontrolNo, sail.lfcontrolNo, kembanganLater.lfcontrolNo];
    const expected = [
      {
        ...actor,
        kind: 'billing.printed',
        summary: `Printed the bills of requisitions ${kembangan.lfcontrolNo}, ${kembanganLater.lfcontrolNo}.`,
        propertyId: kembangan.propertyId,
      },
      { ...actor, kind: 'billing.printed', summary: `Printed the bill of requisition ${sail.lfcontrolNo}.`, propertyId: sail.propertyId },
    ];
    expect(await recordedBy(server, downloaded(printMany(chosen, true)))).toMatchObject(expected);
    expect(await recordedBy(server, downloaded(printMany(chosen, false)))).toMatchObject(expected);
  });

  it('a refused print records nothing: none chosen, two for one bill, or an unknown requisition', async () => {
    expect(await recordedBy(server, printOne([]), 400)).toEqual([]);
    expect(await recordedBy(server, printOne([sail.lfcontrolNo, kembangan.lfcontrolNo]), 400)).toEqual([]);
    expect(await recordedBy(server, printMany(['LF000000000000'], true), 404)).toEqual([]);
  });
});

describe('reports exported', () => {
  const exportCsv = (path: string, criteria: Json) => () =>
    server.post(`/api/${path}`, { accountId: 'lawyer1', fromDate: '', toDate: '', searchCriteria: '', drafted: false, ...criteria }, jwt);

  it('export-billing-reports-csv records billing.exported on no case, counting its rows', async () => {
    const events = await recordedBy(server, exportCsv('export-billing-reports-csv', { searchCriteria: sail.lfcontrolNo }));
    expect(events).toMatchObject([
      {
        ...actor,
        kind: 'billing.exported',
        summary: 'Exported the billing report as CSV (1 row).',
        propertyId: null,
        link: '/billing-reports',
        stage: null,
      },
    ]);
  });

  it('export-requisition-reports-csv records billing.exported linking to the requisition report', async () => {
    const events = await recordedBy(server, exportCsv('export-requisition-reports-csv', {}));
    expect(events).toMatchObject([{ ...actor, kind: 'billing.exported', propertyId: null, link: '/requisition-reports' }]);
    expect(events[0]?.summary).toMatch(/^Exported the requisition report as CSV \(\d+ rows?\)\.$/);
  });

  it('a refused export records nothing; the searches themselves record nothing', async () => {
    const today = todayBy(server.clock);
    expect(await recordedBy(server, exportCsv('export-billing-reports-csv', { fromDate: today }), 400)).toEqual([]);
    expect(await recordedBy(server, exportCsv('export-requisition-reports-csv', { toDate: today }), 400)).toEqual([]);
    const search = () =>
      server.post('/api/searchBillingReports', { accountId: 'lawyer1', fromDate: '', toDate: '', searchCriteria: '', pageNo: 1, pageSize: 5 }, jwt);
    expect(await recordedBy(server, search)).toEqual([]);
  });
});
