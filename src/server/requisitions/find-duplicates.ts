import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { components } from '../../api/schema.gen';
import { toDisplayDate } from '../../domain/display-date';
import { agencyDisplayName, type AgencyFee } from '../../domain/requisitions/agencies';
import { duplicateWindowStart } from '../../domain/requisitions/duplicates';
import { PRODUCT_TIME_ZONE, todayInSingapore } from '../../domain/today';
import { todayBy, type Clock } from '../clock';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { dueDiligences, properties, requisitionAgencyRequests } from '../db/schema';
import { NotFoundError } from '../http/errors';

type DuplicateRequisition = components['schemas']['DuplicateRequisition'];

/** The Singapore calendar date of a stored instant, shown dd-MMM-yyyy. */
export function displayDateOf(at: Date): string {
  return toDisplayDate(todayInSingapore(Temporal.Instant.fromEpochMilliseconds(at.getTime())));
}

/**
 * The earlier requisitions of this property (submitted or still a draft, never a discarded one) raised from
 * the first day of the duplicate window until now that asked any of the same agency lines (seed 001 §5): one
 * record per such agency request, newest first. The reference number is the firm's own (lawfirmRefNo), the one
 * the confirmation shows.
 */
export async function findDuplicates(
  db: Database,
  clock: Clock,
  firmId: FirmId,
  propertyId: number,
  fees: readonly AgencyFee[],
): Promise<DuplicateRequisition[]> {
  const [property] = await db
    .select({ propAddress: properties.propAddress, lawfirmRefNo: properties.lawfirmRefNo })
    .from(properties)
    .where(inFirm(properties, firmId, eq(properties.id, propertyId)))
    .limit(1);
  if (!property) throw new NotFoundError();

  const from = Temporal.PlainDate.from(duplicateWindowStart(todayBy(clock))).toZonedDateTime({ timeZone: PRODUCT_TIME_ZONE });
  const sameLine = or(
    ...fees.map((fee) => and(eq(requisitionAgencyRequests.agencyCode, fee.agencyCode), eq(requisitionAgencyRequests.deptCode, fee.deptCode))),
  );
  const rows = await db
    .select({
      lfControlNo: dueDiligences.lfControlNo,
      createdAt: dueDiligences.createdAt,
      agencyCode: requisitionAgencyRequests.agencyCode,
      deptCode: requisitionAgencyRequests.deptCode,
    })
    .from(dueDiligences)
    .innerJoin(requisitionAgencyRequests, eq(requisitionAgencyRequests.dueDiligenceId, dueDiligences.id))
    .where(
      inFirm(
        dueDiligences,
        firmId,
        eq(dueDiligences.propertyId, propertyId),
        isNull(dueDiligences.discardedAt),
        gte(dueDiligences.createdAt, new Date(from.epochMilliseconds)),
        lte(dueDiligences.createdAt, new Date(clock.nowMs())),
        sameLine,
      ),
    )
    .orderBy(desc(dueDiligences.createdAt), desc(dueDiligences.id), asc(requisitionAgencyRequests.rpControlNo));
  return rows.map((row) => ({
    address: property.propAddress,
    lfControlNumber: row.lfControlNo,
    referenceNumber: property.lawfirmRefNo,
    dateOfRequested: displayDateOf(row.createdAt),
    agencyDepartmentCode: agencyDisplayName(row.agencyCode, row.deptCode),
  }));
}
