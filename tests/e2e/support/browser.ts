import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from '../../../scripts/chromium-path.mjs';

/** The system Chromium (no browser downloads here), headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

const pageErrors = new WeakMap<Page, string[]>();

export async function newPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
  // The maintenance notice would cover the landing page in every test but its own.
  // Init scripts run in every frame too; the sandboxed checklist frame has no storage and throws on it.
  await context.addInitScript(() => {
    if (window === window.top) localStorage.setItem('hideMaintenanceNotice', 'true');
  });
  const page = await context.newPage();
  // Errors a user never sees still mean something broke: collect them for closeCleanly().
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(`console error: ${message.text()}`);
  });
  return page;
}

/** Closes the page and fails the test if the app threw or logged an error while it was open. */
export async function closeCleanly(page: Page): Promise<void> {
  const errors = pageErrors.get(page) ?? [];
  await page.context().close();
  if (errors.length > 0) throw new Error(`The page reported errors:\n${errors.join('\n')}`);
}
