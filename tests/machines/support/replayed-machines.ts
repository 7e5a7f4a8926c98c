import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ScreenUse } from './summary-table';

/** Where the screen tests, the app and the machines are read from; a test points them at folders of its own. */
export interface SourceDirs {
  /** The screen tests; their model tests are the `*.model.test.tsx` files under it. */
  screens: string;
  app: string;
  /** Each registered machine in `<id>.machine.ts`. */
  machines: string;
}

// import.meta.dirname, not a URL: under jsdom, `new URL` resolves against the page's http address.
const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SOURCE_DIRS: SourceDirs = {
  screens: path.join(ROOT, 'tests/screens'),
  app: path.join(ROOT, 'src/app'),
  machines: path.join(ROOT, 'machines'),
};

// The calls a screen model test starts from (tests/screens/support/screen-model.ts), with the machine's id
// written out: `screenModel('login')`, `singleInputScreenModel('login')`, `registryEntry('login')`.
const MODEL_CALL = /\b(?:screenModel|singleInputScreenModel|registryEntry)\(\s*(['"])([^'"\n]+)\1\s*\)/g;
const STRING_LITERAL = /(['"])([^'"\n\\]*)\1/g;
const RELATIVE_IMPORT = /\bfrom\s+(['"])(\.{1,2}\/[^'"\n]+)\1/g;
// An import that brings more than types (`import type` is erased), written out or loaded when needed.
const VALUE_IMPORT = /\bimport\s+(?!type\b)[^;]*?\bfrom\s+(['"])([^'"\n]+)\1|\bimport\(\s*(['"])([^'"\n]+)\3\s*\)/g;

/** The machine ids a source file starts a screen model from. */
export function machineIdsCalledIn(source: string): string[] {
  return [...source.matchAll(MODEL_CALL)].map((match) => match[2] ?? '');
}

/** Every whole '…' or "…" string in a source file. */
export function stringLiteralsIn(source: string): string[] {
  return [...source.matchAll(STRING_LITERAL)].map((match) => match[2] ?? '');
}

/** The `./` and `../` modules a source file imports from. */
export function relativeImportsOf(source: string): string[] {
  return [...source.matchAll(RELATIVE_IMPORT)].map((match) => match[2] ?? '');
}

/** The modules a source file imports more than types from. */
export function valueImportsOf(source: string): string[] {
  return [...source.matchAll(VALUE_IMPORT)].map((match) => match[2] ?? match[4] ?? '');
}

/**
 * How the screen tests use each machine. 'replayed': a screen model test names it (`namedByScreenModels`) and the
 * app runs it (`runByApp`), so the screen it replays on is one that drives it. 'beside': named by a model test, but
 * the app never runs the machine, so the test checks it beside a screen rather than on it. 'none': not named.
 */
export function screenUses(machineIds: readonly string[], dirs: SourceDirs = SOURCE_DIRS): Map<string, ScreenUse> {
  const named = namedByScreenModels(machineIds, dirs.screens);
  const run = runByApp(machineIds, dirs);
  return new Map(machineIds.map((id) => [id, named.has(id) ? (run.has(id) ? 'replayed' : 'beside') : 'none']));
}

/**
 * The machines the app runs: a module under the app imports more than types from `machines/<id>.machine`, the
 * machine's own file (the registry, machines/index.ts, which the diagram pages import, does not count). Throws for
 * an id without that file, which would otherwise read as a machine the app never runs.
 */
export function runByApp(machineIds: readonly string[], dirs: Pick<SourceDirs, 'app' | 'machines'> = SOURCE_DIRS): Set<string> {
  const fileOf = (id: string) => path.join(dirs.machines, `${id}.machine.ts`);
  const missing = machineIds.filter((id) => !existsSync(fileOf(id)));
  if (missing.length > 0) throw new Error(`No ${dirs.machines}/<id>.machine.ts for: ${missing.join(', ')}`);
  const imported = new Set(
    sourceFiles(dirs.app).flatMap((file) =>
      valueImportsOf(readFileSync(file, 'utf8')).flatMap((specifier) =>
        specifier.startsWith('.') ? [resolveModule(path.resolve(path.dirname(file), specifier))] : [],
      ),
    ),
  );
  return new Set(machineIds.filter((id) => imported.has(fileOf(id))));
}

/**
 * The machines the screen model tests name, read from the source (not by running the tests, so the
 * summary can say it for every machine whichever tests ran). A machine counts when a screen model test
 * (`*.model.test.tsx`) names its registry id as a whole string: starting the model itself
 * (`screenModel('login')`) or handing the id to a shared replay (`registryId: 'signed-upload'`); or when a
 * module of the screen tests it imports starts the model with the id written out (two screens share
 * `property-listing/delete-flow-replay.tsx`, which calls `singleInputScreenModel('delete-record')`).
 * Only the test file's own strings count, as a helper may mention other machines for other reasons.
 */
export function namedByScreenModels(machineIds: readonly string[], screensDir: string = SOURCE_DIRS.screens): Set<string> {
  const known = new Set(machineIds);
  const sources = new Map<string, string>();
  const read = (file: string): string => {
    const source = sources.get(file) ?? readFileSync(file, 'utf8');
    sources.set(file, source);
    return source;
  };
  const ids = new Set<string>();
  for (const testFile of listFiles(screensDir).filter((file) => file.endsWith('.model.test.tsx'))) {
    const named = [
      ...stringLiteralsIn(read(testFile)),
      ...importedModules(testFile, screensDir, read).flatMap((file) => machineIdsCalledIn(read(file))),
    ];
    for (const id of named) if (known.has(id)) ids.add(id);
  }
  return ids;
}

/** The screen-test modules a file imports, directly or through each other. */
function importedModules(file: string, screensDir: string, read: (file: string) => string): string[] {
  const found = new Set<string>();
  const pending = [file];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const specifier of relativeImportsOf(read(current))) {
      const imported = resolveModule(path.resolve(path.dirname(current), specifier));
      if (imported && imported !== file && isInside(screensDir, imported) && !found.has(imported)) {
        found.add(imported);
        pending.push(imported);
      }
    }
  }
  return [...found];
}

function sourceFiles(dir: string): string[] {
  return listFiles(dir).filter((file) => /\.tsx?$/.test(file));
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    return item.isDirectory() ? listFiles(full) : [full];
  });
}

/** As the bundler resolves our extensionless imports. */
function resolveModule(base: string): string | null {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
