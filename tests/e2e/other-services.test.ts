import type { Locator, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { toDisplayDate } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { SUBMIT_MIN_INTERVAL_MS } from '../../src/domain/requisitions/submit-pace';
import { todayInSingapore } from '../../src/domain/today';
import { pdfText } from '../api/support/pdf-text';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';
import { submitRequisition, toggle } from './support/requisitions';

// The tax authority's desk replies two seconds after a request: long enough to see Processing first.
const env = startServerAndBrowser({ AGENCY_REPLY_DELAY_MS: '2000' });

async function openListing(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Other Services' }).click();
  await page.getByRole('heading', { name: messages.otherServiceListingTitle }).waitFor();
}

/**
 * Waits for the row to say Replied. The desk answers two seconds after the request; the notice of its reply reaches
 * the page on its notification stream, which reloads the listing.
 */
async function waitForReplied(row: Locator) {
  await row.filter({ hasText: 'Replied' }).waitFor({ timeout: 15_000 });
}

/** Prints the ticked rows and answers the PDF's text. */
async function printTicked(page: Page): Promise<string> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const pdfWindow = await popup;
  await pdfWindow.waitForURL(/\/api\/open-pdf\//);
  const pdf = await page.request.get(pdfWindow.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text } = await pdfText(new Uint8Array(await pdf.body()));
  await pdfWindow.close();
  return text;
}

/** Submits a requisition on the case and closes the notice; answers its LF control number. */
async function submitAndClose(page: Page, controlNo: string): Promise<string> {
  const lfControlNo = await submitRequisition(page, controlNo);
  await page.getByRole('alertdialog', { name: 'Legal Requisition Submitted' }).getByRole('button', { name: 'OK' }).click();
  return lfControlNo;
}

describe('other services in the browser', () => {
  it('requests parcel land information, sees it Processing then Replied, opens the information and prints the reply', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    await openListing(page);

    await page.goto(`${env.baseUrl}/conveyancing/othersvc-lrparcelland`);
    await page.getByRole('tab', { name: 'APPLICATION', selected: true }).waitFor();
    await page.getByRole('textbox', { name: /^Reference No\./ }).fill('TL/PL/2026/0099');
    await page.getByRole('textbox', { name: /^Email/ }).fill('conveyancing@tanlim.sg');
    await page.getByRole('textbox', { name: /^Applicant Solicitor/ }).fill('Tan Wei Ming');
    await page.getByRole('textbox', { name: /^Contact No\./ }).fill('62223333');
    await page.getByRole('textbox', { name: /^Parcel No\./ }).fill('P77001');
    await page.getByRole('textbox', { name: /^MK\/TS No\./ }).fill('40');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(messages.mktsNoInvalid).waitFor();
    await page.getByRole('textbox', { name: /^MK\/TS No\./ }).fill('18');
    await page.getByRole('button', { name: 'Next' }).click();
    const fees = page.getByRole('table', { name: /Fees for the parcel land request/ });
    await fees.getByRole('row', { name: 'Total 40.88 2.86' }).waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    const toast = page.getByText(/^Success: parcel land request PL\d{13} sent to IRAS\.$/);
    await toast.waitFor();
    const plControlNo = /PL\d{13}/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    await page.getByRole('heading', { name: messages.otherServiceListingTitle }).waitFor();

    const row = page.getByRole('grid', { name: 'Other service requests' }).getByRole('row').filter({ hasText: plControlNo });
    await row.waitFor();
    expect(await row.textContent()).toContain('Processing');
    await waitForReplied(row);

    await row.getByRole('button', { name: `Parcel land information of ${plControlNo}` }).click();
    const modal = page.getByRole('dialog', { name: messages.parcelLandInformationTitle });
    await modal.getByText('P77001', { exact: true }).first().waitFor();
    await modal.getByText(/Information from IRAS, received/).waitFor();
    await modal.getByRole('button', { name: /Close/ }).first().click();

    await toggle(row.getByRole('checkbox'));
    const text = await printTicked(page);
    expect(text).toContain('P77001');

    // It bills like a requisition: BILLING lists it with the two lines as charged.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
    const bill = page.getByRole('grid', { name: 'Billing records' }).getByRole('row').filter({ hasText: plControlNo });
    await bill.getByRole('button', { name: `Billing summary of ${plControlNo}` }).click();
    const summary = page.getByRole('dialog', { name: `Billing Summary — ${plControlNo}` });
    await summary.getByText('37.38').first().waitFor();
    await summary.getByText('S$ 43.74').waitFor();
    await closeCleanly(page);
  });

  it('sends a statement of account request for two requisitions and prints both replies', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    const first = await submitAndClose(page, 'PCN-2026-000101');
    // One user's submissions are at least SUBMIT_MIN_INTERVAL_MS apart by the server's clock (a quicker one is taken
    // for a double click): a rule of time, with no event to wait for instead.
    await page.waitForTimeout(SUBMIT_MIN_INTERVAL_MS + 100);
    const second = await submitAndClose(page, 'PCN-2026-000106');

    await page.goto(`${env.baseUrl}/conveyancing/othersvc-sao`);
    await page.getByRole('heading', { name: 'STATEMENT OF ACCOUNT', exact: true }).waitFor();
    // The week up to today: both requisitions were submitted just now, whatever day the test runs.
    const today = Temporal.PlainDate.from(todayInSingapore());
    await page.getByRole('textbox', { name: /^From/ }).fill(toDisplayDate(today.subtract({ days: 7 }).toString()));
    await page.getByRole('textbox', { name: /^To/ }).fill(toDisplayDate(today.toString()));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText(messages.recordFound).waitFor();
    const results = page.getByRole('grid', { name: 'Statement of account search results' });
    await toggle(results.getByRole('checkbox', { name: `Select ${first}` }));
    await toggle(results.getByRole('checkbox', { name: `Select ${second}` }));
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(messages.soaRequestsSent(2)).waitFor();
    await page.getByRole('heading', { name: messages.otherServiceListingTitle }).waitFor();

    const grid = page.getByRole('grid', { name: 'Other service requests' });
    for (const lfControlNo of [first, second]) {
      const row = grid.getByRole('row').filter({ hasText: lfControlNo });
      await row.waitFor();
      await waitForReplied(row);
    }
    for (const lfControlNo of [first, second]) await toggle(grid.getByRole('row').filter({ hasText: lfControlNo }).getByRole('checkbox'));
    const text = await printTicked(page);
    expect(text).toContain(first);
    expect(text).toContain(second);
    await closeCleanly(page);
  });
});
