import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The id of a demo case, read from the listing's View link (ids differ per database). */
export async function caseId(page: Page, controlNo: string): Promise<string> {
  await page.goto('/conveyancing/property-listing');
  const search = page.getByRole('search', { name: 'Property search' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(controlNo);
  await search.getByRole('button', { name: 'Search' }).click();
  const view = page
    .getByRole('grid', { name: 'Properties' })
    .getByRole('row')
    .filter({ hasText: controlNo })
    .getByRole('link', { name: /^View / });
  const id = /property-details\/(\d+)\//.exec((await view.getAttribute('href')) ?? '')?.[1];
  expect(id).toBeTruthy();
  return id ?? '';
}
