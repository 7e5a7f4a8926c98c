// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): migrations applied to a fresh database, the first start's seed and its second run, on a database of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/create-database';
import type { DatabaseHandle } from '../../src/server/db/database';
import { inFirm, verifiedFirmId } from '../../src/server/db/firm-scope';
import { migrationsFolder } from '../../src/server/db/migrations-folder';
import * as schema from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// One fresh database for the file: migrations run here, not through the test server helper.
let database: DatabaseHandle;
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await createDatabase({ dataDir: IN_MEMORY, databaseUrl: testDatabase.databaseUrl });
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

const TABLES = [
  'case_confirmations',
  'case_presence',
  'case_progress',
  'case_stamp_duty',
  'checklist_ticks',
  'client_contacts',
  'clients',
  'dss_signings',
  'due_diligences',
  'firm_property_ref_counters',
  'history_events',
  'law_firms',
  'lawyers',
  'login_throttle',
  'notifications',
  'other_service_requests',
  'outbox_messages',
  'properties',
  'property_documents',
  'property_lot_infos',
  'property_mcst_details',
  'property_secondary_stakeholders',
  'requisition_agency_requests',
  'sandbox_addresses',
  'sandbox_companies',
  'sandbox_iras_land',
  'sandbox_iras_units',
  'sandbox_mcsts',
  'sandbox_salespersons',
  'security_questions',
  'transaction_types',
  'user_sessions',
  'users',
];

async function rowCounts(): Promise<Record<string, number>> {
  const tables = {
    law_firms: schema.lawFirms,
    users: schema.users,
    properties: schema.properties,
    property_lot_infos: schema.propertyLotInfos,
    property_mcst_details: schema.propertyMcstDetails,
    due_diligences: schema.dueDiligences,
    requisition_agency_requests: schema.requisitionAgencyRequests,
    clients: schema.clients,
    client_contacts: schema.clientContacts,
    property_secondary_stakeholders: schema.propertySecondaryStakeholders,
    lawyers: schema.lawyers,
    security_questions: schema.securityQuestions,
    transaction_types: schema.transactionTypes,
    sandbox_addresses: schema.sandboxAddresses,
    sandbox_companies: schema.sandboxCompanies,
    sandbox_salespersons: schema.sandboxSalespersons,
    sandbox_mcsts: schema.sandboxMcsts,
    sandbox_iras_units: schema.sandboxIrasUnits,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('migrations', () => {
  it('apply the checked-in migrations to a fresh database and create every table', async () => {
    await database.migrate();
    const tables = await database.db
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`)
      .orderBy(sql`table_name`);
    expect(tables.map((table) => table.name)).toEqual(TABLES);
  });

  it('record each journal entry once and do nothing when run again', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    await database.migrate();
    const [applied] = await database.db.select({ value: count() }).from(sql`drizzle.__drizzle_migrations`);
    expect(applied?.value).toBe(journal.entries.length);
  });
});

describe('seed', () => {
  it('loads the demo firms, users, cases, reference lists and sandbox data', async () => {
    const first = await seedDatabase(database.db, { demo: true });
    expect(first.demoSeeded).toBe(true);
    expect(await rowCounts()).toEqual({
      law_firms: 2,
      users: 6,
      properties: 8,
      property_lot_infos: 9,
      property_mcst_details: 4,
      due_diligences: 2,
      requisition_agency_requests: 5,
      clients: 14,
      client_contacts: 18,
      property_secondary_stakeholders: 3,
      lawyers: 7,
      security_questions: 10,
      transaction_types: 6,
      sandbox_addresses: 68,
      sandbox_companies: 17,
      sandbox_salespersons: 15,
      sandbox_mcsts: 16,
      sandbox_iras_units: 108,
    });
  });

  it('is idempotent: seeding again keeps every count', async () => {
    const before = await rowCounts();
    const again = await seedDatabase(database.db, { demo: true });
    expect(again.demoSeeded).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });

  it('stores passwords and security answers only as scrypt hashes', async () => {
    const rows = await database.db.select().from(schema.users);
    for (const user of rows) {
      expect(user.passwordHash).toMatch(/^scrypt\$/);
      expect(user.passwordHash).not.toContain('Conveyancing2026');
      if (user.answer1Hash) expect(user.answer1Hash).toMatch(/^scrypt\$/);
    }
  });

  it('builds property addresses in the seed format and sets the side from the transaction type', async () => {
    const [sail] = await database.db.select().from(schema.properties).where(eq(schema.properties.propertyRefNo, 'PCN-2026-000101'));
    expect(sail).toMatchObject({ propAddress: '2 MARINA BOULEVARD, #32-07, SINGAPORE 018987', clientFlag: 'S', propType: 'BUILDING' });
  });

  it('stores demo cases whose status is what the facts give: Active exactly when all four primary parties are on a complete case', async () => {
    const rows = await database.db.select().from(schema.properties).orderBy(schema.properties.propertyRefNo);
    expect(rows.every((p) => p.informationComplete)).toBe(true);
    const active = rows.filter((p) => p.status === 'Active').map((p) => p.propertyRefNo);
    expect(active).toEqual(['PCN-2026-000101', 'PCN-2026-000104', 'PCN-2026-000106', 'PCN-2026-000202']);
    for (const p of rows) {
      const assigned = [p.buyerId, p.sellerId, p.buyerLawyerId, p.sellerLawyerId].every((id) => id !== null);
      expect(p.status === 'Active', p.propertyRefNo).toBe(assigned);
      expect(p.taskStage, p.propertyRefNo).toBe(assigned ? 'Documents' : 'Stakeholder Profiles');
    }
  });

  it('gives every demo postal code an address in the address sandbox, with at least 30 homes there', async () => {
    const addresses = await database.db.select().from(schema.sandboxAddresses);
    const postals = new Set(addresses.map((a) => a.postal));
    const demo = await database.db.select({ postal: schema.properties.postal }).from(schema.properties);
    expect(demo.filter((p) => !postals.has(p.postal))).toEqual([]);
    expect(addresses.length).toBeGreaterThanOrEqual(60);
  });
});

describe('firm scoping', () => {
  it("inFirm() limits a query to the session's firm", async () => {
    const [tanLim] = await database.db.select().from(schema.lawFirms).where(eq(schema.lawFirms.acctId, 'TL0001'));
    const [leeOng] = await database.db.select().from(schema.lawFirms).where(eq(schema.lawFirms.acctId, 'LO0002'));
    const firmA = verifiedFirmId(tanLim?.id ?? -1);
    const firmB = verifiedFirmId(leeOng?.id ?? -1);

    const own = await database.db.select().from(schema.properties).where(inFirm(schema.properties, firmA));
    expect(own).toHaveLength(6);
    expect(own.every((p) => p.firmId === firmA)).toBe(true);

    const [otherFirmsProperty] = await database.db.select().from(schema.properties).where(inFirm(schema.properties, firmB));
    const crossFirm = await database.db
      .select()
      .from(schema.properties)
      .where(inFirm(schema.properties, firmA, eq(schema.properties.id, otherFirmsProperty?.id ?? -1)));
    expect(crossFirm).toEqual([]);
    expect(await database.db.select().from(schema.clients).where(inFirm(schema.clients, firmB))).toHaveLength(4);
  });
});
