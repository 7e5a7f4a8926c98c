import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { closeCleanly, newPage } from './browser';
import { logIn } from './login';

/**
 * How a first page is weighed, for the budget test and the bench alike: every script and stylesheet at its
 * compressed body size as Chromium receives it (headers not counted), with an empty cache.
 */
export interface Transfer {
  file: string;
  bytes: number;
}

export const VIEWPORT = { width: 1366, height: 900 };

const fileOf = (url: string) => new URL(url).pathname.replace('/conveyancing/', '');
const isScriptOrStyle = (request: Request) =>
  ['script', 'stylesheet'].includes(request.resourceType()) || /\.(js|css)$/.test(new URL(request.url()).pathname);

export const totalBytes = (transfers: readonly Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);

/** The notification bell's event stream (issue 20): open for as long as a signed-in page, so never finished. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname.endsWith('/api/notifications/stream');

/**
 * Playwright's 'networkidle' (no request in flight for 500 ms), except for the bell's event stream, with which a
 * signed-in page never goes idle. Call before the navigation; await the answer once the page is ready.
 */
export function watchNetworkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): () => Promise<void> {
  const inFlight = new Set<Request>();
  const start = (request: Request) => {
    if (!isLiveStream(request)) inFlight.add(request);
  };
  const end = (request: Request) => inFlight.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    try {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`The network was not quiet within ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await page.waitForTimeout(50);
        if (inFlight.size > 0) quietSince = Date.now();
      }
    } finally {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    }
  };
}

/** Loads `path` and returns the scripts and stylesheets it received once `ready` holds and the network is quiet. */
export async function firstLoad(page: Page, path: string, ready: () => Promise<void>): Promise<Transfer[]> {
  const transfers: Promise<Transfer>[] = [];
  const record = (request: Request) => {
    // responseBodySize is the encoded body: brotli bytes when the server sent brotli, headers not included.
    if (isScriptOrStyle(request)) transfers.push(request.sizes().then((s) => ({ file: fileOf(request.url()), bytes: s.responseBodySize })));
  };
  page.on('requestfinished', record);
  const quiet = watchNetworkQuiet(page);
  await page.goto(path);
  await ready();
  await quiet();
  page.off('requestfinished', record);
  return Promise.all(transfers);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line of totals and the five largest files: what a failure (or the log) needs to say. */
export function describeTransfers(what: string, transfers: readonly Transfer[], budget: number): string {
  const total = totalBytes(transfers);
  const largest = [...transfers].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  return [
    `${what}: ${total} bytes (${kb(total)}) of scripts and stylesheets in ${transfers.length} files; budget ${kb(budget)} (${(total / budget).toFixed(2)} of it). Largest:`,
    ...largest.map((t) => `  ${String(t.bytes).padStart(8)}  ${t.file}`),
  ].join('\n');
}

/**
 * The public home as a first-time visitor sees it: no stored login, the maintenance notice not yet dismissed.
 * The clock is fixed on the 20th of a month, never near maintenance (src/domain/maintenance-window.ts), so the
 * notice stays shut and the budget weighs the same page whatever day the test runs.
 */
export const HOME_FIRST_LOAD_TIME = '2026-02-20T10:00:00+08:00';

export async function homeFirstLoad(browser: Browser, baseUrl: string): Promise<Transfer[]> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  const page = await context.newPage();
  await page.clock.setFixedTime(HOME_FIRST_LOAD_TIME);
  const transfers = await firstLoad(page, '/conveyancing/home', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).waitFor();
  });
  await context.close();
  return transfers;
}

/** A browser with lawyer1's stored login and an empty cache: the login happens in another context. */
export async function signedInContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const loginPage = await newPage(browser, baseUrl);
  await logIn(loginPage, 'lawyer1');
  await loginPage.getByRole('heading', { name: 'Property Listing' }).waitFor();
  const storageState = await loginPage.context().storageState();
  await closeCleanly(loginPage);
  return browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, storageState });
}

export const listingReady = (page: Page) => () => page.getByRole('heading', { name: 'Property Listing' }).waitFor();

/** The property listing's first load in a signed-in browser with an empty cache. */
export async function listingFirstLoad(page: Page): Promise<Transfer[]> {
  return firstLoad(page, '/conveyancing/property-listing', listingReady(page));
}
