import { describe, expect, it } from 'vitest';
import { amountOf, checkStampDutyForm, newStampDutyForm } from '../../../src/domain/stamp-duty/form';

describe('the calculator form', () => {
  it('starts from the case: price, use and document date, a Singapore citizen buying a first property', () => {
    expect(newStampDutyForm({ price: 1_500_000, use: 'NON_RESIDENTIAL', documentDate: '2026-01-15' })).toEqual({
      price: '1500000',
      marketValue: '',
      use: 'NON_RESIDENTIAL',
      buyer: 'SC',
      propertiesOwned: 0,
      documentDate: '2026-01-15',
      signedAbroad: false,
      acquiredOn: '',
    });
    expect(newStampDutyForm()).toMatchObject({ price: '', use: 'RESIDENTIAL', documentDate: '' });
  });

  it.each([
    ['1500000', 1_500_000],
    ['1,500,000', 1_500_000],
    ['S$ 1,500,000.50', 1_500_000.5],
    ['$2,000', 2_000],
    ['  ', undefined],
    ['', undefined],
    ['-5', -5],
    ['abc', Number.NaN],
    ['1.2.3', Number.NaN],
  ])('reads the amount "%s" as %s', (text, amount) => {
    expect(amountOf(text)).toBe(amount);
  });

  it('a complete buyer form is the request to send', () => {
    const form = { ...newStampDutyForm({ price: 1_500_000, documentDate: '2026-01-15' }), marketValue: '1,600,000', propertiesOwned: 1 };
    expect(checkStampDutyForm('buyer', form)).toEqual({
      tab: 'buyer',
      request: {
        price: 1_500_000,
        marketValue: 1_600_000,
        use: 'RESIDENTIAL',
        buyer: 'SC',
        propertiesOwned: 1,
        documentDate: '2026-01-15',
        signedAbroad: false,
      },
    });
  });

  it('the seller tab sends the document date as the disposal date', () => {
    const form = { ...newStampDutyForm({ price: 900_000, documentDate: '2026-01-15' }), acquiredOn: '2025-07-04' };
    expect(checkStampDutyForm('seller', form)).toEqual({
      tab: 'seller',
      request: { price: 900_000, use: 'RESIDENTIAL', acquiredOn: '2025-07-04', disposedOn: '2026-01-15', signedAbroad: false },
    });
  });

  it('shows each problem under its field: blank is required, junk is not a number, the disposal date is the document date', () => {
    const form = { ...newStampDutyForm({ documentDate: '2025-07-01' }), marketValue: 'abc', acquiredOn: '2025-07-04' };
    expect(checkStampDutyForm('buyer', form)).toEqual({ price: 'Price is required.', marketValue: 'Market value must be a number.' });
    expect(checkStampDutyForm('seller', { ...form, price: '-1', marketValue: '' })).toEqual({ price: 'Price cannot be negative.' });
    expect(checkStampDutyForm('seller', { ...form, price: '1' })).toEqual({ marketValue: 'Market value must be a number.' });
    expect(checkStampDutyForm('seller', { ...form, price: '1', marketValue: '' })).toEqual({
      documentDate: 'The disposal date cannot be before the acquisition date.',
    });
    expect(checkStampDutyForm('seller', { ...form, price: '1', marketValue: '', acquiredOn: '' })).toEqual({
      acquiredOn: 'Acquisition date is required.',
    });
  });
});
