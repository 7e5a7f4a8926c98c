import type { RequisitionInput } from '../../../../machines/requisition.types';
import type { IrasUnitCheckRequest, Property } from '../../../api/property-form';
import { HELPDESK } from '../../../domain/contact-details';
import type { LotInfo } from '../../../domain/property/types';
import type { AcraParty } from '../../../domain/requisitions/acra-parties';
import type { ChargeLine } from '../../../domain/requisitions/fees';
import type { PageEntryProperty } from '../../../domain/requisitions/page-entry';
import type { RequisitionProperty } from '../../../domain/requisitions/selection';

type Client = NonNullable<Property['buyer']>;

const text = (value: string | null | undefined) => value?.trim() ?? '';

const PARTY_SIDES = [
  { role: 'Buyer', client: (property: Property) => property.buyer },
  { role: 'Seller', client: (property: Property) => property.seller },
] as const;

function uniqueByIdentifier(parties: AcraParty[]): AcraParty[] {
  const seen = new Set<string>();
  return parties.filter((party) => {
    const key = party.identifier.toUpperCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The people an ACRA People Profile Report can be about: each contact person of an individual buyer or seller. */
export function individualParties(property: Property): AcraParty[] {
  return uniqueByIdentifier(
    PARTY_SIDES.flatMap(({ role, client }) => {
      const party: Client | null | undefined = client(property);
      if (!party || party.clientCategory !== '1') return [];
      return party.clientContacts
        .map((contact) => ({ role, name: text(contact.individualName) || text(party.compName), identifier: text(contact.identificationNo) }))
        .filter((person) => person.identifier !== '');
    }),
  );
}

/** The companies a Business Profile Report can be about: a company buyer or seller with its UEN. */
export function companyParties(property: Property): AcraParty[] {
  return uniqueByIdentifier(
    PARTY_SIDES.flatMap(({ role, client }) => {
      const party: Client | null | undefined = client(property);
      if (!party || party.clientCategory !== '0' || !text(party.uenNo)) return [];
      return [{ role, name: text(party.compName), identifier: text(party.uenNo) }];
    }),
  );
}

/** Only ticked MCST details are stored (seed 000 §3), so a detail without the flag counts as ticked. */
function tickedMcstDetails(property: Property): number {
  return (property.mcstDetails ?? []).filter((detail) => (detail.isChecked ?? '1') === '1').length;
}

/** What the selection rules of seed 001 §5 look at. */
export function requisitionPropertyOf(property: Property): RequisitionProperty {
  return {
    propType: property.propType,
    lotType: property.lotType ?? '',
    mcstNo: text(property.mcstNo),
    completionDate: text(property.completionDate),
    tickedMcstDetails: tickedMcstDetails(property),
    transactionTypeName: text(property.transactionTypeName),
    individualParties: individualParties(property).length,
    companyParties: companyParties(property).length,
  };
}

function lotInfoOf(row: NonNullable<Property['lotInfos']>[number]): LotInfo {
  return {
    mktsId: row.mktsId ?? '',
    mktsNo: text(row.mktsNo),
    landLotFormat: row.landLotFormat ?? 'N',
    landLotNo: text(row.landLotNo),
    partIndicator: row.partIndicator ?? '',
    irasPLPTNo: text(row.irasPLPTNo),
  };
}

/** What the page-entry checks of seed 001 §5 look at. */
export function pageEntryPropertyOf(property: Property): PageEntryProperty {
  const applicant = property.applicantInfo;
  return {
    lotInfos: (property.lotInfos ?? []).map(lotInfoOf),
    applicantInfo: applicant
      ? {
          applicantName: text(applicant.applicantName),
          applicantEmail: text(applicant.applicantEmail),
          applicantContact: text(applicant.applicantContact),
        }
      : null,
  };
}

/** The IRAS taxable-by-unit check of a BUILDING (seed 001 §5: criteria '1' and the unit's address). */
export function irasUnitRequestOf(property: Property): IrasUnitCheckRequest {
  return {
    criteria: '1',
    streetName: text(property.streetName).toUpperCase(),
    storeyNo: text(property.storeyNo),
    unitNo: text(property.unitNo),
    blkHouseNo: text(property.hseNo),
    postalCode: text(property.postal),
  };
}

export interface RequisitionCaller {
  /** The signed-in user's id, sent as loginId. */
  loginId: string;
  /** Makes an idempotency key per confirmation (crypto.randomUUID in the app). */
  newKey: () => string;
}

/** Everything the requisition machine starts from: the property's facts, its charge lines and its parties. */
export function requisitionInputOf(property: Property, lines: readonly ChargeLine[], caller: RequisitionCaller): RequisitionInput {
  return {
    property: requisitionPropertyOf(property),
    lines,
    individuals: individualParties(property),
    companies: companyParties(property),
    propertyAddress: property.propAddress,
    referenceNo: property.lawfirmRefNo,
    helpdeskPhone: HELPDESK.phone,
    newKey: caller.newKey,
    loginId: caller.loginId,
    propertyId: property.id,
    clientFlag: property.clientFlag ?? '',
    applicant: pageEntryPropertyOf(property).applicantInfo,
  };
}
