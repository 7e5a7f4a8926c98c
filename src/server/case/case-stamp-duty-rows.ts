import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { CaseStampDuty, SavedBuyerStampDuty, SavedSellerStampDuty, StampDutyCalculation } from '../../domain/case/case-stamp-duty';
import { parseBuyerStampDutyRequest, parseSellerStampDutyRequest } from '../../domain/stamp-duty/request-schema';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { caseStampDuty, users } from '../db/schema';

/**
 * The case_stamp_duty rows of a case (migration 0014): the request as checked, and the figures as worked out with
 * the date of the rates they used (`ratesEffective`, kept beside them in the result column). Read back through
 * schemas, so what the page and the PDF show is typed; a row this code did not write is left out, not guessed at.
 */
const Band = v.object({ from: v.number(), to: v.number(), rate: v.number(), amount: v.number() });
const RatesEffective = v.nullish(v.string(), null);
const StoredBuyerResult = v.object({
  dutiableValue: v.number(),
  bands: v.array(Band),
  bsd: v.number(),
  absdRate: v.number(),
  absd: v.number(),
  total: v.number(),
  dueDate: v.string(),
  ratesEffective: RatesEffective,
});
const StoredSellerResult = v.object({
  dutiableValue: v.number(),
  rate: v.number(),
  ssd: v.number(),
  dueDate: v.string(),
  ratesEffective: RatesEffective,
});

/** The result column: the figures and the date of their rates. */
export function storedResultOf(calculation: StampDutyCalculation, ratesEffective: string | null): Record<string, unknown> {
  return { ...calculation.result, ratesEffective };
}

interface StoredRow {
  kind: 'buyer' | 'seller';
  request: Record<string, unknown>;
  result: Record<string, unknown>;
  savedBy: string;
  savedAt: Date;
}

function buyerOf(row: StoredRow): SavedBuyerStampDuty | undefined {
  const request = parseBuyerStampDutyRequest(row.request);
  const stored = v.safeParse(StoredBuyerResult, row.result);
  if (!request.ok || !stored.success) return undefined;
  const { ratesEffective, ...result } = stored.output;
  return { kind: 'buyer', request: request.request, result, ratesEffective, savedBy: row.savedBy, savedAt: row.savedAt.toISOString() };
}

function sellerOf(row: StoredRow): SavedSellerStampDuty | undefined {
  const request = parseSellerStampDutyRequest(row.request);
  const stored = v.safeParse(StoredSellerResult, row.result);
  if (!request.ok || !stored.success) return undefined;
  const { ratesEffective, ...result } = stored.output;
  return { kind: 'seller', request: request.request, result, ratesEffective, savedBy: row.savedBy, savedAt: row.savedAt.toISOString() };
}

/** The buyer's and seller's calculations saved on the firm's case (the caller's transaction when it has one). */
export async function loadCaseStampDuty(db: Database, firmId: FirmId, propertyId: number): Promise<CaseStampDuty> {
  const rows = await db
    .select({
      kind: caseStampDuty.kind,
      request: caseStampDuty.request,
      result: caseStampDuty.result,
      savedBy: users.userId,
      savedAt: caseStampDuty.savedAt,
    })
    .from(caseStampDuty)
    .innerJoin(users, eq(users.id, caseStampDuty.savedBy))
    .where(inFirm(caseStampDuty, firmId, eq(caseStampDuty.propertyId, propertyId)));
  const saved: CaseStampDuty = {};
  for (const row of rows) {
    if (row.kind === 'buyer') {
      const buyer = buyerOf(row);
      if (buyer) saved.buyer = buyer;
    } else {
      const seller = sellerOf(row);
      if (seller) saved.seller = seller;
    }
  }
  return saved;
}
