/** Which per-property left-navigation links are enabled (seed 000 §2 "Authenticated shell"). */
export interface PartyAssignments {
  clientFlag?: string | null;
  buyer?: unknown;
  seller?: unknown;
  buyerLawyer?: unknown;
  sellerLawyer?: unknown;
}

export interface PropertyLinkState {
  /** OTP, WTA and S.65 need buyer, seller and both lawyers. */
  documents: boolean;
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
  const documents = documentsOpen({
    buyer: present(property.buyer),
    seller: present(property.seller),
    buyerLawyer: present(property.buyerLawyer),
    sellerLawyer: present(property.sellerLawyer),
  });
  const clientLawyer = property.clientFlag === 'B' ? property.buyerLawyer : property.clientFlag === 'S' ? property.sellerLawyer : null;
  return { documents, checklistShown: isLAActive, checklistEnabled: isLAActive && present(clientLawyer) };
}
