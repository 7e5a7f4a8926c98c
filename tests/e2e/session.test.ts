import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { launchBrowser, closeCleanly, newPage } from './support/browser';
import { logIn } from './support/login';
import { startServer, type RunningServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('session warning and extension', () => {
  let server: RunningServer;
  // 95 s tokens: the prompt appears about 5 s after login (under 90 s left).
  beforeAll(async () => {
    server = await startServer({ SESSION_SECONDS: '95' });
  });
  afterAll(async () => server?.stop());

  it('warns under 90 seconds left and extending moves the expiry later', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    const before = Number(await page.evaluate(() => localStorage.getItem('expiredTime')));
    const prompt = page.getByRole('alertdialog', { name: messages.extendSessionTitle });
    await prompt.waitFor({ timeout: 20_000 });
    await expect(prompt.getByText(/1:2\d|1:[01]\d|0:\d\d/).isVisible()).resolves.toBe(true);
    // No wait for the clock to reach a later second: the prompt shows only after at least 5 of the token's 95
    // seconds have passed, so a token issued now expires at least 5 seconds after the first.
    await prompt.getByRole('button', { name: 'Yes, extend' }).click();
    await prompt.waitFor({ state: 'hidden' });
    const after = Number(await page.evaluate(() => localStorage.getItem('expiredTime')));
    expect(after).toBeGreaterThan(before);
    await closeCleanly(page);
  });

  it('a token the server rejects ends the login and returns home', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    const prompt = page.getByRole('alertdialog', { name: messages.extendSessionTitle });
    await prompt.waitFor({ timeout: 20_000 });
    // As if the token were revoked on the server: the next product call answers 401.
    await page.evaluate(() => localStorage.setItem('jwt', 'revoked.token.value'));
    await prompt.getByRole('button', { name: 'Yes, extend' }).click();
    await page.waitForURL('**/conveyancing/home');
    await expect(page.evaluate(() => localStorage.getItem('jwt'))).resolves.toBeNull();
    await closeCleanly(page);
  });
});

describe('logout', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  it('ends the session on the server: the token the browser held answers 401 afterwards', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
    const questions = () => fetch(`${server.baseUrl}/api/questions`, { headers: { Authorization: `Bearer ${jwt ?? ''}` } });
    expect((await questions()).status).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/conveyancing/home');
    await expect(page.evaluate(() => localStorage.getItem('jwt'))).resolves.toBeNull();
    expect((await questions()).status).toBe(401);
    await closeCleanly(page);
  });
});

describe('session timeout', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SESSION_SECONDS: '6' });
  });
  afterAll(async () => server?.stop());

  it('declining lets the session end with the timeout message and returns home', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIn(page, 'lawyer1');
    const prompt = page.getByRole('alertdialog', { name: messages.extendSessionTitle });
    await prompt.waitFor({ timeout: 10_000 });
    await prompt.getByRole('button', { name: 'No' }).click();
    await page.getByText(messages.sessionTimeout).waitFor({ timeout: 15_000 });
    await page.waitForURL('**/conveyancing/home');
    await expect(page.evaluate(() => localStorage.getItem('jwt'))).resolves.toBeNull();
    await closeCleanly(page);
  });
});
