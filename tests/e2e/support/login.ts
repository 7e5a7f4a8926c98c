import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Conveyancing2026';

/** Opens the login dialog from the landing page and submits the given credentials. */
export async function logIn(page: Page, userId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/conveyancing/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'User ID' }).fill(userId);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}
