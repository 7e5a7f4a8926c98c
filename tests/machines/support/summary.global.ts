import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { formatSummary, type MachineSummaryRow } from './summary-table';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where tests/machines/machine-summary.test.ts leaves the summary rows for this teardown to print. */
    machineSummaryFile: string;
  }
}

/**
 * The machines project's global set-up: a fresh place for the summary rows each run, and at the end of
 * the run (once, after every project's tests) the table printed. Nothing is printed when the summary
 * test did not run, e.g. when a single machine test file was asked for.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-machine-summary-'));
  const file = path.join(dir, 'rows.json');
  project.provide('machineSummaryFile', file);
  return () => {
    if (existsSync(file)) {
      const rows = JSON.parse(readFileSync(file, 'utf8')) as MachineSummaryRow[];
      console.log(`\n${formatSummary(rows)}\n`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
