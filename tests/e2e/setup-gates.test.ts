import { describe, expect, it } from 'vitest';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';

const env = startServerAndBrowser();

describe('set-up gates (issue 12 point 6)', () => {
  it('noquestions cannot skip the forced security questions by typing the listing URL', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'noquestions');
    await page.waitForURL('**/conveyancing/password-management/force-security-questions');

    await page.goto('/conveyancing/property-listing');
    await page.waitForURL('**/conveyancing/password-management/force-security-questions');
    await page.getByRole('heading', { name: 'Security Questions Set-up' }).waitFor();
    await closeCleanly(page);
  });

  it('newlawyer sees the disclaimer over a held-back listing that makes no refused calls', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await logIn(page, 'newlawyer');
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
    await dialog.waitFor();
    await page.goto('/conveyancing/client-listing');
    await dialog.waitFor();
    await expect(page.getByRole('heading', { name: 'Contact Listing' }).count()).resolves.toBe(0);

    await dialog.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('heading', { name: 'Contact Listing' }).waitFor();
    expect(refused).toEqual([]);
    await closeCleanly(page);
  });
});
