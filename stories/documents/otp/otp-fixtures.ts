import { EMPTY_DOCUMENT_PARTIES, type DocumentParties } from '../../../src/domain/documents/document-parties';
import type { DocumentMetadata } from '../../../src/domain/documents/metadata';
import { otpDefaults } from '../../../src/domain/documents/otp-defaults';
import type { DocumentSummary } from '../../../src/domain/documents/summary';

/** Stories and screen tests run on a fixed Singapore "today". */
export const OTP_TODAY = '2026-03-20';

/** A condominium resale: two individual sellers, a company buyer, both lawyers assigned. */
export const OTP_PARTIES: DocumentParties = {
  ...EMPTY_DOCUMENT_PARTIES,
  propertyRefNo: 'PCN-2026-000106',
  lawfirmRefNo: 'TL/CONV/2026/0203',
  propAddress: '1G CANTONMENT ROAD, #40-12, SINGAPORE 085301',
  address: { houseNo: '1G', streetName: 'CANTONMENT ROAD', unit: '#40-12', building: 'PINNACLE @ DUXTON', postal: '085301' },
  vendors: [
    { name: 'Tan Ah Kow', idNo: 'S1234567D' },
    { name: 'Lim Mei Mei', idNo: 'S7654321A' },
  ],
  purchasers: [{ name: 'Harbourfront Holdings Pte. Ltd.', idNo: '201812345K' }],
  clientSide: 'B',
  sellerLawyer: {
    name: 'Ong Mei Ling',
    firmName: 'Ong & Partners LLP',
    address: '80 ROBINSON ROAD, #10-01, SINGAPORE 068898',
    email: 'meiling.ong@ongpartners.com.sg',
  },
  buyerLawyer: {
    name: 'Tan Wei Ming',
    firmName: 'Tan Lim LLC',
    address: '1 RAFFLES PLACE, #20-61, SINGAPORE 048616',
    email: 'weiming.tan@tanlim.com.sg',
  },
  strataLot: 'MK 1 Lot U12345N',
  completionDate: '2026-06-30',
};

/** A new document as the page first shows it. */
export function newOtpMetadata(): DocumentMetadata {
  return otpDefaults(OTP_PARTIES, OTP_TODAY);
}

/** A saved document with the amounts, the witnesses and a few annex items filled in. */
export function savedOtpMetadata(): DocumentMetadata {
  return {
    ...newOtpMetadata(),
    singDollarsOptionMoney: 'Eighteen Thousand',
    optionMoney: '18,000',
    paymentMode: 'PayNow',
    singDollarsPurchasePrice: 'One Million Eight Hundred Thousand',
    purchasePrice: '1,800,000',
    vendorSingDollars: 'Seventy Two Thousand',
    vendorSings: '72,000',
    vendorPercent: '5',
    vendorPaid: '18,000',
    vendorWitnessName: 'Chua Siew Lan',
    vendorWitnessNric: 'S8011223H',
    acceptanceOtherTermsDay: '27th',
    acceptanceOtherTermsOf: 'March',
    acceptanceOtherTerms20: '26',
    purchaserWitnessName: 'Goh Kian Huat',
    purchaserWitnessNric: 'S7788990B',
    annexaNote: 'Kitchen hob and hood[#]Washing machine[#]Curtains in the living room',
    annexbcParagraph: true,
    annexbfParagraph: true,
    annexbfNote: 'The Vendor shall repaint the master bedroom before completion.',
    annexcaParagraph: true,
    annexdParagraphNote: 'The Vendor shall hand over two access cards and all keys on completion.',
  };
}

export function savedOtpSummary(): DocumentSummary {
  return {
    optionMoney: '18,000',
    signedOn: '2026-03-16',
    expiry: '2026-03-30',
    acceptanceAmount: '72,000',
    acceptanceSignedOn: null,
    completionDate: '2026-06-30',
  };
}
