import { eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { caseLink } from '../../../domain/history/event-links';
import { repliesPrinted } from '../../../domain/history/requisition-summaries';
import { messages } from '../../../domain/messages';
import { agencyDisplayName } from '../../../domain/requisitions/agencies';
import { canTickForPrint } from '../../../domain/requisitions/status';
import { lockCases } from '../../db/case-lock';
import type { Database } from '../../db/database';
import { inFirm, verifiedFirmId, type FirmId } from '../../db/firm-scope';
import { dueDiligences, requisitionAgencyRequests, type RequisitionAgencyRequest } from '../../db/schema';
import { recordEvent, type HistoryActor } from '../../history/record-event';
import { BadRequestError, NotFoundError } from '../../http/errors';
import type { AgencyGateway } from '../../services/agency/agency-gateway';
import type { FileStore } from '../../services/files/file-store';
import type { ReplyLink } from './reply-pdf-link';

export interface ReplyDeps {
  db: Database;
  files: FileStore;
  agencies: AgencyGateway;
}

const MULTIPLE_REPLIES_FILE_NAME = 'Agency_Replies.pdf';

/**
 * POST /print with lrPrint (seed 001 §5 "Print replies"): the firm's replied agency requests other than ACRA
 * and MCST, in the order given, become one PDF behind a short-lived link, and each is marked read. An unknown
 * (or another firm's) control number is a 404; one that cannot be ticked for printing is refused whole. Each
 * case's history records its replies printed.
 */
export async function printReplies(deps: ReplyDeps, actor: HistoryActor, rpControlNos: readonly string[], now: Date): Promise<ReplyLink> {
  const { firmId } = actor;
  const wanted = [...new Set(rpControlNos.map((rp) => rp.trim()))].filter(Boolean);
  if (wanted.length === 0) {
    throw new BadRequestError([`lrPrint: ${messages.selectAtLeastOneOptionAndPrint}`], messages.selectAtLeastOneOptionAndPrint);
  }
  // A reply that is due counts as in, as it would on the status tab a moment later.
  await deps.agencies.collectReplies(firmId);
  return deps.db.transaction(async (tx) => {
    await lockCasesOfRequests(tx, firmId, wanted);
    const rows = await requestsNamed(tx, firmId, wanted);
    if (rows.some((row) => !canTickForPrint(row) || !row.replyFilePath)) {
      throw new BadRequestError([`lrPrint: ${messages.replyNotReadyToPrint}`], messages.replyNotReadyToPrint);
    }
    const requestIds = rows.map((row) => row.id);
    await markRead(tx, firmId, requestIds);
    await recordPrinted(tx, actor, rows, now);
    const [only] = rows;
    const fileName = rows.length === 1 && only ? `${only.rpControlNo}.pdf` : MULTIPLE_REPLIES_FILE_NAME;
    return { firmId, requestIds, fileName };
  });
}

/**
 * POST /printAttachment: the reply PDF of any replied agency request of the firm — ACRA and MCST reports are
 * only ever opened this way — marked read and recorded in the case's history. A request still waiting for its
 * agency has no attachment yet.
 */
export async function printAttachment(deps: ReplyDeps, actor: HistoryActor, rpControlNo: string, now: Date): Promise<ReplyLink> {
  const { firmId } = actor;
  await deps.agencies.collectReplies(firmId);
  return deps.db.transaction(async (tx) => {
    await lockCasesOfRequests(tx, firmId, [rpControlNo.trim()]);
    const [row] = await requestsNamed(tx, firmId, [rpControlNo.trim()]);
    if (!row) throw new NotFoundError();
    if (row.status !== 'Replied' || !row.replyFilePath) {
      throw new BadRequestError([`rpControlNo: ${messages.attachmentNotReady}`], messages.attachmentNotReady);
    }
    await markRead(tx, firmId, [row.id]);
    await recordPrinted(tx, actor, [row], now);
    return { firmId, requestIds: [row.id], fileName: `${row.rpControlNo}.pdf` };
  });
}

/** The PDF a genuine reply link names: the one reply as stored, or the replies one after another. */
export async function openReplyPdf(deps: Pick<ReplyDeps, 'db' | 'files'>, link: ReplyLink): Promise<Uint8Array | null> {
  // The firm comes from a link this server signed for a verified session.
  const firmId = verifiedFirmId(link.firmId);
  const rows = await deps.db
    .select({ id: requisitionAgencyRequests.id, status: requisitionAgencyRequests.status, replyFilePath: requisitionAgencyRequests.replyFilePath })
    .from(requisitionAgencyRequests)
    .where(inFirm(requisitionAgencyRequests, firmId, inArray(requisitionAgencyRequests.id, link.requestIds)));
  const files: Uint8Array[] = [];
  for (const id of link.requestIds) {
    const row = rows.find((candidate) => candidate.id === id);
    const bytes = row?.status === 'Replied' && row.replyFilePath ? await deps.files.read(row.replyFilePath) : null;
    if (!bytes) return null;
    files.push(bytes);
  }
  const [first] = files;
  if (files.length === 1 && first) return first;
  return concatenatePdfs(files, link.fileName);
}

async function concatenatePdfs(files: readonly Uint8Array[], title: string): Promise<Uint8Array> {
  const combined = await PDFDocument.create();
  combined.setTitle(title);
  combined.setCreator('Conveyancing Workbench');
  for (const bytes of files) {
    const source = await PDFDocument.load(bytes);
    for (const page of await combined.copyPages(source, source.getPageIndices())) combined.addPage(page);
  }
  return combined.save();
}

/**
 * Locks the cases of the firm's agency requests with these RP control numbers: a print marks the requests read and
 * records in their cases' history, so it takes the cases first like every write on a case (db/case-lock.ts).
 */
async function lockCasesOfRequests(tx: Database, firmId: FirmId, rpControlNos: readonly string[]): Promise<void> {
  const rows = await tx
    .selectDistinct({ propertyId: dueDiligences.propertyId })
    .from(requisitionAgencyRequests)
    .innerJoin(dueDiligences, eq(dueDiligences.id, requisitionAgencyRequests.dueDiligenceId))
    .where(inFirm(requisitionAgencyRequests, firmId, inArray(requisitionAgencyRequests.rpControlNo, [...rpControlNos])));
  await lockCases(
    tx,
    firmId,
    rows.map((row) => row.propertyId),
  );
}

/** The firm's agency requests with these RP control numbers, in the order named; 404 when one is not the firm's. */
async function requestsNamed(db: Database, firmId: FirmId, rpControlNos: readonly string[]): Promise<RequisitionAgencyRequest[]> {
  const rows = await db
    .select()
    .from(requisitionAgencyRequests)
    .where(inFirm(requisitionAgencyRequests, firmId, inArray(requisitionAgencyRequests.rpControlNo, [...rpControlNos])));
  return rpControlNos.map((rp) => {
    const row = rows.find((candidate) => candidate.rpControlNo === rp);
    if (!row) throw new NotFoundError();
    return row;
  });
}

/** One requisition.printed per case whose replies were printed, naming each reply's agency and RP control number. */
async function recordPrinted(tx: Database, actor: HistoryActor, rows: readonly RequisitionAgencyRequest[], now: Date): Promise<void> {
  const requisitions = await tx
    .select({ id: dueDiligences.id, propertyId: dueDiligences.propertyId })
    .from(dueDiligences)
    .where(inFirm(dueDiligences, actor.firmId, inArray(dueDiligences.id, [...new Set(rows.map((row) => row.dueDiligenceId))])));
  const caseOf = new Map(requisitions.map((requisition) => [requisition.id, requisition.propertyId]));
  for (const propertyId of new Set(requisitions.map((requisition) => requisition.propertyId))) {
    const replies = rows
      .filter((row) => caseOf.get(row.dueDiligenceId) === propertyId)
      .map((row) => ({ agency: agencyDisplayName(row.agencyCode, row.deptCode), rpControlNo: row.rpControlNo }));
    await recordEvent(
      tx,
      actor,
      { kind: 'requisition.printed', summary: repliesPrinted(replies), propertyId, link: caseLink(propertyId, 'requisitions') },
      now,
    );
  }
}

async function markRead(db: Database, firmId: FirmId, requestIds: readonly number[]): Promise<void> {
  await db
    .update(requisitionAgencyRequests)
    .set({ readFlag: 'read' })
    .where(
      inFirm(
        requisitionAgencyRequests,
        firmId,
        inArray(requisitionAgencyRequests.id, [...requestIds]),
        eq(requisitionAgencyRequests.status, 'Replied'),
      ),
    );
}
