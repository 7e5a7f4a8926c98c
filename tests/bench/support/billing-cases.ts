import { Temporal } from 'temporal-polyfill';
import { billingSearchOf, type BillingCriteria } from '../../../src/server/billing/billing-criteria';
import { billingPage } from '../../../src/server/billing/billing-query';
import { todayBy } from '../../../src/server/clock';
import type { HttpTestServer } from './http-test-server';
import { LOGIN, PAGE_SIZE, pageAnswer, pagedAnswer, uniquePages } from './listing-cases';
import type { ListingData } from './listing-data';
import type { PairedCase } from './paired-samples';

/*
 * The billing report's searches (POST /searchBillingReports: requisitions and, issue 16, parcel land requests), as
 * the page sends them: the default range (two months back to today) and a whole year by dates with no text; text
 * alone with both dates empty. The SQL side is what the route runs after validation: the bearer check's session
 * read, then billingPage (page and count) with the criteria billingSearchOf makes of the same body.
 */

const GROUP = 'billing search';

interface BillingBody {
  searchCriteria: string;
  fromDate: string;
  toDate: string;
}

function billingCase(http: HttpTestServer, data: ListingData, label: string, search: BillingCriteria, body: BillingBody, pageNo: number): PairedCase {
  const { db } = http.server;
  return {
    group: GROUP,
    label,
    api: async () => pagedAnswer(await http.post('/api/searchBillingReports', { accountId: LOGIN, ...body, pageNo, pageSize: PAGE_SIZE })),
    sql: async () => {
      await http.readSession();
      const { rows, recordCount } = await billingPage(db, data.firmId, search, { pageNo, pageSize: PAGE_SIZE });
      return pageAnswer(recordCount, rows.length);
    },
  };
}

/**
 * Only submitted requisitions bill: a draft's or a discarded one's own LF number finds nothing, a submitted one's
 * finds it; a parcel land request's PL number finds it (issue 16), and the year holds every bill of both kinds.
 */
async function checkWhatBills(http: HttpTestServer, data: ListingData, today: string): Promise<void> {
  const count = async (criteria: BillingCriteria) =>
    (await billingPage(http.server.db, data.firmId, billingSearchOf(criteria, today), { pageNo: 1, pageSize: PAGE_SIZE })).recordCount;
  for (const [kind, lfControlNo] of Object.entries(data.billing.lfControlNo)) {
    const recordCount = await count({ searchCriteria: lfControlNo, fromDate: '', toDate: '' });
    if (recordCount !== (kind === 'submitted' ? 1 : 0)) throw new Error(`the ${kind} requisition ${lfControlNo} is found ${recordCount} times`);
  }
  const plCount = await count({ searchCriteria: data.billing.plControlNo, fromDate: '', toDate: '' });
  if (plCount !== 1) throw new Error(`the parcel land request ${data.billing.plControlNo} is found ${plCount} times`);
  const everything = await count({ searchCriteria: '', fromDate: '2000-01-01', toDate: today });
  if (everything < data.billing.billed + data.billing.parcelLand)
    throw new Error(`${everything} bills listed of ${data.billing.billed} + ${data.billing.parcelLand}`);
}

/**
 * Default range first, middle and last page; the year's last page; text: one day's LF numbers, a firm reference,
 * two agencies ('LTA' by code and display name, 'MCST'), and a text nothing matches. Every page each search has.
 */
export async function billingSearchCases(http: HttpTestServer, data: ListingData): Promise<PairedCase[]> {
  const today = todayBy(http.server.clock);
  await checkWhatBills(http, data, today);
  const yearAgo = Temporal.PlainDate.from(today).subtract({ years: 1 }).toString();
  // A reference fragment: BENCH/250 and BENCH/2500–2509 at 10,000 cases, BENCH/1250 and 12500–12509 at 50,000.
  const reference = `bench/${Math.floor(data.ownCases / 40)}`;
  const searches: Array<{ name: string; body: BillingBody; pages: 'all' | 'last' }> = [
    // The page sends the default range itself (seed 001 §5); billingSearchOf makes the same of an empty body.
    { name: 'default range', body: billingSearchOf({ searchCriteria: '', fromDate: '', toDate: '' }, today), pages: 'all' },
    { name: `${yearAgo} to ${today}`, body: { searchCriteria: '', fromDate: yearAgo, toDate: today }, pages: 'last' },
    // Issue 16: a month's parcel land requests by PL number.
    ...[
      `LF${data.billing.busyDay.replaceAll('-', '')}`,
      `PL${data.billing.busyDay.slice(0, 7).replace('-', '')}`,
      reference,
      'LTA',
      'MCST',
      'no such bill',
    ].map((text) => ({
      name: `"${text}"`,
      body: { searchCriteria: text, fromDate: '', toDate: '' },
      pages: 'all' as const,
    })),
  ];
  const cases: PairedCase[] = [];
  for (const { name, body, pages } of searches) {
    const search = billingSearchOf(body, today);
    const { recordCount } = await billingPage(http.server.db, data.firmId, search, { pageNo: 1, pageSize: PAGE_SIZE });
    const chosen = uniquePages(recordCount).filter(([position]) => pages === 'all' || position === 'last');
    for (const [position, pageNo] of chosen)
      cases.push(billingCase(http, data, `${name} (${recordCount.toLocaleString('en')}), ${position} page`, search, body, pageNo));
  }
  return cases;
}
