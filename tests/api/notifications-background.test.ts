// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): the periodic collectors each server process runs against the shared database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseProgressSummaries, notifications } from '../../src/server/db/schema';
import { silentLogger } from '../../src/server/logger';
import { startBackgroundWork } from '../../src/server/notifications/background-work';
import { createFileStore } from '../../src/server/services/files/file-store';
import { propertyIdOf } from './support/properties';
import { agencyRequest, agencySimulatorOf, insertRequisition } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Issue 20 "Notifications": a serving process looks by itself, at start and then periodically, for answers that
 * have fallen due and deadlines falling due, so they are announced while nobody reads. Its clock is the server's.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function until(what: string, condition: () => Promise<boolean>, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the server's periodic work", () => {
  it('checks the deadlines once at start, then collects answers as they fall due, until stopped', async () => {
    const caseId = await propertyIdOf(server, 'PCN-2026-000102');
    await server.db
      .update(caseProgressSummaries)
      .set({ nextKind: 'completion', nextLabel: 'Completion', nextDueAt: new Date(server.clock.nowMs() + 3_600_000) })
      .where(eq(caseProgressSummaries.propertyId, caseId));
    const errors: unknown[] = [];
    const work = startBackgroundWork(
      {
        db: server.db,
        files: createFileStore(server.config.filesDir),
        clock: server.clock,
        config: server.config,
        agencies: agencySimulatorOf(server),
        signing: undefined,
        logger: { ...silentLogger, error: (_message, error) => errors.push(error) },
      },
      { arrivalsEveryMs: 50, deadlinesEveryMs: 60_000 },
    );
    try {
      await until('the deadline told at start', async () => {
        const rows = await server.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.propertyId, caseId), eq(notifications.kind, 'deadline.due')));
        return rows.length === 1;
      });

      const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['IRAS', 'IRAS']] });
      const [rp = ''] = requisition.rpControlNos;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await agencyRequest(server, rp)).toMatchObject({ status: 'Processing' });
      server.clock.advance(server.config.agencyReplyDelayMs);
      await until('the reply collected', async () => (await agencyRequest(server, rp)).status === 'Replied');
    } finally {
      await work.stop();
    }
    expect(errors).toEqual([]);

    const later = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['URA', 'URA']] });
    server.clock.advance(server.config.agencyReplyDelayMs);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await agencyRequest(server, later.rpControlNos[0] ?? '')).toMatchObject({ status: 'Processing' });
  });
});
