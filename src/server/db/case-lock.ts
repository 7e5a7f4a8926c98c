import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from './database';
import { inFirm, type FirmId } from './firm-scope';
import { properties, type Property } from './schema';

/**
 * The one lock order of every write that touches a case (docs/decisions.md "One lock order"): the case's row in
 * `properties` first, FOR UPDATE, then its children (requisitions and their agency requests, documents, history,
 * case progress, notices), then anything else (a user's requisition turn, the day's control numbers). Two writes on
 * one case then queue at the case row instead of each holding a child the other waits for, which PostgreSQL can
 * only end by aborting one of them (a deadlock). A write on several cases locks them in id order.
 *
 * lockOwnProperty (db/queries/property-store.ts) and lockPropertyForDocuments take this same lock; the writes that
 * start with them follow the order too.
 */

/** The firm's case, locked until the transaction ends; undefined when the firm has no such case. */
export async function lockCase(tx: Database, firmId: FirmId, propertyId: number): Promise<Property | undefined> {
  const [row] = await tx
    .select()
    .from(properties)
    .where(inFirm(properties, firmId, eq(properties.id, propertyId)))
    .for('update');
  return row;
}

/** The firm's cases among these ids, locked in id order (the same order in every transaction); others are left out. */
export async function lockCases(tx: Database, firmId: FirmId, propertyIds: readonly number[]): Promise<Property[]> {
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(properties)
    .where(inFirm(properties, firmId, inArray(properties.id, ids)))
    .orderBy(asc(properties.id))
    .for('update');
}

/** The firm's cases with these control numbers (PCN-…), locked in id order; others are left out. */
export async function lockCasesByRefNo(tx: Database, firmId: FirmId, propertyRefNos: readonly string[]): Promise<Property[]> {
  const refNos = [...new Set(propertyRefNos)];
  if (refNos.length === 0) return [];
  return tx
    .select()
    .from(properties)
    .where(inFirm(properties, firmId, inArray(properties.propertyRefNo, refNos)))
    .orderBy(asc(properties.id))
    .for('update');
}
