import type { DocumentLawyer, DocumentParties } from '../../../domain/documents/document-parties';
import type { DocumentMetadata } from '../../../domain/documents/metadata';
import type { DocumentModule, SignedBy } from '../../../domain/documents/modules';
import type { Database } from '../../db/database';
import type { FirmId } from '../../db/firm-scope';
import { findOwnFirm } from '../../db/queries/law-firms';
import { loadOwnProperty, type PropertyAggregate } from '../../db/queries/property-read';
import { NotFoundError } from '../../http/errors';
import { documentPartiesOf } from '../pdf/document-parties-of';
import type { DocumentPdfInput, DssStamp, Letterhead } from '../pdf/document-pdf-input';

/** What a property's printed documents are made from: the case as stored and the firm that issues them. */
export interface PdfSource {
  aggregate: PropertyAggregate;
  parties: DocumentParties;
  firm: Letterhead;
}

/** The firm's property with its parties and documents; another firm's (or a deleted one) is not found. */
export async function loadPdfSource(db: Database, firmId: FirmId, propertyId: number): Promise<PdfSource> {
  const [aggregate, firm] = await Promise.all([loadOwnProperty(db, firmId, propertyId), findOwnFirm(db, firmId)]);
  if (!aggregate || !firm) throw new NotFoundError();
  return {
    aggregate,
    parties: documentPartiesOf(aggregate),
    firm: { name: firm.name, address: firm.address, postalCode: firm.postalCode, phone: firm.phone, fax: firm.fax, uen: firm.uen },
  };
}

/** The lawyer on that side of the case, who signs the S.65 for it; null while none is assigned. */
export function lawyerFor(source: PdfSource, party: SignedBy): DocumentLawyer | null {
  return party === 'SELLERLAWYER' ? source.parties.sellerLawyer : source.parties.buyerLawyer;
}

export function pdfInputOf(
  source: PdfSource,
  document: { module: DocumentModule; metadata: DocumentMetadata | null },
  createdAt: Date,
  stamps: readonly DssStamp[] = [],
): DocumentPdfInput {
  return { module: document.module, metadata: document.metadata ?? {}, parties: source.parties, firm: source.firm, createdAt, stamps };
}
