import { asc, eq } from 'drizzle-orm';
import type { CaseDetailsValues } from '../../domain/history/case-fields';
import type { CaseNames } from '../../domain/history/case-summaries';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { properties, propertyLotInfos, propertyMcstDetails, transactionTypes } from '../db/schema';

export interface CaseDetailsRead {
  names: CaseNames;
  values: CaseDetailsValues;
}

/**
 * The firm's case as the history compares it (src/domain/history/case-fields.ts), read in the write's transaction:
 * before a write, and back after it, so what is recorded is what was stored.
 */
export async function readCaseDetails(tx: Database, firmId: FirmId, id: number): Promise<CaseDetailsRead | undefined> {
  const [row] = await tx
    .select({ property: properties, transactionTypeName: transactionTypes.name })
    .from(properties)
    .leftJoin(transactionTypes, eq(properties.transactionTypeId, transactionTypes.id))
    .where(inFirm(properties, firmId, eq(properties.id, id)));
  if (!row) return undefined;
  const [lots, mcstDetails] = await Promise.all([
    tx.select().from(propertyLotInfos).where(eq(propertyLotInfos.propertyId, id)).orderBy(asc(propertyLotInfos.sequenceKey)),
    tx.select().from(propertyMcstDetails).where(eq(propertyMcstDetails.propertyId, id)).orderBy(asc(propertyMcstDetails.position)),
  ]);
  const { property } = row;
  return {
    names: { propertyRefNo: property.propertyRefNo, lawfirmRefNo: property.lawfirmRefNo },
    values: { ...property, transactionTypeName: row.transactionTypeName ?? '', lots, mcstDetails },
  };
}
