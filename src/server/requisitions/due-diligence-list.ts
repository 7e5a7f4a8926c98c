import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { components } from '../../api/schema.gen';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { dueDiligences, properties, requisitionAgencyRequests, type RequisitionAgencyRequest } from '../db/schema';
import { NotFoundError } from '../http/errors';

type DueDiligence = components['schemas']['DueDiligence'];
type DueDiligenceAgency = components['schemas']['DueDiligenceAgency'];

/**
 * The report links of seed 001 §3 (ACRA, MCST, DIP, PUB) are left out: a reply opens through POST
 * /printAttachment, which answers a short-lived link and marks the reply read, so a lasting link here would
 * bypass both.
 */
function agencyJson(row: RequisitionAgencyRequest): DueDiligenceAgency {
  return { status: row.status, agencyCode: row.agencyCode, deptCode: row.deptCode, rpControlNo: row.rpControlNo, messageType: row.messageType };
}

/**
 * The property's requisitions (seed 001 §7 get-duedeligence) newest first, discarded drafts left out: each with
 * its agency requests, requested (all of them) and received (the Replied ones). Another firm's property is a 404.
 */
export async function dueDiligencesOf(db: Database, firmId: FirmId, propertyId: number): Promise<DueDiligence[]> {
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(inFirm(properties, firmId, eq(properties.id, propertyId)))
    .limit(1);
  if (!property) throw new NotFoundError();
  const requisitions = await db
    .select()
    .from(dueDiligences)
    .where(inFirm(dueDiligences, firmId, eq(dueDiligences.propertyId, propertyId), isNull(dueDiligences.discardedAt)))
    .orderBy(desc(dueDiligences.createdAt), desc(dueDiligences.id));
  if (requisitions.length === 0) return [];
  const agencyRows = await db
    .select()
    .from(requisitionAgencyRequests)
    .where(
      inFirm(
        requisitionAgencyRequests,
        firmId,
        inArray(
          requisitionAgencyRequests.dueDiligenceId,
          requisitions.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(requisitionAgencyRequests.rpControlNo));
  return requisitions.map((requisition) => {
    const agencies = agencyRows.filter((row) => row.dueDiligenceId === requisition.id);
    return {
      lfcontrolNo: requisition.lfControlNo,
      createdDate: requisition.createdAt.toISOString(),
      drafted: requisition.drafted === 'Y' ? 'Y' : 'N',
      requested: agencies.length,
      received: agencies.filter((row) => row.status === 'Replied').length,
      submittedDate: requisition.submittedAt?.toISOString() ?? null,
      agencies: agencies.map(agencyJson),
    };
  });
}
