import { arrayOverlaps, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { components } from '../../api/schema.gen';
import { singaporeWallClock } from '../../domain/display-date';
import { agencyKey } from '../../domain/requisitions/agencies';
import type { ChargeLine } from '../../domain/requisitions/fees';
import { PRODUCT_TIME_ZONE } from '../../domain/today';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { containing } from '../db/queries/like-pattern';
import { dueDiligences, properties, requisitionAgencyRequests } from '../db/schema';
import { agencyLinesNamed } from './agency-search';
import type { BillingCriteria } from './billing-criteria';
import type { ChargedRequisition } from './billing-lines';

type BillingRow = components['schemas']['BillingRow'];

/**
 * The first instant of a Singapore calendar day (`days` after `date`), worked out by the database, as the
 * requisition report does: a JS Date at either end of the calendar has no ISO form PostgreSQL reads.
 */
const startOfDay = (date: string, days = 0) => sql`(${date}::date + ${days}::integer)::timestamp at time zone ${PRODUCT_TIME_ZONE}`;

/**
 * A billed requisition: submitted (drafts and discarded requisitions never bill), of the firm. These are the
 * conditions of the partial index due_diligences_billed_idx, which holds the billed ones in report order.
 */
function billed(firmId: FirmId, ...conditions: Array<SQL | undefined>): SQL {
  return inFirm(dueDiligences, firmId, eq(dueDiligences.drafted, 'N'), isNotNull(dueDiligences.submittedAt), isNull(dueDiligences.discardedAt), ...conditions);
}

/**
 * Newest submission first, ties by id, newest first: exactly the order of due_diligences_billed_idx (DESC, so
 * nulls first), which the planner then reads in order and stops at the page.
 */
const newestFirst = () => [desc(dueDiligences.submittedAt), desc(dueDiligences.id)];

/**
 * "Reference No, Law Firm Control No, Agency or Department Sent To" (seed 001 §2.9), ignoring case, anywhere in:
 * the firm's reference number, the property control number, the LF control number, or one of the requisition's
 * agency lines by agency code, department code or display name ('LTA - RTS', 'MCST Managing Agent').
 *
 * The numbers are found through trigram indexes: the LF number's own, and for the case's two numbers the
 * listing's search text (migration 0007; both are in it, lower-cased, so it finds a superset the ILIKEs narrow).
 * The agency lines are the fee-table rows the text names (agencyLinesNamed), matched against the requisition's
 * agency_keys, which the billed index holds: a search by agency reads that index alone.
 */
function textCondition(db: Database, firmId: FirmId, text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = containing(text);
  const byControlNo = db.select({ id: dueDiligences.id }).from(dueDiligences).where(inFirm(dueDiligences, firmId, ilike(dueDiligences.lfControlNo, pattern)));
  const byCase = db
    .select({ id: dueDiligences.id })
    .from(properties)
    .innerJoin(dueDiligences, eq(dueDiligences.propertyId, properties.id))
    .where(
      inFirm(properties, firmId, like(properties.searchText, sql`lower(${pattern})`), or(ilike(properties.lawfirmRefNo, pattern), ilike(properties.propertyRefNo, pattern))),
    );
  const keys = agencyLinesNamed(text).map(agencyKey);
  return or(inArray(dueDiligences.id, unionAll(byControlNo, byCase)), keys.length > 0 ? arrayOverlaps(dueDiligences.agencyKeys, keys) : undefined);
}

function searchCondition(db: Database, firmId: FirmId, search: BillingCriteria): SQL {
  return billed(
    firmId,
    search.fromDate ? gte(dueDiligences.submittedAt, startOfDay(search.fromDate)) : undefined,
    search.toDate ? lt(dueDiligences.submittedAt, startOfDay(search.toDate, 1)) : undefined,
    textCondition(db, firmId, search.searchCriteria),
  );
}

const rowColumns = {
  id: dueDiligences.id,
  lfControlNo: dueDiligences.lfControlNo,
  submittedAt: dueDiligences.submittedAt,
  transactionFee: dueDiligences.transactionFee,
  transactionGst: dueDiligences.transactionGst,
  propertyId: properties.id,
  lawfirmRefNo: properties.lawfirmRefNo,
  propertyRefNo: properties.propertyRefNo,
  propType: properties.propType,
  propAddress: properties.propAddress,
  postal: properties.postal,
  transactionTypeName: properties.transactionTypeName,
  checkListId: properties.checkListId,
};

interface RequisitionRecord {
  id: number;
  lfControlNo: string;
  submittedAt: Date | null;
  transactionFee: number;
  transactionGst: number;
  propertyId: number;
  lawfirmRefNo: string;
  propertyRefNo: string;
  propType: string;
  propAddress: string;
  postal: string;
  transactionTypeName: string | null;
  checkListId: string | null;
}

/** The Singapore calendar date of an instant, yyyy-mm-dd. */
export function singaporeDate(at: Date): string {
  return singaporeWallClock(at.toISOString()).slice(0, 10);
}

function billingRowJson(record: RequisitionRecord): BillingRow {
  return {
    id: record.id,
    referenceNumber: record.lawfirmRefNo,
    lfControlNumber: record.lfControlNo,
    billSentDate: record.submittedAt ? singaporeDate(record.submittedAt) : '',
    propertyType: record.propType,
    transactionTypeName: record.transactionTypeName ?? '',
    propertyRefNo: record.propertyRefNo,
    propertyId: record.propertyId,
    checkListId: record.checkListId,
  };
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/**
 * The requisitions matching `where`, newest first, `limit` of them from `offset` on, with their cases. The ids
 * are picked from due_diligences alone (from the billed index when there is no text), and only those rows are
 * joined to their cases; a join first would read every matching case to sort them.
 */
function recordsMatching(db: Database, where: SQL, limit: number, offset = 0): Promise<RequisitionRecord[]> {
  const page = db
    .select({ id: dueDiligences.id })
    .from(dueDiligences)
    .where(where)
    .orderBy(...newestFirst())
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(rowColumns)
    .from(page)
    .innerJoin(dueDiligences, eq(dueDiligences.id, page.id))
    .innerJoin(properties, eq(properties.id, dueDiligences.propertyId))
    .orderBy(...newestFirst());
}

/**
 * POST /searchBillingReports: one page of the firm's billed requisitions matching the search, newest first
 * (ties by id, newest first), and how many match in all (counted on due_diligences alone: every requisition has
 * its case).
 */
export async function billingPage(db: Database, firmId: FirmId, search: BillingCriteria, paging: Paging): Promise<{ rows: BillingRow[]; recordCount: number }> {
  const where = searchCondition(db, firmId, search);
  const [records, total] = await Promise.all([
    recordsMatching(db, where, paging.pageSize, (paging.pageNo - 1) * paging.pageSize),
    db.select({ value: count() }).from(dueDiligences).where(where),
  ]);
  return { rows: records.map(billingRowJson), recordCount: total[0]?.value ?? 0 };
}

/** A billed requisition with its case and what it was charged. */
export interface BilledRequisition {
  row: BillingRow;
  propAddress: string;
  postal: string;
  charged: ChargedRequisition;
}

const LINE_BATCH = 1_000;

/** The stored agency lines of these requisitions, each requisition's in RP order. */
async function chargedLinesOf(db: Database, firmId: FirmId, ids: readonly number[]): Promise<Map<number, ChargeLine[]>> {
  const byRequisition = new Map<number, ChargeLine[]>(ids.map((id) => [id, []]));
  const line = requisitionAgencyRequests;
  for (let start = 0; start < ids.length; start += LINE_BATCH) {
    const batch = ids.slice(start, start + LINE_BATCH);
    const rows = await db
      .select({
        dueDiligenceId: line.dueDiligenceId,
        agencyCode: line.agencyCode,
        deptCode: line.deptCode,
        chargeCode: line.chargeCode,
        usageQty: line.usageQty,
        applFee: line.applFee,
        applGst: line.applGst,
        clFee: line.clFee,
        clGst: line.clGst,
        salLevyFee: line.salLevyFee,
        salLevyGst: line.salLevyGst,
      })
      .from(line)
      .where(inFirm(line, firmId, inArray(line.dueDiligenceId, batch)))
      .orderBy(asc(line.dueDiligenceId), asc(line.rpControlNo));
    for (const { dueDiligenceId, ...charge } of rows) byRequisition.get(dueDiligenceId)?.push(charge);
  }
  return byRequisition;
}

async function withCharges(db: Database, firmId: FirmId, records: readonly RequisitionRecord[]): Promise<BilledRequisition[]> {
  const lines = await chargedLinesOf(
    db,
    firmId,
    records.map((record) => record.id),
  );
  return records.map((record) => ({
    row: billingRowJson(record),
    propAddress: record.propAddress,
    postal: record.postal,
    charged: { lines: lines.get(record.id) ?? [], transactionFee: record.transactionFee, transactionGst: record.transactionGst },
  }));
}

/** Every billed requisition the search matches (at most `limit`), newest first, with what each was charged. */
export async function billedRequisitionsMatching(db: Database, firmId: FirmId, search: BillingCriteria, limit: number): Promise<BilledRequisition[]> {
  const records = await recordsMatching(db, searchCondition(db, firmId, search), limit);
  return withCharges(db, firmId, records);
}

/**
 * The firm's billed requisitions with these LF control numbers, in the order named (each once), or null when any
 * of them is not one: another firm's, a draft, a discarded one, or none at all.
 */
export async function billedRequisitionsNamed(db: Database, firmId: FirmId, lfControlNos: readonly string[]): Promise<BilledRequisition[] | null> {
  const wanted = [...new Set(lfControlNos)];
  if (wanted.length === 0) return [];
  const records = await db
    .select(rowColumns)
    .from(dueDiligences)
    .innerJoin(properties, eq(properties.id, dueDiligences.propertyId))
    .where(billed(firmId, inArray(dueDiligences.lfControlNo, wanted)));
  if (records.length !== wanted.length) return null;
  const byNo = new Map(records.map((record) => [record.lfControlNo, record]));
  return withCharges(
    db,
    firmId,
    wanted.flatMap((no) => byNo.get(no) ?? []),
  );
}
