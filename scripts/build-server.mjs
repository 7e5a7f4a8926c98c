// Bundles the server for `npm start` (Node 20 cannot run TypeScript) and ships the migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/server');

rmSync(outDir, { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, 'src/server/index.ts')],
  outfile: path.join(outDir, 'index.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// The bundle looks for ./migrations next to itself (src/server/db/migrations-folder.ts).
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });

console.log(`Server bundled to ${path.relative(root, outDir)}/index.mjs`);
