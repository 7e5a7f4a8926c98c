import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { serviceRepliedSummary } from '../../../domain/history/arrival-summaries';
import { FIRM_LINKS } from '../../../domain/history/event-links';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { lockCase } from '../../db/case-lock';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { lawFirms, otherServiceRequests, type OtherServiceRequest } from '../../db/schema';
import { announceArrival } from '../../notifications/announce-arrival';
import { singaporeDate } from '../../other-services/dates';
import { parcelInformationFor } from '../../other-services/parcel-information';
import { renderOtherServiceReplyPdf, type ReplyAddressee } from '../../other-services/reply-pdf';
import type { FileStore } from '../files/file-store';
import { undoWritesOnFailure } from '../files/undo-writes-on-failure';
import { REPLY_FOLDER } from './agency-simulator';

/**
 * The tax authority's other-services desk (parcel land information, statements of account). `send` runs inside
 * the submission's transaction and hands it the new requests; `collectReplies` brings in the replies that have
 * arrived for a firm — a reply PDF in the file store, the row Replied and unread, parcel land with its parcel
 * information — and answers how many.
 */
export interface OtherServicesDesk {
  send(db: Database, firmId: FirmId, requestIds: readonly number[]): Promise<void>;
  collectReplies(firmId: FirmId): Promise<number>;
}

export interface OtherServicesDeskDeps {
  db: Database;
  files: FileStore;
  clock: Clock;
  config: Pick<Config, 'agencyReplyDelayMs'>;
}

/**
 * The built-in desk, a simulator like the requisition agencies' (agency-simulator.ts): a request sent now is due
 * its reply AGENCY_REPLY_DELAY_MS later, and the reply is made the first time anyone collects after that, dated
 * when it fell due. Time is the injected clock's, so tests move it.
 */
export function createOtherServicesDesk(deps: OtherServicesDeskDeps): OtherServicesDesk {
  return {
    async send(db, firmId, requestIds) {
      if (requestIds.length === 0) return;
      const dueAt = new Date(deps.clock.nowMs() + deps.config.agencyReplyDelayMs);
      const table = otherServiceRequests;
      await db
        .update(table)
        .set({ replyDueAt: dueAt })
        .where(inFirm(table, firmId, inArray(table.id, [...requestIds]), eq(table.status, 'Processing'), isNull(table.replyDueAt)));
    },

    async collectReplies(firmId) {
      const now = new Date(deps.clock.nowMs());
      const table = otherServiceRequests;
      const due = await deps.db
        .select()
        .from(table)
        .where(inFirm(table, firmId, eq(table.status, 'Processing'), lte(table.replyDueAt, now)))
        .orderBy(asc(table.replyDueAt), asc(table.id));
      // Every listing collects first: nothing due must cost one small query and no more.
      if (due.length === 0) return 0;
      const addressee = await addresseeOf(deps.db, firmId);
      let collected = 0;
      for (const request of due) {
        if (await collectReply(deps, firmId, request, addressee, now)) collected += 1;
      }
      return collected;
    },
  };
}

async function addresseeOf(db: Database, firmId: FirmId): Promise<ReplyAddressee> {
  const [firm] = await db
    .select({ name: lawFirms.name, address: lawFirms.address, postalCode: lawFirms.postalCode })
    .from(lawFirms)
    .where(eq(lawFirms.id, firmId));
  return {
    firmName: firm?.name ?? '',
    firmAddress: [firm?.address ?? '', firm?.postalCode ? `Singapore ${firm.postalCode}` : ''].filter(Boolean).join(', '),
  };
}

/** Another collection claimed the request first: its reply file is the one kept. */
class CollectedElsewhere extends Error {}

/**
 * One reply. The letter is made and stored first, outside the transaction; then one transaction locks the request's
 * case when it names one (db/case-lock.ts) and claims the request with the letter's file (only a request still
 * Processing), so two collections at once keep one file: the second finds nothing to claim and removes its own. A
 * failure removes the file and leaves the request for the next collection. The reply's history event and the
 * notification (to the case's lawyer, or to whoever asked when the request is on no case) are written in the same
 * transaction.
 */
async function collectReply(
  deps: OtherServicesDeskDeps,
  firmId: FirmId,
  request: OtherServiceRequest,
  addressee: ReplyAddressee,
  now: Date,
): Promise<boolean> {
  const table = otherServiceRequests;
  // The desk answered when the reply fell due; a later look only brings the answer in.
  const receivedAt = request.replyDueAt ?? now;
  const parcelInfo = request.kind === 'parcelLand' ? parcelInformationFor(request.extract, singaporeDate(receivedAt)) : null;
  const bytes = await renderOtherServiceReplyPdf(request, addressee, receivedAt, parcelInfo);
  try {
    return await undoWritesOnFailure(deps.files, async (write) => {
      const replyFile = await write(REPLY_FOLDER, `${request.rpControlNo}-reply`, 'pdf', bytes);
      return deps.db.transaction(async (tx) => {
        if (request.propertyId !== null) await lockCase(tx, firmId, request.propertyId);
        const [claimed] = await tx
          .update(table)
          .set({ status: 'Replied', receivedAt: sql`${table.replyDueAt}`, replyFile, parcelInfo })
          .where(inFirm(table, firmId, and(eq(table.id, request.id), eq(table.status, 'Processing'))))
          .returning();
        if (!claimed) throw new CollectedElsewhere();
        await announceArrival(
          tx,
          {
            firmId,
            kind: 'service.replied',
            propertyId: claimed.propertyId,
            summary: serviceRepliedSummary(claimed.kind),
            link: FIRM_LINKS.otherServices,
            requestedBy: claimed.createdBy,
          },
          now,
        );
        return true;
      });
    });
  } catch (error) {
    if (error instanceof CollectedElsewhere) return false;
    throw error;
  }
}
