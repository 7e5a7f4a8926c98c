import { and, arrayOverlaps, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { components } from '../../api/schema.gen';
import { singaporeWallClock } from '../../domain/display-date';
import { PARCEL_LAND_AGENCY_LINE } from '../../domain/other-services/parcel-land-fee';
import { OTHER_SERVICE_TYPES } from '../../domain/other-services/service-types';
import { agencyDisplayName, agencyKey } from '../../domain/requisitions/agencies';
import type { ChargeLine } from '../../domain/requisitions/fees';
import { PRODUCT_TIME_ZONE } from '../../domain/today';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { containing } from '../db/queries/like-pattern';
import { dueDiligences, lawFirms, otherServiceRequests, properties, requisitionAgencyRequests } from '../db/schema';
import { agencyLinesNamed } from './agency-search';
import type { BillingCriteria } from './billing-criteria';
import type { Charged } from './billing-lines';

type BillingRow = components['schemas']['BillingRow'];
export type BillingSource = BillingRow['source'];

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
  return inFirm(
    dueDiligences,
    firmId,
    eq(dueDiligences.drafted, 'N'),
    isNotNull(dueDiligences.submittedAt),
    isNull(dueDiligences.discardedAt),
    ...conditions,
  );
}

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
  const byControlNo = db
    .select({ id: dueDiligences.id })
    .from(dueDiligences)
    .where(inFirm(dueDiligences, firmId, ilike(dueDiligences.lfControlNo, pattern)));
  const byCase = db
    .select({ id: dueDiligences.id })
    .from(properties)
    .innerJoin(dueDiligences, eq(dueDiligences.propertyId, properties.id))
    .where(
      inFirm(
        properties,
        firmId,
        like(properties.searchText, sql`lower(${pattern})`),
        or(ilike(properties.lawfirmRefNo, pattern), ilike(properties.propertyRefNo, pattern)),
      ),
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

const parcelLand = otherServiceRequests;

/**
 * A billed parcel land request of the firm: one that was charged (SOA and non-SOA requests are charged nothing and
 * never bill). These are the conditions of the partial index other_service_requests_billed_idx (migration 0013),
 * which holds them in report order, written as it is so the planner sees the index applies.
 */
function billedParcelLand(firmId: FirmId, ...conditions: Array<SQL | undefined>): SQL {
  const charged = sql`${parcelLand.kind} = 'parcelLand' and ${parcelLand.applFee} + ${parcelLand.applGst} + ${parcelLand.transactionFee} + ${parcelLand.transactionGst} > 0`;
  return inFirm(parcelLand, firmId, charged, ...conditions);
}

/** The names a parcel land request's one agency line goes by: its codes, the agency's display name and the bill's label. */
const PARCEL_LAND_AGENCY_NAMES = [
  PARCEL_LAND_AGENCY_LINE.agencyCode,
  PARCEL_LAND_AGENCY_LINE.deptCode,
  agencyDisplayName(PARCEL_LAND_AGENCY_LINE.agencyCode, PARCEL_LAND_AGENCY_LINE.deptCode),
  PARCEL_LAND_AGENCY_LINE.label,
].map((name) => name.toLowerCase());

/**
 * The same search text on a parcel land request: its PL number, the user's reference no., or its agency ('IRAS',
 * 'IRAS - Parcel Land Information'): text naming the agency finds every one. A firm's parcel land requests are
 * few beside its requisitions (one for every 50 cases in the benchmark): the text is matched on the rows of the
 * billed index, with no index of its own.
 */
function parcelLandTextCondition(text: string): SQL | undefined {
  if (!text) return undefined;
  const needle = text.toLowerCase();
  if (PARCEL_LAND_AGENCY_NAMES.some((name) => name.includes(needle))) return undefined;
  const pattern = containing(text);
  return or(ilike(parcelLand.plControlNo, pattern), ilike(parcelLand.referenceNo, pattern));
}

function parcelLandSearchCondition(firmId: FirmId, search: BillingCriteria): SQL {
  return billedParcelLand(
    firmId,
    search.fromDate ? gte(parcelLand.createdAt, startOfDay(search.fromDate)) : undefined,
    search.toDate ? lt(parcelLand.createdAt, startOfDay(search.toDate, 1)) : undefined,
    parcelLandTextCondition(search.searchCriteria),
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
  source: 'requisition';
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

/** The case a parcel land request is on, when it has one (left joined: the request outlives its case). */
const requestCase = alias(properties, 'request_case');

const parcelLandColumns = {
  id: parcelLand.id,
  plControlNo: parcelLand.plControlNo,
  referenceNo: parcelLand.referenceNo,
  createdAt: parcelLand.createdAt,
  propertyType: parcelLand.propertyType,
  propertyAddress: parcelLand.propertyAddress,
  applFee: parcelLand.applFee,
  applGst: parcelLand.applGst,
  transactionFee: parcelLand.transactionFee,
  transactionGst: parcelLand.transactionGst,
  propertyId: requestCase.id,
  propertyRefNo: requestCase.propertyRefNo,
  postal: requestCase.postal,
  transactionTypeName: requestCase.transactionTypeName,
  checkListId: requestCase.checkListId,
};

interface ParcelLandRecord {
  source: 'otherService';
  id: number;
  plControlNo: string | null;
  referenceNo: string;
  createdAt: Date;
  propertyType: string;
  propertyAddress: string;
  applFee: number;
  applGst: number;
  transactionFee: number;
  transactionGst: number;
  propertyId: number | null;
  propertyRefNo: string | null;
  postal: string | null;
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
    source: 'requisition',
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

/** A parcel land request as a billing row: its PL number in lfControlNumber, the case's numbers when it is on one. */
function parcelLandRowJson(record: ParcelLandRecord): BillingRow {
  return {
    id: record.id,
    source: 'otherService',
    serviceType: OTHER_SERVICE_TYPES.parcelLand.serviceType,
    referenceNumber: record.referenceNo,
    lfControlNumber: record.plControlNo ?? '',
    billSentDate: singaporeDate(record.createdAt),
    propertyType: record.propertyType,
    transactionTypeName: record.transactionTypeName ?? '',
    propertyRefNo: record.propertyRefNo ?? '',
    ...(record.propertyId === null ? {} : { propertyId: record.propertyId }),
    checkListId: record.checkListId,
  };
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A bill's row, its case's address and what it was charged: a submitted requisition or a charged parcel land request. */
export interface BilledRequisition {
  row: BillingRow;
  propAddress: string;
  postal: string;
  charged: Charged;
}

/**
 * The bills matching the two searches, newest submission first (ties by source, 'otherService' before
 * 'requisition', then by id, newest first), `limit` of them from `offset` on, with their records and cases.
 *
 * The page is picked as (source, id) pairs from due_diligences and other_service_requests alone, then only its rows
 * are joined to their records and cases (a join first would read every matching case to sort them). The pick is a
 * UNION ALL of the two sides, each read in the order of its billed index (due_diligences_billed_idx,
 * other_service_requests_billed_idx: DESC, so nulls first, as these ORDER BYs) and stopped at `offset + limit`
 * rows. PostgreSQL merges the two in order (Merge Append on the instant and id, then an incremental sort for the
 * source, a constant per side) and stops at the page: the first page reads about ten index entries, as the
 * requisitions alone did. Without each side's ORDER BY and LIMIT it reads every match to sort them.
 */
async function billsMatching(
  db: Database,
  requisitionsWhere: SQL,
  parcelLandWhere: SQL,
  limit: number,
  offset: number,
): Promise<Array<RequisitionRecord | ParcelLandRecord>> {
  const requisitionSide = db
    .select({ at: sql<Date>`${dueDiligences.submittedAt}`.as('at'), source: sql<BillingSource>`'requisition'`.as('source'), id: dueDiligences.id })
    .from(dueDiligences)
    .where(requisitionsWhere)
    .orderBy(desc(dueDiligences.submittedAt), desc(dueDiligences.id))
    .limit(offset + limit);
  const parcelLandSide = db
    .select({ at: sql<Date>`${parcelLand.createdAt}`.as('at'), source: sql<BillingSource>`'otherService'`.as('source'), id: parcelLand.id })
    .from(parcelLand)
    .where(parcelLandWhere)
    .orderBy(desc(parcelLand.createdAt), desc(parcelLand.id))
    .limit(offset + limit);
  const page = unionAll(requisitionSide, parcelLandSide)
    .orderBy(sql`at desc`, sql`source`, sql`id desc`)
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({ source: page.source, requisition: rowColumns, parcelLand: parcelLandColumns })
    .from(page)
    .leftJoin(dueDiligences, and(eq(page.source, sql`'requisition'`), eq(dueDiligences.id, page.id)))
    .leftJoin(properties, eq(properties.id, dueDiligences.propertyId))
    .leftJoin(parcelLand, and(eq(page.source, sql`'otherService'`), eq(parcelLand.id, page.id)))
    .leftJoin(requestCase, eq(requestCase.id, parcelLand.propertyId))
    .orderBy(sql`${page.at} desc`, page.source, sql`${page.id} desc`);
  // Left joins make every column nullable to the compiler; a picked row's own table and (for a requisition) its case
  // are always there, the same rows the inner joins of billedRequisitionsNamed read.
  return rows.flatMap((row): Array<RequisitionRecord | ParcelLandRecord> => {
    if (row.source === 'requisition' && row.requisition.id !== null)
      return [{ ...(row.requisition as Omit<RequisitionRecord, 'source'>), source: 'requisition' }];
    if (row.source === 'otherService' && row.parcelLand.id !== null)
      return [{ ...(row.parcelLand as Omit<ParcelLandRecord, 'source'>), source: 'otherService' }];
    return [];
  });
}

/**
 * How many bills match, both sides counted on their own tables (every requisition has its case) in one statement:
 * two scalar counts read off the firm's own row.
 */
async function billsCounted(db: Database, firmId: FirmId, requisitionsWhere: SQL, parcelLandWhere: SQL): Promise<number> {
  const requisitions = db.select({ value: count() }).from(dueDiligences).where(requisitionsWhere);
  const parcelLands = db.select({ value: count() }).from(parcelLand).where(parcelLandWhere);
  const [row] = await db
    .select({ value: sql<number>`(${requisitions}) + (${parcelLands})`.mapWith(Number) })
    .from(lawFirms)
    .where(eq(lawFirms.id, firmId));
  return row?.value ?? 0;
}

/** The firm's billed parcel land requests matching `where`, with their cases if any, in no order. */
function parcelLandRecords(db: Database, firmId: FirmId, where: SQL | undefined): Promise<Array<Omit<ParcelLandRecord, 'source'>>> {
  return db
    .select(parcelLandColumns)
    .from(parcelLand)
    .leftJoin(requestCase, eq(requestCase.id, parcelLand.propertyId))
    .where(billedParcelLand(firmId, where));
}

function billedRequisition(record: RequisitionRecord, lines: Map<number, ChargeLine[]>): BilledRequisition {
  return {
    row: billingRowJson(record),
    propAddress: record.propAddress,
    postal: record.postal,
    charged: { lines: lines.get(record.id) ?? [], transactionFee: record.transactionFee, transactionGst: record.transactionGst },
  };
}

function billedParcelLandRequest(record: ParcelLandRecord): BilledRequisition {
  return {
    row: parcelLandRowJson(record),
    propAddress: record.propertyAddress,
    postal: record.postal ?? '',
    charged: {
      parcelLand: { applFee: record.applFee, applGst: record.applGst },
      transactionFee: record.transactionFee,
      transactionGst: record.transactionGst,
    },
  };
}

/** The bills with their records, each requisition with its stored agency lines. */
async function withCharges(db: Database, firmId: FirmId, records: ReadonlyArray<RequisitionRecord | ParcelLandRecord>): Promise<BilledRequisition[]> {
  const lines = await chargedLinesOf(
    db,
    firmId,
    records.flatMap((record) => (record.source === 'requisition' ? [record.id] : [])),
  );
  return records.map((record) => (record.source === 'requisition' ? billedRequisition(record, lines) : billedParcelLandRequest(record)));
}

const rowOf = (record: RequisitionRecord | ParcelLandRecord): BillingRow =>
  record.source === 'requisition' ? billingRowJson(record) : parcelLandRowJson(record);

/**
 * POST /searchBillingReports: one page of the firm's bills matching the search, submitted requisitions and charged
 * parcel land requests together, newest first, and how many match in all (each side counted on its own table:
 * every requisition has its case).
 */
export async function billingPage(
  db: Database,
  firmId: FirmId,
  search: BillingCriteria,
  paging: Paging,
): Promise<{ rows: BillingRow[]; recordCount: number }> {
  const where = searchCondition(db, firmId, search);
  const parcelLandWhere = parcelLandSearchCondition(firmId, search);
  const [records, recordCount] = await Promise.all([
    billsMatching(db, where, parcelLandWhere, paging.pageSize, (paging.pageNo - 1) * paging.pageSize),
    billsCounted(db, firmId, where, parcelLandWhere),
  ]);
  return { rows: records.map(rowOf), recordCount };
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

/** Every bill the search matches (at most `limit`), newest first, with what each was charged. */
export async function billedRequisitionsMatching(db: Database, firmId: FirmId, search: BillingCriteria, limit: number): Promise<BilledRequisition[]> {
  const records = await billsMatching(db, searchCondition(db, firmId, search), parcelLandSearchCondition(firmId, search), limit, 0);
  return withCharges(db, firmId, records);
}

/**
 * The firm's bills with these control numbers (LF… a requisition, PL… a parcel land request: the two never meet),
 * in the order named (each once), or null when any of them is not one: another firm's, a draft, a discarded
 * requisition, an uncharged request, or none at all.
 */
export async function billedRequisitionsNamed(db: Database, firmId: FirmId, controlNos: readonly string[]): Promise<BilledRequisition[] | null> {
  const wanted = [...new Set(controlNos)];
  if (wanted.length === 0) return [];
  const requisitions = await db
    .select(rowColumns)
    .from(dueDiligences)
    .innerJoin(properties, eq(properties.id, dueDiligences.propertyId))
    .where(billed(firmId, inArray(dueDiligences.lfControlNo, wanted)));
  const parcelLands = requisitions.length === wanted.length ? [] : await parcelLandRecords(db, firmId, inArray(parcelLand.plControlNo, wanted));
  if (requisitions.length + parcelLands.length !== wanted.length) return null;
  const bills = await withCharges(db, firmId, [
    ...requisitions.map((record): RequisitionRecord => ({ ...record, source: 'requisition' })),
    ...parcelLands.map((record): ParcelLandRecord => ({ ...record, source: 'otherService' })),
  ]);
  const byNo = new Map(bills.map((bill) => [bill.row.lfControlNumber, bill]));
  return wanted.flatMap((no) => byNo.get(no) ?? []);
}
