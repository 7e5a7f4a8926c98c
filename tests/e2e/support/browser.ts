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

export async function newPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
  // The maintenance notice would cover the landing page in every test but its own.
  await context.addInitScript(() => localStorage.setItem('hideMaintenanceNotice', 'true'));
  return context.newPage();
}
