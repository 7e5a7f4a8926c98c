import type { Locator, Page } from 'playwright-core';

/**
 * Ticks a listing row's Select box once the listing has stopped fetching: a page arriving while the tick is made
 * (a search's answer, a refresh after a notice) re-renders the rows under the pointer and the tick is lost.
 */
export async function tickRow(page: Page, row: Locator): Promise<void> {
  await page.locator('.listing-table-wrap[aria-busy="false"]').waitFor();
  // The box drawn over the input takes the pointer, as for a user; checking through it selects the row.
  await row.getByRole('checkbox').check({ force: true });
}
