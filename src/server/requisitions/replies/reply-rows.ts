import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { components } from '../../../api/schema.gen';
import { toDisplayTimestamp } from '../../../domain/display-date';
import { agencyDisplayName } from '../../../domain/requisitions/agencies';
import { repliesAsAttachment } from '../../../domain/requisitions/status';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { dueDiligences, requisitionAgencyRequests, type RequisitionAgencyRequest } from '../../db/schema';

type ReplyRow = components['schemas']['ReplyRow'];

const displayOrBlank = (instant: Date | null) => (instant ? toDisplayTimestamp(instant.toISOString()) : '');

/** One agency request as the Replies modal lists it; the attachment is opened through /printAttachment. */
export function replyRowOf(row: RequisitionAgencyRequest): ReplyRow {
  return {
    strAgency: agencyDisplayName(row.agencyCode, row.deptCode),
    strStatus: row.status,
    strMsgType: row.messageType,
    strMsgSentDate: displayOrBlank(row.sentAt),
    strReceiveDate: displayOrBlank(row.receivedAt),
    rpControlNo: row.rpControlNo,
    agencyCode: row.agencyCode,
    deptCode: row.deptCode,
    showAttachment: row.status === 'Replied' && repliesAsAttachment(row.agencyCode),
    pdfURL: null,
    check: false,
  };
}

/**
 * POST /checkStatusIntreq: the agency requests of the firm's requisitions with these LF control numbers, by
 * requisition in the order named and then in RP order. A control number that is not the firm's (or was
 * discarded) has none.
 */
export async function replyRows(db: Database, firmId: FirmId, lfControlNos: readonly string[]): Promise<ReplyRow[]> {
  const named = [...new Set(lfControlNos.map((lf) => lf.trim()))].filter(Boolean);
  if (named.length === 0) return [];
  const rows = await db
    .select({ lfControlNo: dueDiligences.lfControlNo, request: requisitionAgencyRequests })
    .from(requisitionAgencyRequests)
    .innerJoin(dueDiligences, eq(dueDiligences.id, requisitionAgencyRequests.dueDiligenceId))
    .where(inFirm(requisitionAgencyRequests, firmId, inArray(dueDiligences.lfControlNo, named), isNull(dueDiligences.discardedAt)))
    .orderBy(asc(requisitionAgencyRequests.rpControlNo));
  return named.flatMap((lf) => rows.filter((row) => row.lfControlNo === lf).map((row) => replyRowOf(row.request)));
}
