import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../api/schema.gen';
import { messages } from '../../domain/messages';
import { OTHER_SERVICE_TYPES } from '../../domain/other-services/service-types';
import { PRODUCT_TIME_ZONE } from '../../domain/today';
import type { Clock } from '../clock';
import { todayBy } from '../clock';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { dueDiligences, otherServiceRequests, properties } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import type { OtherServicesDesk } from '../services/agency/other-services-desk';
import { nextOtherServiceSequence, otherServiceRpNumber } from './control-numbers';
import { singaporeDate } from './dates';
import { storeSubmission, type Submitter } from './submission';

type SoaSearchResult = components['schemas']['SoaSearchResult'];

/** The most requisitions one SOA search answers. */
export const SOA_SEARCH_MAX_ROWS = 500;

/** The first instant of a Singapore calendar day (`days` after `date`), worked out by the database. */
const startOfDay = (date: string, days = 0) => sql`(${date}::date + ${days}::integer)::timestamp at time zone ${PRODUCT_TIME_ZONE}`;

/** A submitted requisition of the firm: drafts and discarded requisitions have no statement to ask for. */
function submitted(firmId: FirmId, ...conditions: Array<SQL | undefined>): SQL {
  return inFirm(
    dueDiligences,
    firmId,
    eq(dueDiligences.drafted, 'N'),
    isNotNull(dueDiligences.submittedAt),
    isNull(dueDiligences.discardedAt),
    ...conditions,
  );
}

const propertyTypeCode = (propType: string) => (propType === 'LAND' ? 'L' : 'B');
const dateOrNull = (at: Date | null) => (at ? singaporeDate(at) : null);

/**
 * POST /searchSOA (seed 002 §2.5, §3): the firm's submitted requisitions sent on a Singapore date from `fromDate` to
 * `toDate` (yyyy-mm-dd, both included, already checked), newest first, each with how many statements the firm has
 * asked for on it and the latest request and reply dates. At most SOA_SEARCH_MAX_ROWS.
 */
export async function searchSoa(db: Database, firmId: FirmId, range: { fromDate: string; toDate: string }): Promise<SoaSearchResult[]> {
  const requisitions = await db
    .select({
      lfControlNo: dueDiligences.lfControlNo,
      submittedAt: dueDiligences.submittedAt,
      lawfirmRefNo: properties.lawfirmRefNo,
      propAddress: properties.propAddress,
      propAcctNo: properties.propAcctNo,
    })
    .from(dueDiligences)
    .innerJoin(properties, eq(properties.id, dueDiligences.propertyId))
    .where(submitted(firmId, gte(dueDiligences.submittedAt, startOfDay(range.fromDate)), lt(dueDiligences.submittedAt, startOfDay(range.toDate, 1))))
    .orderBy(desc(dueDiligences.submittedAt), desc(dueDiligences.id))
    .limit(SOA_SEARCH_MAX_ROWS);
  if (requisitions.length === 0) return [];
  const table = otherServiceRequests;
  const statements = await db
    .select({ lfControlNo: table.lfControlNo, soaCount: count(), latestReq: max(table.createdAt), latestRecv: max(table.receivedAt) })
    .from(table)
    .where(
      inFirm(
        table,
        firmId,
        eq(table.kind, 'soa'),
        inArray(
          table.lfControlNo,
          requisitions.map((row) => row.lfControlNo),
        ),
      ),
    )
    .groupBy(table.lfControlNo);
  const byNo = new Map(statements.map((row) => [row.lfControlNo, row]));
  return requisitions.map((row) => {
    const asked = byNo.get(row.lfControlNo);
    return {
      lfControlNo: row.lfControlNo,
      referenceNo: row.lawfirmRefNo,
      reqSentDate: row.submittedAt ? singaporeDate(row.submittedAt) : '',
      soaCount: asked?.soaCount ?? 0,
      latestReqDate: dateOrNull(asked?.latestReq ?? null),
      latestRecvDate: dateOrNull(asked?.latestRecv ?? null),
      propAddr: row.propAddress,
      propActNo: row.propAcctNo,
      isChecked: false,
    };
  });
}

export interface SoaDeps {
  db: Database;
  clock: Clock;
  desk: OtherServicesDesk;
}

/**
 * POST /submitSOA (seed 002 §4, §7): one statement of account request per named requisition, in one transaction.
 * Every LF control no. must be a submitted requisition of the firm (else 404, nothing stored); a requisition whose
 * statement is still being processed is refused (409). The requisitions are locked while checked, so two requests
 * at once cannot both ask. An Idempotency-Key repeated answers the first text.
 */
export async function submitSoa(
  deps: SoaDeps,
  submitter: Submitter,
  lfControlNos: readonly string[],
  requestKey: string | undefined,
): Promise<string> {
  const wanted = [...new Set(lfControlNos.map((no) => no.trim().toUpperCase()))];
  const today = todayBy(deps.clock);
  const now = new Date(deps.clock.nowMs());
  return storeSubmission(deps.db, submitter, requestKey, now, {
    answer: (rows) => messages.soaRequestsSent(rows.length),
    rows: async (tx) => {
      const found = await tx
        .select({
          lfControlNo: dueDiligences.lfControlNo,
          propertyId: properties.id,
          lawfirmRefNo: properties.lawfirmRefNo,
          propType: properties.propType,
          propAcctNo: properties.propAcctNo,
          propAddress: properties.propAddress,
        })
        .from(dueDiligences)
        .innerJoin(properties, eq(properties.id, dueDiligences.propertyId))
        .where(submitted(submitter.firmId, inArray(dueDiligences.lfControlNo, wanted)))
        .for('update', { of: dueDiligences });
      if (found.length !== wanted.length) throw new NotFoundError();
      const table = otherServiceRequests;
      const [busy] = await tx
        .select({ lfControlNo: table.lfControlNo })
        .from(table)
        .where(inFirm(table, submitter.firmId, and(eq(table.kind, 'soa'), eq(table.status, 'Processing'), inArray(table.lfControlNo, wanted))))
        .limit(1);
      if (busy) throw new ConflictError(messages.soaAlreadyProcessing(busy.lfControlNo ?? ''));
      const first = await nextOtherServiceSequence(tx, 'soa', today);
      const byNo = new Map(found.map((row) => [row.lfControlNo, row]));
      return wanted.flatMap((lfControlNo, index) => {
        const requisition = byNo.get(lfControlNo);
        if (!requisition) return [];
        return [
          {
            kind: 'soa' as const,
            messageType: OTHER_SERVICE_TYPES.soa.messageType,
            lfControlNo,
            rpControlNo: otherServiceRpNumber('soa', today, first + index),
            createdAt: now,
            referenceNo: requisition.lawfirmRefNo,
            propertyType: propertyTypeCode(requisition.propType),
            propertyId: requisition.propertyId,
            propertyAccountNo: requisition.propAcctNo,
            propertyAddress: requisition.propAddress,
            extract: { propAcNo: requisition.propAcctNo, parcelNo: '', lots: [] },
          },
        ];
      });
    },
    stored: (tx, rows) =>
      deps.desk.send(
        tx,
        submitter.firmId,
        rows.map((row) => row.id),
      ),
  });
}
