import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { documentsOfProperties } from '../../documents/document-store';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import {
  clients,
  lawyers,
  properties,
  propertySecondaryStakeholders,
  propertyLotInfos,
  propertyMcstDetails,
  transactionTypes,
  type Client,
  type ClientContact,
  type Lawyer,
  type Property,
  type PropertyLotInfo,
  type PropertyDocumentRow,
  type PropertyMcstDetail,
  type PropertySecondaryStakeholder,
} from '../schema';
import { contactsOf } from './client-read';

export interface PropertyParties {
  buyer: Client | null;
  seller: Client | null;
  buyerAgent: Client | null;
  sellerAgent: Client | null;
  buyerLawyer: Lawyer | null;
  sellerLawyer: Lawyer | null;
}

/** A property with everything get-property answers: transaction type, lots, MCST details, parties. */
export interface PropertyAggregate {
  property: Property;
  transactionTypeName: string;
  lots: PropertyLotInfo[];
  mcstDetails: PropertyMcstDetail[];
  parties: PropertyParties;
  /** The contact persons of the assigned buyer, seller and agents, by client id. */
  partyContacts: ReadonlyMap<number, ClientContact[]>;
  secondary: PropertySecondaryStakeholder[];
  /** All the property's documents, newest updated first. */
  documents: PropertyDocumentRow[];
}

function groupBy<T extends { propertyId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.propertyId, [...(groups.get(row.propertyId) ?? []), row]);
  return groups;
}

const present = (ids: Array<number | null>): number[] => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * The firm's properties matching `condition` (ordered, at most `limit`), each with its children and parties
 * read in one query per table rather than one per property.
 */
export async function loadOwnProperties(
  db: Database,
  firmId: FirmId,
  condition: SQL | undefined,
  options: { orderBy: SQL[]; limit: number },
): Promise<PropertyAggregate[]> {
  const rows = await db
    .select({ property: properties, transactionTypeName: transactionTypes.name })
    .from(properties)
    .leftJoin(transactionTypes, eq(properties.transactionTypeId, transactionTypes.id))
    .where(inFirm(properties, firmId, condition))
    .orderBy(...options.orderBy)
    .limit(options.limit);
  if (rows.length === 0) return [];

  const ids = rows.map((row) => row.property.id);
  const clientIds = present(rows.flatMap(({ property: p }) => [p.buyerId, p.sellerId, p.buyerAgentId, p.sellerAgentId]));
  const lawyerIds = present(rows.flatMap(({ property: p }) => [p.buyerLawyerId, p.sellerLawyerId]));
  const [lots, mcst, clientRows, lawyerRows, partyContacts, secondary, documents] = await Promise.all([
    db.select().from(propertyLotInfos).where(inArray(propertyLotInfos.propertyId, ids)).orderBy(asc(propertyLotInfos.sequenceKey)),
    db.select().from(propertyMcstDetails).where(inArray(propertyMcstDetails.propertyId, ids)).orderBy(asc(propertyMcstDetails.position)),
    clientIds.length === 0
      ? []
      : db
          .select()
          .from(clients)
          .where(inFirm(clients, firmId, inArray(clients.id, clientIds))),
    lawyerIds.length === 0
      ? []
      : db
          .select()
          .from(lawyers)
          .where(inFirm(lawyers, firmId, inArray(lawyers.id, lawyerIds))),
    contactsOf(db, clientIds),
    db
      .select()
      .from(propertySecondaryStakeholders)
      .where(inArray(propertySecondaryStakeholders.propertyId, ids))
      .orderBy(asc(propertySecondaryStakeholders.id)),
    documentsOfProperties(db, firmId, ids),
  ]);
  const lotsOf = groupBy(lots);
  const mcstOf = groupBy(mcst);
  const secondaryOf = groupBy(secondary);
  const clientById = new Map(clientRows.map((row) => [row.id, row]));
  const lawyerById = new Map(lawyerRows.map((row) => [row.id, row]));
  const client = (id: number | null) => (id === null ? null : (clientById.get(id) ?? null));
  const lawyer = (id: number | null) => (id === null ? null : (lawyerById.get(id) ?? null));

  return rows.map(({ property, transactionTypeName }) => ({
    property,
    transactionTypeName: transactionTypeName ?? '',
    lots: lotsOf.get(property.id) ?? [],
    mcstDetails: mcstOf.get(property.id) ?? [],
    parties: {
      buyer: client(property.buyerId),
      seller: client(property.sellerId),
      buyerAgent: client(property.buyerAgentId),
      sellerAgent: client(property.sellerAgentId),
      buyerLawyer: lawyer(property.buyerLawyerId),
      sellerLawyer: lawyer(property.sellerLawyerId),
    },
    partyContacts,
    secondary: secondaryOf.get(property.id) ?? [],
    documents: documents.get(property.id) ?? [],
  }));
}

export async function loadOwnProperty(db: Database, firmId: FirmId, id: number): Promise<PropertyAggregate | undefined> {
  const [found] = await loadOwnProperties(db, firmId, eq(properties.id, id), { orderBy: [asc(properties.id)], limit: 1 });
  return found;
}
