import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { dueDiligences } from '../../db/schema';

/** GET /get-PropId-by-LFContNum: the property a requisition of the firm was raised on, or null. */
export async function propertyIdOfRequisition(db: Database, firmId: FirmId, lfControlNo: string): Promise<number | null> {
  const [row] = await db
    .select({ propertyId: dueDiligences.propertyId })
    .from(dueDiligences)
    .where(inFirm(dueDiligences, firmId, eq(dueDiligences.lfControlNo, lfControlNo)))
    .limit(1);
  return row?.propertyId ?? null;
}
