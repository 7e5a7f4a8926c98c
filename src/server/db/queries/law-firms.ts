import { eq } from 'drizzle-orm';
import { accountSummaries } from '../../../domain/history/account-summaries';
import { recordEvent } from '../../history/record-event';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { lawFirms, users, type LawFirm } from '../schema';

/** law_firms is the tenant table itself: its own id is the firm id the session carries. */
const firmScope = { firmId: lawFirms.id };

export async function findOwnFirm(db: Database, firmId: FirmId): Promise<LawFirm | undefined> {
  const [row] = await db.select().from(lawFirms).where(inFirm(firmScope, firmId)).limit(1);
  return row;
}

/** The firm only when `acctId` names the caller's own firm; another firm's account is simply not there. */
export async function findOwnFirmByAcctId(db: Database, firmId: FirmId, acctId: string): Promise<LawFirm | undefined> {
  const [row] = await db
    .select()
    .from(lawFirms)
    .where(inFirm(firmScope, firmId, eq(lawFirms.acctId, acctId.trim())))
    .limit(1);
  return row;
}

/** The firm's UEN and the caller's "UEN updated" flag change together, so login's isUENUpdated follows at once. */
export async function storeFirmUen(db: Database, firmId: FirmId, userPk: number, uen: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ uen: lawFirms.uen }).from(lawFirms).where(inFirm(firmScope, firmId)).for('update');
    await tx.update(lawFirms).set({ uen }).where(inFirm(firmScope, firmId));
    await tx
      .update(users)
      .set({ uenUpdated: true })
      .where(inFirm(users, firmId, eq(users.id, userPk)));
    const changes = [{ field: 'UEN', before: before?.uen || null, after: uen }];
    await recordEvent(tx, { firmId, userPk }, { kind: 'firm.uen', summary: accountSummaries.uen(uen), changes }, at);
  });
}

/** Points the firm at its new logo file and returns the previous one (to be removed after this commits). */
export async function replaceFirmLogo(db: Database, firmId: FirmId, userPk: number, logoPath: string, at: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ logoPath: lawFirms.logoPath }).from(lawFirms).where(inFirm(firmScope, firmId)).for('update');
    await tx.update(lawFirms).set({ logoPath }).where(inFirm(firmScope, firmId));
    await recordEvent(tx, { firmId, userPk }, { kind: 'firm.logo', summary: accountSummaries.logo }, at);
    return before?.logoPath ?? null;
  });
}
