import type { AssignmentPropertyFacts } from '../../../machines/stakeholder-assignment.types';
import type { Client, Lawyer, Property } from '../../../src/api/stakeholders';

/** PCN-2026-000101 as get-property answers it, before anybody is assigned. */
const BASE: Property = {
  id: 101,
  propertyRefNo: 'PCN-2026-000101',
  lawfirmRefNo: 'TL/CONV/0101',
  propAddress: '2 MARINA BOULEVARD, #45-01, SINGAPORE 018956',
  status: 'Pending',
  locked: false,
  version: 1,
  createdDate: '2026-03-01T10:00:00+08:00',
  propType: 'BUILDING',
  streetName: 'MARINA BOULEVARD',
  clientFlag: 'B',
  buyer: null,
  seller: null,
  buyerLawyer: null,
  sellerLawyer: null,
  buyerAgent: null,
  sellerAgent: null,
};

let nextId = 500;

function company(name: string, isAgent: '0' | '1'): Client {
  nextId += 1;
  return { id: nextId, clientCategory: '0', compName: name, isAgent, clientContacts: [{ individualName: 'Contact Person', isPrimary: '0' }] };
}

function lawyer(name: string): Lawyer {
  const [firstName = '', ...rest] = name.split(' ');
  return { firstName, lastName: rest.join(' '), lawfirmName: 'Rajah & Partners LLP', email: 'lawyer@rajah.com.sg', contact: '65351000' };
}

/** A property whose parties are the named ones of the machine's sample facts. */
export function propertyFor(facts: AssignmentPropertyFacts): Property {
  const { assigned } = facts;
  const party = (name: string | null, isAgent: '0' | '1') => (name === null ? null : company(name, isAgent));
  return {
    ...BASE,
    id: facts.propertyId,
    clientFlag: facts.clientFlag,
    buyer: party(assigned.buyer, '0'),
    seller: party(assigned.seller, '0'),
    buyerLawyer: assigned.buyerLawyer === null ? null : lawyer(assigned.buyerLawyer),
    sellerLawyer: assigned.sellerLawyer === null ? null : lawyer(assigned.sellerLawyer),
    buyerAgent: party(assigned.buyerAgent, '1'),
    sellerAgent: party(assigned.sellerAgent, '1'),
  };
}
