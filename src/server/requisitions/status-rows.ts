import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { components } from '../../api/schema.gen';
import { toDisplayTimestamp } from '../../domain/display-date';
import { repliesAsAttachment } from '../../domain/requisitions/status';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { dueDiligences, requisitionAgencyRequests } from '../db/schema';

type StatusAgencyRow = components['schemas']['StatusAgencyRow'];

const timestamp = (at: Date | null) => (at ? toDisplayTimestamp(at.toISOString()) : null);

/**
 * The agency requests of the named requisitions (seed 001 §7 checkStatus), in the order the numbers were given
 * and then by RP number. Numbers that are not the firm's, or name a discarded draft, add nothing. The reply
 * links are made on demand (/print, /printAttachment), so pdfURL is always null here.
 */
export async function statusRows(db: Database, firmId: FirmId, lfControlNos: readonly string[]): Promise<StatusAgencyRow[]> {
  const wanted = [...new Set(lfControlNos.map((no) => no.trim()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ lfControlNo: dueDiligences.lfControlNo, request: requisitionAgencyRequests })
    .from(dueDiligences)
    .innerJoin(requisitionAgencyRequests, eq(requisitionAgencyRequests.dueDiligenceId, dueDiligences.id))
    .where(inFirm(dueDiligences, firmId, inArray(dueDiligences.lfControlNo, wanted), isNull(dueDiligences.discardedAt)))
    .orderBy(asc(requisitionAgencyRequests.rpControlNo));
  const position = new Map(wanted.map((no, index) => [no, index]));
  const rank = (no: string) => position.get(no) ?? wanted.length;
  return rows
    .sort((a, b) => rank(a.lfControlNo) - rank(b.lfControlNo))
    .map(({ lfControlNo, request }) => ({
      lfControlNo,
      rpControlNo: request.rpControlNo,
      agencyCode: request.agencyCode,
      deptCode: request.deptCode,
      status: request.status,
      sentOn: timestamp(request.sentAt),
      receivedOn: timestamp(request.receivedAt),
      flag: request.readFlag,
      messageType: request.messageType,
      pdfURL: null,
      showAttachment: repliesAsAttachment(request.agencyCode) && request.status === 'Replied',
      nricList: request.nricList,
      uenList: request.uenList,
    }));
}
