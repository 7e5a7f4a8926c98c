import { describe, expect, it } from 'vitest';
import {
  canDeleteProperty,
  canEditProperty,
  propertyStatus,
  type DeleteFacts,
  type DeleteDecision,
  type PropertyStatus,
  type StatusFacts,
} from '../../src/domain/property-status';

const complete: StatusFacts = { informationComplete: true, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true };

describe('propertyStatus', () => {
  it.each<[string, StatusFacts, PropertyStatus]>([
    ['everything complete', complete, 'Active'],
    ['information incomplete', { ...complete, informationComplete: false }, 'Pending'],
    ['no buyer', { ...complete, buyer: false }, 'Pending'],
    ['no seller', { ...complete, seller: false }, 'Pending'],
    ["no buyer's lawyer", { ...complete, buyerLawyer: false }, 'Pending'],
    ["no seller's lawyer", { ...complete, sellerLawyer: false }, 'Pending'],
    ['a new property', { informationComplete: false, buyer: false, seller: false, buyerLawyer: false, sellerLawyer: false }, 'Pending'],
  ])('%s → %s', (_, facts, expected) => {
    expect(propertyStatus(facts)).toBe(expected);
  });
});

describe('canDeleteProperty', () => {
  const free: DeleteFacts = { locked: false, hasRequisitions: false, clientFlag: 'S', sellerLawyer: false, buyerLawyer: false };

  it.each<[string, DeleteFacts, DeleteDecision]>([
    ['nothing in the way', free, { allowed: true }],
    ['locked', { ...free, locked: true }, { allowed: false, reason: 'locked' }],
    ['locked wins over requisitions', { ...free, locked: true, hasRequisitions: true }, { allowed: false, reason: 'locked' }],
    ['legal requisitions attached', { ...free, hasRequisitions: true }, { allowed: false, reason: 'requisitions' }],
    [
      'requisitions win over assigned and activated',
      { ...free, hasRequisitions: true, sellerLawyer: true },
      { allowed: false, reason: 'requisitions' },
    ],
    ["seller client with the seller's lawyer", { ...free, sellerLawyer: true }, { allowed: false, reason: 'assigned-activated' }],
    ["seller client with only the buyer's lawyer", { ...free, buyerLawyer: true }, { allowed: true }],
    ["buyer client with the buyer's lawyer", { ...free, clientFlag: 'B', buyerLawyer: true }, { allowed: false, reason: 'assigned-activated' }],
    ["buyer client with only the seller's lawyer", { ...free, clientFlag: 'B', sellerLawyer: true }, { allowed: true }],
    ['no client side, both lawyers', { ...free, clientFlag: '', sellerLawyer: true, buyerLawyer: true }, { allowed: true }],
  ])('%s', (_, facts, expected) => {
    expect(canDeleteProperty(facts)).toEqual(expected);
  });
});

describe('canEditProperty', () => {
  it.each([
    [false, true],
    [true, false],
  ])('locked %s → editable %s', (locked, expected) => {
    expect(canEditProperty({ locked })).toBe(expected);
  });
});
