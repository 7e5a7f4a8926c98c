import { eq } from 'drizzle-orm';
import { messages } from '../../domain/messages';
import { CART_BADGE_MAX as BILLING_CART_MAX } from '../../domain/requisitions/control-numbers';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { lawFirms } from '../db/schema';
import { zipStream } from '../documents/centre/zip-stream';
import { BadRequestError, NotFoundError } from '../http/errors';
import { renderBillPdf, type BillFirm } from './bill-pdf';
import { recordBillsPrinted } from './billing-history';
import { billedRequisitionsNamed, type BilledRequisition } from './billing-query';

export const COMBINED_BILL_NAME = 'billing-summaries.pdf';
export const BILL_ZIP_NAME = 'billing-summaries.zip';
export const billFileName = (lfControlNo: string) => `billing-summary-${lfControlNo}.pdf`;
/** A zip entry: a case's bills by its property control number, a parcel land request on no case by its PL number. */
export const caseBillFileName = (propertyRefNo: string) => `${propertyRefNo}_billing.pdf`;

export interface Printer {
  firmId: FirmId;
  /** users.id, who the history names as having printed. */
  userPk: number;
  /** The login id the bill names as printed by. */
  userId: string;
}

function refuse(message: string): never {
  throw new BadRequestError([`agencyBillingDetails: ${message}`], message);
}

/**
 * The requisitions a print names: the distinct LF control numbers of its lines, in the order first named. None is
 * the seed's empty-cart message; more than the cart holds (500) is refused; each must be a billed requisition of
 * the firm, else the whole print is a 404 (another firm's row does not exist for the caller).
 */
async function selection(db: Database, firmId: FirmId, lfControlNos: readonly string[], most: number, tooMany: string): Promise<BilledRequisition[]> {
  const wanted = [...new Set(lfControlNos.map((no) => no.trim()).filter(Boolean))];
  if (wanted.length === 0) refuse(messages.emptyBillingCart);
  if (wanted.length > most) refuse(tooMany);
  const found = await billedRequisitionsNamed(db, firmId, wanted);
  if (!found) throw new NotFoundError();
  return found;
}

async function firmOf(db: Database, firmId: FirmId): Promise<BillFirm> {
  const [firm] = await db
    .select({
      name: lawFirms.name,
      address: lawFirms.address,
      postalCode: lawFirms.postalCode,
      phone: lawFirms.phone,
      fax: lawFirms.fax,
      email: lawFirms.email,
      uen: lawFirms.uen,
    })
    .from(lawFirms)
    .where(eq(lawFirms.id, firmId));
  if (!firm) throw new NotFoundError();
  return firm;
}

export interface PrintedFile {
  fileName: string;
  contentType: 'application/pdf' | 'application/zip';
  body: Uint8Array | ReadableStream<Uint8Array>;
}

/** POST /printBillingSummary: one requisition's bill. */
export async function printOneBill(db: Database, printer: Printer, lfControlNos: readonly string[], now: Date): Promise<PrintedFile> {
  const [requisition] = await selection(db, printer.firmId, lfControlNos, 1, messages.billingSummaryOneRequisition);
  if (!requisition) throw new NotFoundError();
  const firm = await firmOf(db, printer.firmId);
  const lfControlNo = requisition.row.lfControlNumber;
  const bytes = await renderBillPdf({
    title: `Billing summary ${lfControlNo}`,
    firm,
    requisitions: [requisition],
    printedAt: now,
    printedBy: printer.userId,
  });
  await recordBillsPrinted(db, printer, [requisition], now);
  return { fileName: billFileName(lfControlNo), contentType: 'application/pdf', body: bytes };
}

/** A zip entry: a case's bills, or a parcel land request on no case alone. */
export interface BillGroup {
  /** The entry's name before `_billing.pdf`: the property control number, or the request's PL number. */
  name: string;
  bills: BilledRequisition[];
}

/**
 * The selection grouped by case (property), cases in the order first selected, each case's rows in selection
 * order; a parcel land request on no case is a group of its own, named by its PL number.
 */
export function byCase(requisitions: readonly BilledRequisition[]): BillGroup[] {
  const groups = new Map<string, BillGroup>();
  for (const requisition of requisitions) {
    const { row } = requisition;
    const onCase = row.propertyId !== undefined;
    const key = onCase ? `case:${row.propertyId}` : `request:${row.lfControlNumber}`;
    const group = groups.get(key) ?? { name: (onCase ? row.propertyRefNo : row.lfControlNumber) || 'case', bills: [] };
    group.bills.push(requisition);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * POST /printMultipleBillingSummaries: onePage → one PDF of every selected requisition (each starting a page of its
 * own, then a page of all their totals); otherwise a zip streamed entry by entry, one PDF per case (seed 001 §9:
 * reports are separated per case, one batch belongs to one case; a parcel land request on no case in a PDF of its
 * own), each rendered only when the stream reaches it.
 */
export async function printManyBills(
  db: Database,
  printer: Printer,
  lfControlNos: readonly string[],
  onePage: boolean,
  now: Date,
): Promise<PrintedFile> {
  const requisitions = await selection(db, printer.firmId, lfControlNos, BILLING_CART_MAX, messages.billingCartFull(BILLING_CART_MAX));
  const firm = await firmOf(db, printer.firmId);
  if (onePage) {
    const bytes = await renderBillPdf({ title: 'Billing summaries', firm, requisitions, printedAt: now, printedBy: printer.userId });
    await recordBillsPrinted(db, printer, requisitions, now);
    return { fileName: COMBINED_BILL_NAME, contentType: 'application/pdf', body: bytes };
  }
  // The zip's entries are drawn as it streams; the print is recorded once the selection is known to be good.
  await recordBillsPrinted(db, printer, requisitions, now);
  const entries = byCase(requisitions).map(({ name, bills }) => ({
    name: caseBillFileName(name),
    extension: 'pdf',
    modifiedAt: now,
    read: () => renderBillPdf({ title: `Billing summary ${name}`, firm, requisitions: bills, printedAt: now, printedBy: printer.userId }),
  }));
  return { fileName: BILL_ZIP_NAME, contentType: 'application/zip', body: zipStream(entries) };
}
