import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_DOCUMENT_PARTIES, type DocumentParties } from '../../src/domain/documents/document-parties';
import { documentMetadataSchema } from '../../src/domain/documents/metadata';
import { otpDefaults } from '../../src/domain/documents/otp-defaults';

const PARTIES: DocumentParties = {
  ...EMPTY_DOCUMENT_PARTIES,
  propertyRefNo: 'PCN-2026-000106',
  lawfirmRefNo: 'TL/CONV/2026/0203',
  propAddress: '1G CANTONMENT ROAD, #40-12, SINGAPORE 085301',
  address: { houseNo: '1G', streetName: 'CANTONMENT ROAD', unit: '#40-12', building: 'Pinnacle @ Duxton', postal: '085301' },
  vendors: [
    { name: 'Tan Ah Kow', idNo: 'S1234567D' },
    { name: 'Lim Mei Mei', idNo: 'S7654321A' },
  ],
  purchasers: [{ name: 'Harbourfront Holdings Pte. Ltd.', idNo: '201812345K' }],
  clientSide: 'B',
  sellerLawyer: { name: 'Ong Mei Ling', firmName: 'Ong & Partners LLP', address: '80 ROBINSON ROAD, SINGAPORE 068898', email: 'ml@ong.sg' },
  buyerLawyer: { name: 'Tan Wei Ming', firmName: 'Tan Lim LLC', address: '1 RAFFLES PLACE, SINGAPORE 048616', email: 'wm@tanlim.sg' },
};

describe('a new Option to Purchase', () => {
  const today = '2026-03-20';

  it('names the property in the RE lines', () => {
    expect(otpDefaults(PARTIES, today)).toMatchObject({
      reAddress1: '1G CANTONMENT ROAD',
      reAddress2: '#40-12 PINNACLE @ DUXTON',
      reAddress3: 'SINGAPORE 085301',
    });
  });

  it('is open for two weeks until 4 p.m.', () => {
    expect(otpDefaults(PARTIES, today)).toMatchObject({ otpTime: '4.00 p.m.', otpSpecificDate: '2026-04-03' });
    expect(otpDefaults(PARTIES, '2026-12-25').otpSpecificDate).toBe('2027-01-08');
  });

  it("is to be delivered to the seller's lawyers, the deposit paid to them as stakeholders", () => {
    expect(otpDefaults(PARTIES, today)).toMatchObject({
      vendorSolicitors: 'Ong & Partners LLP',
      vendorAddress: '80 ROBINSON ROAD, SINGAPORE 068898',
      paymentClientOption: 'client2',
      paymentMode: 'Cheque',
    });
  });

  it('completes on the default date with vacant possession', () => {
    expect(otpDefaults(PARTIES, today)).toMatchObject({
      completionDateMode: 'default',
      completionDay: '',
      completionDayOf: '',
      bgElevenVacant: true,
    });
  });

  it('is dated today with the ordinal day and the short year', () => {
    expect(otpDefaults(PARTIES, today)).toMatchObject({ signOtherTermsDay: '20th', signOtherTermsOf: 'March', signOtherTerms20: '26' });
  });

  it("fills the acceptance copy with the purchasers and the buyer's lawyers", () => {
    expect(otpDefaults(PARTIES, today)).toMatchObject({
      acceptanceKnownAs: '1G CANTONMENT ROAD, #40-12, SINGAPORE 085301',
      acceptancePurchaser: 'Harbourfront Holdings Pte. Ltd.',
      acceptanceSolicitors: 'Tan Lim LLC',
      vendorName: 'Tan Ah Kow and Lim Mei Mei',
    });
  });

  it('keeps the Annex B default of 7 days before completion', () => {
    expect(otpDefaults(PARTIES, today)).toMatchObject({ annexbaParagraph1: true, annexbaParagraph2: true, annexbaParagraph2CompletionDate: '' });
  });

  it('starts with blanks when nobody is assigned yet, and is still a valid document', () => {
    const metadata = otpDefaults(EMPTY_DOCUMENT_PARTIES, today);
    expect(metadata).toMatchObject({ reAddress1: '', reAddress3: '', vendorSolicitors: '', acceptancePurchaser: '' });
    expect(v.safeParse(documentMetadataSchema, metadata).success).toBe(true);
  });
});
