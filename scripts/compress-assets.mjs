// After `vite build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of
// the built app, so the server sends compressed bytes without compressing on each request
// (src/server/http/static-app.ts picks one by Accept-Encoding). Run by `npm run build:app`.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const appDir = path.resolve(root, process.argv[2] ?? 'dist/app');

// Text formats compress well; images, fonts and PDFs are compressed already. Source maps are never served.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.wasm']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function compress(file) {
  const original = await readFile(file);
  const variants = [
    [
      '.br',
      brotli(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    ],
    ['.gz', gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  let saved = 0;
  for (const [suffix, pending] of variants) {
    const packed = await pending;
    // A tiny file can come out larger: then only the original exists, and the server sends it as it is.
    if (packed.length < original.length) {
      await writeFile(file + suffix, packed);
      if (suffix === '.br') saved = original.length - packed.length;
    } else {
      await rm(file + suffix, { force: true });
    }
  }
  return { original: original.length, saved };
}

const targets = [];
for await (const file of files(appDir)) if (COMPRESSIBLE.has(path.extname(file))) targets.push(file);
// zlib's asynchronous calls run on libuv's thread pool: all files at once keep every core busy.
const results = await Promise.all(targets.map(compress));
const total = results.reduce((sum, r) => sum + r.original, 0);
const saved = results.reduce((sum, r) => sum + r.saved, 0);
console.log(
  `Precompressed ${targets.length} files in ${path.relative(root, appDir)}: ${(total / 1024).toFixed(0)} KB, ` +
    `${((total - saved) / 1024).toFixed(0)} KB as brotli.`,
);
