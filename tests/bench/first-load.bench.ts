import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { launchBrowser } from '../e2e/support/browser';
import { BYTE_GOALS } from '../e2e/support/byte-budgets';
import { describeTransfers, homeFirstLoad, listingFirstLoad, signedInContext, totalBytes } from '../e2e/support/first-load';
import { startServer, type RunningServer } from '../e2e/support/server';

/*
 * First-load wire bytes of home (signed out) and the property listing (signed in), each against its budget,
 * (issue 13's goals; the test enforces the budgets) from the BUILT server (`npm run build`, which `npm run bench` runs first) in Chromium with an empty cache.
 * The bytes are printed as a ratio to the budget; the bench times one whole first load of each page.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  const home = await homeFirstLoad(browser, server.baseUrl);
  const context = await signedInContext(browser, server.baseUrl);
  const listing = await listingFirstLoad(await context.newPage());
  await context.close();
  const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'PASS' : 'FAIL');
  console.log(
    [
      describeTransfers('home, signed out', home, BYTE_GOALS.home),
      `  ${verdict(totalBytes(home), BYTE_GOALS.home)}`,
      describeTransfers('property listing, signed in', listing, BYTE_GOALS.propertyListing),
      `  ${verdict(totalBytes(listing), BYTE_GOALS.propertyListing)}`,
    ].join('\n'),
  );
  await browser?.close();
  await server?.stop();
}, 180_000);

describe('first load, empty cache', () => {
  bench(
    'home, signed out: until Login shows and the network is quiet',
    async () => {
      await homeFirstLoad(browser, server.baseUrl);
    },
    { iterations: 5, time: 0 },
  );
});
