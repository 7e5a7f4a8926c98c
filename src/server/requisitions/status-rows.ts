import type { components } from '../../api/schema.gen';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { namedAgencyRequests, requestTimestamp, showsAttachment } from './named-agency-requests';

type StatusAgencyRow = components['schemas']['StatusAgencyRow'];

/**
 * POST /checkStatus: the agency requests of the named requisitions (seed 001 §7), in the order the numbers were
 * given and then by RP number. The reply links are made on demand (/print, /printAttachment), so pdfURL is always
 * null here.
 */
export async function statusRows(db: Database, firmId: FirmId, lfControlNos: readonly string[]): Promise<StatusAgencyRow[]> {
  const rows = await namedAgencyRequests(db, firmId, lfControlNos);
  return rows.map(({ lfControlNo, request }) => ({
    lfControlNo,
    rpControlNo: request.rpControlNo,
    agencyCode: request.agencyCode,
    deptCode: request.deptCode,
    status: request.status,
    sentOn: requestTimestamp(request.sentAt),
    receivedOn: requestTimestamp(request.receivedAt),
    flag: request.readFlag,
    messageType: request.messageType,
    pdfURL: null,
    showAttachment: showsAttachment(request),
    nricList: request.nricList,
    uenList: request.uenList,
  }));
}
