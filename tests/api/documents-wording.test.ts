import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_DOCUMENT_PARTIES, type DocumentParties } from '../../src/domain/documents/document-parties';
import type { DocumentMetadata } from '../../src/domain/documents/metadata';
import { acceptanceWording, foreignPurchaserPieces, otpClauses } from '../../src/domain/documents/otp-wording';
import { piecesText } from '../../src/domain/documents/wording';
import { wtaWording } from '../../src/domain/documents/wta-wording';
import type { DocumentPdfInput, Letterhead } from '../../src/server/services/pdf/document-pdf-input';
import { renderDocumentPdf } from '../../src/server/services/pdf/render-document-pdf';
import { openPdf, printRequest, savedDocumentId, startWithSailOtp } from './support/documents';
import { pdfText } from './support/pdf-text';
import type { TestServer } from './support/start-test-server';

/**
 * Issue 18, the printed side: what a lawyer signs says what the editor said — the foreign purchaser's weeks in
 * their places, the acceptance copy signed by the purchaser it names, a company's warrant in the plural with its
 * UEN, and the deposit paid by its own mode. The sentences come from the one wording the editor shows.
 */

const FIRM: Letterhead = {
  name: 'Tan & Lim LLP',
  address: '80 Robinson Road, #17-02',
  postalCode: '068898',
  phone: '62201234',
  fax: '62205678',
  uen: '201912345K',
};

const PARTIES: DocumentParties = {
  ...EMPTY_DOCUMENT_PARTIES,
  propertyRefNo: 'PCN-2026-000101',
  propAddress: '2 MARINA BOULEVARD, #32-07, THE SAIL @ MARINA BAY, SINGAPORE 018987',
  purchasers: [{ name: 'Muhammad Faizal bin Ismail', idNo: 'S8823456H' }],
  vendors: [{ name: 'Marina Bay Holdings Pte. Ltd.', idNo: '201812345D', company: true }],
  clientSide: 'S',
};

const OTP: DocumentMetadata = {
  optionMoney: '18,000',
  paymentMode: 'PayNow',
  purchasePrice: '1,800,000',
  vendorSings: '72,000',
  vendorPercent: '5',
  paymentClientOption: 'client2',
  vendorSolicitors: 'Tan & Lim LLP',
  foreignPurchaserApplicationWeek: '3',
  foreignPurchaserObtainedWeek: '11',
  foreignPurchaserPropertyWeek: '13',
};

async function printed(module: DocumentPdfInput['module'], metadata: DocumentMetadata, parties = PARTIES): Promise<string> {
  return (await pdfText(await renderDocumentPdf({ module, metadata, parties, firm: FIRM, createdAt: new Date('2026-11-22T02:00:00Z') }))).text;
}

const clause = (metadata: DocumentMetadata, key: string) =>
  piecesText(otpClauses(metadata, PARTIES).find((found) => found.key === key)?.pieces ?? []);

describe("the OTP's foreign purchaser clause", () => {
  it('applies within the application weeks, obtains within the obtained weeks, completes the property weeks after approval', async () => {
    const text = await printed('otp', OTP);
    expect(text).toContain(
      'the Purchaser shall apply for it within 3 weeks after the date of exercise of this Option and obtain it within 11 weeks after the ' +
        'date of exercise of this Option. Completion shall then take place within 13 weeks after the approval is obtained.',
    );
    expect(text).toContain(piecesText(foreignPurchaserPieces(OTP)));
    expect(text).not.toContain('within 13 weeks after the date of exercise');
  });

  it('is left out of the print while no week is filled in', async () => {
    const text = await printed('otp', {
      ...OTP,
      foreignPurchaserApplicationWeek: '',
      foreignPurchaserObtainedWeek: '',
      foreignPurchaserPropertyWeek: '',
    });
    expect(text).not.toContain('FOREIGN PURCHASER');
  });
});

describe('the deposit', () => {
  it('is paid by its own payment mode, not the option money’s', async () => {
    const text = await printed('otp', { ...OTP, vendorPaymentMode: 'Cheque' });
    expect(text).toContain('paid by PayNow');
    expect(text).toContain('being 5% of the Purchase Price less the Option Money, by Cheque, to the Vendor');
    const unnamed = await printed('otp', OTP);
    expect(unnamed).toContain("being 5% of the Purchase Price less the Option Money, to the Vendor's solicitors, Tan & Lim LLP, as stakeholders.");
  });

  it('to the Singapore Academy of Law says the academy’s mode alone', async () => {
    const metadata: DocumentMetadata = { ...OTP, paymentClientOption: 'client3', academyLawby: "cashier's order no", orderNo: 'CO-448812' };
    const text = await printed('otp', metadata);
    expect(text).toContain("less the Option Money, to the Singapore Academy of Law as stakeholder, by cashier's order no CO-448812.");
    expect(text).not.toMatch(/Option Money, by PayNow/);
    expect(text).toContain(clause(metadata, 'deposit'));
  });
});

describe('the acceptance copy', () => {
  const acceptancePage = (text: string) => text.slice(text.indexOf('ACCEPTANCE COPY'), text.indexOf('ANNEX A'));

  it('is signed by the purchaser its text names, when the lawyer named another', async () => {
    const metadata = { ...OTP, acceptancePurchaser: 'Nur Aisyah binte Rahman' };
    const page = acceptancePage(await printed('otp', metadata));
    expect(page).toContain('I/We, Nur Aisyah binte Rahman, hereby exercise this Option');
    expect(page).toContain('Signature of Purchaser Name: Nur Aisyah binte Rahman ID No.: ____________');
    expect(page).not.toContain('Muhammad Faizal');
    expect(acceptanceWording(metadata, PARTIES).signers).toEqual([{ name: 'Nur Aisyah binte Rahman', idNo: '' }]);
  });

  it('keeps the buyer on file, with the ID, while the name is theirs', async () => {
    const page = acceptancePage(await printed('otp', { ...OTP, acceptancePurchaser: 'muhammad faizal BIN Ismail' }));
    expect(page).toContain('Signature of Purchaser Name: Muhammad Faizal bin Ismail ID No.: *****456H');
  });
});

describe('the Warrant to Act for a company', () => {
  const WTA: DocumentMetadata = { userName: 'Marina Bay Holdings Pte. Ltd.', userIc: '201812345D', userDescription: 'The sale of the Sail unit.' };

  it("says 'We' and gives the UEN as a UEN", async () => {
    const text = await printed('wta', WTA);
    expect(text).toContain('We, Marina Bay Holdings Pte. Ltd. (UEN No. ******345D), hereby authorise and instruct you to act for us');
    expect(text).toContain('We undertake to pay your costs');
    expect(text).toContain('Signature of Client Name: Marina Bay Holdings Pte. Ltd. UEN: ******345D');
    expect(text).not.toContain('NRIC No.');
    expect(text).toContain(piecesText(wtaWording(WTA, PARTIES, FIRM.name).statement));
  });

  it("still says 'I' and 'NRIC No.' for one person", async () => {
    const person = { ...PARTIES, vendors: [{ name: 'Tan Ah Kow', idNo: 'S1234567D' }] };
    const text = await printed('wta', { ...WTA, userName: 'Tan Ah Kow', userIc: 'S1234567D' }, person);
    expect(text).toContain('I, Tan Ah Kow (NRIC No. *****567D), hereby authorise and instruct you to act for me');
  });
});

describe('printed through the server', () => {
  let server: TestServer;
  let lawyer1: string;
  let sail: number;
  beforeAll(async () => {
    ({ server, lawyer1, sail } = await startWithSailOtp());
  });
  afterAll(() => server.close());

  it("the demo Sail case's warrant, for the company selling it, says 'We' with its UEN", async () => {
    const wtaId = await savedDocumentId(server, lawyer1, sail, 'wta', { userDescription: 'The sale of the Sail unit.' });
    const response = await server.post('/api/print', printRequest(sail, wtaId, 'wta'), lawyer1);
    const { pdfURL } = (await response.json()) as { pdfURL: string };
    const { text } = await pdfText(new Uint8Array(await (await openPdf(server, pdfURL)).arrayBuffer()));
    expect(text).toContain('We, Marina Bay Holdings Pte. Ltd. (UEN No. ******345D), hereby authorise and instruct you to act for us');
  });
});
