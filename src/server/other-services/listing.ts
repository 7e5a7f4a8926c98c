import { count, desc, ilike, or } from 'drizzle-orm';
import type { components } from '../../api/schema.gen';
import { OTHER_SERVICE_TYPES, REPLIED } from '../../domain/other-services/service-types';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { containing } from '../db/queries/like-pattern';
import { otherServiceRequests, type OtherServiceRequest } from '../db/schema';
import { isoOrNull } from './dates';

type OtherServiceItem = components['schemas']['OtherServiceItem'];
type ExtractInfos = components['schemas']['ExtractInfos'];

export interface OtherServiceListQuery {
  searchText: string;
  pageNo: number;
  pageSize: number;
}

/** What the listing's extractInfos shows of a request (seed 002 §3: the first lot row's fields; ours: every lot). */
function extractInfosOf(row: OtherServiceRequest): ExtractInfos {
  const [lot] = row.extract.lots;
  return {
    referenceNo: row.referenceNo,
    propertyType: row.propertyType,
    serviceType: OTHER_SERVICE_TYPES[row.kind].serviceType,
    isChecked: false,
    ...(row.extract.applicantDetail ? { applicantDetail: row.extract.applicantDetail } : {}),
    propAcNo: row.extract.propAcNo,
    ...(lot
      ? { landLotFormat: lot.landLotFormat, landLotMkTsId: lot.landLotMkTsId, landLotMkTsNo: lot.landLotMkTsNo, landLotNo: lot.landLotNo }
      : {}),
    landLots: row.extract.lots,
    parcelNo: row.extract.parcelNo,
  };
}

/** One listing row (seed 002 §3 "Other-service listing item"). */
export function otherServiceItemJson(row: OtherServiceRequest): OtherServiceItem {
  const replied = row.status === REPLIED;
  return {
    id: row.id,
    lfcontrolNo: row.lfControlNo,
    plControlNo: row.plControlNo,
    rpControlNo: row.rpControlNo,
    messageType: row.messageType,
    status: row.status,
    createdDate: row.createdAt.toISOString(),
    receivedOn: replied ? isoOrNull(row.receivedAt) : null,
    isRead: replied && row.readAt !== null,
    parcelInfo: replied ? (row.parcelInfo ?? null) : null,
    extractInfos: extractInfosOf(row),
  };
}

/**
 * POST /iras-listing: one page of the firm's other-service requests, newest first (ties by id), and how many match
 * in all. The search text is found, ignoring case, anywhere in the LF or PL control no. or the reference no.
 */
export async function otherServicePage(
  db: Database,
  firmId: FirmId,
  query: OtherServiceListQuery,
): Promise<{ rows: OtherServiceItem[]; recordCount: number }> {
  const table = otherServiceRequests;
  const pattern = query.searchText ? containing(query.searchText) : undefined;
  const where = inFirm(
    table,
    firmId,
    pattern ? or(ilike(table.lfControlNo, pattern), ilike(table.plControlNo, pattern), ilike(table.referenceNo, pattern)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { rows: rows.map(otherServiceItemJson), recordCount: total[0]?.value ?? 0 };
}
