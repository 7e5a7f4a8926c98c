import { describe, expect, it } from 'vitest';
import { EMPTY_DOCUMENT_PARTIES, type DocumentParties } from '../../src/domain/documents/document-parties';
import type { DocumentMetadata } from '../../src/domain/documents/metadata';
import { ANNEX_B_DEFAULT_INSPECTION, DEFAULT_COMPLETION_TEXT } from '../../src/domain/documents/otp-text';
import type { DocumentPdfInput, Letterhead } from '../../src/server/services/pdf/document-pdf-input';
import { renderDocumentPdf } from '../../src/server/services/pdf/render-document-pdf';
import { pdfText } from './support/pdf-text';

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
  lawfirmRefNo: 'TL/CONV/2026/0141',
  propAddress: '2 MARINA BOULEVARD, #32-07, THE SAIL @ MARINA BAY, SINGAPORE 018987',
  purchasers: [{ name: 'Muhammad Faizal bin Ismail', idNo: 'S8823456H' }],
  vendors: [{ name: 'Marina Bay Holdings Pte. Ltd.', idNo: '201812345D', company: true }],
  clientSide: 'S',
  sellerLawyer: { name: 'Wei Ming Tan', firmName: 'Tan & Lim LLP', address: '80 Robinson Road', email: 'weiming.tan@tanlim.com.sg' },
  buyerLawyer: { name: 'Mei Ling Ong', firmName: 'Lee & Ong Law Corporation', address: '1 Raffles Place', email: 'meiling.ong@leeong.com.sg' },
};

const OTP: DocumentMetadata = {
  reAddress1: '2 MARINA BOULEVARD',
  reAddress2: '#32-07 THE SAIL @ MARINA BAY',
  reAddress3: 'SINGAPORE 018987',
  singDollarsOptionMoney: 'Eighteen Thousand',
  optionMoney: '18,000',
  paymentMode: 'PayNow',
  singDollarsPurchasePrice: 'One Million Eight Hundred Thousand',
  purchasePrice: '1,800,000',
  otpTime: '4.00 p.m.',
  otpSpecificDate: '2026-12-06',
  vendorSolicitors: 'Tan & Lim LLP',
  vendorAddress: '80 Robinson Road, #17-02',
  vendorAddress2: 'Singapore 068898',
  vendorSings: '72,000',
  vendorPercent: '5',
  vendorPaid: '18,000',
  paymentClientOption: 'client2',
  completionDateMode: 'date',
  completionDay: '2027-01-15',
  bgElevenVacant: true,
  foreignPurchaserPropertyWeek: '3',
  foreignPurchaserApplicationWeek: '2',
  foreignPurchaserObtainedWeek: '12',
  signOtherTermsDay: '22nd',
  signOtherTermsOf: 'November',
  signOtherTerms20: '26',
  vendorWitnessName: 'Sharon Teo Hui Min',
  vendorWitnessNric: 'S8123456F',
  acceptanceKnownAs: '2 Marina Boulevard #32-07',
  acceptancePurchaser: 'Muhammad Faizal bin Ismail',
  acceptanceSolicitors: 'Lee & Ong Law Corporation',
  acceptanceOtherTermsDay: '1st',
  acceptanceOtherTermsOf: 'December',
  acceptanceOtherTerms20: '26',
  purchaserWitnessName: 'Nur Aisyah',
  purchaserWitnessNric: 'T0212345A',
  annexaNote: 'Daikin air-conditioners (4 units)[#]Bosch washing machine[#]Curtains in all bedrooms',
  annexbaParagraph1: true,
  annexbaParagraph2: false,
  annexbaParagraph2CompletionDate: '2027-01-10',
  annexccParagraph: true,
  annexdParagraphNote: 'The Vendor shall hand over two access cards.',
};

function input(module: DocumentPdfInput['module'], metadata: DocumentMetadata, overrides: Partial<DocumentPdfInput> = {}): DocumentPdfInput {
  return { module, metadata, parties: PARTIES, firm: FIRM, createdAt: new Date('2026-11-22T02:00:00Z'), ...overrides };
}

async function textOf(documentInput: DocumentPdfInput) {
  return pdfText(await renderDocumentPdf(documentInput));
}

describe('the printed Option to Purchase', () => {
  it('shows every filled field: parties with masked IDs, money in words and figures, dates, deposit, completion', async () => {
    const { text, title } = await textOf(input('otp', OTP));
    expect(title).toBe('Option to Purchase — PCN-2026-000101');
    for (const expected of [
      'OPTION TO PURCHASE',
      'TL/CONV/2026/0141',
      'Muhammad Faizal bin Ismail (ID No. *****456H)',
      'Marina Bay Holdings Pte. Ltd. (ID No. ******345D)',
      '2 MARINA BOULEVARD #32-07 THE SAIL @ MARINA BAY SINGAPORE 018987',
      'Singapore Dollars Eighteen Thousand (S$18,000)',
      'paid by PayNow',
      'Singapore Dollars One Million Eight Hundred Thousand (S$1,800,000)',
      'until 4.00 p.m. on 06-Dec-2026',
      'Tan & Lim LLP, at 80 Robinson Road, #17-02, Singapore 068898',
      // The words of the deposit were left empty: they are written from the figures.
      'Singapore Dollars Seventy Two Thousand (S$72,000), being 5% of the Purchase Price less the Option Money',
      "to the Vendor's solicitors, Tan & Lim LLP, as stakeholders",
      'Of the deposit, S$18,000 has been paid.',
      'Completion shall take place on 15-Jan-2027.',
      'sold with vacant possession',
      'within 3 weeks',
      'within 2 weeks',
      'within 12 weeks',
      'Dated this 22nd day of November 2026.',
      'Witness: Sharon Teo Hui Min',
      'NRIC: *****456F',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('S8823456H');
    expect(text).not.toContain('S8123456F');
  });

  it('has the ACCEPTANCE COPY with the purchaser, the solicitors, the date and the witness', async () => {
    const { text } = await textOf(input('otp', OTP));
    for (const expected of [
      'ACCEPTANCE COPY',
      'I/We, Muhammad Faizal bin Ismail, hereby exercise this Option to purchase the property known as 2 Marina Boulevard #32-07',
      "Purchaser's solicitors: Lee & Ong Law Corporation",
      'Dated this 1st day of December 2026.',
      'Witness: Nur Aisyah',
      'NRIC: *****345A',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists the Annex A items, ticks Annex B and C paragraphs and puts the chosen inspection date in place of the default', async () => {
    const { text } = await textOf(input('otp', OTP));
    expect(text).toContain('1. Daikin air-conditioners (4 units) 2. Bosch washing machine 3. Curtains in all bedrooms');
    expect(text).toContain('The inspection shall be made not later than 10-Jan-2027.');
    expect(text).not.toContain(ANNEX_B_DEFAULT_INSPECTION);
    expect(text).toMatch(/\(c\) \[X\] The Vendor shall obtain the consent of the Vendor's mortgagee/);
    expect(text).toMatch(/\(a\) \[ \] The Purchaser's obligation to complete/);
    expect(text).toContain('The Vendor shall hand over two access cards.');
  });

  it('keeps the default Annex B wording while paragraph 2 is ticked', async () => {
    const { text } = await textOf(input('otp', { ...OTP, annexbaParagraph2: true }));
    expect(text).toContain(`not later than ${ANNEX_B_DEFAULT_INSPECTION}.`);
  });

  it('words completion by weeks, or by the default text when neither is chosen', async () => {
    const byWeeks = await textOf(input('otp', { ...OTP, completionDateMode: 'week', completionDay: '', completionDayOf: '10' }));
    expect(byWeeks.text).toContain('Completion shall take place on the date falling 10 weeks after the date of exercise of this Option.');
    const byDefault = await textOf(input('otp', { ...OTP, completionDateMode: 'default', completionDay: '' }));
    expect(byDefault.text).toContain(`Completion shall take place ${DEFAULT_COMPLETION_TEXT}.`);
  });

  it('names the payee the lawyer chose: the vendor, or the Singapore Academy of Law with the payment reference', async () => {
    const vendor = await textOf(input('otp', { ...OTP, paymentClientOption: 'client1', vendorName: 'Marina Bay Holdings Pte. Ltd.' }));
    expect(vendor.text).toContain('to the Vendor, Marina Bay Holdings Pte. Ltd.');
    const academy = await textOf(input('otp', { ...OTP, paymentClientOption: 'client3', academyLawby: "cashier's order no", orderNo: 'CO-448812' }));
    expect(academy.text).toContain("to the Singapore Academy of Law as stakeholder, by cashier's order no CO-448812.");
  });

  it('offers the option for two weeks at 4 p.m. by default and leaves lines to fill in for what is missing', async () => {
    const { text } = await textOf(input('otp', {}));
    expect(text).toContain('until 4.00 p.m. on the day falling two (2) weeks after the date of this Option');
    expect(text).toContain('Singapore Dollars ____________ (S$________)');
    expect(text).not.toContain('vacant possession');
  });
});

describe('the printed Warrant to Act', () => {
  const WTA: DocumentMetadata = {
    userName: 'Marina Bay Holdings Pte. Ltd.',
    userIc: '201812345D',
    userDescription: 'The sale of 2 Marina Boulevard #32-07 and any proceedings to recover the deposit.',
    letterOfEngagement: 'LOE/2026/117 dated 1 November 2026',
    wtaSignedOn: '2026-11-20',
    wtaLawyerName: 'Tan Wei Ming',
    wtaLawyerNric: 'S7712345Z',
  };

  it("shows the firm, the reference '{propertyRefNo}/WTA-1', the matter, the date and both signature blocks", async () => {
    const { text } = await textOf(input('wta', WTA));
    for (const expected of [
      'TAN & LIM LLP',
      'WARRANT TO ACT',
      'PCN-2026-000101/WTA-1',
      // A company client speaks as 'We' and is known by its UEN (issue 18).
      'We, Marina Bay Holdings Pte. Ltd. (UEN No. ******345D), hereby authorise and instruct you to act for us',
      'The sale of 2 Marina Boulevard #32-07 and any proceedings to recover the deposit.',
      'letter of engagement: LOE/2026/117 dated 1 November 2026',
      'Dated: 20-Nov-2026',
      'Name: Tan Wei Ming',
      'NRIC: *****345Z',
      'for and on behalf of Tan & Lim LLP',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('S7712345Z');
  });

  it("says 'We' when the firm acts for several clients", async () => {
    const parties = {
      ...PARTIES,
      clientSide: 'B' as const,
      purchasers: [
        { name: 'Lim Boon Huat', idNo: 'S7045678E' },
        { name: 'Tan Mei Hua', idNo: 'S7145678B' },
      ],
    };
    const { text } = await textOf(input('wta', { ...WTA, userName: 'Lim Boon Huat and Tan Mei Hua', userIc: 'S7045678E, S7145678B' }, { parties }));
    expect(text).toContain('We, Lim Boon Huat and Tan Mei Hua (NRIC No. *****678E, *****678B), hereby authorise and instruct you to act for us');
  });

  it("carries the firm's address, tel, fax and UEN at the foot of every page", async () => {
    const long = { ...WTA, userDescription: 'A long description of the proceedings. '.repeat(150) };
    const { pages } = await textOf(input('wta', long));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toContain('80 Robinson Road, #17-02, Singapore 068898');
      expect(page).toMatch(/Tel: 62201234\s+Fax: 62205678\s+UEN: 201912345K/);
    }
  });
});

describe('the printed S.65 notice', () => {
  const S65: DocumentMetadata = {
    s65Date: '2026-11-21',
    s65McstNo: '2978',
    s65McstId: 'MC2978',
    s65SubMcsNo: 'SUB-01',
    s65McstType: 'Residential',
    s65McstDevName: 'THE SAIL @ MARINA BAY',
    s65McstDevLocation: '2 & 6 MARINA BOULEVARD',
    s65McstMaName: 'SAVILLS PROPERTY MANAGEMENT PTE LTD',
    s65McstMaMail: 'mcst2978@savills.com.sg',
    s65McstMaAddress1: '30 CECIL STREET #20-03',
    s65McstMaAddress2: 'PRUDENTIAL TOWER SINGAPORE 049712',
    s65LotDetails: 'TS 30 Lot U4521K',
    s65CorrespondenceAddress: '210 Bishan Street 23 #05-203 Singapore 570210',
  };

  it('addresses the managing agent and names the MCST, the development, the lot and both sides', async () => {
    const { text } = await textOf(input('s65', S65));
    for (const expected of [
      'LAND TITLES (STRATA) ACT 1967',
      'NOTICE OF CHANGE IN OWNERSHIP OF A LOT',
      'Date: 21-Nov-2026',
      'The Managing Agent SAVILLS PROPERTY MANAGEMENT PTE LTD 30 CECIL STREET #20-03 PRUDENTIAL TOWER SINGAPORE 049712',
      'mcst2978@savills.com.sg',
      'Strata Title Plan No. 2978',
      'MC2978',
      'SUB-01',
      'Residential',
      'THE SAIL @ MARINA BAY, 2 & 6 MARINA BOULEVARD',
      '2 MARINA BOULEVARD, #32-07, THE SAIL @ MARINA BAY, SINGAPORE 018987',
      'TS 30 Lot U4521K',
      'Marina Bay Holdings Pte. Ltd.',
      'Muhammad Faizal bin Ismail',
      '210 Bishan Street 23 #05-203 Singapore 570210',
      'Name: Wei Ming Tan',
      'Name: Mei Ling Ong',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Digitally signed');
  });

  it('carries a stamp for each DSS signature, in Singapore time', async () => {
    const stamps = [
      { party: 'SELLERLAWYER' as const, lawyerName: 'Wei Ming Tan', signedAt: new Date('2026-11-22T06:30:05Z') },
      { party: 'BUYERLAWYER' as const, lawyerName: 'Mei Ling Ong', signedAt: new Date('2026-11-22T07:00:00Z') },
    ];
    const { text } = await textOf(input('s65', S65, { stamps }));
    expect(text).toContain("Digitally signed by Wei Ming Tan (Seller's Lawyer) through DSS on 22-Nov-2026 14:30:05");
    expect(text).toContain("Digitally signed by Mei Ling Ong (Buyer's Lawyer) through DSS on 22-Nov-2026 15:00:00");
  });
});

describe('text no font has and text that does not fit', () => {
  it('prints Chinese names as typed, replaces an emoji (no font has one) instead of failing, and keeps the rest', async () => {
    const parties = { ...PARTIES, purchasers: [{ name: '陈丽华 Chen Li Hua 😀', idNo: 'S6934567B' }] };
    const metadata = { ...OTP, annexdParagraphNote: 'Keys — “two sets” 🔑👨‍👩‍👧 ﬁnal ＡＢＣ café Łódź' };
    const { text } = await textOf(input('otp', metadata, { parties }));
    expect(text).toContain('陈丽华 Chen Li Hua ? (ID No. *****567B)');
    // 🔑 and the family (three people and their joiners) are one '?' each; full-width letters and 'Łódź' print as typed.
    expect(text).toContain('Keys — “two sets” ?? final ＡＢＣ café Łódź');
  });

  it('wraps long fields and flows very long content onto further pages, numbering every page', async () => {
    const items = Array.from({ length: 80 }, (_, i) => `Item ${i + 1} of the inventory with a fairly long description`);
    const unbroken = 'X'.repeat(400);
    const metadata = { ...OTP, annexaNote: items.join('[#]'), annexdParagraphNote: `${'Further terms apply. '.repeat(90)}${unbroken} The end.` };
    const { pages, text } = await textOf(input('otp', metadata));
    expect(pages.length).toBeGreaterThan(4);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(text).toContain('80. Item 80 of the inventory');
    // The last line may fall on the next page, below this one's number.
    expect(text.replace(/Page \d+ of \d+/g, '').replace(/\s/g, '')).toContain(`${unbroken}Theend.`);
  });
});
