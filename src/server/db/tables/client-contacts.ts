import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * A contact person of a client (seed 000 §3 "Client contact", seed 001 §3): a company's signatory or director,
 * the individual, or an agency's salesperson. is_primary keeps the seed's inverted flag ('0' primary), and
 * a client has at most one primary person.
 */
export const clientContacts = pgTable(
  'client_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sequenceKey: integer('sequence_key').notNull(),
    individualName: text('individual_name').notNull().default(''),
    identificationNo: varchar('identification_no', { length: 10 }).notNull().default(''),
    email: text('email').notNull().default(''),
    reference: text('reference').notNull().default(''),
    contactNo: varchar('contact_no', { length: 20 }).notNull().default(''),
    postal: varchar('postal', { length: 6 }).notNull().default(''),
    blkNo: varchar('blk_no', { length: 10 }).notNull().default(''),
    roadName: text('road_name').notNull().default(''),
    building: text('building').notNull().default(''),
    storeyNo: varchar('storey_no', { length: 3 }).notNull().default(''),
    unitNo: varchar('unit_no', { length: 5 }).notNull().default(''),
    address: text('address').notNull().default(''),
    agentCeaNo: varchar('agent_cea_no', { length: 20 }).notNull().default(''),
    contactType: varchar('contact_type', { length: 1 }).notNull().default('0'),
    isPrimary: varchar('is_primary', { length: 1 }).notNull().default('1'),
    partySign: text('party_sign').notNull().default(''),
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId, t.sequenceKey),
    uniqueIndex('client_contacts_one_primary_key')
      .on(t.clientId)
      .where(sql`${t.isPrimary} = '0'`),
    check('client_contacts_contact_type_check', sql`${t.contactType} in ('0', '1')`),
    check('client_contacts_is_primary_check', sql`${t.isPrimary} in ('0', '1')`),
  ],
);

export type ClientContact = typeof clientContacts.$inferSelect;
export type NewClientContact = typeof clientContacts.$inferInsert;
