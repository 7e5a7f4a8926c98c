/** The six primary roles of a case, with the titles of the summary's cards (seed 001 §2.1). */
export const PARTY_ROLES = ['buyer', 'seller', 'buyerLawyer', 'sellerLawyer', 'buyerAgent', 'sellerAgent'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** The card's title: the field an assignment changes. */
export const PARTY_ROLE_TITLES: Readonly<Record<PartyRole, string>> = {
  buyer: 'Buyer',
  seller: 'Seller',
  buyerLawyer: "Buyer's Lawyer",
  sellerLawyer: "Seller's Lawyer",
  buyerAgent: "Buyer's Agent",
  sellerAgent: "Seller's Agent",
};
