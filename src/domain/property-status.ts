import type { ClientFlag } from './client-flag';

/**
 * A property's status and what may be done to it (seed 000 §4 "Property status" and "Delete", §6;
 * seed 001 §4 "Property status"). Pure, so the server enforces exactly what the screens show.
 */
export type PropertyStatus = 'Pending' | 'Active';

/** The four primary stakeholders the status depends on; agents do not count. */
export type PrimaryParty = 'buyer' | 'seller' | 'buyerLawyer' | 'sellerLawyer';

export const primaryParties: readonly PrimaryParty[] = ['buyer', 'seller', 'buyerLawyer', 'sellerLawyer'];

export type StatusFacts = { informationComplete: boolean } & Record<PrimaryParty, boolean>;

/**
 * Active only once the Property Information and the Stakeholder Profiles are complete. Submitting a
 * legal requisition is deliberately not a fact here: the seed says a Pending property stays Pending.
 */
export function propertyStatus(facts: StatusFacts): PropertyStatus {
  const allAssigned = primaryParties.every((party) => facts[party]);
  return facts.informationComplete && allAssigned ? 'Active' : 'Pending';
}

export interface DeleteFacts {
  locked: boolean;
  hasRequisitions: boolean;
  /** Blank when the firm acts for neither side (seed 001 §3). */
  clientFlag: ClientFlag | '';
  sellerLawyer: boolean;
  buyerLawyer: boolean;
}

export type DeleteRefusal = 'locked' | 'requisitions' | 'assigned-activated';

export type DeleteDecision = { allowed: true } | { allowed: false; reason: DeleteRefusal };

/**
 * Locked is checked first because a locked property never offers delete at all; then the two
 * server refusals in the order of the seed's error catalogue (§8).
 */
export function canDeleteProperty(facts: DeleteFacts): DeleteDecision {
  if (facts.locked) return { allowed: false, reason: 'locked' };
  if (facts.hasRequisitions) return { allowed: false, reason: 'requisitions' };
  if (isAssignedAndActivated(facts)) return { allowed: false, reason: 'assigned-activated' };
  return { allowed: true };
}

/** "Assigned and activated": the client side's own lawyer is on the property. */
function isAssignedAndActivated(facts: DeleteFacts): boolean {
  if (facts.clientFlag === 'S') return facts.sellerLawyer;
  if (facts.clientFlag === 'B') return facts.buyerLawyer;
  return false;
}

/** Locked properties hide the edit action (seed 000 §6, seed 001 §6). */
export function canEditProperty(facts: { locked: boolean }): boolean {
  return !facts.locked;
}
