import type { Property } from '../../../api/property-form';
import { messages } from '../../../domain/messages';
import { clientSide } from '../../../domain/stakeholder-rules';
import type { AssignmentRequest } from '../stakeholders/assignment/assignment-request';
import type { Client, Lawyer } from './party-details';

export type PrimaryRole = AssignmentRequest['role'];

export interface PrimaryRoleView {
  role: PrimaryRole;
  title: string;
  /** Seed 001 §2.1, verbatim. */
  emptyText: string;
}

/** The six primary cards in the seed's order (001 §2.1). */
export const PRIMARY_ROLES: readonly PrimaryRoleView[] = [
  { role: 'buyer', title: 'Buyer', emptyText: messages.pleaseAssignBuyer },
  { role: 'seller', title: 'Seller', emptyText: messages.pleaseAssignSeller },
  { role: 'buyerLawyer', title: "Buyer's Lawyer", emptyText: messages.pleaseAssignLawyer },
  { role: 'sellerLawyer', title: "Seller's Lawyer", emptyText: messages.pleaseAssignLawyer },
  { role: 'buyerAgent', title: "Buyer's Agent", emptyText: messages.pleaseAssignAgent },
  { role: 'sellerAgent', title: "Seller's Agent", emptyText: messages.pleaseAssignAgent },
];

/** The card's title, marked '(Client)' on the side the firm acts for (clientFlag B buyer, S seller). */
export function primaryCardTitle(view: PrimaryRoleView, property: Pick<Property, 'clientFlag'>): string {
  return view.role === clientSide(property.clientFlag) ? `${view.title} (Client)` : view.title;
}

/** Who holds the role: a client (buyer, seller), a lawyer or an agent; null while nobody is assigned. */
export type AssignedParty = { kind: 'client' | 'agent'; client: Client } | { kind: 'lawyer'; lawyer: Lawyer };

export function assignedParty(property: Property, role: PrimaryRole): AssignedParty | null {
  switch (role) {
    case 'buyer':
    case 'seller': {
      const client = property[role];
      return client ? { kind: 'client', client } : null;
    }
    case 'buyerAgent':
    case 'sellerAgent': {
      const client = property[role];
      return client ? { kind: 'agent', client } : null;
    }
    case 'buyerLawyer':
    case 'sellerLawyer': {
      const lawyer = property[role];
      return lawyer ? { kind: 'lawyer', lawyer } : null;
    }
  }
}
