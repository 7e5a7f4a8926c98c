import { and, eq } from 'drizzle-orm';
import { secondaryChanges, secondaryName } from '../../domain/history/party-fields';
import { secondaryRemovedSummary, secondarySavedSummary } from '../../domain/history/party-summaries';
import { canAssignSecondary } from '../../domain/stakeholder-rules';
import type { SecondaryInfoValues, SecondaryKind } from '../../domain/stakeholder-secondary';
import type { Database } from '../db/database';
import { propertySecondaryStakeholders } from '../db/schema';
import { ConflictError } from '../http/errors';
import { changeProperty, type PartiesWrite } from './property-change';

const ofKind = (propertyId: number, kind: SecondaryKind) =>
  and(eq(propertySecondaryStakeholders.propertyId, propertyId), eq(propertySecondaryStakeholders.kind, kind));

/** The stakeholder of this kind the property has now, as its fields' values, or null. */
async function storedInfo(tx: Database, propertyId: number, kind: SecondaryKind): Promise<SecondaryInfoValues | null> {
  const [row] = await tx.select({ info: propertySecondaryStakeholders.info }).from(propertySecondaryStakeholders).where(ofKind(propertyId, kind));
  return row?.info ?? null;
}

/**
 * Adds or replaces the property's stakeholder of this kind; refused while the property is Pending (seed 001 §2.1).
 * The history keeps the fields that changed; saving it as it was records nothing.
 */
export async function assignSecondary(
  db: Database,
  write: PartiesWrite,
  request: { propertyId: number; kind: SecondaryKind; info: SecondaryInfoValues },
): Promise<void> {
  const { now } = write;
  await changeProperty(db, write, request.propertyId, async ({ tx, property }) => {
    const decision = canAssignSecondary({ status: property.status });
    if (!decision.allowed) throw new ConflictError(decision.message);
    const before = await storedInfo(tx, property.id, request.kind);
    await tx
      .insert(propertySecondaryStakeholders)
      .values({ propertyId: property.id, kind: request.kind, info: request.info, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [propertySecondaryStakeholders.propertyId, propertySecondaryStakeholders.kind],
        set: { info: request.info, updatedAt: now },
      });
    const changes = secondaryChanges(request.kind, before, request.info);
    if (before !== null && changes.length === 0) return null;
    return { kind: 'secondary.saved', summary: secondarySavedSummary(request.kind, secondaryName(request.kind, request.info)), changes };
  });
}

/** Removes the property's stakeholder of this kind (also while Pending: removing never needs the lawyers). */
export async function removeSecondary(db: Database, write: PartiesWrite, request: { propertyId: number; kind: SecondaryKind }): Promise<void> {
  await changeProperty(db, write, request.propertyId, async ({ tx, property }) => {
    const before = await storedInfo(tx, property.id, request.kind);
    if (before === null) return null;
    await tx.delete(propertySecondaryStakeholders).where(ofKind(property.id, request.kind));
    const summary = secondaryRemovedSummary(request.kind, secondaryName(request.kind, before));
    return { kind: 'secondary.removed', summary, changes: secondaryChanges(request.kind, before, null) };
  });
}
