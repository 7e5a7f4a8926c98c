import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { closeCleanly, newPage } from './support/browser';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';

const env = startServerAndBrowser();
const BUYER = 'Harbourfront Holdings Pte. Ltd.';
const SELLER = 'Lim Mei Ling';

async function openAddContact(page: Page): Promise<Locator> {
  await page.goto('/conveyancing/client-listing');
  await page.getByRole('navigation', { name: 'Contact' }).getByRole('button', { name: 'Add Contact' }).click();
  return page.getByRole('dialog', { name: 'Collaboration Information' });
}

async function saveContact(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The summary page of a demo case, found through the listing's View link (ids differ per database). */
async function openSummaryOf(page: Page, controlNo: string) {
  await page.goto('/conveyancing/property-listing');
  const search = page.getByRole('search', { name: 'Property search' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(controlNo);
  await search.getByRole('button', { name: 'Search' }).click();
  const view = page
    .getByRole('grid', { name: 'Properties' })
    .getByRole('row')
    .filter({ hasText: controlNo })
    .getByRole('link', { name: /^View / });
  const href = await view.getAttribute('href');
  const id = /property-details\/(\d+)\//.exec(href ?? '')?.[1];
  expect(id).toBeTruthy();
  await page.goto(`/conveyancing/property-summary/${id ?? ''}`);
  await page.getByRole('heading', { name: 'PRIMARY STAKEHOLDER' }).waitFor();
}

async function pickFirstRow(table: Locator) {
  await table.getByRole('row').nth(1).getByRole('gridcell').first().click();
}

/** A disabled per-property link is announced as disabled and has no address to go to. */
async function isLinkEnabled(nav: Locator, name: string): Promise<boolean> {
  const link = nav.getByRole('link', { name, exact: true });
  return (await link.getAttribute('aria-disabled')) !== 'true' && (await link.getAttribute('href')) !== null;
}

async function confirmAlert(page: Page) {
  await page.getByRole('alertdialog').getByRole('button').last().click();
}

describe('contacts and stakeholders in the browser', () => {
  it('creates a company buyer and an individual seller, assigns them and both lawyers, turns the case Active, adds a mortgagee bank and unassigns in the allowed order', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');

    // A company buyer with one contact person.
    const company = await openAddContact(page);
    await company.getByRole('textbox', { name: 'Company Name' }).fill(BUYER);
    await company.getByRole('textbox', { name: 'UEN' }).fill('201912345K');
    await company.getByRole('textbox', { name: 'Email' }).first().fill('legal@harbourfront.com.sg');
    await company.getByRole('textbox', { name: 'Contact No.' }).first().fill('62223333');
    await company.getByRole('textbox', { name: 'Block No.' }).first().fill('1');
    await company.getByRole('textbox', { name: 'Road Name' }).first().fill('HARBOURFRONT WALK');
    await company.getByRole('button', { name: 'Add Contact Person' }).click();
    await company.getByRole('textbox', { name: 'Name row 1', exact: true }).fill('Ong Kah Wee');
    await company.getByRole('textbox', { name: 'NRIC/Passport No. row 1' }).fill('S7654321D');
    await company.getByRole('textbox', { name: 'Email row 1', exact: true }).fill('kahwee.ong@harbourfront.com.sg');
    await company.getByRole('textbox', { name: 'Contact No. row 1', exact: true }).fill('91234567');
    await saveContact(page, company);

    // An individual seller.
    const person = await openAddContact(page);
    await person.getByText('Individual', { exact: true }).click();
    await person.getByRole('textbox', { name: 'Name', exact: true }).fill(SELLER);
    await person.getByRole('textbox', { name: 'NRIC/Passport No.' }).fill('S8812345B');
    await person.getByRole('textbox', { name: 'Email' }).fill('meiling.lim@gmail.com');
    await person.getByRole('textbox', { name: 'Contact No.' }).fill('98761234');
    await person.getByRole('textbox', { name: 'Block No.' }).fill('123');
    await person.getByRole('textbox', { name: 'Road Name' }).fill('ANG MO KIO AVENUE 6');
    await saveContact(page, person);
    await page.getByRole('grid').getByText(SELLER).waitFor();

    // PCN-2026-000102 is a Pending Sale (HDB) with only its seller (the client side): the new contacts take over.
    await openSummaryOf(page, 'PCN-2026-000102');
    const nav = page.getByRole('navigation', { name: 'Property' });
    await page.getByText(messages.pleaseAssignBuyer).waitFor();
    expect(await isLinkEnabled(nav, 'Option to Purchase')).toBe(false);

    await page.getByRole('button', { name: 'Add Buyer', exact: true }).click();
    const buyerModal = page.getByRole('dialog', { name: 'Assign Buyer' });
    await buyerModal.getByRole('textbox', { name: 'Company name' }).fill('Harbourfront');
    await buyerModal.getByRole('button', { name: 'Search' }).click();
    await buyerModal.getByRole('grid', { name: 'Contacts found' }).getByText(BUYER).waitFor();
    await pickFirstRow(buyerModal.getByRole('grid', { name: 'Contacts found' }));
    await buyerModal.getByRole('button', { name: 'Save' }).click();
    await buyerModal.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit Seller', exact: true }).click();
    const sellerModal = page.getByRole('dialog', { name: 'Assign Seller' });
    await sellerModal.getByText('Individual', { exact: true }).click();
    await sellerModal.getByRole('textbox', { name: 'Name' }).fill('Mei Ling');
    await sellerModal.getByRole('button', { name: 'Search' }).click();
    await sellerModal.getByRole('grid', { name: 'Contacts found' }).getByText(SELLER).waitFor();
    await pickFirstRow(sellerModal.getByRole('grid', { name: 'Contacts found' }));
    await sellerModal.getByRole('button', { name: 'Save' }).click();
    await sellerModal.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Seller (Client)' }).waitFor();

    // The seller's lawyer is a user of the firm's own law firm.
    await page.getByRole('button', { name: "Add Seller's Lawyer", exact: true }).click();
    const sellerLawyer = page.getByRole('dialog', { name: "Assign Seller's Lawyer" });
    await sellerLawyer.getByRole('textbox', { name: 'Law Firm Name' }).fill('Tan & Lim');
    await sellerLawyer.getByRole('button', { name: 'Search' }).click();
    await sellerLawyer.getByRole('button', { name: /^Choose Tan & Lim/ }).click();
    await sellerLawyer.getByRole('grid', { name: 'Law firm users' }).getByRole('row').nth(1).waitFor();
    await pickFirstRow(sellerLawyer.getByRole('grid', { name: 'Law firm users' }));
    await sellerLawyer.getByRole('button', { name: 'Save' }).click();
    await sellerLawyer.waitFor({ state: 'detached' });

    // The buyer's lawyer is created on the spot.
    await page.getByRole('button', { name: "Add Buyer's Lawyer", exact: true }).click();
    const buyerLawyer = page.getByRole('dialog', { name: "Assign Buyer's Lawyer" });
    await buyerLawyer.getByRole('button', { name: 'Create New Lawyer' }).click();
    const fields: Record<string, string> = {
      'Law Firm Name': 'Rajah Chambers LLC',
      'First Name': 'Arjun',
      'Last Name': 'Nair',
      Email: 'arjun.nair@rajahchambers.com.sg',
      'Contact No.': '62345678',
      Address: '9 Raffles Place #28-01',
      'Postal Code': '048619',
    };
    for (const [label, value] of Object.entries(fields)) await buyerLawyer.getByRole('textbox', { name: label, exact: true }).fill(value);
    await buyerLawyer.getByRole('button', { name: 'Save' }).click();
    await buyerLawyer.waitFor({ state: 'detached' });

    // Buyer, seller and both lawyers: the case is Active and the document links open up.
    await expect.poll(() => isLinkEnabled(nav, 'Option to Purchase'), { timeout: 10_000 }).toBe(true);
    expect(await isLinkEnabled(nav, 'Warrant to Act')).toBe(true);
    expect(await isLinkEnabled(nav, 'S.65 Form')).toBe(true);
    await page.getByText('Active', { exact: true }).first().waitFor();

    // A secondary stakeholder, now that both lawyers are on the case.
    await page.getByRole('button', { name: 'Add Mortgagee Bank', exact: true }).click();
    const bank = page.getByRole('dialog', { name: 'Mortgagee Bank' });
    await bank.getByRole('textbox', { name: 'Bank Name' }).fill('DBS Bank Ltd');
    await bank.getByRole('textbox', { name: 'Postal Code' }).fill('018982');
    await bank.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL('**/conveyancing/property-listing');
    await openSummaryOf(page, 'PCN-2026-000102');
    await page.getByText('DBS Bank Ltd').first().waitFor();

    // The client cannot go while a lawyer is on the case; lawyers first, then the client.
    await page.getByRole('button', { name: 'Delete Seller', exact: true }).click();
    await page.getByRole('alertdialog').getByText(messages.removeBothLawyersFirst).waitFor();
    await confirmAlert(page);
    for (const lawyer of ["Buyer's Lawyer", "Seller's Lawyer"]) {
      await page.getByRole('button', { name: `Delete ${lawyer}`, exact: true }).click();
      await confirmAlert(page);
      // The card offers Add again once this unassignment has landed (the first lawyer's toast may still be showing).
      await page.getByRole('button', { name: `Add ${lawyer}`, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Delete Seller', exact: true }).click();
    await confirmAlert(page);
    await page.getByText(messages.pleaseAssignSeller).waitFor();
    await expect.poll(() => isLinkEnabled(nav, 'Option to Purchase'), { timeout: 10_000 }).toBe(false);
    await closeCleanly(page);
  });
});
