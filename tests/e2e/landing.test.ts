import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeCleanly, downloadedBytes, newPage } from './support/browser';
import { VIEWPORT } from './support/first-load';
import { startServerAndBrowser } from './support/harness';

const env = startServerAndBrowser();

/**
 * A first visit at a fixed Singapore time: a context of its own, since newPage() hides the maintenance notice.
 * Only Date is fixed (Playwright's clock), so the app's timers still run.
 */
async function firstVisitAt(singaporeTime: string): Promise<Page> {
  const context = await env.browser.newContext({ baseURL: env.baseUrl, viewport: VIEWPORT });
  const page = await context.newPage();
  await page.clock.setFixedTime(`${singaporeTime}+08:00`);
  return page;
}

const mainMenuLogin = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' });

describe('the public landing page', () => {
  it('downloads the subscription registration form as a real PDF from eGuides', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/home#helpsupport-header');
    await page.getByRole('tab', { name: 'eGuides' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Subscription registration form (PDF)' }).click(),
    ]);
    expect(
      Buffer.from(await downloadedBytes(download))
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await closeCleanly(page);
  });

  it('the Subscribe link in the login dialog downloads the same form', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Subscribe' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Conveyancing-Workbench-Registration-Form.pdf');
    expect(
      Buffer.from(await downloadedBytes(download))
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await closeCleanly(page);
  });

  it('a deep link to a later section loads the sections below Home and scrolls to its heading', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/home#happenings-header');
    const heading = page.getByRole('heading', { level: 2, name: 'Happenings' });
    // The page scrolls smoothly once the section has loaded: wait for the heading to settle under the menu.
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 10_000 }).toBeLessThan(200);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => page.getByRole('tab', { name: 'Resources' }).getAttribute('aria-selected')).toBe('true');
    await closeCleanly(page);
  });

  it('the sections below Home load when the visitor scrolls, in space kept for them', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/home');
    await page.waitForLoadState('networkidle');
    // The first screen alone: nothing below Home has been fetched yet.
    expect(await page.getByRole('heading', { level: 2, name: 'Help & Support' }).count()).toBe(0);
    const reservedHeight = await page.evaluate(() => document.documentElement.scrollHeight);

    await page.mouse.wheel(0, 300);
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Contact Us' }).waitFor();
    const loadedHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    // The placeholder stood in at about the sections' height: the page hardly changes length under the visitor.
    expect(Math.abs(loadedHeight - reservedHeight)).toBeLessThan(150);
    await closeCleanly(page);
  });

  it('the maintenance notice opens in the week before maintenance, and "Do not show this again" keeps it away', async () => {
    // 1 August 2026 is the first Saturday: the week before it begins in July.
    const page = await firstVisitAt('2026-07-28T10:00:00');
    await page.goto('/conveyancing/home');
    const notice = page.getByRole('dialog', { name: 'Scheduled maintenance' });
    // React Aria hides the native input visually: the visitor clicks the label.
    await notice.getByText('Do not show this again').click();
    expect(await notice.getByRole('checkbox', { name: 'Do not show this again' }).isChecked()).toBe(true);
    await notice.getByRole('button', { name: 'Close' }).last().click();
    await notice.waitFor({ state: 'detached' });

    await page.reload();
    await mainMenuLogin(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('the maintenance notice does not open when maintenance is not near', async () => {
    const page = await firstVisitAt('2026-07-15T10:00:00');
    await page.goto('/conveyancing/home');
    await mainMenuLogin(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
