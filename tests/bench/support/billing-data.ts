import { PARCEL_LAND_AGENCY_LINE, PARCEL_LAND_TRANSACTION_LINE } from '../../../src/domain/other-services/parcel-land-fee';
import { OTHER_SERVICE_TYPES } from '../../../src/domain/other-services/service-types';
import { AGENCY_FEE_TABLE, TRANSACTION_FEE } from '../../../src/domain/requisitions/agencies';
import { lfControlNumber } from '../../../src/domain/requisitions/control-numbers';
import { chargeLineFor } from '../../../src/domain/requisitions/fees';
import { gstOf } from '../../../src/domain/requisitions/money';
import { singaporeDate } from '../../../src/server/billing/billing-query';
import type { Database } from '../../../src/server/db/database';
import { dueDiligences, otherServiceRequests, requisitionAgencyRequests, type NewOtherServiceRequest } from '../../../src/server/db/schema';
import { otherServiceRpNumber, plControlNumber } from '../../../src/server/other-services/control-numbers';
import { agencyRequestRows, type NewAgencyRequest } from '../../../src/server/requisitions/agency-rows';

/*
 * Requisitions on the listing benchmark's cases, for the billing search: every second case has one submitted
 * requisition (what bills), sent over the twelve months before now in the order the cases were opened, a few
 * hours apart, with one to three agency lines; one case in ten has a draft in the cart and one in ten a discarded
 * draft, neither of which may bill. Rows are stored as a submit stores them (agency-rows.ts, the demo seed):
 * LF numbers of the day's own sequence, lines Processing once sent (no reply due: a gateway that calls back,
 * so the agency simulator never picks them up).
 *
 * Other services (issue 16): one parcel land request per 50 cases, sent over the same year (charged as a
 * submission charges them; every second one on a case, the rest on none), and as many SOA requests, which are
 * charged nothing and never bill; all Replied, so the desk never picks them up.
 */

const BATCH = 1_000;
const YEAR_MS = 365 * 24 * 3_600_000;
const HOUR_MS = 3_600_000;
/** Well above the demo's numbers of the same days (LF…00017), so the two never meet. */
const FIRST_SEQUENCE = 1_001;
/** One parcel land request (and one SOA request) per this many cases. */
const CASES_PER_PARCEL_LAND = 50;

type Kind = 'submitted' | 'draft' | 'discarded';

const kindOf = (i: number): Kind | undefined => {
  if (i % 2 === 0) return 'submitted';
  if (i % 10 === 1) return 'draft';
  if (i % 10 === 3) return 'discarded';
  return undefined;
};

export interface BillingData {
  /** Submitted requisitions seeded (the demo's are on top). */
  billed: number;
  /** An LF number of each kind, to check that only submitted ones bill. */
  lfControlNo: Record<Kind, string>;
  /** A Singapore day (yyyy-mm-dd) about a hundred days back with submissions on it. */
  busyDay: string;
  /** Charged parcel land requests seeded (they bill beside the requisitions), and one's PL number. */
  parcelLand: number;
  plControlNo: string;
}

interface Planned {
  kind: Kind;
  propertyId: number;
  at: Date;
  lines: number[];
}

/** One requisition per case index, or none: when, and which agency rows (indices into the fee table). */
function plan(caseIds: readonly number[], nowMs: number): Planned[] {
  const submittedTotal = Math.ceil(caseIds.length / 2);
  return caseIds.flatMap((propertyId, i) => {
    const kind = kindOf(i);
    if (!kind) return [];
    const k = Math.floor(i / 2);
    // Submissions spread evenly over the year, a few hours either way; drafts opened within the last month.
    const at =
      kind === 'submitted'
        ? new Date(nowMs - YEAR_MS + ((k + 0.5) * YEAR_MS) / submittedTotal - ((k * 7_919) % 10) * HOUR_MS)
        : new Date(nowMs - ((i * 7_919) % 30) * 24 * HOUR_MS - HOUR_MS);
    // 1 to 3 lines, distinct rows of the table (steps of 4 over its 12 rows): LTA on about half, MCST a sixth.
    const lines = Array.from({ length: 1 + (k % 3) }, (_, j) => (k * 5 + j * 4) % AGENCY_FEE_TABLE.length);
    return [{ kind, propertyId, at, lines }];
  });
}

/** Adds the requisitions to the firm's cases (`caseIds` in the order the cases were opened). */
export async function seedBillingData(
  db: Database,
  firm: { firmId: number; userId: number },
  caseIds: readonly number[],
  nowMs: number,
): Promise<BillingData> {
  const planned = plan(caseIds, nowMs);
  const sequences = new Map<string, number>();
  const lfOf = (at: Date) => {
    const day = singaporeDate(at);
    const next = sequences.get(day) ?? FIRST_SEQUENCE;
    sequences.set(day, next + 1);
    return lfControlNumber(day, next);
  };
  const numbered = planned.map((item) => ({ ...item, lfControlNo: lfOf(item.at) }));

  for (let start = 0; start < numbered.length; start += BATCH) {
    const batch = numbered.slice(start, start + BATCH);
    const ids = await db
      .insert(dueDiligences)
      .values(
        batch.map((item) => ({
          firmId: firm.firmId,
          propertyId: item.propertyId,
          lfControlNo: item.lfControlNo,
          drafted: item.kind === 'submitted' ? 'N' : 'Y',
          createdAt: new Date(item.at.getTime() - HOUR_MS),
          createdBy: firm.userId,
          submittedAt: item.kind === 'submitted' ? item.at : null,
          discardedAt: item.kind === 'discarded' ? item.at : null,
          updatedAt: item.at,
          transactionFee: TRANSACTION_FEE,
          transactionGst: gstOf(TRANSACTION_FEE),
        })),
      )
      .returning({ id: dueDiligences.id });
    const lines: NewAgencyRequest[] = batch.flatMap((item, n) => {
      const dueDiligenceId = ids[n]?.id;
      if (dueDiligenceId === undefined) throw new Error(`requisition ${item.lfControlNo} was not stored`);
      const charges = item.lines.map((row) => {
        const fee = AGENCY_FEE_TABLE[row];
        if (!fee) throw new Error(`no fee row ${row}`);
        return chargeLineFor(fee, 1);
      });
      const rows = agencyRequestRows({ firmId: firm.firmId, dueDiligenceId, lfcontrolNo: item.lfControlNo }, charges, { ppr: '', bpr: '', ebpr: '' });
      return item.kind === 'submitted' ? rows.map((row) => ({ ...row, status: 'Processing' as const, sentAt: item.at })) : rows;
    });
    // Up to 3,000 lines of 17 columns: two statements keep each within PostgreSQL's 65,535 parameters.
    for (let from = 0; from < lines.length; from += 2 * BATCH) await db.insert(requisitionAgencyRequests).values(lines.slice(from, from + 2 * BATCH));
  }

  const parcelLand = await seedOtherServices(db, firm, caseIds, nowMs);

  const first = (kind: Kind) => {
    const found = numbered.find((item) => item.kind === kind);
    if (!found) throw new Error(`no ${kind} requisition seeded: too few cases`);
    return found.lfControlNo;
  };
  return {
    billed: numbered.filter((item) => item.kind === 'submitted').length,
    lfControlNo: { submitted: first('submitted'), draft: first('draft'), discarded: first('discarded') },
    busyDay: singaporeDate(new Date(nowMs - 100 * 24 * HOUR_MS)),
    parcelLand: parcelLand.length,
    plControlNo: parcelLand[0] ?? '',
  };
}

/** The parcel land requests (which bill) and SOA requests (which do not); the PL numbers stored. */
async function seedOtherServices(
  db: Database,
  firm: { firmId: number; userId: number },
  caseIds: readonly number[],
  nowMs: number,
): Promise<string[]> {
  const total = Math.floor(caseIds.length / CASES_PER_PARCEL_LAND);
  const sequences = new Map<string, number>();
  const next = (key: string) => {
    const sequence = sequences.get(key) ?? FIRST_SEQUENCE;
    sequences.set(key, sequence + 1);
    return sequence;
  };
  const rows: NewOtherServiceRequest[] = Array.from({ length: total }, (_, k): NewOtherServiceRequest[] => {
    // Between the requisitions' hours, so the two sources interleave.
    const at = new Date(nowMs - YEAR_MS + ((k + 0.25) * YEAR_MS) / total);
    const day = singaporeDate(at);
    const plSequence = next(`PLI${day}`);
    const soaSequence = next(`SOA${day}`);
    const common = {
      firmId: firm.firmId,
      createdBy: firm.userId,
      createdAt: at,
      status: 'Replied' as const,
      receivedAt: at,
      referenceNo: `BENCH-PL/${k + 1}`,
    };
    const extract = { propAcNo: '', parcelNo: '', lots: [] };
    return [
      {
        ...common,
        kind: 'parcelLand',
        messageType: OTHER_SERVICE_TYPES.parcelLand.messageType,
        plControlNo: plControlNumber(day, plSequence),
        rpControlNo: otherServiceRpNumber('parcelLand', day, plSequence),
        propertyType: 'L',
        propertyId: k % 2 === 0 ? (caseIds[k * CASES_PER_PARCEL_LAND] ?? null) : null,
        extract,
        applFee: PARCEL_LAND_AGENCY_LINE.fee,
        applGst: PARCEL_LAND_AGENCY_LINE.gst,
        transactionFee: PARCEL_LAND_TRANSACTION_LINE.fee,
        transactionGst: PARCEL_LAND_TRANSACTION_LINE.gst,
      },
      {
        ...common,
        kind: 'soa',
        messageType: OTHER_SERVICE_TYPES.soa.messageType,
        rpControlNo: otherServiceRpNumber('soa', day, soaSequence),
        propertyType: 'L',
        extract,
      },
    ];
  }).flat();
  for (let start = 0; start < rows.length; start += BATCH) await db.insert(otherServiceRequests).values(rows.slice(start, start + BATCH));
  return rows.flatMap((row) => (row.plControlNo ? [row.plControlNo] : []));
}
