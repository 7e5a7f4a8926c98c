import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { fromCallback } from 'xstate';
import { machineRegistry } from '../../machines/index';
import { summaryRow } from './support/machine-summary';
import { measureCoverage, type CoverageFakes } from './support/model-coverage';
import { screenUses } from './support/replayed-machines';
import type { MachineSummaryRow } from './support/summary-table';

/** Actors a machine's paths must not run for real: the session's ticker would tick on through the run. */
const FAKES: Readonly<Record<string, CoverageFakes>> = { session: { actors: { ticker: fromCallback(() => undefined) } } };

// The registry, not the test files, decides what is measured: a machine registered without a model
// test of its own is still held to full coverage here, and gets its line in the summary `npm test` prints.
describe('every registered machine', () => {
  const uses = screenUses(machineRegistry.map((entry) => entry.id));
  const rows: MachineSummaryRow[] = [];

  afterAll(() => {
    // Printed by the project's global teardown (support/summary.global.ts) once the whole run is done.
    writeFileSync(inject('machineSummaryFile'), JSON.stringify(rows));
  });

  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s: the model paths reach every state and transition', async (_, entry) => {
    const report = await measureCoverage(entry, FAKES[entry.id]);
    rows.push(summaryRow(entry.id, report, uses.get(entry.id) ?? 'none'));
    expect(report.pathCount, 'model paths').toBeGreaterThan(0);
    expect(report.uncoveredStates, `states no ${entry.id} path reaches`).toEqual([]);
    expect(report.uncoveredTransitions, `transitions no ${entry.id} path takes`).toEqual([]);
  });
});
