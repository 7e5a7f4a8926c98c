/**
 * The per-machine summary `npm test` prints: plain data and text only, so the machines project's global
 * teardown can print it without loading the machines or the test runner.
 */

/**
 * How the screen tests use a machine: replayed on a screen the app drives with it, checked beside a screen that
 * does not run it (the test runs the machine next to the rendered screen), or not at all.
 */
export type ScreenUse = 'replayed' | 'beside' | 'none';

const SCREEN_USE_LABELS: Readonly<Record<ScreenUse, string>> = {
  replayed: 'replayed on a screen',
  beside: 'checked beside a screen',
  none: 'not replayed',
};

/** One registered machine: its size, what its model paths reach, and how the screen tests use it. */
export interface MachineSummaryRow {
  id: string;
  /** State nodes, the root included: what the model tests count as states. */
  states: number;
  transitions: number;
  /** Model paths over all the entry's sample inputs. */
  paths: number;
  /** Whole percent, rounded down. */
  statesCovered: number;
  transitionsCovered: number;
  screen: ScreenUse;
}

/** Rounded down, so 99.6 % never prints as 100 %; a machine with nothing of a kind has covered all of it. */
export function coveredPercent(total: number, uncovered: number): number {
  return total === 0 ? 100 : Math.floor(((total - uncovered) * 100) / total);
}

export function isFullyCovered(row: MachineSummaryRow): boolean {
  return row.statesCovered === 100 && row.transitionsCovered === 100;
}

const COLUMNS: ReadonlyArray<{ title: string; cell: (row: MachineSummaryRow) => string; left?: boolean }> = [
  { title: 'machine', cell: (row) => row.id, left: true },
  { title: 'states', cell: (row) => String(row.states) },
  { title: 'transitions', cell: (row) => String(row.transitions) },
  { title: 'paths', cell: (row) => String(row.paths) },
  { title: 'states covered', cell: (row) => `${row.statesCovered} %` },
  { title: 'transitions covered', cell: (row) => `${row.transitionsCovered} %` },
  { title: 'screen', cell: (row) => SCREEN_USE_LABELS[row.screen], left: true },
];

/** A heading, one aligned line per machine, and a closing count. */
export function formatSummary(rows: readonly MachineSummaryRow[]): string {
  const table = [COLUMNS.map((column) => column.title), ...rows.map((row) => COLUMNS.map((column) => column.cell(row)))];
  const widths = COLUMNS.map((_, index) => Math.max(...table.map((cells) => cells[index]?.length ?? 0)));
  const lines = table.map((cells) =>
    cells
      .map((cell, index) => (COLUMNS[index]?.left ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  const below = rows.filter((row) => !isFullyCovered(row)).length;
  const counted = (use: ScreenUse) => `${rows.filter((row) => row.screen === use).length} ${SCREEN_USE_LABELS[use]}`;
  const total = `${rows.length} machines: ${rows.length - below} fully covered, ${below} below 100 %; ${counted('replayed')}, ${counted('beside')}.`;
  return ['Machine model tests: states and transitions the model paths reach', ...lines, total].join('\n');
}
