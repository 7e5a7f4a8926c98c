// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): the migrations applied over rows an earlier release stored, on a database of its own.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/create-database';
import type { DatabaseHandle } from '../../src/server/db/database';
import { migrationsFolder } from '../../src/server/db/migrations-folder';
import { clients, properties } from '../../src/server/db/schema';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// A database made by the first release (migration 0000 only) with a property and a contact in it, then upgraded.
let database: DatabaseHandle;
let testDatabase: TestDatabase;
let firstRelease: string;
beforeAll(async () => {
  firstRelease = await mkdtemp(path.join(tmpdir(), 'cw-migrations-'));
  await cp(migrationsFolder(), firstRelease, { recursive: true });
  const journalPath = path.join(firstRelease, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  testDatabase = await createTestDatabase();
  database = await createDatabase({ dataDir: IN_MEMORY, databaseUrl: testDatabase.databaseUrl });
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
  await rm(firstRelease, { recursive: true, force: true });
});

describe('upgrading a database that already holds properties and contacts', () => {
  it('applies the property migration on top of existing rows, giving the new columns their defaults', async () => {
    await database.migrate(firstRelease);
    await database.db.execute(sql`insert into law_firms (acct_id, name) values ('OLD001', 'Old Firm')`);
    await database.db.execute(sql`insert into users (user_id, firm_id, user_name, password_hash) select 'old1', id, 'Old User', 'x' from law_firms`);
    await database.db.execute(sql`insert into transaction_types (name) values ('Sale')`);
    await database.db
      .execute(sql`insert into properties (firm_id, property_ref_no, lawfirm_ref_no, prop_address, prop_type, transaction_type_id, created_by)
      select f.id, 'PCN-2025-000001', 'OLD/1', '1 OLD ROAD, SINGAPORE 123456', 'BUILDING', t.id, u.id from law_firms f, transaction_types t, users u`);
    await database.db.execute(sql`insert into clients (firm_id, client_category, comp_name, contact_no, postal, blk_no, road_name, storey_no, unit_no)
      select id, '0', 'Old Contact Pte Ltd', '61234567', '123456', '1', 'Old Road', '02', '03' from law_firms`);

    await database.migrate();

    const rows = await database.db
      .select({
        propertyRefNo: properties.propertyRefNo,
        status: properties.status,
        taskStage: properties.taskStage,
        informationComplete: properties.informationComplete,
        streetName: properties.streetName,
        mktsId: properties.mktsId,
        checkListId: properties.checkListId,
        buyerId: properties.buyerId,
        transactionTypeName: properties.transactionTypeName,
        searchText: properties.searchText,
      })
      .from(properties);
    expect(rows).toEqual([
      {
        propertyRefNo: 'PCN-2025-000001',
        status: 'Pending',
        taskStage: 'Property Information',
        informationComplete: false,
        streetName: '',
        mktsId: 'MK',
        checkListId: null,
        buyerId: null,
        // Copied from its type, so the listing sorts by it through an index.
        transactionTypeName: 'Sale',
        // Computed for the existing row, so the listing search finds it at once.
        searchText: 'old/1\u001fpcn-2025-000001\u001f1 old road, singapore 123456\u001fpending\u001fsale',
      },
    ]);
  });

  it('gives contacts stored before the contacts release their listing address, phone and search text', async () => {
    const rows = await database.db
      .select({
        listAddress: clients.listAddress,
        listContactNo: clients.listContactNo,
        searchText: clients.searchText,
        reference: clients.reference,
      })
      .from(clients);
    expect(rows).toEqual([
      {
        listAddress: '1 OLD ROAD, #02-03, SINGAPORE 123456',
        listContactNo: '61234567',
        searchText: 'old contact pte ltd\u001f1 old road, #02-03, singapore 123456\u001f61234567',
        reference: '',
      },
    ]);
  });
});
