import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { logIn } from './support/login';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe)', () => {
  it('the landing page has no serious or critical violation', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/conveyancing/home');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('the authenticated shell has no serious or critical violation', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
