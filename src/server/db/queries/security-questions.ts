import { asc } from 'drizzle-orm';
import type { Database } from '../database';
import { securityQuestions } from '../schema';

export async function listSecurityQuestions(db: Database): Promise<{ set1: string[]; set2: string[] }> {
  const rows = await db.select().from(securityQuestions).orderBy(asc(securityQuestions.id));
  return {
    set1: rows.filter((row) => row.set === 1).map((row) => row.text),
    set2: rows.filter((row) => row.set === 2).map((row) => row.text),
  };
}
