import { ratesEffectiveOf, stampDutyRefusal, type SavedStampDuty, type StampDutyCalculation } from '../../domain/case/case-stamp-duty';
import { caseLink } from '../../domain/history/event-links';
import { stampDutyChanges, stampDutyTotal } from '../../domain/history/lifecycle-fields';
import { stampDutySavedSummary } from '../../domain/history/lifecycle-summaries';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { lockOwnProperty } from '../db/queries/property-store';
import { caseStampDuty } from '../db/schema';
import { recordEvent } from '../history/record-event';
import { ConflictError, NotFoundError } from '../http/errors';
import { loadCaseStampDuty, storedResultOf } from './case-stamp-duty-rows';
import { refuseClosedCase } from './refuse-closed-case';

export interface StampDutySaver {
  firmId: FirmId;
  /** users.id of the signed-in user. */
  userPk: number;
}

/**
 * POST /save-case-stamp-duty: the server's own calculation saved on the firm's case, replacing the case's earlier one
 * of the same kind, in one transaction with the case's row locked (a close cannot slip in between the check and
 * the write). Another firm's case is not found; a closed case, or one with no stamp duty on its path, refuses (409).
 * The history keeps the total and its parts, against the calculation it replaced.
 */
export async function saveCaseStampDuty(
  db: Database,
  saver: StampDutySaver,
  propertyId: number,
  calculation: StampDutyCalculation,
  now: Date,
): Promise<SavedStampDuty> {
  return db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, saver.firmId, propertyId);
    if (!property) throw new NotFoundError();
    refuseClosedCase(property, 'stampDuty');
    const refusal = stampDutyRefusal(property);
    if (refusal) throw new ConflictError(refusal);
    const earlier = (await loadCaseStampDuty(tx, saver.firmId, propertyId))[calculation.kind] ?? null;
    const values = {
      request: { ...calculation.request },
      result: storedResultOf(calculation, ratesEffectiveOf(calculation)),
      savedBy: saver.userPk,
      savedAt: now,
    };
    await tx
      .insert(caseStampDuty)
      .values({ firmId: saver.firmId, propertyId, kind: calculation.kind, ...values })
      .onConflictDoUpdate({ target: [caseStampDuty.propertyId, caseStampDuty.kind], set: values });
    const saved = (await loadCaseStampDuty(tx, saver.firmId, propertyId))[calculation.kind];
    if (!saved) throw new Error('The stamp duty just saved could not be read back.');
    const event = {
      kind: 'stamp-duty.saved',
      summary: stampDutySavedSummary(saved.kind, stampDutyTotal(saved)),
      propertyId,
      link: caseLink(propertyId, 'summary'),
      changes: stampDutyChanges(earlier, saved),
    } as const;
    await recordEvent(tx, saver, event, now);
    return saved;
  });
}
