import { and, asc, eq } from 'drizzle-orm';
import { accountSummaries } from '../../../domain/history/account-summaries';
import { recordEvent } from '../../history/record-event';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { securityQuestions, users } from '../schema';

export async function listSecurityQuestions(db: Database): Promise<{ set1: string[]; set2: string[] }> {
  const rows = await db.select().from(securityQuestions).orderBy(asc(securityQuestions.id));
  return {
    set1: rows.filter((row) => row.set === 1).map((row) => row.text),
    set2: rows.filter((row) => row.set === 2).map((row) => row.text),
  };
}

/** The stored wording of a question when it is in the given list (seed 002: set1 and set2), else undefined. */
export async function questionInSet(db: Database, set: 1 | 2, text: string): Promise<string | undefined> {
  const [row] = await db
    .select({ text: securityQuestions.text })
    .from(securityQuestions)
    .where(and(eq(securityQuestions.set, set), eq(securityQuestions.text, text.trim())))
    .limit(1);
  return row?.text;
}

export interface StoredSecurityQa {
  question1: string;
  answer1Hash: string;
  question2: string;
  answer2Hash: string;
}

/** Sets or replaces the caller's questions and hashed answers. */
export async function storeSecurityQa(db: Database, firmId: FirmId, userPk: number, qa: StoredSecurityQa, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(qa)
      .where(inFirm(users, firmId, eq(users.id, userPk)));
    // The questions' wording is not secret, the answers are: the history names neither.
    await recordEvent(tx, { firmId, userPk }, { kind: 'account.security-questions', summary: accountSummaries.securityQuestions }, at);
  });
}
