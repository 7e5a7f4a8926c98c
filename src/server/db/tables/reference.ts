import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';

/** The two lists a user picks a security question from (seed 002 "set1" and "set2"). */
export const securityQuestions = pgTable(
  'security_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    set: smallint('set').notNull(),
    text: text('text').notNull(),
  },
  (t) => [unique('security_questions_set_text_key').on(t.set, t.text), check('security_questions_set_check', sql`${t.set} in (1, 2)`)],
);

export const transactionTypes = pgTable('transaction_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});
