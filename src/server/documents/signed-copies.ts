import { eq } from 'drizzle-orm';
import type { SignedBy } from '../../domain/documents/modules';
import { s65SignedFlags, type S65SignedFlags, type SignedCopy } from '../../domain/documents/signed-copy-rules';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { propertyDocuments, type PropertyDocumentRow } from '../db/schema';

/**
 * The signed copies among a property's documents, in the shape the shared rules
 * (src/domain/documents/signed-copy-rules.ts) judge, so the server refuses exactly what the screens refuse.
 */

/** The row as a signed copy, or null when it is not one (templates, activity, user uploads). */
export function signedCopyOf(row: PropertyDocumentRow): SignedCopy | null {
  if (row.documentType !== 'UPLOAD') return null;
  if (row.uploadType !== 'SIGNED' && row.uploadType !== 'ACCEPTANCE') return null;
  if (row.documentModule === 'other') return null;
  return {
    id: row.id,
    module: row.documentModule,
    uploadType: row.uploadType,
    signedBy: row.signedBy,
    dssSigned: row.dssSigned,
    fileName: row.fileName ?? '',
  };
}

export function signedCopiesAmong(rows: readonly PropertyDocumentRow[]): SignedCopy[] {
  return rows.map(signedCopyOf).filter((copy): copy is SignedCopy => copy !== null);
}

/** The lawyer's signed S.65 copy among a property's rows: at most one, since a second needs the first removed. */
export function s65CopyBy(rows: readonly PropertyDocumentRow[], lawyer: SignedBy): PropertyDocumentRow | undefined {
  return rows.find((row) => {
    const copy = signedCopyOf(row);
    return copy?.module === 's65' && copy.uploadType === 'SIGNED' && copy.signedBy === lawyer;
  });
}

/** The property's s65SellerLawyerSigned / s65BuyerLawyerSigned, derived from its documents. */
export function signedFlagsAmong(rows: readonly PropertyDocumentRow[]): S65SignedFlags {
  return s65SignedFlags(signedCopiesAmong(rows));
}

/** Every signed copy of the property, read in the caller's transaction (after it locked the property). */
export async function listSignedCopies(tx: Database, firmId: FirmId, propertyId: number): Promise<SignedCopy[]> {
  const rows = await tx
    .select()
    .from(propertyDocuments)
    .where(inFirm(propertyDocuments, firmId, eq(propertyDocuments.propertyId, propertyId), eq(propertyDocuments.documentType, 'UPLOAD')));
  return signedCopiesAmong(rows);
}
