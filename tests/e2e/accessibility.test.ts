import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';

const env = startServerAndBrowser();

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe)', () => {
  it('the landing page has no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/home');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });

  it('the authenticated shell has no serious or critical violation', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeCleanly(page);
  });
});
