import { describe, expect, it } from 'vitest';
import { taskStageFor, type TaskStage } from '../../../src/domain/property/task-stage';
import { propertyStatus, type StatusFacts } from '../../../src/domain/property-status';

const complete: StatusFacts = { informationComplete: true, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true };
const nothing: StatusFacts = { informationComplete: false, buyer: false, seller: false, buyerLawyer: false, sellerLawyer: false };

describe('taskStageFor', () => {
  it.each<[string, StatusFacts, TaskStage]>([
    ['a new property', nothing, 'Property Information'],
    ['parties assigned but information incomplete', { ...complete, informationComplete: false }, 'Property Information'],
    ['information complete, nobody assigned', { ...nothing, informationComplete: true }, 'Stakeholder Profiles'],
    ["information complete, no seller's lawyer", { ...complete, sellerLawyer: false }, 'Stakeholder Profiles'],
    ['everything complete', complete, 'Documents'],
  ])('%s → %s', (_, facts, stage) => {
    expect(taskStageFor(facts)).toBe(stage);
  });

  it('reaches Documents exactly when the property is Active', () => {
    const flags = [false, true];
    for (const informationComplete of flags)
      for (const buyer of flags)
        for (const seller of flags)
          for (const buyerLawyer of flags)
            for (const sellerLawyer of flags) {
              const facts = { informationComplete, buyer, seller, buyerLawyer, sellerLawyer };
              expect(taskStageFor(facts) === 'Documents').toBe(propertyStatus(facts) === 'Active');
            }
  });
});
