import { and, eq, max } from 'drizzle-orm';
import { changesBetween } from '../../domain/history/changes';
import { caseLink } from '../../domain/history/event-links';
import { REQUISITION_FIELDS } from '../../domain/history/requisition-fields';
import { agencyNames, requisitionDrafted, requisitionSubmitted } from '../../domain/history/requisition-summaries';
import { TRANSACTION_FEE } from '../../domain/requisitions/agencies';
import { gstOf } from '../../domain/requisitions/money';
import { submittedTooSoon } from '../../domain/requisitions/submit-pace';
import type { AppDeps } from '../app-deps';
import { refreshCaseProgress } from '../case/case-progress-store';
import { todayBy } from '../clock';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { dueDiligences, requisitionAgencyRequests } from '../db/schema';
import { recordEvent } from '../history/record-event';
import { agencyRequestRows } from './agency-rows';
import { nextLfControlNo } from './next-lf-control-no';
import { lockRequisitionFacts } from './requisition-facts';
import { requisitionWrite, type RequisitionInput } from './requisition-request';
import { takeRequisitionTurn } from './requisition-turn';

export type RequisitionKind = 'submit' | 'draft';

export interface RequisitionAuthor {
  firmId: FirmId;
  userPk: number;
}

export type CreateOutcome = { kind: 'stored'; lfcontrolNo: string } | { kind: 'too-fast' };

/** Another request with the same key stored its requisition first; the first answer is read after rollback. */
class RequestKeyTaken extends Error {}

async function requisitionByKey(db: Database, userPk: number, requestKey: string) {
  const [row] = await db
    .select({ lfControlNo: dueDiligences.lfControlNo })
    .from(dueDiligences)
    .where(and(eq(dueDiligences.createdBy, userPk), eq(dueDiligences.requestKey, requestKey)))
    .limit(1);
  return row;
}

async function lastSubmissionMs(db: Database, userPk: number): Promise<number | null> {
  const [row] = await db
    .select({ at: max(dueDiligences.submittedAt) })
    .from(dueDiligences)
    .where(eq(dueDiligences.createdBy, userPk));
  return row?.at ? row.at.getTime() : null;
}

/**
 * Stores a submitted or drafted requisition (seed 001 §7 /submitDD, /draftDD) in one transaction: checked
 * against the locked property, priced by the server, LF- and RP-numbered, and for a submit handed to the
 * agencies (which moves its requests to Processing), and recorded in the case's history. The property's own
 * status is not touched.
 *
 * The case is locked first, then the user's turn is taken (requisition-turn.ts), so one user's requisitions are
 * stored one at a time: a request repeating an Idempotency-Key then finds the first one's row and answers its
 * control number (nothing new written or charged), and a second submission within SUBMIT_MIN_INTERVAL_MS is refused
 * as too fast. The unique index on (created_by, request_key) still decides should two such requests ever meet at
 * the insert.
 */
export async function createRequisition(
  deps: Pick<AppDeps, 'db' | 'clock' | 'agencies'>,
  author: RequisitionAuthor,
  request: RequisitionInput & { propertyId: number },
  options: { kind: RequisitionKind; requestKey?: string | undefined },
): Promise<CreateOutcome> {
  const { kind, requestKey } = options;
  try {
    return await deps.db.transaction(async (tx): Promise<CreateOutcome> => {
      // The case first, then the user's turn (db/case-lock.ts): the order of every write on a case.
      const facts = await lockRequisitionFacts(tx, author.firmId, request.propertyId);
      await takeRequisitionTurn(tx, author.userPk);
      const earlier = requestKey ? await requisitionByKey(tx, author.userPk, requestKey) : undefined;
      if (earlier) return { kind: 'stored', lfcontrolNo: earlier.lfControlNo };

      const write = requisitionWrite(request, facts);
      const nowMs = deps.clock.nowMs();
      if (kind === 'submit' && submittedTooSoon(await lastSubmissionMs(tx, author.userPk), nowMs)) return { kind: 'too-fast' };

      const now = new Date(nowMs);
      const lfcontrolNo = await nextLfControlNo(tx, todayBy(deps.clock));
      const [stored] = await tx
        .insert(dueDiligences)
        .values({
          firmId: author.firmId,
          propertyId: request.propertyId,
          lfControlNo: lfcontrolNo,
          drafted: kind === 'draft' ? 'Y' : 'N',
          createdAt: now,
          createdBy: author.userPk,
          submittedAt: kind === 'submit' ? now : null,
          updatedAt: now,
          purposeReq: write.purposeReq,
          planInd: write.planInd,
          clientFlag: write.clientFlag,
          acraPpr: write.acra.ppr,
          acraBpr: write.acra.bpr,
          acraEbpr: write.acra.ebpr,
          transactionFee: TRANSACTION_FEE,
          transactionGst: gstOf(TRANSACTION_FEE),
          requestKey: requestKey ?? null,
        })
        .onConflictDoNothing({ target: [dueDiligences.createdBy, dueDiligences.requestKey] })
        .returning({ id: dueDiligences.id });
      if (!stored) throw new RequestKeyTaken();
      const requisition = { firmId: author.firmId, dueDiligenceId: stored.id, lfcontrolNo };
      await tx.insert(requisitionAgencyRequests).values(agencyRequestRows(requisition, write.lines, write.acra));
      if (kind === 'submit') {
        await deps.agencies.send(tx, requisition);
        // Sent requests are the case's next step and each agency's expected reply a deadline; a draft is neither.
        await refreshCaseProgress(tx, author.firmId, request.propertyId, now);
      }
      const agencies = agencyNames(write.lines);
      await recordEvent(
        tx,
        author,
        {
          kind: kind === 'submit' ? 'requisition.submitted' : 'requisition.drafted',
          summary: kind === 'submit' ? requisitionSubmitted(agencies) : requisitionDrafted(agencies),
          propertyId: request.propertyId,
          link: caseLink(request.propertyId, 'requisitions'),
          changes: changesBetween(null, { lfControlNo: lfcontrolNo, agencies }, REQUISITION_FIELDS),
        },
        now,
      );
      return { kind: 'stored', lfcontrolNo };
    });
  } catch (error) {
    const winner = error instanceof RequestKeyTaken && requestKey ? await requisitionByKey(deps.db, author.userPk, requestKey) : undefined;
    if (winner) return { kind: 'stored', lfcontrolNo: winner.lfControlNo };
    throw error;
  }
}
