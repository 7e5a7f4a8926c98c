import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/*
 * Seeded stand-ins for the public services the client calls (address search, company register,
 * salesperson register), so the product runs offline. Column names follow the services' fields.
 */

export const sandboxAddresses = pgTable(
  'sandbox_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    searchval: text('searchval').notNull(),
    blkNo: text('blk_no').notNull().default(''),
    roadName: text('road_name').notNull().default(''),
    building: text('building').notNull().default('NIL'),
    address: text('address').notNull(),
    postal: varchar('postal', { length: 6 }).notNull(),
    // The service returns coordinates as strings; kept verbatim.
    x: text('x').notNull(),
    y: text('y').notNull(),
    latitude: text('latitude').notNull(),
    longitude: text('longitude').notNull(),
  },
  (t) => [index('sandbox_addresses_postal_idx').on(t.postal)],
);

export const sandboxCompanies = pgTable('sandbox_companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  uen: varchar('uen', { length: 10 }).notNull().unique(),
  entityName: text('entity_name').notNull(),
  entityTypeDesc: text('entity_type_desc').notNull(),
  uenStatusDesc: text('uen_status_desc').notNull(),
  regStreetName: text('reg_street_name').notNull().default(''),
  regPostalCode: varchar('reg_postal_code', { length: 6 }).notNull().default(''),
});

export const sandboxSalespersons = pgTable('sandbox_salespersons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  salespersonName: text('salesperson_name').notNull(),
  registrationNo: varchar('registration_no', { length: 10 }).notNull().unique(),
  registrationStartDate: date('registration_start_date', { mode: 'string' }).notNull(),
  registrationEndDate: date('registration_end_date', { mode: 'string' }).notNull(),
  estateAgentName: text('estate_agent_name').notNull(),
  estateAgentLicenseNo: varchar('estate_agent_license_no', { length: 10 }).notNull(),
});
