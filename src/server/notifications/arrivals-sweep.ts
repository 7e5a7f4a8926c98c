import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { verifiedFirmId, type FirmId } from '../db/firm-scope';
import { dssSignings, otherServiceRequests, requisitionAgencyRequests } from '../db/schema';
import { createOtherServicesDesk } from '../services/agency/other-services-desk';
import { settleDueSignings } from '../services/signing/start-signing';

export type ArrivalDeps = Pick<AppDeps, 'db' | 'files' | 'clock' | 'config' | 'agencies' | 'signing' | 'logger'>;

/**
 * Brings in every answer that has fallen due, for every firm: agencies' replies, the tax desk's, DSS signatures.
 * The simulators make an answer when someone first looks after it is due (a read collects first); this is that
 * look, made by the server every few seconds, so the answer — and its history event and notice, stored in the
 * same transaction — arrives while nobody is reading. Each answer is claimed in its own transaction, so several
 * server processes sweeping at once make each one once. Answers how many came in.
 */
export async function collectArrivals(deps: ArrivalDeps): Promise<number> {
  const now = new Date(deps.clock.nowMs());
  const desk = createOtherServicesDesk(deps);
  const [agencyFirms, deskFirms, signings] = await Promise.all([
    deps.db
      .selectDistinct({ firmId: requisitionAgencyRequests.firmId })
      .from(requisitionAgencyRequests)
      .where(and(eq(requisitionAgencyRequests.status, 'Processing'), lte(requisitionAgencyRequests.replyDueAt, now))),
    deps.db
      .selectDistinct({ firmId: otherServiceRequests.firmId })
      .from(otherServiceRequests)
      .where(and(eq(otherServiceRequests.status, 'Processing'), lte(otherServiceRequests.replyDueAt, now))),
    deps.db
      .selectDistinct({ firmId: dssSignings.firmId, propertyId: dssSignings.propertyId })
      .from(dssSignings)
      .where(and(eq(dssSignings.status, 'SUBMITTED'), lte(dssSignings.dueAt, now))),
  ]);
  let arrived = 0;
  // One failing firm or case (a file store error) must not hold back the others; it is tried again next time.
  const attempt = async (what: string, collect: () => Promise<number>) => {
    try {
      arrived += await collect();
    } catch (error) {
      deps.logger.error(`Collecting ${what} failed`, error);
    }
  };
  // The firm ids come from the firm's own rows: the sweep acts for the firm as its reads would.
  const firm = (id: number): FirmId => verifiedFirmId(id);
  for (const { firmId } of agencyFirms) await attempt('agency replies', () => deps.agencies.collectReplies(firm(firmId)));
  for (const { firmId } of deskFirms) await attempt('other-service replies', () => desk.collectReplies(firm(firmId)));
  for (const { firmId, propertyId } of signings) await attempt('DSS signatures', () => settleDueSignings(deps, firm(firmId), propertyId));
  return arrived;
}
