// Fails when src/api/schema.gen.ts no longer matches openapi/: regenerates with the same CLI as
// `npm run gen:api` (so the bytes are comparable) into a temp file and compares.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spec = 'openapi/openapi.yaml';
const committed = path.join(root, 'src/api/schema.gen.ts');
const cli = path.join(root, 'node_modules/openapi-typescript/bin/cli.js');

function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // a missing file is stale too
  }
}

function check(dir) {
  const fresh = path.join(dir, 'schema.gen.ts');
  try {
    execFileSync(process.execPath, [cli, spec, '-o', fresh], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    console.error(`openapi-typescript failed on ${spec}:\n${String(error.stderr ?? error)}`);
    return 1;
  }
  if (readOrEmpty(committed) !== readFileSync(fresh, 'utf8')) {
    console.error('src/api/schema.gen.ts is stale: run npm run gen:api');
    return 1;
  }
  console.log('src/api/schema.gen.ts is up to date.');
  return 0;
}

const dir = mkdtempSync(path.join(tmpdir(), 'api-fresh-'));
try {
  process.exitCode = check(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
