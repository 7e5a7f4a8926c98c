import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { toDisplayDate } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { stampDutyDueDate } from '../../src/domain/stamp-duty/dates';
import { todayInSingapore } from '../../src/domain/today';
import { closeCleanly, newPage } from './support/browser';
import { caseId } from './support/cases';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';

const env = startServerAndBrowser();

const progress = (page: Page) => page.getByRole('region', { name: 'Case progress' });
const stage = (page: Page) => progress(page).locator('strong[data-stage]');

/** Confirms a step in its dialog with the day it offers (today), ticking 'signed abroad' when asked to. */
async function confirmStep(page: Page, button: string, options: { signedAbroad?: boolean } = {}) {
  await progress(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: /^Confirm: / });
  if (options.signedAbroad) await dialog.getByText(/Signed outside Singapore/).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Moves the case's completion to a month after the stamp duty of an option exercised today (signed abroad), so that
 * stamp duty is its next deadline once exercised, whatever the day: the seeded completion date is a fixed day, and
 * the stamp duty of an exercise less than 30 days before it falls after it.
 */
async function completeAfterStampDuty(page: Page, id: string) {
  const completion = Temporal.PlainDate.from(stampDutyDueDate(todayInSingapore(), true)).add({ months: 1 });
  await page.goto(`/conveyancing/property-details/${id}/false/false`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const field = page.getByRole('textbox', { name: 'Completion Date' });
  await field.fill(toDisplayDate(completion.toString()));
  await field.press('Tab');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL('**/conveyancing/property-listing');
}

describe('a case’s progress in the browser', () => {
  it('takes an Active sale from parties in place through exercise, stamp duty and completion to closed', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    const id = await caseId(page, 'PCN-2026-000101');
    await completeAfterStampDuty(page, id);
    await page.goto(`/conveyancing/property-summary/${id}`);

    await expect.poll(() => stage(page).textContent()).toBe('Parties in place');
    expect(await progress(page).getByRole('link', { name: 'Upload the signed Warrant to Act' }).getAttribute('href')).toContain(
      `/property-wta/${id}`,
    );

    await confirmStep(page, 'Confirm option exercised…', { signedAbroad: true });
    await expect.poll(() => stage(page).textContent()).toBe('Option exercised');
    const stampDuty = progress(page).getByRole('table', { name: 'Deadlines' }).getByRole('row').filter({ hasText: 'Stamp duty due' });
    expect(await stampDuty.textContent()).toContain('Stamp duty (30 days after exercise, signed abroad)');
    expect(await stampDuty.textContent()).toContain('Upcoming');

    // The firm's deadlines board (top menu) follows: the case's next deadline is now its stamp duty.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deadlines' }).click();
    const boardRow = page.getByRole('grid', { name: 'Deadlines of open cases' }).getByRole('row').filter({ hasText: 'PCN-2026-000101' });
    await expect.poll(() => boardRow.textContent()).toContain('Stamp duty due');
    expect(await boardRow.textContent()).toContain('Option exercised');
    // Every page of the case shows where it stands in its left navigation: here the OTP page.
    await page.goto(`/conveyancing/property-otp/${id}`);
    const whereItStands = page.getByRole('region', { name: 'Where the case stands' });
    await expect.poll(() => whereItStands.locator('strong').textContent()).toBe('Option exercised');
    expect(await whereItStands.textContent()).toContain('Stamp duty due');
    await page.goto(`/conveyancing/property-summary/${id}`);
    await expect.poll(() => stage(page).textContent()).toBe('Option exercised');

    await confirmStep(page, 'Confirm stamp duty paid…');
    await expect.poll(() => stage(page).textContent()).toBe('Stamp duty paid');
    expect(await stampDuty.textContent()).toContain('Done');

    await confirmStep(page, 'Confirm completed…');
    await expect.poll(() => stage(page).textContent()).toBe('Completed');
    // Recorded on the server: a fresh load shows the same stage.
    await page.reload();
    await expect.poll(() => stage(page).textContent()).toBe('Completed');

    await confirmStep(page, 'Confirm closed…');
    await expect.poll(() => stage(page).textContent()).toBe('Closed');
    await progress(page).getByText('The case is closed.').waitFor();
    // Closed is locked: the page says so and offers no assignment.
    await page.getByText(messages.propertyLockedAssignment).waitFor();
    // A closed case leaves the board.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deadlines' }).click();
    await page.getByRole('heading', { name: messages.deadlinesBoardTitle }).waitFor();
    await page.getByRole('grid', { name: 'Deadlines of open cases' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('grid', { name: 'Deadlines of open cases' }).textContent()).not.toContain('PCN-2026-000101');

    // Issue 20: the case's history holds each confirmation, newest first, with who made it.
    await page.goto(`/conveyancing/property-summary/${id}`);
    await page.getByRole('navigation', { name: 'Property' }).getByRole('link', { name: 'Case History' }).click();
    const history = page.getByRole('grid', { name: 'Case history' });
    await expect.poll(() => history.getByRole('row').nth(1).textContent()).toContain('Confirmed the case closed on');
    expect(await history.getByRole('row').nth(1).textContent()).toContain('Step confirmed');
    expect(await history.textContent()).toContain('Confirmed option exercised on');
    // The firm's audit log finds the four confirmations by their words.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit Log' }).click();
    const search = page.getByRole('search', { name: 'Audit log search' });
    await search.getByRole('searchbox').fill('Confirmed');
    await search.getByRole('button', { name: 'Search' }).click();
    const log = page.getByRole('grid', { name: 'Audit log' });
    await expect.poll(() => log.getByRole('row').count()).toBe(5);
    expect(await log.textContent()).toContain('PCN-2026-000101');
    await closeCleanly(page);
  });
});
