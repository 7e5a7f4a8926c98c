import { eq, inArray, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { messages } from '../../domain/messages';
import { REPLIED } from '../../domain/other-services/service-types';
import { definePurposeToken, type PurposeTokenSettings } from '../auth/purpose-token';
import type { Database } from '../db/database';
import { inFirm, verifiedFirmId } from '../db/firm-scope';
import { otherServiceRequests } from '../db/schema';
import { recordEvent, type HistoryActor } from '../history/record-event';
import { BadRequestError, NotFoundError } from '../http/errors';
import { MAX_REPLIES_PER_PRINT } from '../requisitions/replies/reply-pdf-link';
import type { OtherServicesDesk } from '../services/agency/other-services-desk';
import { PDF_LINK_SECONDS } from '../services/documents-output/pdf-link';
import type { FileStore } from '../services/files/file-store';
import { servicePrintedEvents } from './service-history';

/**
 * The short-lived link printing other-service replies answers with (opened by GET /open-pdf/{token}), like the
 * requisition replies' link: it names the firm and the requests whose reply PDFs make up the file, in print order;
 * the replies are stored files that never change, so the PDF is put together when the link is opened.
 */
const otherServiceLinkToken = definePurposeToken('othersvc-pdf', PDF_LINK_SECONDS, {
  fid: v.pipe(v.number(), v.integer()),
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1), v.maxLength(MAX_REPLIES_PER_PRINT)),
  name: v.pipe(v.string(), v.maxLength(200)),
});

export interface OtherServiceLink {
  firmId: number;
  /** other_service_requests ids, in the order the replies are printed. */
  requestIds: number[];
  fileName: string;
}

export async function otherServiceLinkUrl(settings: PurposeTokenSettings, userId: string, link: OtherServiceLink): Promise<string> {
  const token = await otherServiceLinkToken.issue(settings, userId, { fid: link.firmId, ids: link.requestIds, name: link.fileName });
  return `/api/open-pdf/${token}`;
}

/** The link's claims when it is genuine and unexpired, else null. */
export async function readOtherServiceLink(settings: PurposeTokenSettings, token: string): Promise<OtherServiceLink | null> {
  const claims = await otherServiceLinkToken.read(settings, token);
  return claims ? { firmId: claims.fid, requestIds: claims.ids, fileName: claims.name } : null;
}

export interface OtherServicePrintDeps {
  db: Database;
  files: FileStore;
  desk: OtherServicesDesk;
}

const MULTIPLE_REPLIES_FILE_NAME = 'Other_Service_Replies.pdf';

/**
 * POST /othersvc-print (seed 002 §2.2, §5 "Other services", §7): the firm's replied other-service requests, in the
 * order given, become one PDF behind a short-lived link, and each is marked read. None named is a 400 with the
 * seed's message; a request that is not the firm's, or not replied yet, is a 404 (the page offers only Replied
 * rows). Replies that are due are collected first, as the listing would show them. The print is recorded in the
 * history (service.printed) with the read marks.
 */
export async function printOtherServices(
  deps: OtherServicePrintDeps,
  actor: HistoryActor,
  rpControlNos: readonly string[],
  now: Date,
): Promise<OtherServiceLink> {
  const { firmId } = actor;
  const wanted = [...new Set(rpControlNos.map((rp) => rp.trim().toUpperCase()))].filter(Boolean);
  if (wanted.length === 0) {
    throw new BadRequestError([`lrPrint: ${messages.selectAtLeastOneOptionAndPrint}`], messages.selectAtLeastOneOptionAndPrint);
  }
  await deps.desk.collectReplies(firmId);
  const table = otherServiceRequests;
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: table.id,
        rpControlNo: table.rpControlNo,
        status: table.status,
        replyFile: table.replyFile,
        kind: table.kind,
        propertyId: table.propertyId,
        lfControlNo: table.lfControlNo,
        plControlNo: table.plControlNo,
        propertyAccountNo: table.propertyAccountNo,
      })
      .from(table)
      .where(inFirm(table, firmId, inArray(table.rpControlNo, wanted)));
    const ordered = wanted.map((rp) => {
      const row = rows.find((candidate) => candidate.rpControlNo === rp);
      if (!row || row.status !== REPLIED || !row.replyFile) throw new NotFoundError();
      return row;
    });
    const requestIds = ordered.map((row) => row.id);
    await tx
      .update(table)
      .set({ readAt: now })
      .where(inFirm(table, firmId, inArray(table.id, requestIds), eq(table.status, REPLIED), isNull(table.readAt)));
    for (const event of servicePrintedEvents(ordered)) await recordEvent(tx, actor, event, now);
    const [only] = ordered;
    return { firmId, requestIds, fileName: ordered.length === 1 && only ? `${only.rpControlNo}.pdf` : MULTIPLE_REPLIES_FILE_NAME };
  });
}

/** The PDF a genuine link names: the one reply as stored, or the replies one after another; null when one is gone. */
export async function openOtherServicePdf(deps: { db: Database; files: FileStore }, link: OtherServiceLink): Promise<Uint8Array | null> {
  // The firm comes from a link this server signed for a verified session.
  const firmId = verifiedFirmId(link.firmId);
  const table = otherServiceRequests;
  const rows = await deps.db
    .select({ id: table.id, status: table.status, replyFile: table.replyFile })
    .from(table)
    .where(inFirm(table, firmId, inArray(table.id, link.requestIds)));
  const files: Uint8Array[] = [];
  for (const id of link.requestIds) {
    const row = rows.find((candidate) => candidate.id === id);
    const bytes = row?.status === REPLIED && row.replyFile ? await deps.files.read(row.replyFile) : null;
    if (!bytes) return null;
    files.push(bytes);
  }
  const [first] = files;
  if (files.length === 1 && first) return first;
  const combined = await PDFDocument.create();
  combined.setTitle(link.fileName);
  combined.setCreator('Conveyancing Workbench');
  for (const bytes of files) {
    const source = await PDFDocument.load(bytes);
    for (const page of await combined.copyPages(source, source.getPageIndices())) combined.addPage(page);
  }
  return combined.save();
}
