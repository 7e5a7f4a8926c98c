import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { SUBMIT_MIN_INTERVAL_MS } from '../../src/domain/requisitions/submit-pace';
import { pdfText } from '../api/support/pdf-text';
import { closeCleanly, downloadedBytes, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';
import { submitRequisition, toggle } from './support/requisitions';

const env = startServerAndBrowser();

/** Read from the download's stream: a browser connected to remotely keeps no local path. */
describe('billing in the browser', () => {
  it('finds a submitted requisition in BILLING with what it cost, prints two as one PDF and as a zip per case, and exports the search', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    const lfControlNo = await submitRequisition(page, 'PCN-2026-000101');
    await page.getByRole('alertdialog', { name: 'Legal Requisition Submitted' }).getByRole('button', { name: 'OK' }).click();
    // The second case's requisition is sent here, not seeded: BILLING opens on the last two months, which a seeded one
    // leaves as the calendar moves on. One user's submissions are at least SUBMIT_MIN_INTERVAL_MS apart.
    await page.waitForTimeout(SUBMIT_MIN_INTERVAL_MS + 100);
    const otherLfControlNo = await submitRequisition(page, 'PCN-2026-000103');
    await page.getByRole('alertdialog', { name: 'Legal Requisition Submitted' }).getByRole('button', { name: 'OK' }).click();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('heading', { name: 'BILLING', exact: true }).waitFor();
    const grid = page.getByRole('grid', { name: 'Billing records' });
    const row = grid.getByRole('row').filter({ hasText: lfControlNo });
    await row.waitFor();

    // Its summary: the lines as charged at submission, to the cent.
    await row.getByRole('button', { name: `Billing summary of ${lfControlNo}` }).click();
    const summary = page.getByRole('dialog', { name: `Billing Summary — ${lfControlNo}` });
    await summary.getByRole('rowheader', { name: 'URA' }).waitFor();
    await expect(summary.getByRole('row').filter({ hasText: 'IRAS' }).first().textContent()).resolves.toContain('36.69');
    const single = page.waitForEvent('download');
    await summary.getByRole('button', { name: 'Print Billing Summary' }).click();
    const bill = await single;
    expect(bill.suggestedFilename()).toBe(`billing-summary-${lfControlNo}.pdf`);
    const { text } = await pdfText(await downloadedBytes(bill));
    expect(text).toContain(lfControlNo);
    expect(text).toContain('Tan & Lim');
    await summary.getByRole('button', { name: 'Close' }).click();

    // Two requisitions of two cases: one PDF, then a zip with one PDF per case.
    await toggle(row.getByRole('checkbox'));
    await toggle(grid.getByRole('row').filter({ hasText: otherLfControlNo }).getByRole('checkbox'));
    await page.getByRole('button', { name: 'Cart, 2 selected' }).waitFor();
    await page.getByRole('button', { name: 'Print the selected billing summaries' }).click();
    const modal = page.getByRole('dialog', { name: 'Print Billing Summary' });
    const combined = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Print' }).click();
    expect((await combined).suggestedFilename()).toBe('billing-summaries.pdf');
    await page.getByText(messages.billingPrinted('billing-summaries.pdf')).waitFor();
    await page.getByRole('button', { name: 'Cart, 2 selected' }).click();
    await modal.getByText('A zip with one PDF per case').click();
    const zipped = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Print' }).click();
    const zip = await zipped;
    expect(zip.suggestedFilename()).toBe('billing-summaries.zip');
    expect(Object.keys(unzipSync(await downloadedBytes(zip))).sort()).toEqual(['PCN-2026-000101_billing.pdf', 'PCN-2026-000103_billing.pdf']);

    // The search as CSV: the new requisition is a row of it.
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = new TextDecoder().decode(await downloadedBytes(await exported));
    expect(csv).toContain(lfControlNo);
    expect(csv.split('\n')[0]).toContain('Reference Number');

    // Tan & Lim has the checklist add-on: the case's checklist replaces the table, and Back finds it as it was.
    await row.getByRole('button', { name: `Checklist view of PCN-2026-000101 for ${lfControlNo}` }).click();
    const view = page.getByRole('region', { name: /^PCN-2026-000101 \(/ });
    await page.frameLocator('iframe[title="Checklist for PCN-2026-000101"]').getByText('Sandbox stand-in for the partner e-checklist.').waitFor();
    expect(await grid.isVisible()).toBe(false);
    await view.getByRole('button', { name: 'Back to listing' }).click();
    await row.waitFor();
    await page.getByRole('button', { name: 'Cart, 2 selected' }).waitFor();
    await closeCleanly(page);
  });
});
