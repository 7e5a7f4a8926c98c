import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ChecklistFact } from '../../domain/checklist/definitions';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { dueDiligences, propertyDocuments, requisitionAgencyRequests } from '../db/schema';

/**
 * What the case's own records prove done, for the checklist's derived items: signed copies uploaded (the rows
 * signed-copies.ts reads as SIGNED / ACCEPTANCE uploads), the S.65 sent (its activity row), and the legal
 * requisitions submitted (drafted 'N', not discarded) and all replied (every agency request Replied).
 */
export async function readChecklistFacts(db: Database, firmId: FirmId, propertyId: number): Promise<Set<ChecklistFact>> {
  const [documents, requisitions] = await Promise.all([
    db
      .selectDistinct({
        module: propertyDocuments.documentModule,
        documentType: propertyDocuments.documentType,
        uploadType: propertyDocuments.uploadType,
        actionType: propertyDocuments.actionType,
      })
      .from(propertyDocuments)
      .where(inFirm(propertyDocuments, firmId, eq(propertyDocuments.propertyId, propertyId))),
    db
      .select({
        submitted: sql<number>`count(distinct ${dueDiligences.id})`.mapWith(Number),
        requests: sql<number>`count(${requisitionAgencyRequests.id})`.mapWith(Number),
        replied: sql<number>`count(${requisitionAgencyRequests.id}) filter (where ${requisitionAgencyRequests.status} = 'Replied')`.mapWith(Number),
      })
      .from(dueDiligences)
      .leftJoin(requisitionAgencyRequests, eq(requisitionAgencyRequests.dueDiligenceId, dueDiligences.id))
      .where(
        inFirm(
          dueDiligences,
          firmId,
          and(
            eq(dueDiligences.propertyId, propertyId),
            eq(dueDiligences.drafted, 'N'),
            isNotNull(dueDiligences.submittedAt),
            isNull(dueDiligences.discardedAt),
          ),
        ),
      ),
  ]);
  const facts = new Set<ChecklistFact>();
  const uploaded = (module: string, uploadType: 'SIGNED' | 'ACCEPTANCE') =>
    documents.some((row) => row.module === module && row.documentType === 'UPLOAD' && row.uploadType === uploadType);
  if (uploaded('wta', 'SIGNED')) facts.add('wtaSigned');
  if (uploaded('otp', 'SIGNED')) facts.add('otpSigned');
  if (uploaded('otp', 'ACCEPTANCE')) facts.add('otpExercised');
  if (documents.some((row) => row.module === 's65' && row.documentType === 'TEMPLATE' && row.actionType === 'SENT')) facts.add('s65Sent');
  const counts = requisitions[0];
  if (counts && counts.submitted > 0) {
    facts.add('requisitionsSubmitted');
    if (counts.requests > 0 && counts.replied === counts.requests) facts.add('requisitionsReplied');
  }
  return facts;
}
