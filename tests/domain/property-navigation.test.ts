import { describe, expect, it } from 'vitest';
import { propertyLinkState } from '../../src/domain/property-navigation';

const all = { buyer: { id: 1 }, seller: { id: 2 }, buyerLawyer: { id: 3 }, sellerLawyer: { id: 4 } };

describe('per-property navigation links', () => {
  it('enables OTP, WTA and S.65 only when buyer, seller and both lawyers are assigned', () => {
    expect(propertyLinkState(all, false).documents).toBe(true);
    expect(propertyLinkState({ ...all, sellerLawyer: null }, false).documents).toBe(false);
  });

  it('shows the checklist link only with the add-on, enabled by the client-side lawyer', () => {
    expect(propertyLinkState(all, false).checklistShown).toBe(false);
    expect(propertyLinkState({ clientFlag: 'B', buyerLawyer: { id: 3 } }, true).checklistEnabled).toBe(true);
    expect(propertyLinkState({ clientFlag: 'B', sellerLawyer: { id: 4 } }, true).checklistEnabled).toBe(false);
    expect(propertyLinkState({ clientFlag: 'S', sellerLawyer: { id: 4 } }, true).checklistEnabled).toBe(true);
  });
});
