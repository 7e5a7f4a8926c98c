import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_FACTS,
  CHECKLIST_ITEMS,
  checklistEligibility,
  checklistItemStates,
  checklistItemsFor,
  checklistKindOf,
  tickProblem,
} from '../../src/domain/checklist/definitions';
import { TRANSACTION_TYPE_NAMES } from '../../src/server/db/seed/reference-data';

describe('checklistEligibility', () => {
  it('prompts for a type when the case has none', () => {
    expect(checklistEligibility(null)).toBe('missing');
    expect(checklistEligibility(undefined)).toBe('missing');
    expect(checklistEligibility('  ')).toBe('missing');
  });

  it('refuses Mortgage and Others (seed 001 §5) and names it does not know', () => {
    expect(checklistEligibility('Mortgage')).toBe('notEligible');
    expect(checklistEligibility('Others')).toBe('notEligible');
    expect(checklistEligibility('Lease')).toBe('notEligible');
  });

  it('gives every other seeded transaction type a checklist of its own', () => {
    const eligible = TRANSACTION_TYPE_NAMES.filter((name) => checklistEligibility(name) === 'eligible');
    expect(eligible).toEqual(['Sale', 'Purchase', 'Sale (HDB)', 'Purchase (HDB)']);
    expect(eligible.map(checklistKindOf)).toEqual(['sale', 'purchase', 'saleHdb', 'purchaseHdb']);
  });
});

describe('the checklist definitions', () => {
  it.each(Object.entries(CHECKLIST_ITEMS))('%s has 10 to 15 items with unique keys and labels', (_kind, items) => {
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.length).toBeLessThanOrEqual(15);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.label)).size).toBe(items.length);
    for (const item of items) expect(item.key).toMatch(/^[A-Za-z0-9]{1,100}$/);
  });

  it('derives the signed WTA, signed OTP, exercise and requisition replies on every checklist', () => {
    for (const items of Object.values(CHECKLIST_ITEMS)) {
      const facts = items.map((item) => item.derivedFrom).filter(Boolean);
      expect(facts).toEqual(expect.arrayContaining(['wtaSigned', 'otpSigned', 'otpExercised', 'requisitionsSubmitted', 'requisitionsReplied']));
      for (const fact of facts) expect(CHECKLIST_FACTS).toContain(fact);
    }
  });

  it('sends the S.65 notice (strata, MCST) on private property only', () => {
    const hasS65 = (name: string) => checklistItemsFor(name).some((item) => item.derivedFrom === 's65Sent');
    expect([hasS65('Sale'), hasS65('Purchase'), hasS65('Sale (HDB)'), hasS65('Purchase (HDB)')]).toEqual([true, true, false, false]);
  });

  it('pays stamp duty by the side: SSD on a private sale, BSD / ABSD on purchases', () => {
    const labels = (name: string) =>
      checklistItemsFor(name)
        .map((item) => item.label)
        .join('\n');
    expect(labels('Sale')).toContain('Seller’s Stamp Duty (SSD)');
    expect(labels('Purchase')).toContain('Buyer’s Stamp Duty (BSD) and ABSD paid within 14 days');
    expect(labels('Purchase (HDB)')).toContain('Buyer’s Stamp Duty (BSD) and ABSD paid within 14 days');
    expect(labels('Sale (HDB)')).toContain('HDB Resale Portal');
  });

  it('has no items for a case without a checklist', () => {
    expect(checklistItemsFor('Mortgage')).toEqual([]);
    expect(checklistItemsFor(null)).toEqual([]);
  });
});

describe('checklistItemStates', () => {
  const items = checklistItemsFor('Purchase');
  const tick = { itemKey: 'loanOffer', tickedBy: 'Tan Ah Kow', tickedAt: '2026-03-02T01:30:00.000Z' };

  it('shows derived items done exactly when the case has the fact, and other items done by a tick', () => {
    const states = checklistItemStates(items, new Set(['otpSigned']), [tick, { ...tick, itemKey: 'wtaSigned' }, { ...tick, itemKey: 'gone' }]);
    const byKey = new Map(states.map((state) => [state.item.key, state]));
    expect(byKey.get('otpObtained')).toMatchObject({ state: 'derived', evidence: 'signed OTP uploaded' });
    expect(byKey.get('loanOffer')).toMatchObject({ state: 'ticked', tick });
    // A stored tick never stands in for what the case has not shown.
    expect(byKey.get('wtaSigned')?.state).toBe('open');
    expect(byKey.get('completion')?.state).toBe('open');
    expect(states).toHaveLength(items.length);
  });
});

describe('tickProblem', () => {
  const items = checklistItemsFor('Sale (HDB)');
  it('lets a hand item be ticked, refuses derived and unknown keys', () => {
    expect(tickProblem(items, 'intentToSell')).toBeNull();
    expect(tickProblem(items, 'otpGranted')).toBe('derivedItem');
    expect(tickProblem(items, 'caveatLodged')).toBe('unknownItem');
    expect(tickProblem(items, 'toString')).toBe('unknownItem');
  });
});
