import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_DOCUMENT_PARTIES, type DocumentParties } from '../../src/domain/documents/document-parties';
import { renderBillPdf, type BillDocument } from '../../src/server/billing/bill-pdf';
import { renderChecklistTemplate, type ChecklistTemplate } from '../../src/server/checklist/checklist-templates';
import { lawFirms, properties } from '../../src/server/db/schema';
import { loadPdfSource } from '../../src/server/services/documents-output/pdf-source';
import type { DocumentPdfInput, Letterhead } from '../../src/server/services/pdf/document-pdf-input';
import { registrationFormPdf } from '../../src/server/services/pdf/registration-form';
import { renderDocumentPdf } from '../../src/server/services/pdf/render-document-pdf';
import { pdfFontNames, pdfText } from './support/pdf-text';
import { firmIdOfUser, insertRequisition } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Issue 18 item 1: Singapore clients have Chinese, Tamil and Malay names, and every PDF the product prints shows them
 * as typed (they printed as '???' in Helvetica). Each PDF is made with the names and read back as a PDF reader
 * extracts its text; a document that needs no Chinese or Tamil carries no such font, and one that does stays small.
 */
const CHINESE = '陈伟明';
const TAMIL = 'முருகன் ராமசாமி';
const MALAY = 'Nur Aisyah binte Abdul Rahman';
/** A Malay name with a diacritic WinAnsi lacks ('ī'): it printed as 'Zulkifli' before. */
const MALAY_DIACRITIC = 'Zulkiflī';
const NAMES = [CHINESE, TAMIL, MALAY, MALAY_DIACRITIC];

/** Bytes a PDF may take. Helvetica documents were 2-7 kB; Noto Sans subsets add about 10-15 kB, the SC and Tamil subsets a few more. */
const LATIN_BUDGET = 40_000;
const NAMES_BUDGET = 60_000;

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
  purchasers: [
    { name: `${CHINESE} (Tan Wei Ming)`, idNo: 'S8823456H' },
    { name: TAMIL, idNo: 'S7045678E' },
  ],
  vendors: [
    { name: MALAY, idNo: 'S8123456F' },
    { name: `Ahmad ${MALAY_DIACRITIC} bin Hassan`, idNo: 'S7712345Z' },
  ],
  clientSide: 'B',
  sellerLawyer: { name: 'Wei Ming Tan', firmName: 'Tan & Lim LLP', address: '80 Robinson Road', email: 'weiming.tan@tanlim.com.sg' },
  buyerLawyer: { name: 'Mei Ling Ong', firmName: 'Lee & Ong Law Corporation', address: '1 Raffles Place', email: 'meiling.ong@leeong.com.sg' },
};

const LATIN_PARTIES: DocumentParties = {
  ...PARTIES,
  purchasers: [{ name: 'Muhammad Faizal bin Ismail', idNo: 'S8823456H' }],
  vendors: [{ name: 'Marina Bay Holdings Pte. Ltd.', idNo: '201812345D' }],
};

function documentInput(module: DocumentPdfInput['module'], parties = PARTIES): DocumentPdfInput {
  const clientNames = parties.purchasers.map((person) => person.name).join(' and ');
  return {
    module,
    metadata: { userName: clientNames, userIc: 'S8823456H', wtaLawyerName: 'Tan Wei Ming', acceptancePurchaser: clientNames },
    parties,
    firm: FIRM,
    createdAt: new Date('2026-11-22T02:00:00Z'),
  };
}

const isCjk = (font: string) => /NotoSansSC/.test(font);
const isTamil = (font: string) => /NotoSansTamil/.test(font);

/** The PDF shows every name as typed, embeds the faces it needs, and keeps to its budget. */
async function expectNamesPrinted(bytes: Uint8Array, names: readonly string[] = NAMES): Promise<void> {
  const { text } = await pdfText(bytes);
  for (const name of names) expect(text, `${name} in the PDF's text`).toContain(name);
  expect(text).not.toContain('???');
  const fonts = await pdfFontNames(bytes);
  expect(fonts.some(isCjk), 'Noto Sans SC embedded').toBe(names.includes(CHINESE));
  expect(fonts.some(isTamil), 'Noto Sans Tamil embedded').toBe(names.includes(TAMIL));
  expect(bytes.length).toBeLessThan(NAMES_BUDGET);
}

async function expectLatinOnly(bytes: Uint8Array): Promise<void> {
  const fonts = await pdfFontNames(bytes);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => isCjk(font) || isTamil(font))).toEqual([]);
  expect(fonts.every((font) => /^[A-Z]{6}\+NotoSans-/.test(font))).toBe(true);
  expect(bytes.length).toBeLessThan(LATIN_BUDGET);
}

describe('the printed OTP, WTA and S.65', () => {
  it.each(['otp', 'wta', 's65'] as const)('%s shows Chinese, Tamil and Malay names as typed', async (module) => {
    const names = module === 'wta' ? [CHINESE, TAMIL] : NAMES;
    await expectNamesPrinted(await renderDocumentPdf(documentInput(module)), names);
  });

  it.each(['otp', 'wta', 's65'] as const)('%s with Latin names only embeds no Chinese or Tamil font and stays small', async (module) => {
    await expectLatinOnly(await renderDocumentPdf(documentInput(module, LATIN_PARTIES)));
  });
});

describe('the subscription registration form', () => {
  it('is Latin only: Noto Sans, no Chinese or Tamil font', async () => {
    const bytes = await registrationFormPdf();
    await expectLatinOnly(bytes);
    expect((await pdfText(bytes)).text).toContain('Subscription Registration Form');
  });
});

describe('a bill', () => {
  const bill = (overrides: Partial<BillDocument> = {}): BillDocument => ({
    title: 'Billing Summary PL2026101500001',
    firm: {
      name: `${MALAY} & ${MALAY_DIACRITIC} LLP`,
      address: '80 Robinson Road, #17-02',
      postalCode: '068898',
      phone: '62201234',
      fax: '',
      email: 'a@b.sg',
      uen: '201912345K',
    },
    requisitions: [
      {
        row: {
          id: 1,
          source: 'otherService',
          serviceType: 'Parcel Land',
          referenceNumber: `${TAMIL} / TL/CONV/2026/0141`,
          lfControlNumber: 'PL2026101500001',
          billSentDate: '2026-10-15',
          checkListId: null,
        },
        propAddress: '2 Marina Boulevard #32-07',
        postal: '018987',
        charged: { parcelLand: { applFee: 5450, applGst: 0 }, transactionFee: 500, transactionGst: 45 },
      },
    ],
    printedAt: new Date('2026-11-22T02:00:00Z'),
    printedBy: `${CHINESE} (Tan Wei Ming)`,
    ...overrides,
  });

  it('shows the names of the firm, the reference and who printed it as typed', async () => {
    await expectNamesPrinted(await renderBillPdf(bill()));
  });

  it('with Latin names only embeds no Chinese or Tamil font', async () => {
    const latin = bill();
    await expectLatinOnly(
      await renderBillPdf({
        ...latin,
        firm: { ...latin.firm, name: 'Tan & Lim LLP' },
        printedBy: 'Tan Wei Ming',
        requisitions: latin.requisitions.map((requisition) => ({
          ...requisition,
          row: { ...requisition.row, referenceNumber: 'TL/CONV/2026/0141' },
        })),
      }),
    );
  });
});

describe('printed through the server', () => {
  let server: TestServer;
  let lawyer1: string;

  beforeAll(async () => {
    server = await startTestServer({ AGENCY_REPLY_DELAY_MS: '60000' });
    lawyer1 = await server.tokenFor('lawyer1');
    // The firm's name and address as its people typed them: the replies are addressed to them.
    await server.db
      .update(lawFirms)
      .set({ name: `${MALAY} & ${MALAY_DIACRITIC} LLP`, address: `${CHINESE}大厦, ${TAMIL} Road` })
      .where(eq(lawFirms.acctId, 'TL0001'));
  });
  afterAll(() => server.close());

  async function opened(response: Response): Promise<Uint8Array> {
    expect(response.status).toBe(200);
    const { pdfURL } = (await response.json()) as { pdfURL: string };
    const pdf = await server.get(pdfURL);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    return new Uint8Array(await pdf.arrayBuffer());
  }

  it.each(['engagement-letter', 'requisition-cover-letter'] as const)(
    'the %s checklist template names the parties as typed',
    async (template: ChecklistTemplate) => {
      const [property] = await server.db.select({ id: properties.id }).from(properties).where(eq(properties.propertyRefNo, 'PCN-2026-000101'));
      const source = await loadPdfSource(server.db, await firmIdOfUser(server, 'lawyer1'), property?.id ?? 0);
      const bytes = await renderChecklistTemplate(template, {
        source: { ...source, parties: { ...source.parties, purchasers: PARTIES.purchasers, vendors: PARTIES.vendors } },
        today: '2026-11-22',
        createdAt: new Date('2026-11-22T02:00:00Z'),
      });
      await expectNamesPrinted(bytes);
    },
  );

  it('a print of requisition replies shows the firm and its address as typed', async () => {
    const requisition = await insertRequisition(server, {
      propertyRefNo: 'PCN-2026-000101',
      agencies: [
        ['IRAS', 'IRAS'],
        ['URA', 'URA'],
      ],
    });
    server.clock.advance(server.config.agencyReplyDelayMs);
    const lrPrint = requisition.rpControlNos.map((rpControlNo) => ({ rpControlNo, messageType: 'REPLY' }));
    const bytes = await opened(await server.post('/api/print', { loginId: 'lawyer1', lrPrint }, await server.tokenFor('lawyer1')));
    await expectNamesPrinted(bytes);
    expect((await pdfText(bytes)).pages.length).toBeGreaterThan(1);
  });

  it('a print of other-service replies shows the firm and its address as typed', async () => {
    // The demo's replied requests are collected, and their replies written, on this first look.
    const lrPrint = ['RPPLI2026101500001', 'RPSOA2026102000001'].map((rpControlNo) => ({ rpControlNo, messageType: 'PLI' }));
    const response = await server.post('/api/othersvc-print', { loginId: 'lawyer1', lrPrint }, lawyer1);
    await expectNamesPrinted(await opened(response));
  });
});
