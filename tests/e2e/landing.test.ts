import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';

const env = startServerAndBrowser();

describe('the public landing page', () => {
  it('downloads the subscription registration form as a real PDF from eGuides', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/home#helpsupport-header');
    await page.getByRole('tab', { name: 'eGuides' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Subscription registration form (PDF)' }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
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
    expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await closeCleanly(page);
  });
});
