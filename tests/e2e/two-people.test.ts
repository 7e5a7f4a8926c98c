import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { closeCleanly, newPage } from './support/browser';
import { caseId } from './support/cases';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';

/**
 * A lawyer and a colleague of the same firm, each in their own browser, edit one case and then one OTP from the same
 * version. The second save never puts the first one's change back: it is refused with who saved first, the
 * second person's own edit stays in the form, and "keep my changes" saves both.
 */
const env = startServerAndBrowser();

async function signedIn(userId: string): Promise<Page> {
  const page = await newPage(env.browser, env.baseUrl);
  await logIn(page, userId);
  const disclaimer = page.getByRole('dialog', { name: 'Disclaimer' });
  const listing = page.getByRole('heading', { name: 'Property Listing' });
  await disclaimer.or(listing).waitFor();
  if (await disclaimer.isVisible()) await disclaimer.getByRole('button', { name: 'Accept' }).click();
  await listing.waitFor();
  return page;
}

const conflictDialog = (page: Page) => page.getByRole('alertdialog', { name: messages.editConflictTitle });

describe('two people on one case', () => {
  it('case details: the second Update is refused, shows what the first changed, and keeps both changes', async () => {
    const lawyer = await signedIn('lawyer1');
    const colleague = await signedIn('newlawyer');
    const id = await caseId(lawyer, 'PCN-2026-000102');
    for (const page of [lawyer, colleague]) {
      await page.goto(`/conveyancing/property-details/${id}/true/false`);
      await page.getByRole('textbox', { name: 'Development Name' }).waitFor();
    }

    await lawyer.getByRole('textbox', { name: 'Development Name' }).fill('HARBOUR VIEW GARDENS');
    await lawyer.getByRole('button', { name: 'Update' }).click();
    await lawyer.waitForURL('**/conveyancing/property-listing');

    await colleague.getByRole('textbox', { name: 'Road 1' }).fill('TELOK BLANGAH ROAD');
    await colleague.getByRole('button', { name: 'Update' }).click();
    const dialog = conflictDialog(colleague);
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toMatch(/Tan Wei Ming changed this case at .*, after you opened it\./);
    const changed = dialog.getByRole('row', { name: /Development Name/ });
    await expect(changed.textContent()).resolves.toContain('HARBOUR VIEW GARDENS');
    // The colleague's own edit is still in the form behind the dialog.
    expect(await colleague.getByRole('textbox', { name: 'Road 1' }).inputValue()).toBe('TELOK BLANGAH ROAD');

    await dialog.getByRole('button', { name: messages.editConflictReapply }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await colleague.getByRole('textbox', { name: 'Development Name' }).inputValue()).toBe('HARBOUR VIEW GARDENS');
    expect(await colleague.getByRole('textbox', { name: 'Road 1' }).inputValue()).toBe('TELOK BLANGAH ROAD');
    await colleague.getByRole('button', { name: 'Update' }).click();
    await colleague.waitForURL('**/conveyancing/property-listing');

    // Both changes stand, as anyone opening the case now reads it.
    await lawyer.goto(`/conveyancing/property-details/${id}/false/false`);
    await lawyer.getByText('HARBOUR VIEW GARDENS').first().waitFor();
    await lawyer.getByText('TELOK BLANGAH ROAD').first().waitFor();
    await closeCleanly(lawyer);
    await closeCleanly(colleague);
  });

  it('an OTP: the stale form that changed only the price does not put the old option money back', async () => {
    const lawyer = await signedIn('lawyer1');
    const colleague = await signedIn('newlawyer');
    const id = await caseId(lawyer, 'PCN-2026-000106');
    const optionMoney = (page: Page) => page.getByRole('textbox', { name: 'Option money (S$)' });
    const price = (page: Page) => page.getByRole('textbox', { name: 'Purchase price (S$)' });

    // The lawyer saves the case's first OTP; both then open it and press edit.
    await lawyer.goto(`/conveyancing/property-otp/${id}`);
    await lawyer.getByRole('button', { name: /Template\s*$/ }).click();
    await lawyer.getByRole('option', { name: 'OTP Template 1' }).click();
    await optionMoney(lawyer).fill('8,000');
    await lawyer.getByRole('button', { name: 'Save', exact: true }).click();
    await lawyer.getByText(messages.documentSaved).waitFor();
    await colleague.goto(`/conveyancing/property-otp/${id}`);
    for (const page of [lawyer, colleague]) {
      await page.getByRole('group', { name: 'Document actions' }).getByRole('button', { name: 'Edit' }).click();
      await optionMoney(page).waitFor();
    }

    await optionMoney(lawyer).fill('9,000');
    await lawyer.getByRole('button', { name: 'Update', exact: true }).click();
    // Saved, the OTP goes back to its preview (the earlier Save's toast may still be showing).
    await lawyer.getByRole('button', { name: 'Update', exact: true }).waitFor({ state: 'detached' });

    await price(colleague).fill('950,000');
    await colleague.getByRole('button', { name: 'Update', exact: true }).click();
    const dialog = conflictDialog(colleague);
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toMatch(/Tan Wei Ming changed this OTP at /);
    await expect(dialog.getByRole('row', { name: /^Option money \(S\$\)/ }).textContent()).resolves.toContain('9,000');
    await dialog.getByRole('button', { name: messages.editConflictReapply }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await optionMoney(colleague).inputValue()).toBe('9,000');
    expect(await price(colleague).inputValue()).toBe('950,000');
    await colleague.getByRole('button', { name: 'Update', exact: true }).click();
    await colleague.getByRole('button', { name: 'Update', exact: true }).waitFor({ state: 'detached' });

    // Reloaded, the OTP carries the lawyer's option money and the colleague's price.
    await lawyer.reload();
    await lawyer.getByRole('group', { name: 'Document actions' }).getByRole('button', { name: 'Edit' }).click();
    expect(await optionMoney(lawyer).inputValue()).toBe('9,000');
    expect(await price(lawyer).inputValue()).toBe('950,000');
    await closeCleanly(lawyer);
    await closeCleanly(colleague);
  });

  it('each sees the other on the case, and what they are editing, until they leave', async () => {
    const lawyer = await signedIn('lawyer1');
    const colleague = await signedIn('newlawyer');
    const id = await caseId(lawyer, 'PCN-2026-000105');
    const others = (page: Page) => page.getByRole('status', { name: messages.presenceLabel });

    await lawyer.goto(`/conveyancing/property-otp/${id}`);
    await colleague.goto(`/conveyancing/property-otp/${id}`);
    await others(colleague).getByText(messages.presenceViewing('Tan Wei Ming')).waitFor();
    await others(lawyer)
      .getByText(/is viewing this case$/)
      .waitFor();

    await lawyer.getByRole('button', { name: /Template\s*$/ }).click();
    await lawyer.getByRole('option', { name: 'OTP Template 1' }).click();
    await others(colleague)
      .getByText(messages.presenceEditing('Tan Wei Ming', ['otp']))
      .waitFor();

    // Leaving the case takes the lawyer off the colleague's page.
    await lawyer.goto('/conveyancing/property-listing');
    await others(colleague)
      .getByText(/^Tan Wei Ming /)
      .waitFor({ state: 'detached' });
    await closeCleanly(lawyer);
    await closeCleanly(colleague);
  });

  it("a party assigned from a page that no longer shows who holds the role is refused, and the page shows the first one's", async () => {
    const lawyer = await signedIn('lawyer1');
    const colleague = await signedIn('newlawyer');
    const id = await caseId(lawyer, 'PCN-2026-000102');
    for (const page of [lawyer, colleague]) {
      await page.goto(`/conveyancing/property-summary/${id}`);
      await page.getByRole('heading', { name: 'PRIMARY STAKEHOLDER' }).waitFor();
    }
    const assignBuyer = async (page: Page, search: string) => {
      await page.getByRole('button', { name: 'Add Buyer', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Assign Buyer' });
      await modal.getByRole('textbox', { name: 'Company name' }).fill(search);
      await modal.getByRole('button', { name: 'Search' }).click();
      const found = modal.getByRole('grid', { name: 'Contacts found' });
      await found.getByRole('row').nth(1).waitFor();
      await found.getByRole('row').nth(1).getByRole('gridcell').first().click();
      await modal.getByRole('button', { name: 'Save' }).click();
      return modal;
    };

    await (await assignBuyer(lawyer, 'Marina Bay')).waitFor({ state: 'detached' });
    await lawyer.getByText('Marina Bay Holdings Pte. Ltd.').first().waitFor();

    await assignBuyer(colleague, 'Lion City');
    await colleague
      .getByText(/^Tan Wei Ming changed this case's parties at /)
      .first()
      .waitFor();
    // The refusal reloads the case: the colleague now sees the lawyer's buyer, and nothing of theirs was applied.
    await colleague.goto(`/conveyancing/property-summary/${id}`);
    await colleague.getByText('Marina Bay Holdings Pte. Ltd.').first().waitFor();
    expect(await colleague.getByText('Lion City Trading Pte Ltd').count()).toBe(0);
    await closeCleanly(lawyer);
    await closeCleanly(colleague);
  });
});
