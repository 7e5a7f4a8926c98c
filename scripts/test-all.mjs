// `npm test`: every suite in order, then each step's wall and CPU seconds and one line counting the tests of all
// vitest projects.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

// The PostgreSQL pass runs only the server tests tagged `postgres` (docs/testing.md): the rest run the same SQL on
// PGlite. Naming the tagged files too keeps Vitest from loading every other server test file just to skip it;
// tests/api/postgres-tag.test.ts checks that each file with a tagged test carries text this pattern finds.
const POSTGRES_TAGGED = /(?:\/\/|\*)\s*@module-tag\s+postgres\b|\btags:\s*(?:\[[^\]]*)?['"]postgres['"]/;
const postgresTestFiles = () =>
  readdirSync(path.join(root, 'tests', 'api'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && POSTGRES_TAGGED.test(readFileSync(path.join(root, 'tests', 'api', file), 'utf8')))
    .map((file) => `tests/api/${file.split(path.sep).join('/')}`)
    .sort();
const postgresPass = () => [...vitest(['server'], 'server-postgres.json'), '--tags-filter=postgres', ...postgresTestFiles()];

// A step is a command, or a list of commands that run side by side, at most one per core: the static checks and the
// builds are single processes, and CI has two cores. The longest are listed first so the short ones fill in beside
// them. The builds come before the tests that need them (the e2e tests start the built server).
const steps = [
  ['route tree', ['npx', 'tsr', 'generate']],
  [
    // Their caches (package.json) make a second run quick; CI's fresh clone starts without them.
    ['lint', ['npm', 'run', 'lint:code']],
    ['type check', ['npm', 'run', 'typecheck']],
    ['format check', ['npm', 'run', 'lint:format']],
    ['storybook build', ['npm', 'run', 'build-storybook']],
    ['app and server build', ['npm', 'run', 'build']],
    ['contract check', ['npm', 'run', 'check:api']],
  ],
  ['unit, machine model, server and screen tests', vitest(['unit', 'machines', 'server', 'screens'], 'node.json')],
  ...(process.env.TEST_DATABASE_URL ? [['server tests on PostgreSQL (TEST_DATABASE_URL)', postgresPass()]] : []),
  ['story tests (Chromium)', vitest(['stories'], 'stories.json')],
  // Not beside the two above: run so, the three took 240 s where one after another they take about 220 s.
  ['browser end-to-end tests (Chromium)', vitest(['e2e'], 'e2e.json')],
];

// Only the PostgreSQL step sees TEST_DATABASE_URL; every other suite runs on the embedded PGlite.
const { TEST_DATABASE_URL, ...baseEnv } = process.env;
const postgresStep = (name) => name.includes('PostgreSQL');

/**
 * Runs one step through scripts/cpu-time.mjs, which reports the CPU seconds of the step's processes; its output goes
 * straight through, or is kept and returned when steps run side by side.
 */
function run(name, [cmd, ...args], { keepOutput }) {
  const cpuFile = path.join(tmp, `cpu-${name.replace(/\W+/g, '-')}.json`);
  const env = { ...baseEnv, FORCE_COLOR: '0', CPU_TIME_FILE: cpuFile, ...(postgresStep(name) ? { TEST_DATABASE_URL } : {}) };
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/cpu-time.mjs'), cmd, ...args], {
      cwd: root,
      env,
      stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const cpuSeconds = existsSync(cpuFile) ? JSON.parse(readFileSync(cpuFile, 'utf8')).cpuSeconds : null;
      resolve({ name, ok: status === 0, output, seconds: (Date.now() - started) / 1000, cpuSeconds });
    });
  });
}

/** Runs the commands at most `limit` at a time, in the listed order; results in the listed order. */
async function runSideBySide(commands, limit) {
  const results = new Array(commands.length);
  let next = 0;
  const lane = async () => {
    while (next < commands.length) {
      const index = next++;
      const [name, command] = commands[index];
      results[index] = await run(name, command, { keepOutput: true });
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, commands.length) }, lane));
  return results;
}

const seconds = (value) => (value === null ? '?' : value.toFixed(1));
const announce = ({ name, ok, seconds: wall }) => console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${wall.toFixed(1)} s ===`);

const started = Date.now();
const timings = [];
let failedStep = null;
for (const step of steps) {
  if (typeof step[0] === 'string') {
    const [name, command] = step;
    console.log(`\n=== ${name} ===`);
    const result = await run(name, command, { keepOutput: false });
    announce(result);
    timings.push(result);
    if (!result.ok) failedStep = name;
  } else {
    const groupStarted = Date.now();
    // Each step's output is printed whole when all are done, in the listed order, so the log reads as before.
    const results = await runSideBySide(step, availableParallelism());
    for (const result of results) {
      console.log(`\n=== ${result.name} ===`);
      process.stdout.write(result.output);
      announce(result);
    }
    const wall = (Date.now() - groupStarted) / 1000;
    console.log(`(side by side: ${wall.toFixed(1)} s in all)`);
    const cpuSeconds = results.reduce((sum, result) => sum + (result.cpuSeconds ?? 0), 0);
    timings.push({ name: `side by side (${results.length} steps)`, seconds: wall, cpuSeconds });
    for (const result of results) timings.push({ ...result, name: `  ${result.name}` });
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

// The budget: every step's wall and CPU seconds, the side-by-side group with its own lines indented under it.
const width = Math.max(...timings.map((t) => t.name.length));
console.log(`\n${'step'.padEnd(width)}  ${'wall s'.padStart(7)}  ${'CPU s'.padStart(7)}`);
for (const t of timings) console.log(`${t.name.padEnd(width)}  ${seconds(t.seconds).padStart(7)}  ${seconds(t.cpuSeconds).padStart(7)}`);
const cpuTotal = timings.filter((t) => !t.name.startsWith('  ')).reduce((sum, t) => sum + (t.cpuSeconds ?? 0), 0);
console.log(`${'all steps'.padEnd(width)}  ${seconds((Date.now() - started) / 1000).padStart(7)}  ${seconds(cpuTotal).padStart(7)}`);

if (failedStep) console.log(`\nFailed step: ${failedStep}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
