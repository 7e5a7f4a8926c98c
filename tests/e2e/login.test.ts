import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';

const env = startServerAndBrowser();

describe('logging in from the landing page', () => {
  it('takes a normal user to the property listing inside the shell', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    await page.getByText('Tan Wei Ming').first().waitFor();
    await closeCleanly(page);
  });

  it('shows a wrong password in red and clears the user id', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1', 'NotThePassword1');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    const error = dialog.getByText(messages.invalidCredentials);
    await error.waitFor();
    const colour = await error.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g ?? 0).toBeLessThan(100);
    expect(b ?? 0).toBeLessThan(100);
    await expect(dialog.getByRole('textbox', { name: 'User ID' }).inputValue()).resolves.toBe('');
    await closeCleanly(page);
  });

  it('sends an expired password to the expired-password page with the message stored', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'expired1');
    await page.waitForURL('**/conveyancing/password-management/expired-password');
    await expect(page.evaluate(() => localStorage.getItem('message'))).resolves.toBe(messages.passwordExpired);
    await closeCleanly(page);
  });

  it('sends a user without security questions to the forced set-up', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'noquestions');
    await page.waitForURL('**/conveyancing/password-management/force-security-questions');
    await closeCleanly(page);
  });

  it('sends a user whose UEN is not updated to set-UEN for the first time', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'nouen');
    await page.waitForURL('**/conveyancing/password-management/set-UEN/true');
    await closeCleanly(page);
  });

  it('redirects a visitor who already holds a login from Login to the listing', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    await page.goto('/conveyancing/home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/conveyancing/property-listing');
    await closeCleanly(page);
  });
});

describe('the disclaimer', () => {
  it('Reject clears the login and returns home', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'newlawyer');
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.waitForURL('**/conveyancing/home');
    await expect(page.evaluate(() => localStorage.getItem('jwt'))).resolves.toBeNull();
    await closeCleanly(page);
  });

  it('Accept closes it and it does not come back after signing in again', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'newlawyer');
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    await expect(page.getByRole('dialog', { name: 'Disclaimer' }).count()).resolves.toBe(0);
    await closeCleanly(page);
  });
});

describe('navigation without a login', () => {
  it('sends a visitor without a token from an authenticated page home', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/client-listing');
    await page.waitForURL('**/conveyancing/home');
    await closeCleanly(page);
  });

  it('sends unknown paths to the landing page', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/no-such-page');
    await page.waitForURL('**/conveyancing/home');
    await page.goto('/somewhere-else');
    await page.waitForURL('**/conveyancing/home');
    await closeCleanly(page);
  });

  it('a direct-entry listing link with the right code signs the user in', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/property-listing/lawyer1/DEMO-LINK-LAWYER1');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('userId'))).resolves.toBe('lawyer1');
    // Tan & Lim has the checklist add-on: the menu shows it as after a login.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Checklist & Templates' }).waitFor();
    await closeCleanly(page);
  });

  it('a direct-entry link with a wrong code says so and goes home', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/property-listing/lawyer1/WRONG-CODE');
    await page.waitForURL('**/conveyancing/home');
    await page.getByText(messages.invalidUsernamePassword).waitFor();
    await closeCleanly(page);
  });

  it('Logout clears the login and returns home', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/conveyancing/home');
    await expect(page.evaluate(() => localStorage.getItem('jwt'))).resolves.toBeNull();
    await page.goto('/conveyancing/property-listing');
    await page.waitForURL('**/conveyancing/home');
    await closeCleanly(page);
  });
});
