import { and, desc, eq, exists, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/schema.gen';
import { toDisplayTimestamp } from '../../../domain/display-date';
import { AGENCY_FEE_TABLE, agencyDisplayName } from '../../../domain/requisitions/agencies';
import { PRODUCT_TIME_ZONE } from '../../../domain/today';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { containing } from '../../db/queries/like-pattern';
import { dueDiligences, properties, requisitionAgencyRequests } from '../../db/schema';

type ReportRow = components['schemas']['ReportRow'];

export interface ReportQuery {
  /** yyyy-mm-dd or '' (that side open); both already checked. */
  fromDate: string;
  toDate: string;
  searchCriteria: string;
  /** The draft cart's drafts instead of the submitted requisitions. */
  drafted: boolean;
}

/**
 * The first instant of a Singapore calendar day (`days` after `date`), worked out by the database: a JS Date
 * at either end of the calendar has no ISO form PostgreSQL reads (0001-01-01 in Singapore is a day of 1 BC
 * in UTC, and the day after 9999-12-31 has a five-digit year), so such a date made the listing fail.
 */
const startOfDay = (date: string, days = 0) => sql`(${date}::date + ${days}::integer)::timestamp at time zone ${PRODUCT_TIME_ZONE}`;

/**
 * POST /loadAllRequisitions (seed 001 §2.7, §2.8, §5 "Reports"): the firm's submitted requisitions, or with
 * drafted its drafts, never discarded ones, newest first. The date range is on the Singapore date submitted
 * (drafts: created), both ends included. The search text is found, ignoring case, in the LF control number,
 * the property's two reference numbers (the firm's and the system's), its address, or the display name of
 * one of the requisition's agencies ('IRAS', 'LTA - RTS', 'MCST Managing Agent' …).
 */
export async function reportRows(db: Database, firmId: FirmId, query: ReportQuery): Promise<ReportRow[]> {
  const dated = query.drafted ? dueDiligences.createdAt : dueDiligences.submittedAt;
  const lastUpdated =
    sql<Date>`greatest(${dueDiligences.updatedAt}, (select max(r.received_at) from ${requisitionAgencyRequests} r where r.due_diligence_id = ${dueDiligences.id}))`.mapWith(
      dueDiligences.updatedAt,
    );
  const rows = await db
    .select({
      id: dueDiligences.id,
      lfControlNo: dueDiligences.lfControlNo,
      lawfirmRefNo: properties.lawfirmRefNo,
      propAddress: properties.propAddress,
      propType: properties.propType,
      lastUpdated,
    })
    .from(dueDiligences)
    .innerJoin(properties, eq(properties.id, dueDiligences.propertyId))
    .where(
      inFirm(
        dueDiligences,
        firmId,
        isNull(dueDiligences.discardedAt),
        query.drafted ? eq(dueDiligences.drafted, 'Y') : and(eq(dueDiligences.drafted, 'N'), isNotNull(dueDiligences.submittedAt)),
        query.fromDate ? gte(dated, startOfDay(query.fromDate)) : undefined,
        query.toDate ? lt(dated, startOfDay(query.toDate, 1)) : undefined,
        textCondition(db, query.searchCriteria.trim()),
      ),
    )
    .orderBy(desc(dated), desc(dueDiligences.id));
  return rows.map((row) => ({
    id: row.id,
    lfControlNumber: row.lfControlNo,
    referenceNumber: row.lawfirmRefNo,
    appAddress: row.propAddress,
    lastUpdatedDate: toDisplayTimestamp(row.lastUpdated.toISOString()),
    propertyType: row.propType,
    checked: false,
  }));
}

function textCondition(db: Database, text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = containing(text);
  const needle = text.toLowerCase();
  const agencies = AGENCY_FEE_TABLE.filter((fee) => agencyDisplayName(fee.agencyCode, fee.deptCode).toLowerCase().includes(needle));
  const agencyNamed =
    agencies.length === 0
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(requisitionAgencyRequests)
            .where(
              and(
                eq(requisitionAgencyRequests.dueDiligenceId, dueDiligences.id),
                or(
                  ...agencies.map((fee) =>
                    and(eq(requisitionAgencyRequests.agencyCode, fee.agencyCode), eq(requisitionAgencyRequests.deptCode, fee.deptCode)),
                  ),
                ),
              ),
            ),
        );
  return or(
    ilike(dueDiligences.lfControlNo, pattern),
    ilike(properties.lawfirmRefNo, pattern),
    ilike(properties.propertyRefNo, pattern),
    ilike(properties.propAddress, pattern),
    agencyNamed,
  );
}
