import { describe, expect, it } from 'vitest';
import { coveredPercent, formatSummary, isFullyCovered, type MachineSummaryRow } from './support/summary-table';

const row = (overrides: Partial<MachineSummaryRow>): MachineSummaryRow => ({
  id: 'login',
  states: 12,
  transitions: 30,
  paths: 49,
  statesCovered: 100,
  transitionsCovered: 100,
  screen: 'replayed',
  ...overrides,
});

describe('machine summary table', () => {
  it('rounds coverage down, so a machine one transition short never reads 100 %', () => {
    expect(coveredPercent(300, 1)).toBe(99);
    expect(coveredPercent(30, 0)).toBe(100);
    expect(coveredPercent(3, 2)).toBe(33);
  });

  it('counts a machine with nothing of a kind as fully covered in it', () => {
    expect(coveredPercent(0, 0)).toBe(100);
  });

  it('is fully covered only at 100 % of states and of transitions', () => {
    expect(isFullyCovered(row({}))).toBe(true);
    expect(isFullyCovered(row({ transitionsCovered: 99 }))).toBe(false);
    expect(isFullyCovered(row({ statesCovered: 92 }))).toBe(false);
  });

  it('prints one aligned line per machine with its counts, coverage and how the screen tests use it', () => {
    const lines = formatSummary([
      row({}),
      row({ id: 'delete-record', states: 5, transitions: 7, paths: 4, transitionsCovered: 85, screen: 'none' }),
      row({ id: 'requisition-status', states: 9, transitions: 14, paths: 20, screen: 'beside' }),
    ]).split('\n');
    expect(lines).toEqual([
      'Machine model tests: states and transitions the model paths reach',
      'machine             states  transitions  paths  states covered  transitions covered  screen',
      'login                   12           30     49           100 %                100 %  replayed on a screen',
      'delete-record            5            7      4           100 %                 85 %  not replayed',
      'requisition-status       9           14     20           100 %                100 %  checked beside a screen',
      '3 machines: 2 fully covered, 1 below 100 %; 1 replayed on a screen, 1 checked beside a screen.',
    ]);
  });
});
