import type { Database } from '../database';
import { securityQuestions, transactionTypes } from '../schema';

/** Lists every installation needs, demo or not. Inserted by natural key so new entries are added later. */

export const TRANSACTION_TYPE_NAMES = ['Sale', 'Purchase', 'Sale (HDB)', 'Purchase (HDB)', 'Mortgage', 'Others'] as const;

export const SECURITY_QUESTION_SETS = {
  1: [
    'What is the name of your first pet?',
    'What was the name of your primary school?',
    'What is your favourite local dish?',
    'What was the make of your first car?',
    'What is the name of the street you grew up on?',
  ],
  2: [
    'In which city was your mother born?',
    'What was your childhood nickname?',
    'What is the middle name of your eldest sibling?',
    'What was the name of your first employer?',
    'Which hawker centre did you visit most often as a child?',
  ],
} as const;

export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(transactionTypes)
    .values(TRANSACTION_TYPE_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
  const questions = ([1, 2] as const).flatMap((set) => SECURITY_QUESTION_SETS[set].map((text) => ({ set, text })));
  await db.insert(securityQuestions).values(questions).onConflictDoNothing();
}
