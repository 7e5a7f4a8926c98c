import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { properties, type Property } from '../db/schema';

/**
 * Which property a document call names: by id (propId, propertyId) or, for the S.65 commonFile upload, by its
 * control number (propertyRefNo). When both are given they must name the same property.
 */
export interface PropertyTarget {
  id?: number;
  refNo?: string;
}

/** The firm's property, locked until the transaction ends; undefined when the firm has no such property. */
export async function lockPropertyForDocuments(tx: Database, firmId: FirmId, target: PropertyTarget): Promise<Property | undefined> {
  if (target.id === undefined && target.refNo === undefined) return undefined;
  const [row] = await tx
    .select()
    .from(properties)
    .where(
      inFirm(
        properties,
        firmId,
        target.id === undefined ? undefined : eq(properties.id, target.id),
        target.refNo === undefined ? undefined : eq(properties.propertyRefNo, target.refNo),
      ),
    )
    .for('update');
  return row;
}
