// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): its own database, migrated and seeded, and a transaction it rolls back itself.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/create-database';
import type { DatabaseHandle } from '../../src/server/db/database';
import { verifiedFirmId } from '../../src/server/db/firm-scope';
import * as schema from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { recordEvent } from '../../src/server/history/record-event';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: DatabaseHandle;
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await createDatabase({ dataDir: IN_MEMORY, databaseUrl: testDatabase.databaseUrl });
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

async function aCase() {
  const [row] = await database.db
    .select({ id: schema.properties.id, firmId: schema.properties.firmId, stage: schema.caseProgressSummaries.stage })
    .from(schema.properties)
    .innerJoin(schema.caseProgressSummaries, eq(schema.caseProgressSummaries.propertyId, schema.properties.id))
    .limit(1);
  if (!row) throw new Error('the demo has no case');
  return row;
}

describe('the demo history', () => {
  it('opens each demo case and assigns its parties, PCN-2026-000101 reaching parties in place with its fourth party', async () => {
    const [demo] = await database.db
      .select({ id: schema.properties.id })
      .from(schema.properties)
      .where(eq(schema.properties.propertyRefNo, 'PCN-2026-000101'));
    const events = await database.db
      .select({ kind: schema.historyEvents.kind, summary: schema.historyEvents.summary, stage: schema.historyEvents.stage })
      .from(schema.historyEvents)
      .where(eq(schema.historyEvents.propertyId, demo?.id ?? 0))
      .orderBy(schema.historyEvents.at);
    expect(events[0]).toMatchObject({ kind: 'case.created', stage: 'opened' });
    expect(events.filter((event) => event.kind === 'party.assigned').length).toBeGreaterThanOrEqual(4);
    expect(events.map((event) => event.stage)).toContain('partiesInPlace');
    expect(events.at(-1)?.stage).toBe('partiesInPlace');
  });
});

describe('the history', () => {
  it("keeps an event with the case's stage as it stands when the event is recorded", async () => {
    const property = await aCase();
    const id = await recordEvent(
      database.db,
      { firmId: verifiedFirmId(property.firmId), userPk: null },
      { kind: 'case.updated', summary: 'Case details changed', propertyId: property.id, changes: [{ field: 'Remarks', before: null, after: 'x' }] },
      new Date('2026-11-27T02:00:00Z'),
    );
    const [event] = await database.db.select().from(schema.historyEvents).where(eq(schema.historyEvents.id, id));
    expect(event).toMatchObject({
      kind: 'case.updated',
      propertyId: property.id,
      stage: property.stage,
      changes: [{ field: 'Remarks', before: null, after: 'x' }],
    });
  });

  it('refuses to change or delete an event, whoever asks', async () => {
    const property = await aCase();
    const id = await recordEvent(
      database.db,
      { firmId: verifiedFirmId(property.firmId), userPk: null },
      { kind: 'case.updated', summary: 'kept as written', propertyId: property.id },
      new Date('2026-11-27T02:00:00Z'),
    );
    await expect(database.db.update(schema.historyEvents).set({ summary: 'rewritten' }).where(eq(schema.historyEvents.id, id))).rejects.toThrow();
    await expect(database.db.delete(schema.historyEvents).where(eq(schema.historyEvents.id, id))).rejects.toThrow();
    const [event] = await database.db.select().from(schema.historyEvents).where(eq(schema.historyEvents.id, id));
    expect(event?.summary).toBe('kept as written');
  });

  it('commits an event with its write or not at all', async () => {
    const property = await aCase();
    const before = await database.db.$count(schema.historyEvents);
    await expect(
      database.db.transaction(async (tx) => {
        await recordEvent(
          tx,
          { firmId: verifiedFirmId(property.firmId), userPk: null },
          { kind: 'case.updated', summary: 'rolled back', propertyId: property.id },
          new Date(),
        );
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await database.db.$count(schema.historyEvents)).toBe(before);
  });
});
