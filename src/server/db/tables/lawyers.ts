import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms';
import { users } from './users';

/**
 * A lawyer a firm has put on its properties (seed 000 §3 lawyer payload), from its own firm or another.
 * Firm-owned like a contact; `linked_user_id` names the product user when the lawyer has one (any firm).
 */
export const lawyers = pgTable(
  'lawyers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    contact: text('contact').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** The payload's userId: the lawyer's login id in the law-firm register, '' when none. */
    userId: text('user_id').notNull().default(''),
    email: text('email').notNull().default(''),
    lawfirmName: text('lawfirm_name').notNull().default(''),
    referenceNumber: text('reference_number').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    faxNumber: text('fax_number').notNull().default(''),
    linkedUserId: integer('linked_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lawyers_firm_id_idx').on(t.firmId)],
);

export type Lawyer = typeof lawyers.$inferSelect;
export type NewLawyer = typeof lawyers.$inferInsert;
