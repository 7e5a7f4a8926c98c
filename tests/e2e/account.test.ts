import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { closeCleanly, newPage } from './support/browser';
import { pngImage } from './support/files';
import { startServerAndBrowser } from './support/harness';
import { DEMO_PASSWORD, logIn } from './support/login';

const env = startServerAndBrowser();
const NEW_PASSWORD = 'Harbourfront2027';

async function fillPasswords(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

describe('account journeys', () => {
  it('expired1 changes the expired password and then logs in normally', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'expired1');
    await page.waitForURL('**/password-management/expired-password');
    await page.getByText(messages.passwordExpired).first().waitFor();
    await fillPasswords(page, { 'Current Password': DEMO_PASSWORD, 'New Password': NEW_PASSWORD, 'Confirm New Password': NEW_PASSWORD });
    await page.getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('alertdialog', { name: messages.passwordChangedTitle });
    await done.waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/conveyancing/home');

    await logIn(page, 'expired1', NEW_PASSWORD);
    await page.waitForURL('**/conveyancing/property-listing');
    await closeCleanly(page);
  });

  it('noquestions sets its security questions and lands on the listing, and is not asked again', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'noquestions');
    await page.waitForURL('**/password-management/force-security-questions');
    for (const slot of [1, 2]) {
      await page.getByRole('button', { name: new RegExp(`Question ${slot}$`) }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('textbox', { name: `Answer ${slot}`, exact: true }).fill(`Answer number ${slot}`);
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/conveyancing/property-listing');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/conveyancing/home');
    await logIn(page, 'noquestions');
    await page.waitForURL('**/conveyancing/property-listing');
    await closeCleanly(page);
  });

  it('a user who forgot the password answers the questions, resets it and logs in', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await page.goto('/conveyancing/home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/password-management/forgot-password');
    await page.getByRole('textbox', { name: 'User ID' }).fill('lawyer2');
    await page.getByRole('button', { name: 'Get Security Questions' }).click();
    await page.getByRole('textbox', { name: 'Answer 1', exact: true }).fill('nanyang  primary');
    await page.getByRole('textbox', { name: 'Answer 2', exact: true }).fill('Ah Ling');
    await page.getByRole('button', { name: 'Validate Security Questions' }).click();
    await page.waitForURL('**/password-management/reset-password');
    await fillPasswords(page, { 'New Password': NEW_PASSWORD, 'Confirm New Password': NEW_PASSWORD });
    await page.getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('alertdialog', { name: messages.passwordResetTitle });
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/conveyancing/home');

    await logIn(page, 'lawyer2', NEW_PASSWORD);
    await page.waitForURL('**/conveyancing/property-listing');
    await closeCleanly(page);
  });

  it('nouen sets the firm UEN and is not asked again', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'nouen');
    await page.waitForURL('**/password-management/set-UEN/true');
    const uen = page.getByRole('textbox', { name: 'UEN Number' });
    await uen.fill('201912345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alertdialog', { name: messages.invalidUenTitle }).getByRole('button', { name: 'OK' }).click();
    await uen.fill('201912345K');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/conveyancing/property-listing');
    await page.getByRole('heading', { name: 'Property Listing' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/conveyancing/home');
    await logIn(page, 'nouen');
    await page.waitForURL('**/conveyancing/property-listing');
    await closeCleanly(page);
  });

  it('lawyer1 uploads a logo and sees it in the firm header', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    await page.goto('/conveyancing/password-management/upload-logo');
    await page.locator('input[type=file]').setInputFiles({ name: 'firm-logo.png', mimeType: 'image/png', buffer: pngImage() });
    await page.getByText('firm-logo.png').waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(messages.logoUploaded).waitFor();
    const logo = page.getByRole('img', { name: 'Tan & Lim LLP logo' });
    await logo.waitFor();
    expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(32);
    await closeCleanly(page);
  });
});
