import { boolean, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/*
 * Seeded stand-ins for the public services the client calls (address search, company register,
 * salesperson register, MCST register, IRAS valuation list), so the product runs offline. Column names follow the services' fields.
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

/** The company register's stand-in; a UEN may name several entries (a company and its branches). */
export const sandboxCompanies = pgTable(
  'sandbox_companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uen: varchar('uen', { length: 10 }).notNull(),
    entityName: text('entity_name').notNull(),
    entityTypeDesc: text('entity_type_desc').notNull(),
    uenStatusDesc: text('uen_status_desc').notNull(),
    regStreetName: text('reg_street_name').notNull().default(''),
    regPostalCode: varchar('reg_postal_code', { length: 6 }).notNull().default(''),
  },
  (t) => [index('sandbox_companies_uen_idx').on(t.uen)],
);

export const sandboxSalespersons = pgTable('sandbox_salespersons', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  salespersonName: text('salesperson_name').notNull(),
  registrationNo: varchar('registration_no', { length: 10 }).notNull().unique(),
  registrationStartDate: date('registration_start_date', { mode: 'string' }).notNull(),
  registrationEndDate: date('registration_end_date', { mode: 'string' }).notNull(),
  estateAgentName: text('estate_agent_name').notNull(),
  estateAgentLicenseNo: varchar('estate_agent_license_no', { length: 10 }).notNull(),
});

/** The MCST register's stand-in (seed 000 §3 MCST detail / McstRecord); several rows may share an MCST no. */
export const sandboxMcsts = pgTable(
  'sandbox_mcsts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mcstId: text('mcst_id').notNull().unique(),
    mcstNo: text('mcst_no').notNull(),
    subMcsNo: text('sub_mcs_no').notNull().default(''),
    mcstType: text('mcst_type').notNull().default(''),
    devName: text('dev_name').notNull().default(''),
    devLocation: text('dev_location').notNull().default(''),
    maName: text('ma_name').notNull().default(''),
    maAddress1: text('ma_address1').notNull().default(''),
    maAddress2: text('ma_address2').notNull().default(''),
    maAgencyMail: text('ma_agency_mail').notNull().default(''),
    blockNo: text('block_no').notNull().default(''),
    postalCode: varchar('postal_code', { length: 6 }).notNull().default(''),
    storeyNo: text('storey_no').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    unitNo: text('unit_no').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('sandbox_mcsts_mcst_no_idx').on(t.mcstNo)],
);

/** The IRAS valuation list's stand-in (seed 000 §3 "IRAS eligible unit"). */
export const sandboxIrasUnits = pgTable(
  'sandbox_iras_units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    blkHouseNo: text('blk_house_no').notNull(),
    storeyNo: text('storey_no').notNull().default(''),
    unitNo: text('unit_no').notNull().default(''),
    streetName: text('street_name').notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    pptyTaxRefNo: text('ppty_tax_ref_no').notNull().unique(),
    pptyDescription: text('ppty_description').notNull(),
  },
  (t) => [index('sandbox_iras_units_postal_idx').on(t.postalCode)],
);

/**
 * The valuation list's landed properties (ours: the list by house no. and street for a non-requisition statement
 * of account on LAND, seed 002 §2.4). The property account no. is eight digits, as the parcel land form takes it.
 */
export const sandboxIrasLand = pgTable(
  'sandbox_iras_land',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    houseNo: text('house_no').notNull(),
    streetName: text('street_name').notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    propertyAccountNo: varchar('property_account_no', { length: 8 }).notNull().unique(),
    pptyDescription: text('ppty_description').notNull(),
  },
  (t) => [index('sandbox_iras_land_street_idx').on(t.streetName)],
);
