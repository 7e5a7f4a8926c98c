/** Which per-property left-navigation links are enabled (seed 000 §2 "Authenticated shell"). */
export interface PartyAssignments {
  clientFlag?: string | null;
  buyerLawyer?: unknown;
  sellerLawyer?: unknown;
}

/** The checklist link's state; the document links are the case-lifecycle machine's answer (documentsOpen below). */
export interface PropertyLinkState {
  /** Shown only with the checklist add-on; enabled once the client-side lawyer is assigned. */
  checklistShown: boolean;
  checklistEnabled: boolean;
}

const present = (party: unknown) => party !== null && party !== undefined && party !== '';

/** Seed 000 §2: OTP, WTA and S.65 open once buyer, seller and both lawyers are assigned. */
export function documentsOpen(assigned: Readonly<Record<'buyer' | 'seller' | 'buyerLawyer' | 'sellerLawyer', boolean>>): boolean {
  return assigned.buyer && assigned.seller && assigned.buyerLawyer && assigned.sellerLawyer;
}

export function propertyLinkState(property: PartyAssignments, isLAActive: boolean): PropertyLinkState {
  const clientLawyer = property.clientFlag === 'B' ? property.buyerLawyer : property.clientFlag === 'S' ? property.sellerLawyer : null;
  return { checklistShown: isLAActive, checklistEnabled: isLAActive && present(clientLawyer) };
}
