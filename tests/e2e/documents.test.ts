import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { pdfText } from '../api/support/pdf-text';
import { closeCleanly, newPage } from './support/browser';
import { caseId } from './support/cases';
import { startServerAndBrowser } from './support/harness';
import { logIn } from './support/login';

const env = startServerAndBrowser({ DSS_SIGN_DELAY_MS: '0' });

async function signedPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await doc.save());
}

async function chooseFile(page: Page, slot: Locator, label: string, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await slot.getByRole('button', { name: `Choose ${label}` }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: await signedPdf(`${label} — signed`) });
  await slot.getByRole('button', { name: `Upload ${label}` }).click();
  await slot.getByRole('button', { name: 'Delete ' + label }).waitFor();
}

async function dismissAlert(page: Page, title: string) {
  const alert = page.getByRole('alertdialog', { name: title });
  await alert.getByRole('button').last().click();
  await alert.waitFor({ state: 'detached' });
}

function actions(page: Page) {
  return page.getByRole('group', { name: 'Document actions' });
}

async function chooseTemplate(page: Page, option: string) {
  await page.getByRole('button', { name: /Template\s*$/ }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('OTP, WTA and S.65 documents in the browser', () => {
  it('fills and saves an OTP, prints it as a PDF carrying what was filled in, and sends it to the seller’s lawyer through the outbox', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    const id = await caseId(page, 'PCN-2026-000106');
    await page.goto(`/conveyancing/property-otp/${id}`);

    // Nothing chosen yet: printing needs a template first.
    await actions(page).getByRole('button', { name: 'Print' }).click();
    await dismissAlert(page, messages.selectOneTemplateType);

    await chooseTemplate(page, 'OTP Template 1');
    const optionMoney = page.getByRole('textbox', { name: 'Option money (S$)' });
    await optionMoney.fill('25,000');
    // A new document prints only once it is saved.
    await actions(page).getByRole('button', { name: 'Print' }).click();
    await dismissAlert(page, messages.submitDocumentAndPrint);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.documentSaved).waitFor();
    await expect(page.getByRole('button', { name: 'Save', exact: true }).count()).resolves.toBe(0);

    const popup = page.waitForEvent('popup');
    await actions(page).getByRole('button', { name: 'Print' }).click();
    const pdfWindow = await popup;
    await pdfWindow.waitForURL(/\/api\/open-pdf\//);
    const pdf = await page.request.get(pdfWindow.url());
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const { text } = await pdfText(new Uint8Array(await pdf.body()));
    expect(text).toContain('OPTION TO PURCHASE');
    expect(text).toContain('25,000');
    expect(text).toContain('PINNACLE @ DUXTON');
    await pdfWindow.close();

    await actions(page).getByRole('button', { name: 'Send by mail' }).click();
    const send = page.getByRole('dialog', { name: 'Option to Purchase' });
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(send.getByRole('alert').textContent()).resolves.toContain(messages.chooseAtLeastOneOption);
    await send.getByText("Seller's Lawyer", { exact: false }).first().click();
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await send.waitFor({ state: 'detached' });
    await page.getByText(messages.sent, { exact: true }).first().waitFor();

    await page.goto('/conveyancing/document-outbox');
    const mail = page.getByRole('listitem', { name: /Option to Purchase/ }).first();
    await mail.waitFor();
    await expect(mail.getByRole('button', { name: /^OTP_\d{2}[A-Z]{3}\d{4}_template1_\d+\.pdf$/ }).count()).resolves.toBe(1);
    await closeCleanly(page);
  });

  it('saves the S.65, takes the seller’s lawyer’s signed copy before the buyer’s, and presets the send modal by what is signed', async () => {
    const page = await newPage(env.browser, env.baseUrl);
    await logIn(page, 'lawyer1');
    await page.waitForURL('**/conveyancing/property-listing');
    const id = await caseId(page, 'PCN-2026-000101');
    await page.goto(`/conveyancing/property-s65form/${id}`);

    await chooseTemplate(page, 'S.65 Template 1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(messages.documentSaved).waitFor();

    // Sending needs the seller's lawyer's signed copy.
    await actions(page).getByRole('button', { name: 'Send by mail' }).click();
    await dismissAlert(page, messages.uploadSellerLawyerSignedPdf);

    await page.getByRole('tab', { name: 'SUMMARY' }).click();
    const seller = page.getByRole('group', { name: "Seller's Lawyer signed copy" });
    const buyer = page.getByRole('group', { name: "Buyer's Lawyer signed copy" });
    await chooseFile(page, seller, "Seller's Lawyer signed copy", 'seller-signed.pdf');

    await actions(page).getByRole('button', { name: 'Send by mail' }).click();
    let send = page.getByRole('dialog', { name: 'S.65 FORM' });
    await expect(send.getByRole('checkbox', { name: /^Buyer's Lawyer/ }).isChecked()).resolves.toBe(true);
    await expect(send.getByRole('checkbox', { name: /^Seller's Lawyer/ }).isChecked()).resolves.toBe(true);
    await expect(send.getByRole('checkbox', { name: /^Buyer\b(?!')/ }).isChecked()).resolves.toBe(false);
    await send.getByRole('button', { name: 'Cancel' }).click();
    await send.waitFor({ state: 'detached' });

    await chooseFile(page, buyer, "Buyer's Lawyer signed copy", 'buyer-signed.pdf');
    // The seller's copy cannot go while the buyer's is there.
    await seller.getByRole('button', { name: "Delete Seller's Lawyer signed copy" }).click();
    await dismissAlert(page, messages.removeBuyerLawyerSignedFile);

    await actions(page).getByRole('button', { name: 'Send by mail' }).click();
    send = page.getByRole('dialog', { name: 'S.65 FORM' });
    await expect(send.getByRole('checkbox', { name: /^Buyer\b(?!')/ }).isChecked()).resolves.toBe(true);
    await expect(send.getByRole('checkbox', { name: /^Seller\b(?!')/ }).isChecked()).resolves.toBe(true);
    await expect(send.getByRole('checkbox', { name: /^Seller's Lawyer/ }).isChecked()).resolves.toBe(true);
    await expect(send.getByRole('checkbox', { name: /^Managing Agent/ }).isChecked()).resolves.toBe(true);
    await expect(send.getByRole('checkbox', { name: /^Buyer's Lawyer/ }).isChecked()).resolves.toBe(false);
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await send.waitFor({ state: 'detached' });
    await page.getByText(messages.sent, { exact: true }).first().waitFor();
    await closeCleanly(page);
  });
});
