import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { parseBuyerStampDutyRequest, parseSellerStampDutyRequest } from '../../../src/domain/stamp-duty/request-schema';

const buyer = { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 0, documentDate: '2025-01-15' };
const seller = { price: 1_500_000, use: 'RESIDENTIAL', acquiredOn: '2025-07-04', disposedOn: '2026-01-15' };

const buyerProblems = (input: unknown) => {
  const parsed = parseBuyerStampDutyRequest(input);
  return parsed.ok ? [] : parsed.problems;
};
const sellerProblems = (input: unknown) => {
  const parsed = parseSellerStampDutyRequest(input);
  return parsed.ok ? [] : parsed.problems;
};

describe('the buyer request', () => {
  it('takes a well-formed request as it is, market value and signed-abroad flag optional', () => {
    expect(parseBuyerStampDutyRequest(buyer)).toEqual({ ok: true, request: buyer });
    const full = { ...buyer, marketValue: 1_600_000.5, signedAbroad: true };
    expect(parseBuyerStampDutyRequest(full)).toEqual({ ok: true, request: full });
  });

  it.each([
    [-1, messages.dutyAmountNegative('Price')],
    ['1500000', messages.dutyAmountNotNumber('Price')],
    [null, messages.dutyAmountNotNumber('Price')],
    [Number.NaN, messages.dutyAmountNotNumber('Price')],
    [1_000.005, messages.dutyAmountCents('Price')],
    [100_000_000_001, messages.dutyAmountTooLarge('Price', '100,000,000,000')],
  ])('refuses the price %s: "%s"', (price, message) => {
    expect(buyerProblems({ ...buyer, price })).toEqual([{ field: 'price', message }]);
  });

  it('names a negative market value, a missing field, and a body that is no object', () => {
    expect(buyerProblems({ ...buyer, marketValue: -5 })).toEqual([{ field: 'marketValue', message: 'Market value cannot be negative.' }]);
    const { price: _price, documentDate: _date, ...rest } = buyer;
    expect(buyerProblems(rest)).toEqual([
      { field: 'price', message: 'Price is required.' },
      { field: 'documentDate', message: 'Document date is required.' },
    ]);
    expect(buyerProblems([1, 2])).toEqual(expect.arrayContaining([{ field: 'price', message: 'Price is required.' }]));
    expect(buyerProblems('price')).toEqual([{ field: '', message: messages.dutyBodyNotObject }]);
  });

  it('refuses a use, a buyer profile or a property count it does not know', () => {
    expect(buyerProblems({ ...buyer, use: 'INDUSTRIAL' })).toEqual([{ field: 'use', message: messages.propertyUseInvalid }]);
    expect(buyerProblems({ ...buyer, buyer: 'sc' })).toEqual([{ field: 'buyer', message: messages.buyerProfileInvalid }]);
    expect(buyerProblems({ ...buyer, propertiesOwned: -1 })).toEqual([{ field: 'propertiesOwned', message: messages.propertiesOwnedInvalid }]);
    expect(buyerProblems({ ...buyer, propertiesOwned: 1.5 })).toEqual([{ field: 'propertiesOwned', message: messages.propertiesOwnedInvalid }]);
    expect(buyerProblems({ ...buyer, signedAbroad: 'yes' })).toEqual([{ field: 'signedAbroad', message: messages.signedAbroadInvalid }]);
  });

  it.each([
    ['', 'Document date is required.'],
    ['15-01-2025', 'Document date must be a date written yyyy-mm-dd.'],
    ['2025-1-15', 'Document date must be a date written yyyy-mm-dd.'],
    ['2023-02-29', 'Document date 2023-02-29 does not exist.'],
    ['2025-13-01', 'Document date 2025-13-01 does not exist.'],
    ['2025-04-31', 'Document date 2025-04-31 does not exist.'],
  ])('refuses the document date "%s": "%s"', (documentDate, message) => {
    expect(buyerProblems({ ...buyer, documentDate })).toEqual([{ field: 'documentDate', message }]);
  });

  it('takes 29 Feb in a leap year', () => {
    expect(buyerProblems({ ...buyer, documentDate: '2024-02-29' })).toEqual([]);
  });

  it('says no rates apply before the earliest row: BSD for any document, ABSD for a residential one', () => {
    expect(buyerProblems({ ...buyer, documentDate: '2018-02-19' })).toEqual([
      { field: 'documentDate', message: "No buyer's stamp duty rates apply to documents dated before 20-Feb-2018." },
    ]);
    expect(buyerProblems({ ...buyer, documentDate: '2021-12-15' })).toEqual([
      { field: 'documentDate', message: "No additional buyer's stamp duty rates apply to residential property documents dated before 16-Dec-2021." },
    ]);
    expect(buyerProblems({ ...buyer, use: 'NON_RESIDENTIAL', documentDate: '2021-12-15' })).toEqual([]);
    expect(buyerProblems({ ...buyer, documentDate: '2021-12-16' })).toEqual([]);
  });
});

describe('the seller request', () => {
  it('takes a well-formed request, including a sale on the day of purchase', () => {
    expect(parseSellerStampDutyRequest(seller)).toEqual({ ok: true, request: seller });
    expect(sellerProblems({ ...seller, disposedOn: seller.acquiredOn })).toEqual([]);
  });

  it('refuses a disposal before the acquisition', () => {
    expect(sellerProblems({ ...seller, disposedOn: '2025-07-03' })).toEqual([{ field: 'disposedOn', message: messages.disposalBeforeAcquisition }]);
  });

  it('refuses dates that do not exist, naming each', () => {
    expect(sellerProblems({ ...seller, acquiredOn: '2025-02-29', disposedOn: '2026-02-30' })).toEqual([
      { field: 'acquiredOn', message: 'Acquisition date 2025-02-29 does not exist.' },
      { field: 'disposedOn', message: 'Disposal date 2026-02-30 does not exist.' },
    ]);
  });

  it('says no rates apply to a residential property acquired before 11 Mar 2017; non-residential needs none', () => {
    expect(sellerProblems({ ...seller, acquiredOn: '2017-03-10' })).toEqual([
      { field: 'acquiredOn', message: "No seller's stamp duty rates apply to property acquired before 11-Mar-2017." },
    ]);
    expect(sellerProblems({ ...seller, acquiredOn: '2017-03-11' })).toEqual([]);
    expect(sellerProblems({ ...seller, use: 'NON_RESIDENTIAL', acquiredOn: '2010-01-01' })).toEqual([]);
  });

  it('refuses a negative or non-numeric price', () => {
    expect(sellerProblems({ ...seller, price: -0.01 })).toEqual([{ field: 'price', message: 'Price cannot be negative.' }]);
    expect(sellerProblems({ ...seller, price: 'a lot' })).toEqual([{ field: 'price', message: 'Price must be a number.' }]);
  });
});
