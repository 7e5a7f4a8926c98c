import { refreshCaseProgress } from '../case/case-progress-store';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { lockOwnProperty, updateOwnProperty } from '../db/queries/property-store';
import { derivedState } from './property-facts';

/**
 * Re-derives status and task stage after the parties change (the assignment calls use this inside their
 * transaction), and the case's board row with them: the parties decide its stage and its lawyer. Returns false
 * when the property is not the firm's.
 */
export async function refreshPropertyStatus(tx: Database, firmId: FirmId, propertyId: number, now: Date): Promise<boolean> {
  const row = await lockOwnProperty(tx, firmId, propertyId);
  if (!row) return false;
  await updateOwnProperty(tx, firmId, propertyId, derivedState(row));
  await refreshCaseProgress(tx, firmId, propertyId, now);
  return true;
}
