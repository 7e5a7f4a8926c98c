import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BYTE_BUDGETS, BYTE_GOALS, MAX_FIRST_LOAD_FILES, REPEAT_VISIT_ASSET_BYTES } from './support/byte-budgets';
import {
  describeTransfers,
  homeFirstLoad,
  listingFirstLoad,
  listingReady,
  signedInContext,
  totalBytes,
  watchNetworkQuiet,
  type Transfer,
} from './support/first-load';
import { startServerAndBrowser } from './support/harness';

/**
 * What the first pages cost over the wire (DESIGN.md "Screens": the first page of home and listing have byte
 * budgets): every script and stylesheet at its compressed body size as Chromium receives it, empty cache.
 * A repeat visit must take every hashed asset from the cache.
 */

const env = startServerAndBrowser();

function expectWithin(what: string, transfers: Transfer[], budget: number, goal: number) {
  const message = `${describeTransfers(what, transfers, budget)}\n(goal ${(goal / 1024).toFixed(1)} KB)`;
  console.log(message);
  expect(transfers.length, `${what}: no scripts were measured`).toBeGreaterThan(0);
  expect(totalBytes(transfers), message).toBeLessThanOrEqual(budget);
}

/** The files scripts/first-page-chunks.mjs gives each first page, by chunk name: what the other page must not fetch. */
const chunkFiles = (transfers: Transfer[], chunk: string) =>
  transfers.filter((t) => t.file.startsWith(`assets/${chunk}-`) && t.file.endsWith('.js')).map((t) => t.file);

/**
 * A phone's browser fetches six files at a time over HTTP/1.1: a first page in a few files does not wait in line.
 * Each first page has its own files and fetches none of the other's.
 */
function expectOwnFiles(what: string, transfers: Transfer[], own: string, others: string) {
  expect(transfers.length, `${what}: ${transfers.map((t) => t.file).join(', ')}`).toBeLessThanOrEqual(MAX_FIRST_LOAD_FILES);
  expect(chunkFiles(transfers, own), `${what} has its ${own} file`).toHaveLength(1);
  expect(chunkFiles(transfers, others), `${what} fetched the ${others} page's file`).toEqual([]);
}

/**
 * Every file a first page fetched is named in the HTML the server sent for it (scripts/first-page-preloads.mjs):
 * none waits for a script to run before it is asked for, which costs a phone a round trip before anything paints.
 */
async function expectNamedInItsHtml(what: string, pagePath: string, transfers: Transfer[]) {
  const html = await (await fetch(new URL(pagePath, env.baseUrl))).text();
  const unnamed = transfers.map((t) => t.file).filter((file) => !html.includes(`"/conveyancing/${file}"`));
  expect(unnamed, `${what}: files its HTML does not name`).toEqual([]);
}

const fileOf = (url: string) => new URL(url).pathname.replace('/conveyancing/', '');

/** Hashed assets a navigation fetched from the server rather than the cache, by CDP's account of it. */
async function assetsFromServer(context: BrowserContext, page: Page, navigate: () => Promise<void>) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  const fetched: Transfer[] = [];
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache) cached.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (!url?.includes('/conveyancing/assets/')) return;
    bytes += e.encodedDataLength;
    if (!cached.has(e.requestId) || e.encodedDataLength > 0) fetched.push({ file: fileOf(url), bytes: e.encodedDataLength });
  });
  await navigate();
  await cdp.detach();
  const assets = [...urls.values()].filter((url) => url.includes('/conveyancing/assets/')).length;
  return { assets, bytes, fetched };
}

describe('first-load byte budgets', () => {
  it('home, signed out, fresh browser: within its budget', async () => {
    const transfers = await homeFirstLoad(env.browser, env.baseUrl);
    expectWithin('home first load', transfers, BYTE_BUDGETS.home, BYTE_GOALS.home);
    expectOwnFiles('home first load', transfers, 'landing', 'signed-in');
    await expectNamedInItsHtml('home first load', '/conveyancing/home', transfers);
  });

  it('property listing, signed in, fresh cache: within its budget; a repeat visit fetches no asset', async () => {
    const context = await signedInContext(env.browser, env.baseUrl);
    const page = await context.newPage();
    const transfers = await listingFirstLoad(page);
    expectWithin('property listing first load', transfers, BYTE_BUDGETS.propertyListing, BYTE_GOALS.propertyListing);
    expectOwnFiles('property listing first load', transfers, 'signed-in', 'landing');
    await expectNamedInItsHtml('property listing first load', '/conveyancing/property-listing', transfers);

    const repeat = await assetsFromServer(context, page, async () => {
      const quiet = watchNetworkQuiet(page);
      await page.goto('/conveyancing/property-listing');
      await listingReady(page)();
      await quiet();
    });
    await context.close();
    expect(repeat.assets, 'the repeat visit loaded no assets at all: nothing was measured').toBeGreaterThan(0);
    expect(repeat.fetched, 'hashed assets the repeat visit fetched instead of taking from the cache').toEqual([]);
    expect(repeat.bytes).toBe(REPEAT_VISIT_ASSET_BYTES);
  });
});

/**
 * index.html's first frame (scripts/first-frame.ts): the app renders a page once its route has loaded
 * (src/app/main.tsx), and until then a slow first page shows the app's own 'Please wait....', held back for a
 * second so that a quick one never flashes it.
 */
describe('first frame', () => {
  it('a slow first page shows "Please wait...." after a moment, then the page alone', async () => {
    const context = await signedInContext(env.browser, env.baseUrl);
    const page = await context.newPage();
    let answer = () => {};
    const detailsHeld = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/get-user-details/**', async (route) => {
      await detailsHeld;
      await route.continue();
    });
    await page.goto('/conveyancing/property-listing', { waitUntil: 'domcontentloaded' });
    const loader = page.getByRole('status').filter({ hasText: 'Please wait....' });
    const early = await page.evaluate(() => ({
      ms: performance.now(),
      visible: !!document.querySelector('.ui-loader')?.checkVisibility({ visibilityProperty: true }),
    }));
    // Only meaningful while the page is under a second old; a busy machine may take longer to get here.
    if (early.ms < 900) expect(early.visible, `the loader showed ${Math.round(early.ms)} ms into the page`).toBe(false);
    await loader.waitFor({ state: 'visible' });

    answer();
    await listingReady(page)();
    // The page's own calls once it shows (the logo, the bell's count) may raise the app's loader for a moment: it goes.
    await loader.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await page.locator('.app-first-frame').count(), 'the first frame left in the page').toBe(0);
    await context.close();
  });
});
