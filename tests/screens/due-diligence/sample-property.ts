import type { RequisitionInput } from '../../../machines/requisition.types';
import type { Property } from '../../../src/api/property-form';
import type { ChargeDetail } from '../../../src/api/requisitions';
import type { AcraParty } from '../../../src/domain/requisitions/acra-parties';
import { agencyKey } from '../../../src/domain/requisitions/agencies';
import { READY_PROPERTY } from '../../../stories/due-diligence/pages/requisition-fixtures';
import { chargeDetailsOf } from '../../../stories/due-diligence/pages/requisition-server';

/**
 * The server's side of a requisition model sample (machines/requisition.samples.ts): the property record and
 * the charge details from which the LEGAL REQUISITION tab builds exactly that sample's machine input, so the
 * screen's machine can be compared with the model's snapshots field by field.
 */

type Client = NonNullable<Property['buyer']>;

function personClient(party: AcraParty, id: number): Client {
  return {
    id,
    clientCategory: '1',
    compName: party.name,
    isAgent: '0',
    clientContacts: [{ id: id * 10 + 1, individualName: party.name, identificationNo: party.identifier, contactType: '0', isPrimary: '0' }],
  };
}

function companyClient(party: AcraParty, id: number): Client {
  return { id, clientCategory: '0', compName: party.name, uenNo: party.identifier, isAgent: '0', clientContacts: [] };
}

/** The buyer or seller of the sample: its one person or company on that side (a side holds one client). */
function clientOn(role: AcraParty['role'], input: RequisitionInput, id: number): Client | null {
  const people = input.individuals.filter((party) => party.role === role).map((party) => personClient(party, id));
  const companies = input.companies.filter((party) => party.role === role).map((party) => companyClient(party, id));
  const clients = [...people, ...companies];
  if (clients.length > 1) throw new Error(`The sample has more than one ${role}; a property holds one.`);
  return clients[0] ?? null;
}

/** Ticked MCST details, as many as the sample counts; the page-entry checks pass (READY_PROPERTY's lots). */
export function propertyOf(input: RequisitionInput): Property {
  const { property } = input;
  // A record always has a type; the domain's '' is a form not yet filled in.
  if (property.propType === '') throw new Error('A sample property needs a BUILDING or LAND type.');
  const mcstDetails = Array.from({ length: property.tickedMcstDetails }, (_, index) => ({
    mcstNo: property.mcstNo,
    subMcsNo: String(index + 1),
    maName: 'Knight Frank Property Management',
    isChecked: '1' as const,
  }));
  return {
    ...READY_PROPERTY,
    id: input.propertyId,
    lawfirmRefNo: input.referenceNo,
    propAddress: input.propertyAddress,
    propType: property.propType,
    lotType: property.lotType,
    mcstNo: property.mcstNo,
    completionDate: property.completionDate || null,
    mcstDetails,
    transactionTypeName: property.transactionTypeName,
    clientFlag: input.clientFlag,
    buyer: clientOn('Buyer', input, 11),
    seller: clientOn('Seller', input, 12),
    applicantInfo: input.applicant ?? undefined,
  };
}

/** GET /get-charge-details answering the sample's lines, in the sample's order (the server's amounts in S$). */
export function chargeDetailsOfSample(input: RequisitionInput): ChargeDetail[] {
  const offered = chargeDetailsOf(propertyOf(input));
  return input.lines.map((line) => {
    const detail = offered.find((candidate) => agencyKey(candidate) === agencyKey(line));
    if (!detail) throw new Error(`The agency fee table has no ${agencyKey(line)} line.`);
    return detail;
  });
}
