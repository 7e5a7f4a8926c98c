import { describe, expect, it } from 'vitest';
import { documentsOpen, propertyLinkState } from '../../src/domain/property-navigation';

const all = { buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true };

describe('per-property navigation links', () => {
  it('opens OTP, WTA and S.65 only when buyer, seller and both lawyers are assigned', () => {
    expect(documentsOpen(all)).toBe(true);
    expect(documentsOpen({ ...all, sellerLawyer: false })).toBe(false);
    expect(documentsOpen({ ...all, buyer: false })).toBe(false);
  });

  it('shows the checklist link only with the add-on, enabled by the client-side lawyer', () => {
    expect(propertyLinkState({ buyerLawyer: { id: 3 }, sellerLawyer: { id: 4 } }, false).checklistShown).toBe(false);
    expect(propertyLinkState({ clientFlag: 'B', buyerLawyer: { id: 3 } }, true).checklistEnabled).toBe(true);
    expect(propertyLinkState({ clientFlag: 'B', sellerLawyer: { id: 4 } }, true).checklistEnabled).toBe(false);
    expect(propertyLinkState({ clientFlag: 'S', sellerLawyer: { id: 4 } }, true).checklistEnabled).toBe(true);
  });
});
