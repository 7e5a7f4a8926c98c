import { and, eq } from 'drizzle-orm';
import { canAssignSecondary } from '../../domain/stakeholder-rules';
import type { SecondaryInfoValues, SecondaryKind } from '../../domain/stakeholder-secondary';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { propertySecondaryStakeholders } from '../db/schema';
import { ConflictError } from '../http/errors';
import { changeProperty } from './property-change';

/** Adds or replaces the property's stakeholder of this kind; refused while the property is Pending (seed 001 §2.1). */
export async function assignSecondary(
  db: Database,
  firmId: FirmId,
  request: { propertyId: number; kind: SecondaryKind; info: SecondaryInfoValues },
  now: Date,
): Promise<void> {
  await changeProperty(db, firmId, request.propertyId, now, async ({ tx, property }) => {
    const decision = canAssignSecondary({ status: property.status });
    if (!decision.allowed) throw new ConflictError(decision.message);
    await tx
      .insert(propertySecondaryStakeholders)
      .values({ propertyId: property.id, kind: request.kind, info: request.info, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [propertySecondaryStakeholders.propertyId, propertySecondaryStakeholders.kind],
        set: { info: request.info, updatedAt: now },
      });
  });
}

/** Removes the property's stakeholder of this kind (also while Pending: removing never needs the lawyers). */
export async function removeSecondary(db: Database, firmId: FirmId, request: { propertyId: number; kind: SecondaryKind }, now: Date): Promise<void> {
  await changeProperty(db, firmId, request.propertyId, now, async ({ tx, property }) => {
    await tx
      .delete(propertySecondaryStakeholders)
      .where(and(eq(propertySecondaryStakeholders.propertyId, property.id), eq(propertySecondaryStakeholders.kind, request.kind)));
  });
}
