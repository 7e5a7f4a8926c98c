import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** A subscribing law firm: the tenant every product record belongs to. */
export const lawFirms = pgTable(
  'law_firms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    acctId: varchar('acct_id', { length: 20 }).notNull().unique(),
    appId: varchar('app_id', { length: 10 }).notNull().default('LRI'),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    postalCode: varchar('postal_code', { length: 6 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    fax: varchar('fax', { length: 20 }).notNull().default(''),
    email: text('email').notNull().default(''),
    uen: varchar('uen', { length: 10 }).notNull().default(''),
    logoPath: text('logo_path'),
    // The partner e-checklist add-on (seed 000 §6 isLAActive).
    isLaActive: boolean('is_la_active').notNull().default(false),
  },
  // The lawyer modal's directory search is a case-insensitive contains (ILIKE '%name%') over every firm.
  (t) => [index('law_firms_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export type LawFirm = typeof lawFirms.$inferSelect;
export type NewLawFirm = typeof lawFirms.$inferInsert;
