import { machineRegistry } from '../../../machines/index';
import type { RegisteredMachine } from '../../../machines/registry';
import { measureCoverage, type CoverageReport } from './model-coverage';
import { screenUses } from './replayed-machines';
import { coveredPercent, type MachineSummaryRow, type ScreenUse } from './summary-table';

/** A machine's summary line from what its model paths reached (`measureCoverage`). */
export function summaryRow(id: string, report: CoverageReport, screen: ScreenUse): MachineSummaryRow {
  return {
    id,
    states: report.stateCount,
    transitions: report.transitionCount,
    paths: report.pathCount,
    statesCovered: coveredPercent(report.stateCount, report.uncoveredStates.length),
    transitionsCovered: coveredPercent(report.transitionCount, report.uncoveredTransitions.length),
    screen,
  };
}

/**
 * Every registered machine, in registry order, measured as its model test measures it. No fakes: the
 * scripted stand-ins replace every actor, so the session's ticker, which its own test silences, never
 * ticks here either.
 */
export async function machineSummary(registry: readonly RegisteredMachine[] = machineRegistry): Promise<MachineSummaryRow[]> {
  const uses = screenUses(registry.map((entry) => entry.id));
  const rows: MachineSummaryRow[] = [];
  for (const entry of registry) rows.push(summaryRow(entry.id, await measureCoverage(entry), uses.get(entry.id) ?? 'none'));
  return rows;
}
