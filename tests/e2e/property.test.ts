import type { Locator, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { toDisplayDate } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { todayInSingapore } from '../../src/domain/today';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { tickRow } from './support/listing';
import { logIn } from './support/login';

const env = startServerAndBrowser();
const REF = 'E2E/CONV/0901';

async function openListing(page: Page, userId = 'lawyer1') {
  await logIn(page, userId);
  await page.waitForURL('**/conveyancing/property-listing');
  await page.getByRole('heading', { name: 'Property Listing' }).waitFor();
}

async function searchFor(page: Page, text: string) {
  const search = page.getByRole('search', { name: 'Property search' });
  await search
    .getByRole('searchbox', { name: 'Search' })
    .or(search.getByRole('textbox', { name: 'Search' }))
    .fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
}

const listingRows = (page: Page): Locator => page.getByRole('grid', { name: 'Properties' }).getByRole('row');

async function chooseOption(page: Page, scope: Locator, select: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(select) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('property case files in the browser', () => {
  it('adds a BUILDING property with the postal lookup, an IRAS unit, MCST and lots, then finds, edits, duplicates and deletes the copy', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await openListing(page);

    await page.getByRole('navigation', { name: 'Property' }).getByRole('button', { name: 'Add New Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Property Information' });
    await dialog.getByRole('textbox', { name: 'Name of Applicant Solicitor' }).fill('Tan Wei Ming');
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill('weiming.tan@tanlim.com.sg');
    await dialog.getByRole('textbox', { name: 'Contact No' }).fill('62201234');
    await dialog.getByRole('textbox', { name: 'Reference No.' }).fill(REF);

    // The address lookup runs 2 s after the last keystroke of a 6-digit postal code.
    await dialog.getByRole('textbox', { name: 'Postal Code' }).pressSequentially('573911');
    const development = dialog.getByRole('textbox', { name: 'Development Name' });
    await expect.poll(() => development.inputValue(), { timeout: 6_000 }).toBe('SKY HABITAT');
    expect(await dialog.getByRole('textbox', { name: 'Street Name' }).inputValue()).toBe('BISHAN STREET 15');

    await dialog.getByRole('button', { name: 'IRAS Eligible Units' }).click();
    const iras = page.getByRole('dialog', { name: 'IRAS Eligible Units' });
    await iras
      .getByRole('button', { name: /^Choose unit in row/ })
      .first()
      .click();
    await iras.waitFor({ state: 'detached' });
    const storey = await dialog.getByRole('textbox', { name: 'Storey No.' }).inputValue();
    const unit = await dialog.getByRole('textbox', { name: 'Unit No.' }).inputValue();
    const block = await dialog.getByRole('textbox', { name: 'Block/House No.' }).inputValue();
    expect([storey, unit, block].every(Boolean)).toBe(true);

    await dialog.getByRole('textbox', { name: 'MCST No.' }).fill('4105');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const onlyMcst = dialog.getByRole('checkbox', { name: 'Select MCST row 1' });
    await onlyMcst.waitFor();
    expect(await onlyMcst.isChecked()).toBe(true);
    expect(await onlyMcst.isDisabled()).toBe(true);

    const completion = dialog.getByRole('textbox', { name: 'Completion Date' });
    // A completion date may not be before today.
    await completion.fill(toDisplayDate(Temporal.PlainDate.from(todayInSingapore()).add({ months: 3 }).toString()));
    await completion.press('Tab');

    await dialog.getByRole('textbox', { name: 'MK/TS No. row 1' }).fill('06');
    // Lot entry keeps only what follows the last hyphen.
    await dialog.getByRole('textbox', { name: 'Lot No. row 1' }).fill('MK06-3985M');
    expect(await dialog.getByRole('textbox', { name: 'Lot No. row 1' }).inputValue()).toBe('3985M');
    await chooseOption(page, dialog, 'Strata/Accessory Lot Type', 'S (Strata)');
    await dialog.getByRole('textbox', { name: 'Strata/Accessory MK/TS No.' }).fill('06');
    await dialog.getByRole('textbox', { name: 'Strata/Accessory Lot No.' }).fill('U4521A');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^Property PCN-\d{4}-\d{6} has been added\.$/).waitFor();

    // Found by its reference through the server's text search.
    await searchFor(page, REF);
    const address = `${block} BISHAN STREET 15, #${storey}-${unit}, SINGAPORE 573911`;
    const row = listingRows(page).filter({ hasText: REF });
    await row.filter({ hasText: address }).waitFor();
    expect(await row.textContent()).toContain('Pending');
    await page.getByText('1 record', { exact: true }).waitFor();

    // Edit: the preview first, then the edit icon; roads are stored in capitals.
    await row.getByRole('link', { name: `View ${REF}` }).click();
    await page.waitForURL(/\/property-details\/\d+\/false\/false$/);
    await page.getByText('SKY HABITAT').first().waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Road 2' }).fill('bishan road');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/conveyancing/property-listing');
    await searchFor(page, REF);
    await listingRows(page)
      .filter({ hasText: REF })
      .getByRole('link', { name: `View ${REF}` })
      .click();
    await page.getByText('BISHAN ROAD').first().waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/conveyancing/property-listing');

    // Duplicate: offered once the row is selected; the copy gets its own control number.
    await searchFor(page, REF);
    // The search's page replaces the listing's (and its selection): tick the row once the search has answered.
    await page.getByText('1 record', { exact: true }).waitFor();
    const original = listingRows(page).filter({ hasText: REF });
    // Ticking the Select box selects the row (a click elsewhere on the row opens it, as Enter does).
    await tickRow(page, original);
    await original.getByRole('link', { name: `Duplicate ${REF}` }).click();
    await page.waitForURL(/\/property-details\/\d+\/true\/true$/);
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.waitForURL('**/conveyancing/property-listing');
    await page.getByText(/^Property PCN-\d{4}-\d{6} has been created as a duplicate\.$/).waitFor();
    await searchFor(page, REF);
    await page.getByText('2 records', { exact: true }).waitFor();

    // The copy is unassigned and unlocked, so it may be deleted after the confirmation.
    await page.getByRole('columnheader', { name: /Date created/ }).click();
    const copies = listingRows(page).filter({ hasText: REF });
    await copies
      .first()
      .getByRole('button', { name: `Delete ${REF}` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(messages.confirmDeleteProperty(REF)).waitFor();
    await confirm.getByRole('button', { name: /Delete|OK|Yes/ }).click();
    await page.getByText(messages.successfullyDeleted).waitFor();
    await page.getByText('1 record', { exact: true }).waitFor();
    await closeCleanly(page);
  });

  it('finds a case by a contact person of its seller, saying under the address which party it found', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await openListing(page);
    await searchFor(page, 'Sharon Teo');
    await page.getByText('1 record', { exact: true }).waitFor();
    const row = listingRows(page).filter({ hasText: 'PCN-2026-000101' });
    await row.getByText('Found by Seller: Marina Bay Holdings Pte. Ltd.').waitFor();
    await closeCleanly(page);
  });

  it('offers no edit or delete on a locked property, and the server refuses to delete it', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await openListing(page);
    await searchFor(page, 'PCN-2026-000104');
    const row = listingRows(page).filter({ hasText: 'PCN-2026-000104' });
    await row.getByRole('link', { name: /^View / }).waitFor();
    expect(await row.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    await row.getByRole('link', { name: /^View / }).click();
    await page.waitForURL(/\/property-details\/\d+\/false\/false$/);
    await page.getByText('LEEDON HEIGHTS').first().waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    const id = Number(/property-details\/(\d+)\//.exec(page.url())?.[1]);
    const refusal = await page.evaluate(
      async ({ id, jwtKey }) => {
        const response = await fetch('/api/delete-property/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(jwtKey) ?? ''}` },
          body: JSON.stringify({ id }),
        });
        return { status: response.status, body: (await response.json()) as { errormsg?: string } };
      },
      { id, jwtKey: STORAGE_KEYS.jwt },
    );
    expect(refusal.status).toBe(409);
    expect(refusal.body.errormsg).toBeTruthy();
    await closeCleanly(page);
  });
});
