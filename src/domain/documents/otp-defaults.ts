import { Temporal } from 'temporal-polyfill';
import { joinNames, type DocumentAddress, type DocumentParties } from './document-parties';
import type { DocumentMetadata } from './metadata';
import { DEFAULT_OTP_TIME, OTP_OPEN_DAYS, PAYMENT_MODES, signingDateParts } from './otp-text';

/** Ours: the usual deposit on exercise in a Singapore resale, option money included. */
export const DEFAULT_DEPOSIT_PERCENT = '5';

/** The RE lines: '1G CANTONMENT ROAD' / '#40-12 PINNACLE @ DUXTON' / 'SINGAPORE 085301'. */
export function reAddressLines(address: DocumentAddress): [string, string, string] {
  const place = [address.houseNo, address.streetName].filter(Boolean).join(' ');
  const unit = [address.unit, address.building].filter(Boolean).join(' ');
  const postal = address.postal ? `SINGAPORE ${address.postal}` : '';
  return [place.toUpperCase(), unit.toUpperCase(), postal];
}

/**
 * A new OTP as the lawyer first sees it (seed 001 §9 defaults: open for two weeks until 4 p.m., Annex B's
 * 7 days before completion): the property and the parties filled in, the amounts left for the lawyer.
 * `today` is yyyy-mm-dd in Singapore.
 */
export function otpDefaults(parties: DocumentParties, today: string): DocumentMetadata {
  const [reAddress1, reAddress2, reAddress3] = reAddressLines(parties.address);
  const signing = signingDateParts(today);
  return {
    reAddress1,
    reAddress2,
    reAddress3,
    singDollarsOptionMoney: '',
    optionMoney: '',
    paymentMode: PAYMENT_MODES[0],
    singDollarsPurchasePrice: '',
    purchasePrice: '',
    otpTime: DEFAULT_OTP_TIME,
    otpSpecificDate: Temporal.PlainDate.from(today).add({ days: OTP_OPEN_DAYS }).toString(),
    vendorSolicitors: parties.sellerLawyer?.firmName || parties.sellerLawyer?.name || '',
    vendorAddress: parties.sellerLawyer?.address ?? '',
    vendorAddress2: '',
    vendorSingDollars: '',
    vendorSings: '',
    vendorPercent: DEFAULT_DEPOSIT_PERCENT,
    vendorPaid: '',
    vendorName: joinNames(parties.vendors),
    paymentClientOption: 'client2',
    academyLawby: '',
    chequeNo: '',
    orderNo: '',
    designedAccount: '',
    completionDateMode: 'default',
    completionDay: '',
    completionDayOf: '',
    bgElevenVacant: true,
    foreignPurchaserPropertyWeek: '',
    foreignPurchaserApplicationWeek: '',
    foreignPurchaserObtainedWeek: '',
    signOtherTermsDay: signing.day,
    signOtherTermsOf: signing.of,
    signOtherTerms20: signing.year,
    vendorWitnessName: '',
    vendorWitnessNric: '',
    acceptanceKnownAs: parties.propAddress,
    acceptancePurchaser: joinNames(parties.purchasers),
    acceptanceSolicitors: parties.buyerLawyer?.firmName || parties.buyerLawyer?.name || '',
    acceptanceOtherTermsDay: '',
    acceptanceOtherTermsOf: '',
    acceptanceOtherTerms20: '',
    purchaserWitnessName: '',
    purchaserWitnessNric: '',
    annexaNote: '',
    annexbaParagraph1: true,
    annexbaParagraph2: true,
    annexbaParagraph2CompletionDate: '',
    annexbbParagraph: false,
    annexbcParagraph: false,
    annexbdParagraph: false,
    annexbeParagraph: false,
    annexbfParagraph: false,
    annexbfNote: '',
    annexcaParagraph: false,
    annexcbParagraph: false,
    annexccParagraph: false,
    annexcdParagraph: false,
    annexcdNote: '',
    annexdParagraphNote: '',
  };
}
