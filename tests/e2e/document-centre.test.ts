import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { closeCleanly, downloadedBytes, newPage } from './support/browser';
import { caseId } from './support/cases';
import { pngImage } from './support/files';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';

const env = startServerAndBrowser();

const CASE = 'PCN-2026-000101';

async function onePagePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await doc.save());
}

/** Prints the case's saved OTP from its page: the listing then holds a generated OTP of the case. */
async function printOtp(page: Page) {
  const id = await caseId(page, CASE);
  await page.goto(`/conveyancing/property-otp/${id}`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('group', { name: 'Document actions' }).getByRole('button', { name: 'Print' }).click();
  const pdfWindow = await popup;
  await pdfWindow.waitForURL(/\/api\/open-pdf\//);
  await pdfWindow.close();
}

/** A react-aria checkbox is a visually hidden input inside its label: press the label, as a user does. */
async function tick(checkbox: Locator) {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox.isChecked()).resolves.toBe(true);
}

/** The listing searched for the case, as a user narrows it down. */
async function listCase(page: Page, records: number) {
  const search = page.getByRole('search', { name: 'Document search' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(CASE);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByText(`${records} records`).waitFor();
}

describe('the document centre in the browser', () => {
  it('uploads three files to a case with apply-to-all, finds them, zips two, sends one, logs it, deletes the upload and keeps the generated OTP', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    await printOtp(page);

    // Upload New Document: three files, the first row's case and type applied to all.
    const files = {
      'contract-scan.pdf': await onePagePdf('Sale and purchase agreement, signed copy'),
      'survey-plan.pdf': await onePagePdf('Strata survey plan, level 32'),
      'site-photo.png': pngImage(),
    };
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('navigation', { name: 'Documents' }).getByRole('link', { name: 'Upload New Document' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose Files' }).click();
    await (
      await chooser
    ).setFiles(Object.entries(files).map(([name, buffer]) => ({ name, mimeType: name.endsWith('.png') ? 'image/png' : 'application/pdf', buffer })));
    await page.getByRole('combobox', { name: 'Property ref of contract-scan.pdf' }).fill('PCN-2026-0001');
    await page.getByRole('option', { name: new RegExp(CASE) }).click();
    await page.getByRole('button', { name: /Type of contract-scan.pdf/ }).click();
    await page.getByRole('option', { name: 'OTHER' }).click();
    // The boxes are react-aria's visually hidden inputs: a user presses their labels.
    for (const label of await page.getByText('Apply to all', { exact: true }).all()) await label.click();
    // Read until the rows show it: the last press is answered by the page's next render, not at once.
    await expect.poll(() => page.getByRole('combobox', { name: 'Property ref of site-photo.png' }).inputValue()).toBe(CASE);
    // The upload is held at the browser's edge until the batch's bar has been seen: on a quick machine the three
    // files went up before the test could look for it.
    const batchBar = page.getByRole('progressbar', { name: 'All files' });
    await page.route('**/api/multi-upload-document', async (route) => {
      await batchBar.waitFor();
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save' }).click();
    // Progress: the batch's bar while the files go up, each file's bar at the end.
    await batchBar.waitFor();
    await page.getByText(messages.uploadDone(3)).first().waitFor();
    await page.getByRole('status').filter({ hasText: 'site-photo.png' }).waitFor();

    // The listing has them, newest first, with the seeded valuation report and the printed OTP.
    await page.getByRole('link', { name: 'Go to the document listing' }).click();
    await page.waitForURL('**/conveyancing/document-upload-listing');
    // The three uploads, the seeded valuation report and the printed OTP.
    await listCase(page, 5);
    const grid = page.getByRole('grid', { name: 'Documents' });

    // Two ticked: the bulk bar with their total, downloaded as PCN-2026-000101.zip holding exactly those bytes.
    await tick(grid.getByRole('checkbox', { name: 'Select contract-scan.pdf' }));
    await tick(grid.getByRole('checkbox', { name: 'Select survey-plan.pdf' }));
    const bar = page.getByRole('region', { name: 'Selected documents' });
    await bar.getByText(/2 documents selected/).waitFor();
    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: /Download as zip/ }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe(`${CASE}.zip`);
    const entries = Object.values(unzipSync(await downloadedBytes(zip)));
    expect(entries.map((bytes) => Buffer.from(bytes).toString('base64')).sort()).toEqual(
      [files['contract-scan.pdf'], files['survey-plan.pdf']].map((bytes) => bytes.toString('base64')).sort(),
    );

    // Send the photo to the seller's lawyer: the mail goes to the outbox and the send is in the activity log.
    await grid.getByRole('button', { name: 'Send site-photo.png' }).click();
    const send = page.getByRole('dialog', { name: 'Send site-photo.png' });
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(send.getByRole('alert').textContent()).resolves.toContain(messages.chooseAtLeastOneOption);
    await tick(send.getByRole('group', { name: "Seller's Lawyer" }).getByRole('checkbox').first());
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await send.waitFor({ state: 'detached' });
    await page.getByText(messages.sent, { exact: true }).first().waitFor();

    await page.getByRole('navigation', { name: 'Documents' }).getByRole('link', { name: 'Activity Log' }).click();
    const activity = page.getByRole('grid', { name: 'Document activity' });
    const sentRow = activity.getByRole('row').filter({ hasText: 'Sent' }).first();
    await sentRow.waitFor();
    await expect(sentRow.textContent()).resolves.toContain('Tan Wei Ming');
    await page.goto('/conveyancing/document-outbox');
    await page.getByRole('listitem').filter({ hasText: CASE }).first().waitFor();

    // Delete: the user's own upload goes after the confirmation; the generated OTP is refused.
    await page.goto('/conveyancing/document-upload-listing');
    // The sent copy of the photo is a document of the case too.
    await listCase(page, 6);
    await grid.getByRole('button', { name: 'Delete contract-scan.pdf' }).click();
    await page.getByRole('alertdialog', { name: messages.deleteRecordTitle }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(messages.documentDeleted).waitFor();
    await page.getByText('5 records').waitFor();
    await grid
      .getByRole('button', { name: /^Delete OTP_/ })
      .first()
      .click();
    await page.getByText(messages.cannotDeleteSystemDocument).waitFor();
    await expect(grid.getByRole('button', { name: /^Delete OTP_/ }).count()).resolves.toBe(1);
    await closeCleanly(page);
  });
});
