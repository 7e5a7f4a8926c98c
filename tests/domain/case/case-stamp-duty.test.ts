import { describe, expect, it } from 'vitest';
import { SALE_CLOSED, SALE_EXERCISED } from '../../../machines/case-lifecycle.samples';
import {
  otpPurchasePrice,
  ratesEffectiveOf,
  savedDutyDueDate,
  stampDutyRefusal,
  type SavedStampDuty,
} from '../../../src/domain/case/case-stamp-duty';
import { propertiesOwnedName, STAMP_DUTY_WORDS } from '../../../src/domain/case/stamp-duty-wording';
import { messages } from '../../../src/domain/messages';
import { buyerStampDuty, type BuyerStampDutyRequest } from '../../../src/domain/stamp-duty/buyer-stamp-duty';
import { sellerStampDuty, type SellerStampDutyRequest } from '../../../src/domain/stamp-duty/seller-stamp-duty';

const BUYER: BuyerStampDutyRequest = { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 1, documentDate: '2026-01-15' };
const SELLER: SellerStampDutyRequest = { price: 1_500_000, use: 'RESIDENTIAL', acquiredOn: '2025-07-04', disposedOn: '2026-01-15' };
const buyer = (request: BuyerStampDutyRequest) => ({ kind: 'buyer', request, result: buyerStampDuty(request) }) as const;
const seller = (request: SellerStampDutyRequest) => ({ kind: 'seller', request, result: sellerStampDuty(request) }) as const;

describe('the IRAS rates a saved calculation used', () => {
  it('is the later of the BSD and ABSD rows for a residential purchase, the BSD row alone for non-residential', () => {
    expect(ratesEffectiveOf(buyer(BUYER))).toBe('2023-04-27');
    // Between the BSD change (15 Feb 2023) and the ABSD change (27 Apr 2023).
    expect(ratesEffectiveOf(buyer({ ...BUYER, documentDate: '2023-03-01' }))).toBe('2023-02-15');
    expect(ratesEffectiveOf(buyer({ ...BUYER, use: 'NON_RESIDENTIAL' }))).toBe('2023-02-15');
  });

  it('is the SSD row of the acquisition date for a sale, and none on non-residential property (no SSD)', () => {
    expect(ratesEffectiveOf(seller(SELLER))).toBe('2025-07-04');
    expect(ratesEffectiveOf(seller({ ...SELLER, acquiredOn: '2025-07-03' }))).toBe('2017-03-11');
    expect(ratesEffectiveOf(seller({ ...SELLER, use: 'NON_RESIDENTIAL', acquiredOn: '2010-01-01' }))).toBeNull();
  });
});

describe('saving stamp duty on a case', () => {
  it('is refused on a closed case and on a path with no stamp duty (mortgage, Others)', () => {
    expect(stampDutyRefusal(SALE_EXERCISED)).toBeNull();
    expect(stampDutyRefusal({ ...SALE_EXERCISED, transactionTypeName: null })).toBeNull();
    expect(stampDutyRefusal(SALE_CLOSED)).toBe(messages.caseStampDutyClosed);
    expect(stampDutyRefusal({ ...SALE_EXERCISED, transactionTypeName: 'Mortgage' })).toBe(messages.caseStampDutyNotOnPath);
    expect(stampDutyRefusal({ ...SALE_EXERCISED, transactionTypeName: 'Others' })).toBe(messages.caseStampDutyNotOnPath);
  });

  it('is due by the case’s deadline once exercised, else 14 days after the calculation’s own document', () => {
    const saved: SavedStampDuty = { ...buyer(BUYER), ratesEffective: '2023-04-27', savedBy: 'lawyer1', savedAt: '2026-01-16T01:00:00Z' };
    expect(savedDutyDueDate(saved, '2026-03-16')).toBe('2026-03-16');
    expect(savedDutyDueDate(saved, undefined)).toBe('2026-01-29');
  });
});

describe('the OTP’s purchase price as the calculator’s start', () => {
  it.each([
    ['2,880,000', 2_880_000],
    ['S$ 1,250,000.50', 1_250_000.5],
    ['', undefined],
    ['Two million', undefined],
    ['0', undefined],
    ['1,000.555', undefined],
    [undefined, undefined],
  ])('%j → %j', (typed, amount) => {
    expect(otpPurchasePrice(typed)).toBe(amount);
  });
});

describe('the words of a saved figure', () => {
  it('names who calculated it on which Singapore day with which rates', () => {
    // 20:00 UTC on 15 Jan is 16 Jan in Singapore.
    expect(STAMP_DUTY_WORDS.calculated('2026-01-15T20:00:00Z', 'lawyer1', '2023-04-27')).toBe(
      'Calculated on 16-Jan-2026 by lawyer1 with IRAS rates effective 27-Apr-2023',
    );
    expect(STAMP_DUTY_WORDS.calculated('2026-01-15T01:00:00Z', 'lawyer2', null)).toBe(
      'Calculated on 15-Jan-2026 by lawyer2; IRAS charges no seller’s stamp duty on non-residential property',
    );
  });

  it('counts three or more properties already owned as one choice', () => {
    expect([0, 1, 2, 3, 7].map(propertiesOwnedName)).toEqual(['None (first property)', 'One', 'Two', 'Three or more', 'Three or more']);
  });
});
