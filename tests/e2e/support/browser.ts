import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_OPTIONS } from './chromium-options';

/**
 * The run's Chromium (browser.global.ts), connected to; a file run outside the project launches its own. Closing
 * the returned browser disconnects from the shared one, or ends the file's own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_OPTIONS);
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

/** A download's bytes: read from its stream, as the browser is the run's shared one, where no local path exists. */
export async function downloadedBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}
