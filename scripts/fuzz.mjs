// `npm run fuzz`: the contract fuzz suite as a longer soak. Same file as `npm test` runs, with more rounds
// (fresh seeds) and more cases per operation; any FUZZ_* variable already set wins, so
// `FUZZ_SEED=123 npm run fuzz` replays a reported run, and TEST_DATABASE_URL soaks PostgreSQL instead.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const soak = { FUZZ_ROUNDS: '10', FUZZ_MUTATIONS: '80', FUZZ_JUNK_PER_PARAMETER: '100' };
const env = { ...process.env };
for (const [name, value] of Object.entries(soak)) env[name] ??= value;

const child = spawn('npx', ['vitest', 'run', '--project', 'server', 'tests/api/contract-fuzz.test.ts'], { cwd: root, env, stdio: 'inherit' });
child.on('close', (status) => process.exit(status ?? 1));
