import { and, eq } from 'drizzle-orm';
import { SIGNED_BY, type SignedBy } from '../../../domain/documents/modules';
import { signingStarted } from '../../../domain/history/document-summaries';
import { caseLink } from '../../../domain/history/event-links';
import { messages } from '../../../domain/messages';
import { refuseClosedCase } from '../../case/refuse-closed-case';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { dssSignings } from '../../db/schema';
import { s65CopyBy } from '../../documents/signed-copies';
import type { Author } from '../../documents/template-documents';
import { recordEvent } from '../../history/record-event';
import { ConflictError } from '../../http/errors';
import { lawyerFor, loadPdfSource } from '../documents-output/pdf-source';
import { savedTemplate } from '../documents-output/saved-template';
import type { FileStore } from '../files/file-store';
import { createDssSimulator } from './dss-simulator';
import type { SigningGateway, SigningReceipt } from './signing-gateway';

export interface SigningDeps {
  db: Database;
  files: FileStore;
  clock: Clock;
  config: Pick<Config, 'dssSignDelayMs'>;
  /** Absent: the built-in simulator. */
  signing?: SigningGateway | undefined;
}

export const signingGatewayOf = (deps: SigningDeps): SigningGateway => deps.signing ?? createDssSimulator(deps);

/**
 * Brings in the DSS-signed S.65 copies whose signatures are due. Called when a property is read, and before
 * anything that depends on which copies exist (signing again, the S.65 notifications).
 */
export function settleDueSignings(deps: SigningDeps, firmId: FirmId, propertyId: number): Promise<number> {
  return signingGatewayOf(deps).settleDue(firmId, propertyId);
}

export interface DssSignRequest {
  propertyId: number;
  documentIds: readonly number[];
  arranger: string;
  /** Who is to sign; none named means both lawyers. */
  parties: readonly SignedBy[];
}

/**
 * POST /dss/sign-with-dss: the documents must be the property's saved S.65. The named lawyers who have no
 * signed copy yet (and are not already waiting on DSS) are submitted, the seller's lawyer first; the buyer's
 * lawyer only once the seller's has signed or signs in the same submission. Asking again while the
 * signatures are pending answers the pending submission instead of a second one (and records nothing). A new
 * submission is recorded in the case's history in the transaction that stores it.
 */
export async function startDssSigning(deps: SigningDeps, author: Author, request: DssSignRequest, now: Date): Promise<SigningReceipt[]> {
  const { firmId } = author;
  await settleDueSignings(deps, firmId, request.propertyId);
  for (const documentId of new Set(request.documentIds)) {
    await savedTemplate(deps.db, firmId, { propertyId: request.propertyId, documentId, module: 's65', templateType: 'template1' });
  }
  const source = await loadPdfSource(deps.db, firmId, request.propertyId);
  refuseClosedCase(source.aggregate.property, 'signing');
  const signed = (party: SignedBy) => s65CopyBy(source.aggregate.documents, party) !== undefined;
  const pending = await deps.db
    .select()
    .from(dssSignings)
    .where(inFirm(dssSignings, firmId, and(eq(dssSignings.propertyId, request.propertyId), eq(dssSignings.status, 'SUBMITTED'))));
  const waiting = (party: SignedBy) => pending.some((submission) => submission.signingParties.includes(party));

  const requested = request.parties.length > 0 ? SIGNED_BY.filter((party) => request.parties.includes(party)) : [...SIGNED_BY];
  const toSign = requested.filter((party) => !signed(party) && !waiting(party));
  if (toSign.length === 0) {
    const stillWaiting = pending.filter((submission) => submission.signingParties.some((party) => requested.includes(party)));
    if (stillWaiting.length === 0) throw new ConflictError(messages.noSignedCopyToSign);
    return stillWaiting.map((submission) => ({ transactionId: submission.transactionId, status: submission.status }));
  }
  if (toSign.some((party) => !lawyerFor(source, party))) throw new ConflictError(messages.dssLawyerNotAssigned);
  const sellerComes = signed('SELLERLAWYER') || waiting('SELLERLAWYER') || toSign.includes('SELLERLAWYER');
  if (toSign.includes('BUYERLAWYER') && !sellerComes) throw new ConflictError(messages.buyerLawyerSignsAfterSeller);

  const [documentId] = request.documentIds;
  if (documentId === undefined) throw new ConflictError(messages.submitDocumentAndDssSign);
  const { propertyId } = request;
  return deps.db.transaction(async (tx) => {
    // The built-in simulator stores the submission in this transaction, so it commits with its history event.
    const gateway = deps.signing ?? createDssSimulator({ ...deps, db: tx });
    const receipt = await gateway.submit({ firmId, propertyId, documentId, arranger: request.arranger, parties: toSign });
    const event = { kind: 'document.signing', summary: signingStarted(toSign), propertyId, link: caseLink(propertyId, 's65') } as const;
    await recordEvent(tx, author, event, now);
    return [receipt];
  });
}
