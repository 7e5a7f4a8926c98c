import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { uploadFileName } from '../../../domain/documents/file-names';
import { SIGNED_BY, type SignedBy } from '../../../domain/documents/modules';
import { documentSignedSummary } from '../../../domain/history/arrival-summaries';
import { caseLink } from '../../../domain/history/event-links';
import { refreshCaseProgress } from '../../case/case-progress-store';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { dssSignings, propertyDocuments, type DssSigningRow, type PropertyDocumentRow } from '../../db/schema';
import { retryingWhole } from '../../db/transaction-retry';
import { insertDocumentRow, isEditableTemplateRow } from '../../documents/document-store';
import { lockPropertyForDocuments } from '../../documents/property-target';
import { s65CopyBy } from '../../documents/signed-copies';
import { announceArrival } from '../../notifications/announce-arrival';
import { lawyerFor, loadPdfSource, pdfInputOf, type PdfSource } from '../documents-output/pdf-source';
import type { FileStore } from '../files/file-store';
import { undoWritesOnFailure } from '../files/undo-writes-on-failure';
import type { DssStamp } from '../pdf/document-pdf-input';
import { renderDocumentPdf } from '../pdf/render-document-pdf';
import type { SigningGateway } from './signing-gateway';

export interface DssSimulatorDeps {
  db: Database;
  files: FileStore;
  clock: Clock;
  config: Pick<Config, 'dssSignDelayMs'>;
}

const isEditableS65 = (row: PropertyDocumentRow) => row.documentModule === 's65' && isEditableTemplateRow(row);

const hasCopyBy = (rows: readonly PropertyDocumentRow[], party: SignedBy) => s65CopyBy(rows, party) !== undefined;

/**
 * The built-in DSS: a submission is recorded in dss_signings and every party signs once DSS_SIGN_DELAY_MS has
 * passed. Settling draws the S.65 as saved at that moment with a stamp for each DSS signature so far and stores
 * it as that lawyer's DSS-signed copy. Time is the injected clock's, so tests move it instead of waiting.
 */
export function createDssSimulator(deps: DssSimulatorDeps): SigningGateway {
  return {
    async submit(submission) {
      const now = deps.clock.nowMs();
      const transactionId = `DSS-${now.toString(36).toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
      await deps.db.insert(dssSignings).values({
        firmId: submission.firmId,
        propertyId: submission.propertyId,
        documentId: submission.documentId,
        transactionId,
        arranger: submission.arranger,
        signingParties: [...submission.parties],
        status: 'SUBMITTED',
        dueAt: new Date(now + deps.config.dssSignDelayMs),
        createdAt: new Date(now),
      });
      return { transactionId, status: 'SUBMITTED' };
    },

    async settleDue(firmId, propertyId) {
      const now = new Date(deps.clock.nowMs());
      const due = await deps.db
        .select()
        .from(dssSignings)
        .where(inFirm(dssSignings, firmId, eq(dssSignings.propertyId, propertyId), eq(dssSignings.status, 'SUBMITTED'), lte(dssSignings.dueAt, now)))
        .orderBy(asc(dssSignings.dueAt), asc(dssSignings.id));
      // Property reads call this every time: nothing due must cost one small query and no more.
      if (due.length === 0) return 0;
      const source = await loadPdfSource(deps.db, firmId, propertyId);
      let settled = 0;
      for (const submission of due) if (await settle(deps, firmId, source, submission, now)) settled += 1;
      return settled;
    },
  };
}

/**
 * One due submission, in one transaction; false when another request settled it first. Each signed copy stored is
 * an event of the case's history and a notification to its lawyer, written in the same transaction. A deadlock or
 * serialization failure runs it all again (db/transaction-retry.ts), the first attempt's files removed.
 */
async function settle(deps: DssSimulatorDeps, firmId: FirmId, source: PdfSource, submission: DssSigningRow, now: Date): Promise<boolean> {
  return retryingWhole(deps.db, () =>
    undoWritesOnFailure(deps.files, (write) =>
      deps.db.transaction(async (tx) => {
        const property = await lockPropertyForDocuments(tx, firmId, { id: submission.propertyId });
        if (!property) return false;
        const [current] = await tx
          .select()
          .from(dssSignings)
          .where(and(eq(dssSignings.id, submission.id), eq(dssSignings.status, 'SUBMITTED')))
          .for('update');
        if (!current) return false;
        const rows = await tx
          .select()
          .from(propertyDocuments)
          .where(inFirm(propertyDocuments, firmId, eq(propertyDocuments.propertyId, property.id)));
        const template = rows.find((row) => row.id === current.documentId && isEditableS65(row)) ?? rows.find(isEditableS65);
        if (!template) {
          await tx.update(dssSignings).set({ status: 'FAILED', completedAt: now }).where(eq(dssSignings.id, current.id));
          return true;
        }
        const signedBy: SignedBy[] = [];
        for (const party of SIGNED_BY.filter((candidate) => current.signingParties.includes(candidate))) {
          // A lawyer who meanwhile uploaded a copy keeps it; the buyer's lawyer signs only after the seller's.
          if (hasCopyBy(rows, party) || (party === 'BUYERLAWYER' && !hasCopyBy(rows, 'SELLERLAWYER'))) continue;
          const lawyer = lawyerFor(source, party);
          if (!lawyer) continue;
          const stamps = [...earlierStamps(rows, source), { party, lawyerName: lawyer.name, signedAt: current.dueAt }];
          const bytes = await renderDocumentPdf(pdfInputOf(source, { module: 's65', metadata: template.metadata }, current.dueAt, stamps));
          const filePath = await write('signed', `${property.propertyRefNo}-s65-${party}-dss`, 'pdf', bytes);
          rows.push(
            await insertDocumentRow(tx, {
              firmId,
              propertyId: property.id,
              documentType: 'UPLOAD',
              documentModule: 's65',
              uploadType: 'SIGNED',
              actionType: 'UPLOAD',
              signedBy: party,
              dssSigned: true,
              sourceDocumentId: template.id,
              fileName: uploadFileName('SIGNED', 'pdf'),
              fileExtension: 'pdf',
              filePath,
              fileSize: bytes.byteLength,
              createdAt: current.dueAt,
              updatedAt: current.dueAt,
            }),
          );
          signedBy.push(party);
        }
        await tx.update(dssSignings).set({ status: 'COMPLETED', completedAt: now }).where(eq(dssSignings.id, current.id));
        // Both lawyers' signed S.65 copies mean the notice is out: the case moves on.
        await refreshCaseProgress(tx, firmId, property.id, now);
        for (const party of signedBy) {
          const arrival = {
            firmId,
            kind: 'document.signed',
            propertyId: property.id,
            summary: documentSignedSummary(party),
            link: caseLink(property.id, 's65'),
          } as const;
          await announceArrival(tx, arrival, now);
        }
        return true;
      }),
    ),
  );
}

/** The stamps of the DSS signatures already on the notice (the seller's, when the buyer's lawyer signs). */
function earlierStamps(rows: readonly PropertyDocumentRow[], source: PdfSource): DssStamp[] {
  return SIGNED_BY.flatMap((party) => {
    const copy = s65CopyBy(rows, party);
    const lawyer = lawyerFor(source, party);
    return copy?.dssSigned && lawyer ? [{ party, lawyerName: lawyer.name, signedAt: copy.createdAt }] : [];
  });
}
