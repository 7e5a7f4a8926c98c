import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeCleanly, newPage } from './support/browser';
import { caseId } from './support/cases';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';
import { searchReportByText, toggle } from './support/requisitions';

const env = startServerAndBrowser();

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe)', () => {
  it('the landing page has no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/home');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });

  it('the authenticated shell has no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });

  it('the legal requisition pages have no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    await page.goto(`/conveyancing/property-duediligence/${await caseId(page, 'PCN-2026-000103')}`);
    await page.getByRole('region', { name: 'Step 1: Select agencies' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'STATUS' }).click();
    await page.getByRole('button', { name: 'Agency status of LF2026100300017' }).click();
    await page.getByRole('region', { name: 'Agency status of LF2026100300017' }).getByText('Replied').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/conveyancing/draftedRequisition-reports');
    await page.getByRole('heading', { name: 'DRAFT REQUISITION', exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'LF2026111600004' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/conveyancing/requisition-reports');
    await page.getByRole('heading', { name: 'REQUISITION', exact: true }).waitFor();
    await searchReportByText(page, 'Requisition search', 'LF2026100300017');
    await page.getByRole('row').filter({ hasText: 'LF2026100300017' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });

  it('the case page with its progress, deadlines and a confirmation dialog open has no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    await page.goto(`/conveyancing/property-summary/${await caseId(page, 'PCN-2026-000101')}`);
    const progress = page.getByRole('region', { name: 'Case progress' });
    await progress.getByRole('list', { name: 'Steps of the case' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await progress.getByRole('button', { name: 'Confirm option exercised…' }).click();
    await page.getByRole('dialog', { name: 'Confirm: Option exercised' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });

  it('the history pages (audit log, a case history, the profile with its logins) have no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    const id = await caseId(page, 'PCN-2026-000101');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('grid', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Logged in.' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/conveyancing/property-history/${id}`);
    await page.getByRole('grid', { name: 'Case history' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Profile of / }).click();
    await page.getByRole('region', { name: 'Login History' }).getByText('Logged in.').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });

  it('the document centre pages, with a row ticked, the send modal and a file chosen, have no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    await page.goto('/conveyancing/document-upload-listing');
    const grid = page.getByRole('grid', { name: 'Documents' });
    const first = grid.getByRole('checkbox', { name: /^Select / }).first();
    await first.locator('xpath=ancestor::label[1]').click();
    await grid.getByRole('checkbox', { name: 'Tick every document of this property' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await grid
      .getByRole('button', { name: /^Send / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/conveyancing/document-activity-listing');
    await page.getByRole('heading', { name: 'ACTIVITY LOG DETAILS' }).waitFor();
    await page.getByRole('grid', { name: 'Document activity' }).getByRole('row').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/conveyancing/document-upload-files');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose Files' }).click();
    await (await chooser).setFiles([{ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('Completion checklist') }]);
    await page.getByRole('table', { name: 'Files to upload' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });

  it('the BILLING page, with a row ticked, its summary and the print modal, has no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    await page.goto('/conveyancing/billing-reports');
    await searchReportByText(page, 'Billing search', 'LF2026100300017');
    const row = page.getByRole('grid', { name: 'Billing records' }).getByRole('row').filter({ hasText: 'LF2026100300017' });
    await toggle(row.getByRole('checkbox'));
    await page.getByRole('button', { name: 'Cart, 1 selected' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Billing summary of LF2026100300017' }).click();
    await page.getByRole('dialog').getByRole('rowheader').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Print the selected billing summaries' }).click();
    await page.getByRole('dialog', { name: 'Print Billing Summary' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });

  it('the other services pages (listing with the parcel information, parcel land tabs with messages, both SOA searches) have no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    await page.goto('/conveyancing/othersvc-listing');
    const grid = page.getByRole('grid', { name: 'Other service requests' });
    await grid.getByRole('row').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await grid
      .getByRole('button', { name: /^Parcel land information of / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/conveyancing/othersvc-lrparcelland');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Parcel No. is required.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/conveyancing/othersvc-sao');
    await page.getByRole('textbox', { name: /^From/ }).fill('01-Jan-2026');
    await page.getByRole('textbox', { name: /^To/ }).fill('31-Dec-2026');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('grid', { name: 'Statement of account search results' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/conveyancing/othersvc-nonrqsoa');
    await page.getByRole('textbox', { name: /^Street Name/ }).fill('Marina Boulevard');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('grid', { name: 'Statement of account search results' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });

  it('the machines pages have no violation at all: the index, a large diagram in its view, and a path being stepped (issue 21)', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    const everyViolation = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length}`);
    await page.goto('/conveyancing/machines');
    await page.getByRole('list', { name: 'Machines' }).waitFor();
    expect(await everyViolation()).toEqual([]);
    await page.goto('/conveyancing/machines/requisition');
    // Laid out in a worker within 2 s of the page opening on an idle machine; CI's busy cores get more.
    await page.getByRole('img', { name: /^Legal requisition state diagram/ }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Step through path 3', exact: true }).click();
    await page.getByRole('region', { name: 'Stepping through path 3' }).getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('img', { name: /current state: / }).waitFor();
    expect(await everyViolation()).toEqual([]);
    await closeCleanly(page);
  });
});
