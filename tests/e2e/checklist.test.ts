import type { Download, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS } from '../../src/domain/checklist/definitions';
import { pdfText } from '../api/support/pdf-text';
import { closeCleanly, downloadedBytes, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';

const env = startServerAndBrowser();

const CASE = 'PCN-2026-000101';
// A Sale item the case does not already know is done: ticked by hand in the frame.
const TITLE_SEARCH = CHECKLIST_ITEMS.sale.find((item) => item.key === 'titleSearch')?.label ?? '';

/** The engagement letter, downloaded from the sandboxed frame (its sandbox allows downloads). */
async function engagementLetter(page: Page, frame: FrameLocator): Promise<Download> {
  const downloaded = page.waitForEvent('download');
  await frame.getByRole('link', { name: /Letter of Engagement/ }).click();
  return downloaded;
}

describe('Checklist & Templates in the browser', () => {
  it('goes from the menu to the listing, the case checklist, a ticked item and a downloaded engagement letter', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Checklist & Templates' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checklist & Templates' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Properties with a checklist' });
    await grid.getByRole('row').filter({ hasText: CASE }).waitFor();
    // Searched on the server by a word of the case's address: only that case is left.
    const search = page.getByRole('search', { name: 'Checklist property search' });
    await search.getByRole('searchbox').fill('marina');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 record', { exact: true }).waitFor();
    await expect(grid.getByRole('link', { name: /^View / }).count()).resolves.toBe(1);

    await grid.getByRole('link', { name: `View ${CASE}` }).click();
    await page.waitForURL(/\/conveyancing\/property-checklist\/\d+\/true$/);
    await page.getByText(`${CASE} (Sale)`).waitFor();
    const frame = page.frameLocator(`iframe[title="Checklist for ${CASE}"]`);
    const item = frame.getByRole('row').filter({ hasText: TITLE_SEARCH });
    await item.getByText('Open').waitFor();

    await item.getByRole('button', { name: `Tick: ${TITLE_SEARCH}` }).click();
    await frame
      .getByRole('row')
      .filter({ hasText: TITLE_SEARCH })
      .getByText(/ticked by/)
      .waitFor();
    await expect(
      frame
        .getByRole('row')
        .filter({ hasText: TITLE_SEARCH })
        .getByRole('button', { name: `Untick: ${TITLE_SEARCH}` })
        .count(),
    ).resolves.toBe(1);

    const letter = await engagementLetter(page, frame);
    expect(letter.suggestedFilename()).toMatch(/Letter of Engagement.*\.pdf$/);
    const { text } = await pdfText(await downloadedBytes(letter));
    expect(text).toContain(CASE);
    await closeCleanly(page);
  });

  it('offers no Checklist & Templates to a firm without the add-on', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer2');
    await page.waitForURL('**/conveyancing/property-listing');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Billing' }).waitFor();
    await expect(menu.getByRole('link', { name: 'Checklist & Templates' }).count()).resolves.toBe(0);
    await closeCleanly(page);
  });
});
