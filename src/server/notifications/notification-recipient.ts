import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { caseProgressSummaries, properties, users } from '../db/schema';

export interface CaseRecipient {
  /** users.id of whoever is told. */
  userId: number;
  /** The case's control number, which the notice names. */
  caseRef: string;
}

/**
 * Who is told about a case (issue 20): the firm's own lawyer on the case (case_progress.lawyer_user_id, kept by
 * refreshCaseProgress) while that is a user of the firm, else the user who opened the case. Null for a case the
 * firm does not have (deleted meanwhile).
 */
export async function caseRecipient(db: Database, firmId: FirmId, propertyId: number): Promise<CaseRecipient | null> {
  const [row] = await db
    .select({ lawyerUserId: users.id, createdBy: properties.createdBy, caseRef: properties.propertyRefNo })
    .from(properties)
    .leftJoin(caseProgressSummaries, eq(caseProgressSummaries.propertyId, properties.id))
    .leftJoin(users, and(eq(users.id, caseProgressSummaries.lawyerUserId), eq(users.firmId, sql`${properties.firmId}`)))
    .where(inFirm(properties, firmId, eq(properties.id, propertyId)));
  if (!row) return null;
  return { userId: row.lawyerUserId ?? row.createdBy, caseRef: row.caseRef };
}
