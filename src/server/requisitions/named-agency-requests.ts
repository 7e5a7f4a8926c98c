import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { toDisplayTimestamp } from '../../domain/display-date';
import { opensAsAttachment } from '../../domain/requisitions/status';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { dueDiligences, requisitionAgencyRequests, type RequisitionAgencyRequest } from '../db/schema';

/** An agency request with the LF control number of its requisition. */
export interface NamedAgencyRequest {
  lfControlNo: string;
  request: RequisitionAgencyRequest;
}

/**
 * The agency requests of the firm's requisitions with these LF control numbers (the STATUS tab's /checkStatus
 * and the Replies modal's /checkStatusIntreq, seed 001 §7), by requisition in the order the numbers were given
 * and then by RP number. Numbers that are not the firm's, or name a discarded draft, add nothing.
 */
export async function namedAgencyRequests(db: Database, firmId: FirmId, lfControlNos: readonly string[]): Promise<NamedAgencyRequest[]> {
  const wanted = [...new Set(lfControlNos.map((no) => no.trim()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ lfControlNo: dueDiligences.lfControlNo, request: requisitionAgencyRequests })
    .from(dueDiligences)
    .innerJoin(requisitionAgencyRequests, eq(requisitionAgencyRequests.dueDiligenceId, dueDiligences.id))
    .where(inFirm(dueDiligences, firmId, inArray(dueDiligences.lfControlNo, wanted), isNull(dueDiligences.discardedAt)))
    .orderBy(asc(requisitionAgencyRequests.rpControlNo));
  return wanted.flatMap((no) => rows.filter((row) => row.lfControlNo === no));
}

/** When a request was sent or answered, as the rows show it; null while it has not been. */
export const requestTimestamp = (at: Date | null): string | null => (at ? toDisplayTimestamp(at.toISOString()) : null);

/** An ACRA or MCST reply, once it has come, is opened as an attachment (/printAttachment) rather than printed. */
export const showsAttachment = (request: RequisitionAgencyRequest): boolean => opensAsAttachment(request);
