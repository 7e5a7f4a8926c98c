// `npm run machines:summary`: the per-machine table `npm test` prints (states, transitions, paths, coverage,
// replayed on a screen, checked beside one, or neither), measured on its own without the test runner. Exits 1 when a machine is below 100 %.
import { machineSummary } from '../tests/machines/support/machine-summary';
import { formatSummary, isFullyCovered } from '../tests/machines/support/summary-table';

const rows = await machineSummary();
console.log(formatSummary(rows));
process.exitCode = rows.every(isFullyCovered) ? 0 : 1;
