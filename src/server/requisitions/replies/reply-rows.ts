import type { components } from '../../../api/schema.gen';
import { agencyDisplayName } from '../../../domain/requisitions/agencies';
import type { Database } from '../../db/database';
import type { FirmId } from '../../db/firm-scope';
import type { RequisitionAgencyRequest } from '../../db/schema';
import { namedAgencyRequests, requestTimestamp, showsAttachment } from '../named-agency-requests';

type ReplyRow = components['schemas']['ReplyRow'];

/** One agency request as the Replies modal lists it (blank dates while none); the attachment is opened through /printAttachment. */
export function replyRowOf(row: RequisitionAgencyRequest): ReplyRow {
  return {
    strAgency: agencyDisplayName(row.agencyCode, row.deptCode),
    strStatus: row.status,
    strMsgType: row.messageType,
    strMsgSentDate: requestTimestamp(row.sentAt) ?? '',
    strReceiveDate: requestTimestamp(row.receivedAt) ?? '',
    rpControlNo: row.rpControlNo,
    agencyCode: row.agencyCode,
    deptCode: row.deptCode,
    showAttachment: showsAttachment(row),
    pdfURL: null,
    check: false,
  };
}

/** POST /checkStatusIntreq: the agency requests of the firm's requisitions with these LF control numbers, as reply rows. */
export async function replyRows(db: Database, firmId: FirmId, lfControlNos: readonly string[]): Promise<ReplyRow[]> {
  return (await namedAgencyRequests(db, firmId, lfControlNos)).map((row) => replyRowOf(row.request));
}
