import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { deadlineFactsOf } from '../../domain/case/case-progress-report';
import { savedDutyDueDate, STAMP_DUTY_KINDS, type SavedStampDuty, type StampDutyKind } from '../../domain/case/case-stamp-duty';
import { caseDeadlines } from '../../domain/case/deadlines';
import { caseLink } from '../../domain/history/event-links';
import { stampDutyPrintedSummary } from '../../domain/history/lifecycle-summaries';
import { definePurposeToken, type PurposeTokenSettings } from '../auth/purpose-token';
import type { Database } from '../db/database';
import { verifiedFirmId, type FirmId } from '../db/firm-scope';
import { recordEvent } from '../history/record-event';
import { NotFoundError } from '../http/errors';
import { PDF_LINK_SECONDS } from '../services/documents-output/pdf-link';
import { loadPdfSource } from '../services/documents-output/pdf-source';
import { loadCaseFile } from './case-records';
import { renderStampDutyPdf, stampDutyFileName } from './case-stamp-duty-pdf';
import { loadCaseStampDuty } from './case-stamp-duty-rows';

/**
 * Printing a case's saved stamp duty: POST /print-case-stamp-duty answers a short-lived link, opened by GET
 * /open-pdf/{token} like every printed PDF (the browser's new window cannot send the bearer header, so the token names
 * the firm, the case and the kind). The PDF is drawn from the saved calculation when the link is opened.
 */
const stampDutyLinkToken = definePurposeToken('stamp-duty-pdf', PDF_LINK_SECONDS, {
  fid: v.pipe(v.number(), v.integer()),
  pid: v.pipe(v.number(), v.integer()),
  kind: v.picklist(STAMP_DUTY_KINDS),
  name: v.pipe(v.string(), v.maxLength(200)),
});

export interface StampDutyLink {
  firmId: number;
  propertyId: number;
  kind: StampDutyKind;
  fileName: string;
}

/** What printing reads: the saved calculation, the case's deadline for it, the case as its documents show it. */
async function printable(db: Database, firmId: FirmId, propertyId: number, kind: StampDutyKind, now: Date) {
  const file = await loadCaseFile(db, firmId, propertyId);
  const saved: SavedStampDuty | undefined = file?.stampDuty?.[kind];
  if (!file || !saved) return null;
  const deadline = caseDeadlines(deadlineFactsOf(file), Temporal.Instant.fromEpochMilliseconds(now.getTime())).find(
    (candidate) => candidate.kind === 'stampDuty',
  );
  return { saved, dueDate: savedDutyDueDate(saved, deadline?.dueDate) };
}

/** Who prints: the firm, the login id the link is issued to, and the user the history names. */
export interface StampDutyPrinter {
  firmId: FirmId;
  userId: string;
  userPk: number;
}

/**
 * The link for the firm's case's saved calculation of that kind; none saved is a 404. Printing is recorded in the
 * case's history, in one transaction with the reads that allow it.
 */
export async function stampDutyLinkUrl(
  db: Database,
  settings: PurposeTokenSettings,
  printer: StampDutyPrinter,
  request: { propertyId: number; kind: StampDutyKind },
  now: Date,
): Promise<string> {
  const { propertyId, kind } = request;
  return db.transaction(async (tx) => {
    // Another firm's case is not found here, before anything of it is read.
    const source = await loadPdfSource(tx, printer.firmId, propertyId);
    const saved = (await loadCaseStampDuty(tx, printer.firmId, propertyId))[kind];
    if (!saved) throw new NotFoundError();
    const fileName = stampDutyFileName(source.parties.propertyRefNo, saved);
    const token = await stampDutyLinkToken.issue(settings, printer.userId, { fid: printer.firmId, pid: propertyId, kind, name: fileName });
    const event = { kind: 'stamp-duty.printed', summary: stampDutyPrintedSummary(kind), propertyId, link: caseLink(propertyId, 'summary') } as const;
    await recordEvent(tx, printer, event, now);
    return `/api/open-pdf/${token}`;
  });
}

/** The PDF a genuine, unexpired link names, or null (not such a link, or the case or its figure is gone). */
export async function openStampDutyLink(
  db: Database,
  settings: PurposeTokenSettings,
  token: string,
  now: Date,
): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const claims = await stampDutyLinkToken.read(settings, token);
  if (!claims) return null;
  // The firm comes from a link this server signed for a verified session.
  const firmId = verifiedFirmId(claims.fid);
  const found = await printable(db, firmId, claims.pid, claims.kind, now);
  if (!found) return null;
  const source = await loadPdfSource(db, firmId, claims.pid);
  const bytes = await renderStampDutyPdf({
    saved: found.saved,
    case: {
      propertyRefNo: source.parties.propertyRefNo,
      address: source.parties.propAddress,
      buyers: source.parties.purchasers.map((person) => person.name),
      sellers: source.parties.vendors.map((person) => person.name),
      firmName: source.firm.name,
    },
    dueDate: found.dueDate,
    printedAt: now,
  });
  return { bytes, fileName: claims.name };
}
