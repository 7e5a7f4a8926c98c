import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms';

export const PASSWORD_STATES = ['ok', 'expired', 'must_change'] as const;
export type PasswordState = (typeof PASSWORD_STATES)[number];

/** A law-firm user; `user_id` is the login id the seeds call userid / userId. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: varchar('user_id', { length: 50 }).notNull(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    userName: text('user_name').notNull(),
    /** The name split as the law-firm directory lists it (retrievelawfirmuser); '' when not known. */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    position: text('position').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    passwordState: text('password_state', { enum: PASSWORD_STATES }).notNull().default('ok'),
    disclaimerAccepted: boolean('disclaimer_accepted').notNull().default(false),
    uenUpdated: boolean('uen_updated').notNull().default(false),
    question1: text('question1'),
    answer1Hash: text('answer1_hash'),
    question2: text('question2'),
    answer2Hash: text('answer2_hash'),
    // Bumped to revoke every token issued before (password change, logout everywhere).
    tokenVersion: integer('token_version').notNull().default(0),
    /** SHA-256 (hex) of the direct-entry code (seed 000 §6): the code itself is never stored. */
    uniqueCodeHash: text('unique_code_hash').unique(),
  },
  (t) => [
    // Login ids are matched without regard to case, so they must be unique that way too.
    uniqueIndex('users_user_id_lower_key').on(sql`lower(${t.userId})`),
    index('users_firm_id_idx').on(t.firmId),
    check('users_password_state_check', sql`${t.passwordState} in ('ok', 'expired', 'must_change')`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
