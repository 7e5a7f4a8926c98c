import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { pdfText } from '../api/support/pdf-text';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';
import { confirmIn, openDueDiligence, summaryRows, tickAgencies as tick, toggle } from './support/requisitions';

// Agencies answer two seconds after a submission, so the journey sees Processing turn into Replied.
const env = startServerAndBrowser({ AGENCY_REPLY_DELAY_MS: '2000' });

/**
 * Waits for each agency's row to say Replied. The simulator answers two seconds after the submission; the notice of
 * each reply reaches the page on its notification stream, which reloads the view.
 */
async function waitForReplies(view: Locator, ...agencies: string[]) {
  for (const agency of agencies) await view.getByRole('row').filter({ hasText: agency }).filter({ hasText: 'Replied' }).waitFor({ timeout: 15_000 });
}

describe('legal requisitions in the browser', () => {
  it('submits IRAS, URA and MCST with the seed’s totals, watches the replies arrive, prints one and opens the MCST report', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    await openDueDiligence(page, 'PCN-2026-000101');

    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('alertdialog', { name: /Legal Requisition/ })
      .getByText(messages.selectAtLeastOneAgency)
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button').last().click();

    await tick(page, 'IRAS', 'URA', 'MCST Managing Agent');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('region', { name: 'Step 2: Review and submit' }).waitFor();
    // One MCST detail is ticked on this case: MCST once, with its 5 % SAL levy; then the transaction fee.
    expect(await summaryRows(page)).toEqual([
      ['IRAS', '36.69', '3.31', '3.50', '0.32'],
      ['URA', '50.00', '4.50', '3.50', '0.32'],
      ['MCST Managing Agent', '25.00', '2.25', '3.50', '0.32'],
      ['SAL Levy (5%)', '1.25', '0.12', '0.00', '0.00'],
      ['Transaction Fee', '0.00', '0.00', '0.20', '0.02'],
      ['Total', '112.94', '10.18', '10.70', '0.98'],
    ]);

    await page.getByRole('button', { name: 'Submit' }).click();
    await confirmIn(page, messages.lrSubmitConfirmTitle);
    const submitted = page.getByText(/^LF\d{13}, Submitted$/);
    await submitted.waitFor();
    const lfcontrolNo = ((await submitted.textContent()) ?? '').replace(', Submitted', '');
    const after = page.getByRole('alertdialog', { name: 'Legal Requisition Submitted' });
    await after.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('tab', { name: 'STATUS' }).getAttribute('aria-selected')).resolves.toBe('true');

    await page.getByRole('button', { name: `Agency status of ${lfcontrolNo}` }).click();
    const view = page.getByRole('region', { name: `Agency status of ${lfcontrolNo}` });
    await waitForReplies(view, 'IRAS', 'URA', 'MCST Managing Agent');

    // Printing the IRAS reply opens one PDF and turns the reply read.
    const iras = view.getByRole('row').filter({ hasText: 'IRAS' });
    await toggle(iras.getByRole('checkbox'));
    const popup = page.waitForEvent('popup');
    await view.getByRole('button', { name: 'Print', exact: true }).click();
    const pdfWindow = await popup;
    await pdfWindow.waitForURL(/\/api\/open-pdf\//);
    const pdf = await page.request.get(pdfWindow.url());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const { text } = await pdfText(new Uint8Array(await pdf.body()));
    expect(text).toContain(lfcontrolNo);
    expect(text).toContain('IRAS');
    await pdfWindow.close();
    await iras.getByRole('img', { name: 'Read' }).waitFor();

    // MCST answers with a report: it opens as an attachment instead of being ticked.
    const mcst = view.getByRole('row').filter({ hasText: 'MCST' });
    await expect(mcst.getByRole('checkbox').count()).resolves.toBe(0);
    const report = page.waitForEvent('popup');
    await mcst.getByRole('button', { name: /^Open MCST Managing Agent report/ }).click();
    const reportWindow = await report;
    await reportWindow.waitForURL(/\/api\/open-pdf\//);
    await reportWindow.close();
    await mcst.getByRole('img', { name: 'Read' }).waitFor();
    await closeCleanly(page);
  });

  it('saves a requisition as a draft, submits it from the draft cart and finds it in the REQUISITION report', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    await openDueDiligence(page, 'PCN-2026-000106');
    await tick(page, 'BCA', 'NEA - SCD');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await confirmIn(page, messages.lrDraftConfirmTitle);
    const saved = page.getByText(/^LF\d{13}, Saved$/);
    await saved.waitFor();
    const lfcontrolNo = ((await saved.textContent()) ?? '').replace(', Saved', '');

    await page.goto('/conveyancing/draftedRequisition-reports');
    const draft = page.getByRole('row').filter({ hasText: lfcontrolNo });
    await toggle(draft.getByRole('checkbox'));
    await page.getByRole('button', { name: 'Cart, 1 selected' }).click();
    const cart = page.getByRole('dialog', { name: 'Draft Requisition Cart' });
    await cart.getByRole('button', { name: `Submit ${lfcontrolNo}` }).click();
    await page.getByText(messages.draftSubmitted).waitFor();
    await draft.waitFor({ state: 'detached' });

    await page.goto('/conveyancing/requisition-reports');
    await page.getByRole('row').filter({ hasText: lfcontrolNo }).waitFor();
    await closeCleanly(page);
  });
});
