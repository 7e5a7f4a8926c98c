import type { components } from '../../api/schema.gen';
import type { PropertyAggregate } from '../db/queries/property-read';
import type { Property, PropertyLotInfo, PropertyMcstDetail } from '../db/schema';
import { documentJson } from '../documents/document-json';
import { signedFlagsAmong } from '../documents/signed-copies';
import { lawyerJson, partyClientJson } from './party-json';
import { secondaryInfosJson } from './secondary-json';

type Schemas = components['schemas'];

/** Stored codes are constrained by CHECKs; these narrow them back to the contract's enums. */
function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

const mktsId = (value: string) => oneOf(value, ['MK', 'TS'] as const, 'MK');
const lotFormat = (value: string) => oneOf(value, ['N', 'O'] as const, 'N');

function lotJson(lot: PropertyLotInfo): Schemas['LotInfo'] {
  return {
    id: lot.id,
    sequenceKey: lot.sequenceKey,
    mktsId: mktsId(lot.mktsId),
    mktsNo: lot.mktsNo,
    landLotFormat: lotFormat(lot.landLotFormat),
    landLotNo: lot.landLotNo,
    partIndicator: oneOf(lot.partIndicator, ['Y', 'N'] as const, 'N'),
    irasPLPTNo: lot.irasPlptNo,
  };
}

function mcstJson(detail: PropertyMcstDetail): Schemas['McstDetail'] {
  const { id, mcstId, mcstNo, subMcsNo, mcstType, devName, devLocation, maName, maAddress1, maAddress2, maAgencyMail } = detail;
  const { blockNo, postalCode, storeyNo, streetName, unitNo } = detail;
  return {
    id,
    mcstId,
    mcstNo,
    subMcsNo,
    mcstType,
    devName,
    devLocation,
    maName,
    maAddress1,
    maAddress2,
    maAgencyMail,
    blockNo,
    postalCode,
    storeyNo,
    streetName,
    unitNo,
    // Only ticked details are stored.
    isChecked: '1',
  };
}

export function clientFlagJson(property: Pick<Property, 'clientFlag'>): Schemas['ClientFlag'] {
  return oneOf(property.clientFlag, ['B', 'S', ''] as const, '');
}

/** A property as get-property, add-property and update-property answer it (openapi Property). */
export function propertyJson(aggregate: PropertyAggregate): Schemas['Property'] {
  const { property: p, transactionTypeName, lots, mcstDetails, parties, partyContacts } = aggregate;
  return {
    id: p.id,
    propertyRefNo: p.propertyRefNo,
    lawfirmRefNo: p.lawfirmRefNo,
    propAddress: p.propAddress,
    status: p.status,
    taskStage: p.taskStage,
    locked: p.locked,
    version: p.version,
    partiesVersion: p.partiesVersion,
    checkListId: p.checkListId,
    createdDate: p.createdAt.toISOString(),
    completionDate: p.completionDate,
    propType: p.propType,
    propDesc: oneOf(p.propDesc, ['VACANT LAND', 'BUILDING EXISTING', 'UNDER DEVELOPMENT', ''] as const, ''),
    postal: p.postal,
    propName: p.propName,
    hseNo: p.hseNo,
    propAcctNo: p.propAcctNo,
    storeyNo: p.storeyNo,
    unitNo: p.unitNo,
    road1: p.road1,
    road2: p.road2,
    plotName: p.plotName,
    streetName: p.streetName,
    locationMap: p.locationMap,
    mcstNo: p.mcstNo,
    mcstDetails: mcstDetails.map(mcstJson),
    lotInfos: lots.map(lotJson),
    lotType: oneOf(p.lotType, ['S', 'A', ''] as const, ''),
    mktsId: mktsId(p.mktsId),
    mktsNo: p.mktsNo,
    strataLotFormat: lotFormat(p.strataLotFormat),
    strataLotNo: p.strataLotNo,
    applicantInfo: { applicantName: p.applicantName, applicantEmail: p.applicantEmail, applicantContact: p.applicantContact },
    transactionTypeId: p.transactionTypeId,
    transactionTypeName,
    clientFlag: clientFlagJson(p),
    buyer: partyClientJson(parties.buyer, partyContacts),
    seller: partyClientJson(parties.seller, partyContacts),
    buyerAgent: partyClientJson(parties.buyerAgent, partyContacts),
    sellerAgent: partyClientJson(parties.sellerAgent, partyContacts),
    buyerLawyer: lawyerJson(parties.buyerLawyer),
    sellerLawyer: lawyerJson(parties.sellerLawyer),
    ...secondaryInfosJson(aggregate.secondary),
    // Derived, never stored: a lawyer has signed when a DSS-signed S.65 copy by them exists.
    ...signedFlagsAmong(aggregate.documents),
    propertyDocument: aggregate.documents.map(documentJson),
  };
}
