// `npm test`: every suite in order, then one closing line counting the tests of all vitest projects.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const vitest = (projects, report) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(tmp, report)}`,
];

// A list of steps runs side by side: each is single-threaded, and CI has two cores.
const steps = [
  ['route tree', ['npx', 'tsr', 'generate']],
  [
    ['type check', ['npm', 'run', 'typecheck']],
    // `npm run lint` is both: side by side here, the format check runs beside the type check while ESLint runs.
    ['lint', ['npm', 'run', 'lint:code']],
    ['format check', ['npm', 'run', 'lint:format']],
    ['contract check', ['npm', 'run', 'check:api']],
  ],
  ['unit, machine model, server and screen tests', vitest(['unit', 'machines', 'server', 'screens'], 'node.json')],
  ...(process.env.TEST_DATABASE_URL ? [['server tests on PostgreSQL (TEST_DATABASE_URL)', vitest(['server'], 'server-postgres.json')]] : []),
  ['story tests (Chromium)', vitest(['stories'], 'stories.json')],
  ['storybook build', ['npm', 'run', 'build-storybook']],
  ['app and server build', ['npm', 'run', 'build']],
  ['browser end-to-end tests (Chromium)', vitest(['e2e'], 'e2e.json')],
];

// Only the PostgreSQL step sees TEST_DATABASE_URL; every other suite runs on the embedded PGlite.
const { TEST_DATABASE_URL, ...baseEnv } = process.env;
const postgresStep = (name) => name.includes('PostgreSQL');

/** Runs one step; its output goes straight through, or is kept and returned when steps run side by side. */
function run(name, [cmd, ...args], { keepOutput }) {
  const env = { ...baseEnv, FORCE_COLOR: '0', ...(postgresStep(name) ? { TEST_DATABASE_URL } : {}) };
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ name, ok: status === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const announce = ({ name, ok, seconds }) => console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);

let failedStep = null;
for (const step of steps) {
  if (typeof step[0] === 'string') {
    const [name, command] = step;
    console.log(`\n=== ${name} ===`);
    const result = await run(name, command, { keepOutput: false });
    announce(result);
    if (!result.ok) failedStep = name;
  } else {
    const started = Date.now();
    // Each step's output is printed whole when all are done, in the listed order, so the log reads as before.
    const results = await Promise.all(step.map(([name, command]) => run(name, command, { keepOutput: true })));
    for (const result of results) {
      console.log(`\n=== ${result.name} ===`);
      process.stdout.write(result.output);
      announce(result);
    }
    console.log(`(side by side: ${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
    failedStep = results.find((result) => !result.ok)?.name ?? null;
  }
  if (failedStep) break;
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
