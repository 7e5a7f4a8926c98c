import { asc, count, eq, inArray } from 'drizzle-orm';
import type { LotFormat, LotInfo, MktsId, PropType, StrataLotType } from '../../domain/property/types';
import type { PageEntryProperty } from '../../domain/requisitions/page-entry';
import type { RequisitionProperty } from '../../domain/requisitions/selection';
import { refuseClosedCase } from '../case/refuse-closed-case';
import { lockCase } from '../db/case-lock';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { clients, properties, propertyLotInfos, propertyMcstDetails, transactionTypes, type Property, type PropertyLotInfo } from '../db/schema';
import { NotFoundError } from '../http/errors';

/** A property as the requisition rules see it: the selection rules' facts and the page-entry checks' facts. */
export interface RequisitionFacts {
  property: Property;
  selection: RequisitionProperty;
  pageEntry: PageEntryProperty;
}

const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

function lotInfo(row: PropertyLotInfo): LotInfo {
  return {
    mktsId: oneOf<MktsId>(row.mktsId, ['MK', 'TS', ''], ''),
    mktsNo: row.mktsNo,
    landLotFormat: oneOf<LotFormat>(row.landLotFormat, ['N', 'O'], 'N'),
    landLotNo: row.landLotNo,
    partIndicator: row.partIndicator,
    irasPLPTNo: row.irasPlptNo,
  };
}

async function factsOf(db: Database, firmId: FirmId, property: Property): Promise<RequisitionFacts> {
  const partyIds = [property.buyerId, property.sellerId].filter((id): id is number => id !== null);
  const [typeRows, lots, mcstCount, parties] = await Promise.all([
    property.transactionTypeId === null
      ? []
      : db.select({ name: transactionTypes.name }).from(transactionTypes).where(eq(transactionTypes.id, property.transactionTypeId)),
    db.select().from(propertyLotInfos).where(eq(propertyLotInfos.propertyId, property.id)).orderBy(asc(propertyLotInfos.sequenceKey)),
    db.select({ value: count() }).from(propertyMcstDetails).where(eq(propertyMcstDetails.propertyId, property.id)),
    partyIds.length === 0
      ? []
      : db
          .select({ category: clients.clientCategory })
          .from(clients)
          .where(inFirm(clients, firmId, inArray(clients.id, partyIds))),
  ]);
  return {
    property,
    selection: {
      propType: oneOf<PropType>(property.propType, ['BUILDING', 'LAND'], ''),
      lotType: oneOf<StrataLotType>(property.lotType, ['S', 'A'], ''),
      mcstNo: property.mcstNo,
      completionDate: property.completionDate ?? '',
      // Only ticked MCST details are stored (property_mcst_details).
      tickedMcstDetails: mcstCount[0]?.value ?? 0,
      transactionTypeName: typeRows[0]?.name ?? '',
      individualParties: parties.filter((party) => party.category === '1').length,
      companyParties: parties.filter((party) => party.category === '0').length,
    },
    pageEntry: {
      lotInfos: lots.map(lotInfo),
      applicantInfo: { applicantName: property.applicantName, applicantEmail: property.applicantEmail, applicantContact: property.applicantContact },
    },
  };
}

/** The firm's property as the requisition rules see it; another firm's or a missing one is a 404. */
export async function readRequisitionFacts(db: Database, firmId: FirmId, propertyId: number): Promise<RequisitionFacts> {
  const [property] = await db
    .select()
    .from(properties)
    .where(inFirm(properties, firmId, eq(properties.id, propertyId)))
    .limit(1);
  if (!property) throw new NotFoundError();
  return factsOf(db, firmId, property);
}

/**
 * The same, with the case locked until the caller's transaction ends (db/case-lock.ts: the first lock of a write on
 * a case): a requisition is checked against the property as it is when it is stored, and a delete of the property
 * waits for it (delete-property.ts).
 */
export async function lockRequisitionFacts(tx: Database, firmId: FirmId, propertyId: number): Promise<RequisitionFacts> {
  const property = await lockCase(tx, firmId, propertyId);
  if (!property) throw new NotFoundError();
  refuseClosedCase(property, 'requisitions');
  return factsOf(tx, firmId, property);
}
