import { describe, expect, it } from 'vitest';
import type { SavedStampDuty } from '../../../src/domain/case/case-stamp-duty';
import { toDisplayDate as historyDate } from '../../../src/domain/display-date';
import { confirmationChange, stampDutyChanges, stampDutyTotal } from '../../../src/domain/history/lifecycle-fields';
import {
  stageConfirmedSummary,
  stageWithdrawnSummary,
  stampDutyPrintedSummary,
  stampDutySavedSummary,
} from '../../../src/domain/history/lifecycle-summaries';

const saved = { ratesEffective: '2023-04-27', savedBy: 'lawyer1', savedAt: '2026-11-12T02:00:00.000Z' };
const BUYER: SavedStampDuty = {
  kind: 'buyer',
  request: { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 1, documentDate: '2026-01-15' },
  result: { dutiableValue: 1_500_000, bands: [], bsd: 44_600, absdRate: 20, absd: 300_000, total: 344_600, dueDate: '2026-01-29' },
  ...saved,
};
const SELLER: SavedStampDuty = {
  kind: 'seller',
  request: { price: 1_500_000, use: 'RESIDENTIAL', acquiredOn: '2025-07-04', disposedOn: '2026-01-15' },
  result: { dutiableValue: 1_500_000, rate: 16, ssd: 240_000, dueDate: '2026-01-29' },
  ...saved,
};

describe('the summaries of a case’s lifecycle', () => {
  it('say which step was confirmed and its date', () => {
    expect(stageConfirmedSummary('optionExercised', '2026-11-12')).toBe('Confirmed option exercised on 12-Nov-2026.');
    expect(stageConfirmedSummary('optionExercised', '2026-11-02', true)).toBe(
      'Confirmed option exercised on 02-Nov-2026 (signed outside Singapore).',
    );
    expect(stageConfirmedSummary('completed', '2027-01-05')).toBe('Confirmed completion on 05-Jan-2027.');
    expect(stageConfirmedSummary('closed', '2027-02-01')).toBe('Confirmed the case closed on 01-Feb-2027.');
  });

  it('say which confirmation was withdrawn', () => {
    expect(stageWithdrawnSummary('stampDutyPaid', '2026-11-20')).toBe('Withdrew the confirmation of stamp duty paid of 20-Nov-2026.');
    expect(stageWithdrawnSummary('completed', null)).toBe('Withdrew the confirmation of completion.');
    expect(confirmationChange('stampDutyPaid', '2026-11-20', null)).toEqual({ field: 'Stamp duty paid', before: '20-Nov-2026', after: null });
  });

  it('say whose stamp duty was saved and what it comes to, or printed', () => {
    expect(stampDutySavedSummary('buyer', stampDutyTotal(BUYER))).toBe('Saved the buyer’s stamp duty of S$344,600.');
    expect(stampDutySavedSummary('seller', stampDutyTotal(SELLER))).toBe('Saved the seller’s stamp duty of S$240,000.');
    expect(stampDutyPrintedSummary('seller')).toBe('Printed the seller’s stamp duty.');
  });

  it('keep a date that is not an ISO date as given', () => {
    expect(historyDate('someday')).toBe('someday');
  });
});

describe('the changes of a saved stamp duty', () => {
  it('are the total and its parts for a first calculation', () => {
    expect(stampDutyChanges(null, BUYER)).toEqual([
      { field: 'Buyer’s stamp duty (BSD)', before: null, after: 'S$44,600' },
      { field: 'Additional buyer’s stamp duty (ABSD)', before: null, after: 'S$300,000 at 20%' },
      { field: 'Total', before: null, after: 'S$344,600' },
    ]);
    expect(stampDutyChanges(null, SELLER)).toEqual([
      { field: 'Seller’s stamp duty rate', before: null, after: '16%' },
      { field: 'Seller’s stamp duty (SSD)', before: null, after: 'S$240,000' },
    ]);
  });

  it('are what differs from the calculation it replaces', () => {
    const again: SavedStampDuty = { ...BUYER, result: { ...BUYER.result, bsd: 69_600, absdRate: 0, absd: 0, total: 69_600 } };
    expect(stampDutyChanges(BUYER, again)).toEqual([
      { field: 'Buyer’s stamp duty (BSD)', before: 'S$44,600', after: 'S$69,600' },
      { field: 'Additional buyer’s stamp duty (ABSD)', before: 'S$300,000 at 20%', after: 'S$0 at 0%' },
      { field: 'Total', before: 'S$344,600', after: 'S$69,600' },
    ]);
  });
});
