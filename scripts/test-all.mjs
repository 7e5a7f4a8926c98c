// `npm test`: every suite in order, then one closing line counting the tests of all vitest projects.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const vitest = (projects, report) => [
  'npx', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(tmp, report)}`,
];

const steps = [
  ['route tree', ['npx', 'tsr', 'generate']],
  ['type check', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['contract check', ['npm', 'run', 'check:api']],
  ['unit, machine model, server and screen tests', vitest(['unit', 'machines', 'server', 'screens'], 'node.json')],
  ...(process.env.TEST_DATABASE_URL
    ? [['server tests on PostgreSQL (TEST_DATABASE_URL)', vitest(['server'], 'server-postgres.json')]]
    : []),
  ['story tests (Chromium)', vitest(['stories'], 'stories.json')],
  ['storybook build', ['npm', 'run', 'build-storybook']],
  ['app and server build', ['npm', 'run', 'build']],
  ['browser end-to-end tests (Chromium)', vitest(['e2e'], 'e2e.json')],
];

// Only the PostgreSQL step sees TEST_DATABASE_URL; every other suite runs on the embedded PGlite.
const { TEST_DATABASE_URL, ...baseEnv } = process.env;
const postgresStep = (name) => name.includes('PostgreSQL');

let failedStep = null;
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const env = { ...baseEnv, FORCE_COLOR: '0', ...(postgresStep(name) ? { TEST_DATABASE_URL } : {}) };
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  console.log(`=== ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (run.status !== 0) { failedStep = name; break; }
}

let passed = 0;
let failed = 0;
for (const report of ['node.json', 'server-postgres.json', 'stories.json', 'e2e.json']) {
  const file = path.join(tmp, report);
  if (!existsSync(file)) continue;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += json.numFailedTests ?? 0;
}
if (failedStep) console.log(`\nFailed step: ${failedStep}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
