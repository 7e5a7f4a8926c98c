import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { requisitionRepliedSummary } from '../../../domain/history/arrival-summaries';
import { caseLink } from '../../../domain/history/event-links';
import { repliesAsAttachment } from '../../../domain/requisitions/status';
import { refreshCaseProgress } from '../../case/case-progress-store';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { lockCase } from '../../db/case-lock';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { requisitionAgencyRequests, type RequisitionAgencyRequest } from '../../db/schema';
import { announceArrival } from '../../notifications/announce-arrival';
import type { FileStore } from '../files/file-store';
import { undoWritesOnFailure } from '../files/undo-writes-on-failure';
import type { AgencyGateway } from './agency-gateway';
import { loadReplyContext, type ReplyContext } from './reply-context';
import { renderReplyPdf } from './reply-pdf';

export interface AgencySimulatorDeps {
  db: Database;
  files: FileStore;
  clock: Clock;
  config: Pick<Config, 'agencyReplyDelayMs'>;
}

/** The folder of the file store the reply PDFs go to. */
export const REPLY_FOLDER = 'replies';

/** ACRA answers with its profile reports, MCST managing agents with theirs; every other agency with a reply. */
export function replyMessageType(agencyCode: string): string {
  const agency = agencyCode.toUpperCase();
  if (agency === 'ACRA') return 'ACRA_REPORT';
  return repliesAsAttachment(agency) ? `${agency}_REPORT` : 'REPLY';
}

/**
 * The built-in agencies: a sent request is due a reply AGENCY_REPLY_DELAY_MS later, and the reply is made
 * (a letter PDF in the file store) the first time anyone collects after that. A real gateway would instead
 * receive each agency's reply by callback and store it the same way — the screens cannot tell the
 * difference, because they only ever read the rows. Time is the injected clock's, so tests move it.
 */
export function createAgencySimulator(deps: AgencySimulatorDeps): AgencyGateway {
  return {
    async send(db, submission) {
      const now = deps.clock.nowMs();
      await db
        .update(requisitionAgencyRequests)
        .set({ status: 'Processing', sentAt: new Date(now), replyDueAt: new Date(now + deps.config.agencyReplyDelayMs) })
        .where(
          inFirm(
            requisitionAgencyRequests,
            submission.firmId,
            eq(requisitionAgencyRequests.dueDiligenceId, submission.dueDiligenceId),
            eq(requisitionAgencyRequests.status, 'Draft'),
          ),
        );
    },

    async collectReplies(firmId) {
      const now = new Date(deps.clock.nowMs());
      const due = await deps.db
        .select()
        .from(requisitionAgencyRequests)
        .where(
          inFirm(
            requisitionAgencyRequests,
            firmId,
            eq(requisitionAgencyRequests.status, 'Processing'),
            lte(requisitionAgencyRequests.replyDueAt, now),
          ),
        )
        .orderBy(asc(requisitionAgencyRequests.replyDueAt), asc(requisitionAgencyRequests.id));
      // Every requisition read collects first: nothing due must cost one small query and no more.
      if (due.length === 0) return 0;
      const contexts = new Map<number, ReplyContext | null>();
      let collected = 0;
      for (const request of due) {
        if (!contexts.has(request.dueDiligenceId)) {
          contexts.set(request.dueDiligenceId, await loadReplyContext(deps.db, firmId, request.dueDiligenceId));
        }
        const context = contexts.get(request.dueDiligenceId);
        if (context && (await collectReply(deps, firmId, request, context, now))) collected += 1;
      }
      return collected;
    },
  };
}

/** Another collection claimed the request first: its reply file is the one kept. */
class CollectedElsewhere extends Error {}

/**
 * One reply. The letter is made and stored first, outside the transaction, so the case stays locked only while its
 * rows change; then one transaction locks the case (db/case-lock.ts) and claims the request with the letter's file
 * (only a request still Processing), so two collections at once keep one file: the second finds nothing to claim and
 * removes its own. A failure removes the file and leaves the request Processing for the next collection. The case's
 * history and its lawyer's notification are written in the same transaction: they exist exactly when the reply does.
 */
async function collectReply(
  deps: AgencySimulatorDeps,
  firmId: FirmId,
  request: RequisitionAgencyRequest,
  context: ReplyContext,
  now: Date,
): Promise<boolean> {
  // The agency answered when its reply fell due; a later read only brings the answer in.
  const bytes = await renderReplyPdf(request, context, request.replyDueAt ?? now);
  try {
    return await undoWritesOnFailure(deps.files, async (write) => {
      const replyFilePath = await write(REPLY_FOLDER, `${request.rpControlNo}-reply`, 'pdf', bytes);
      return deps.db.transaction(async (tx) => {
        const { propertyId } = context;
        await lockCase(tx, firmId, propertyId);
        const [claimed] = await tx
          .update(requisitionAgencyRequests)
          .set({
            status: 'Replied',
            receivedAt: sql`${requisitionAgencyRequests.replyDueAt}`,
            readFlag: 'unread',
            replyFilePath,
            messageType: replyMessageType(request.agencyCode),
          })
          .where(
            inFirm(
              requisitionAgencyRequests,
              firmId,
              and(eq(requisitionAgencyRequests.id, request.id), eq(requisitionAgencyRequests.status, 'Processing')),
            ),
          )
          .returning({ id: requisitionAgencyRequests.id });
        if (!claimed) throw new CollectedElsewhere();
        // The reply meets its deadline, and the last one brings the case to 'Requisitions replied'.
        await refreshCaseProgress(tx, firmId, propertyId, now);
        const summary = requisitionRepliedSummary(request.agencyCode, request.deptCode);
        await announceArrival(tx, { firmId, kind: 'requisition.replied', propertyId, summary, link: caseLink(propertyId, 'requisitions') }, now);
        return true;
      });
    });
  } catch (error) {
    if (error instanceof CollectedElsewhere) return false;
    throw error;
  }
}
