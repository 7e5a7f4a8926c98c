import type { AssignmentPropertyFacts, StakeholderRole } from '../../../../../machines/stakeholder-assignment.types';
import type { Client, Lawyer, Property } from '../../../../api/stakeholders';
import { isPrimaryFlag } from '../../../../domain/contact/types';

/** A company by its name; an individual by the name kept on the client, else its primary person's. */
export function clientName(client: Client): string {
  const persons = client.clientContacts;
  const primary = persons.find((person) => isPrimaryFlag(person.isPrimary)) ?? persons[0];
  return client.compName?.trim() || primary?.individualName?.trim() || '';
}

export function lawyerName(lawyer: Lawyer): string {
  return [lawyer.firstName, lawyer.lastName].filter(Boolean).join(' ');
}

const named = (party: Client | null | undefined) => (party ? clientName(party) : null);

/** What the assignment machine needs of the property: its id, the client side, and who holds each role. */
export function propertyFacts(property: Property): AssignmentPropertyFacts {
  const assigned: Record<StakeholderRole, string | null> = {
    buyer: named(property.buyer),
    seller: named(property.seller),
    buyerLawyer: property.buyerLawyer ? lawyerName(property.buyerLawyer) : null,
    sellerLawyer: property.sellerLawyer ? lawyerName(property.sellerLawyer) : null,
    buyerAgent: named(property.buyerAgent),
    sellerAgent: named(property.sellerAgent),
  };
  return { propertyId: property.id, clientFlag: property.clientFlag ?? '', assigned };
}
