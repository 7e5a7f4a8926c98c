import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/** A land-lot row of a property (seed 000 §3 "Lot info row"); rewritten with the property. */
export const propertyLotInfos = pgTable(
  'property_lot_infos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    sequenceKey: integer('sequence_key').notNull(),
    mktsId: text('mkts_id').notNull().default('MK'),
    mktsNo: text('mkts_no').notNull().default(''),
    landLotFormat: text('land_lot_format').notNull().default('N'),
    landLotNo: text('land_lot_no').notNull().default(''),
    partIndicator: text('part_indicator').notNull().default('N'),
    irasPlptNo: text('iras_plpt_no').notNull().default(''),
  },
  (t) => [
    index('property_lot_infos_property_idx').on(t.propertyId, t.sequenceKey),
    check('property_lot_infos_land_lot_format_check', sql`${t.landLotFormat} in ('N', 'O')`),
    check('property_lot_infos_part_indicator_check', sql`${t.partIndicator} in ('', 'Y', 'N')`),
  ],
);

/** An MCST the user ticked for the property (seed 000 §3 "MCST detail"); only ticked ones are kept. */
export const propertyMcstDetails = pgTable(
  'property_mcst_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mcstId: text('mcst_id').notNull().default(''),
    mcstNo: text('mcst_no').notNull().default(''),
    subMcsNo: text('sub_mcs_no').notNull().default(''),
    mcstType: text('mcst_type').notNull().default(''),
    devName: text('dev_name').notNull().default(''),
    devLocation: text('dev_location').notNull().default(''),
    maName: text('ma_name').notNull().default(''),
    maAddress1: text('ma_address1').notNull().default(''),
    maAddress2: text('ma_address2').notNull().default(''),
    maAgencyMail: text('ma_agency_mail').notNull().default(''),
    blockNo: text('block_no').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    storeyNo: text('storey_no').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    unitNo: text('unit_no').notNull().default(''),
  },
  (t) => [index('property_mcst_details_property_idx').on(t.propertyId, t.position)],
);

export type PropertyLotInfo = typeof propertyLotInfos.$inferSelect;
export type PropertyMcstDetail = typeof propertyMcstDetails.$inferSelect;
