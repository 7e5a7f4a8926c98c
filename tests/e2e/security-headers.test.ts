import { describe, expect, it } from 'vitest';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { tickRow } from './support/listing';
import { logIn } from './support/login';

const env = startServerAndBrowser();

// closeCleanly fails on any console error, and Chromium reports every Content-Security-Policy refusal there:
// these journeys prove the app's strict policy (no inline script) blocks nothing the app itself needs.
describe('the app under its Content-Security-Policy', () => {
  it('serves the app with the policy and runs the signed-in listing and the checklist frame without a refusal', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    const response = await page.goto('/conveyancing/home');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await logIn(page, 'lawyer1');
    const listing = page.getByRole('grid', { name: 'Properties' });
    const row = listing.getByRole('row').filter({ hasText: 'PCN-2026-000101' });
    await tickRow(page, row);
    await row.getByRole('button', { name: 'Checklist view TL/CONV/2026/0141' }).click();
    // The frame is same-origin content under its own policy (frame-ancestors 'self'): its text shows.
    await page.frameLocator('iframe[title="Checklist for PCN-2026-000101"]').getByText('Sandbox stand-in for the partner e-checklist.').waitFor();
    await closeCleanly(page);
  });

  it('lays out the workflow diagrams without eval or inline script', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    await page.goto('/conveyancing/machines');
    await page.locator('svg').first().waitFor();
    await closeCleanly(page);
  });
});
