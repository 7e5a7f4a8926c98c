import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { caseId } from './cases';

/** React Aria keeps the input itself invisible: the user clicks its label (the drawn box). */
export async function toggle(box: Locator) {
  await box.locator('xpath=ancestor::label[1]').click();
}

export async function openDueDiligence(page: Page, controlNo: string) {
  const id = await caseId(page, controlNo);
  await page.goto(`/conveyancing/property-duediligence/${id}`);
  await page.getByRole('region', { name: 'Step 1: Select agencies' }).waitFor();
}

/** Ticks agency lines; IRAS on a building runs the IRAS unit check, whose warning (if any) is accepted. */
export async function tickAgencies(page: Page, ...agencies: string[]) {
  for (const agency of agencies) {
    const box = page.getByRole('checkbox', { name: `Select ${agency}` });
    await toggle(box);
    const warning = page.getByRole('alertdialog');
    await Promise.race([box.and(page.locator(':checked')).waitFor(), warning.waitFor()]);
    if (await warning.isVisible()) await warning.getByRole('button', { name: 'OK' }).click();
    await expect(box.isChecked()).resolves.toBe(true);
  }
}

export async function confirmIn(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The rows of the review step's summary table, cell texts. */
export async function summaryRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('grid', { name: 'Requisition summary' }).getByRole('row');
  const cells = await rows.evaluateAll((list) =>
    list.map((row) => [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent?.trim() ?? '')),
  );
  return cells.slice(1);
}

/** Submits IRAS and URA on the case and answers the new LF control number (the OK of the notice left to the caller). */
export async function submitRequisition(page: Page, controlNo: string): Promise<string> {
  await openDueDiligence(page, controlNo);
  await tickAgencies(page, 'IRAS', 'URA');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('region', { name: 'Step 2: Review and submit' }).waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmIn(page, messages.lrSubmitConfirmTitle);
  const submitted = page.getByText(/^LF\d{13}, Submitted$/);
  await submitted.waitFor();
  return ((await submitted.textContent()) ?? '').replace(', Submitted', '');
}

/**
 * Searches a dated report (REQUISITION, BILLING) by its text alone. With no criteria a report covers only the last
 * two months, which seeded rows leave as the calendar moves on; text with both dates cleared searches every date.
 */
export async function searchReportByText(page: Page, searchName: string, text: string) {
  const search = page.getByRole('search', { name: searchName });
  // The text field is a searchbox: the textboxes are the report's two dates.
  const dates = search.getByRole('textbox');
  // The page may still be rendering its search: wait for the second date as for any element (expect.poll gives up
  // after one second, which a busy machine needed more than once).
  await dates.nth(1).waitFor();
  expect(await dates.count()).toBe(2);
  for (const date of await dates.all()) {
    await date.fill('');
    await date.press('Tab');
  }
  await search.getByRole('searchbox', { name: 'Search' }).fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
}
