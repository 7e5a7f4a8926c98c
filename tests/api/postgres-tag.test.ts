import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The PostgreSQL pass of `npm test` runs only the server tests tagged `postgres` (docs/testing.md, "Server tests on
 * PostgreSQL"). A test whose behaviour depends on the driver but lacks the tag would silently stop running on
 * PostgreSQL, so this reads every server test's source and names each use of a driver-dependent facility outside a
 * tagged test. The rules look at code, not prose: imports, calls, SQL text and test titles.
 */

const TAG = 'postgres';
const API_TESTS = import.meta.dirname;
const THIS_FILE = path.basename(import.meta.filename);
// Spelled in pieces: Vitest reads the module tag anywhere in a file's text, and this file must not carry it.
const MODULE_TAG_LINE = ['//', '@module-tag', TAG].join(' ');
// Vitest's own pattern (detectCodeBlock in vitest/dist/chunks/cli-api.*.js), so this sees the file tags Vitest sees.
const MODULE_TAG = new RegExp(['(\\/\\/|\\*)\\s*', '@module-tag', '\\s+([\\w\\-/]+)\\b'].join(''), 'g');

const HOW_TO_TAG =
  `Tag the test or its describe, e.g. it('…', { tags: ['${TAG}'] }, async () => …), or the whole file with a first ` +
  `line "${MODULE_TAG_LINE}"; docs/testing.md ("Server tests on PostgreSQL") says what belongs under the tag.`;

/** Files whose name says they are about a driver-dependent subject: the whole file carries the tag. */
const FILE_NAME = /(?:^|[-.])(?:migrations?|workers|races?|idempotency|statistics|scale|postgres)(?=[-.])/;

/** Test and describe titles that promise behaviour only a server with several connections shows. */
const TITLE =
  /\bconcurren(?:t|tly|cy)\b|\bparallel\b|\brac(?:e|es|ing)\b|\bat the same moment\b|\barrive together\b|\bdouble-click|\bserver process(?:es)?\b|\bWORKERS=\d/i;

/** Text of SQL the test writes itself (sql`…`, sql.raw, execute / query with a string). */
const SQL_RULES: Array<[RegExp, string]> = [
  [/\bpg_advisory\w*/i, 'takes an advisory lock in SQL'],
  [/\bfor\s+(?:no\s+key\s+)?update\b|\bfor\s+(?:key\s+)?share\b|\block\s+table\b/i, 'locks rows or a table in SQL (FOR UPDATE, LOCK TABLE)'],
  [/\b(?:un)?listen\s+["\w]|\bnotify\s+["\w]|\bpg_notify\s*\(/i, 'uses LISTEN / NOTIFY'],
  [/\b(?:analyze|vacuum|explain)\b|\bpg_stat\w*|\bpg_class\b|\breltuples\b/i, 'reads planner statistics or a plan (ANALYZE, EXPLAIN, pg_stat…)'],
  [/\bset\s+(?:local|session)\b|\bisolation\s+level\b/i, 'changes a setting of its connection or transaction'],
  [/\bpg_sleep\b|\bpg_(?:terminate|cancel)_backend\b/i, 'waits in or ends a connection'],
];

/** Calls by name, wherever they are made. */
const CALLS = new Map(
  Object.entries({
    createTestDatabase: 'makes a database of its own (support/test-database)',
    databaseUrlFor: 'addresses a PostgreSQL database of its own (support/test-database)',
    dropDatabase: 'drops a PostgreSQL database (support/test-database)',
    seededStart: "reads which driver the run's seeded database is on",
    migrationsFolder: 'runs or reads the migrations',
    refreshStatistics: 'refreshes planner statistics',
    keepStatistics: 'runs the statistics keeper',
    tableStates: 'reads planner statistics',
    startBackgroundWork: "runs the server's background collectors",
    collectArrivals: 'sweeps for arrived answers, as the background collectors do',
  }),
);

/** Method calls by name, on whatever object. */
const METHODS = new Map([
  ['migrate', 'runs the migrations'],
  ['transaction', 'opens a transaction itself (a pooled connection of its own on PostgreSQL)'],
]);

const ROW_LOCKS = new Set(['update', 'no key update', 'share', 'key share']);
const PROCESS_STARTERS = new Set(['spawn', 'fork', 'exec', 'execFile', 'execFileSync', 'spawnSync']);
const AT_ONCE = new Set(['all', 'allSettled', 'any', 'race']);

interface Block {
  title: string;
  tags: string[];
  start: number;
  end: number;
}

interface Finding {
  position: number;
  reason: string;
}

interface Violation {
  line: number;
  test: string | undefined;
  reason: string;
}

/** The name a call is made through: `it`, `describe.skipIf(x)`, `it.each(rows)` all answer the base name. */
function baseName(callee: ts.Expression): string | undefined {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) return baseName(callee.expression);
  return undefined;
}

const isFunction = (node: ts.Node | undefined): node is ts.ArrowFunction | ts.FunctionExpression =>
  node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

function stringsOf(node: ts.Expression): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => (ts.isStringLiteralLike(element) ? [element.text] : []));
  return [];
}

function tagsOf(options: ts.Expression | undefined, source: ts.SourceFile): string[] {
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  return options.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) && property.name.getText(source) === 'tags' ? stringsOf(property.initializer) : [],
  );
}

/** A describe / it / test call with a title and a body: its tags (from its options object) and its extent. */
function blockOf(call: ts.CallExpression, source: ts.SourceFile): Block | undefined {
  const name = baseName(call.expression);
  if (!name || !['describe', 'suite', 'it', 'test'].includes(name)) return undefined;
  const [title, second] = call.arguments;
  if (!title || !isFunction(call.arguments.at(-1))) return undefined;
  const titleText = ts.isStringLiteralLike(title) ? title.text : title.getText(source);
  return { title: titleText, tags: call.arguments.length > 2 ? tagsOf(second, source) : [], start: call.getStart(source), end: call.end };
}

/** The literal text of SQL the test writes itself, without its interpolated values. */
function sqlTextOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') {
    const template = node.template;
    return ts.isNoSubstitutionTemplateLiteral(template)
      ? template.text
      : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const method = node.expression.name.text;
    const receiver = node.expression.expression.getText(source);
    const [first] = node.arguments;
    if (first && ts.isStringLiteralLike(first) && (method === 'query' || method === 'execute' || (receiver === 'sql' && method === 'raw'))) {
      return first.text;
    }
  }
  return undefined;
}

/** Several of the same call at once: an array of identical calls, or a map / Array.from that ignores its element. */
function repeatedCall(argument: ts.Expression | undefined, source: ts.SourceFile): string | undefined {
  if (!argument) return undefined;
  if (ts.isArrayLiteralExpression(argument)) {
    const calls = argument.elements.filter(ts.isCallExpression).map((call) => call.getText(source).replace(/\s+/g, ' '));
    const repeated = calls.find((call, index) => calls.indexOf(call) !== index);
    return repeated ? `makes the same call several times at once: ${repeated.slice(0, 60)}` : undefined;
  }
  if (ts.isCallExpression(argument)) {
    const method = ts.isPropertyAccessExpression(argument.expression) ? argument.expression.name.text : undefined;
    const callback = argument.arguments.at(-1);
    const fromOrMap = method === 'map' || (method === 'from' && argument.expression.getText(source) === 'Array.from');
    if (fromOrMap && isFunction(callback) && callback.parameters.every((parameter) => parameter.name.getText(source).startsWith('_'))) {
      return `repeats one call at once: ${argument.getText(source).replace(/\s+/g, ' ').slice(0, 60)}`;
    }
  }
  return undefined;
}

function findingsOf(source: ts.SourceFile, blocks: Block[]): Finding[] {
  const findings: Finding[] = [];
  const add = (node: ts.Node, reason: string) => findings.push({ position: node.getStart(source), reason });

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /^pg(?:\/|$)/.test(node.moduleSpecifier.text)) {
      add(node, 'imports pg: talks to PostgreSQL directly');
    }
    if ((ts.isIdentifier(node) || ts.isStringLiteralLike(node)) && node.text === 'TEST_DATABASE_URL') add(node, 'reads TEST_DATABASE_URL');
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'DATABASE_URL' && node.expression.getText(source) === 'process.env') {
      add(node, 'reads DATABASE_URL');
    }
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind)
    ) {
      const sides = [node.left, node.right];
      const driver = sides.some((side) => ts.isStringLiteralLike(side) && (side.text === 'postgres' || side.text === 'pglite'));
      if (driver && sides.some((side) => ts.isPropertyAccessExpression(side) && side.name.text === 'kind')) add(node, 'branches on the driver');
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'WORKERS') {
      for (let parent: ts.Node | undefined = node.parent; parent; parent = parent.parent) {
        if (ts.isCallExpression(parent)) {
          const callee = parent.expression;
          const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
          if (PROCESS_STARTERS.has(name)) {
            add(node, 'starts server processes with WORKERS');
            break;
          }
        }
      }
    }
    const sqlText = sqlTextOf(node, source);
    if (sqlText !== undefined) {
      for (const [pattern, reason] of SQL_RULES) if (pattern.test(sqlText)) add(node, reason);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const called = ts.isIdentifier(callee) ? CALLS.get(callee.text) : undefined;
      if (called) add(node, called);
      if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        const methodReason = METHODS.get(method);
        if (methodReason) add(node, methodReason);
        const [first] = node.arguments;
        if (method === 'for' && first && ts.isStringLiteralLike(first) && ROW_LOCKS.has(first.text)) add(node, `locks rows (.for('${first.text}'))`);
        if (callee.expression.getText(source) === 'Promise' && AT_ONCE.has(method)) {
          const repeated = repeatedCall(first, source);
          if (repeated) add(node, repeated);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  for (const block of blocks) {
    if (TITLE.test(block.title)) findings.push({ position: block.start, reason: `its title promises concurrent or multi-process behaviour` });
  }
  return findings;
}

/** Whether one test file's source carries the tag anywhere, and what in it needs the tag and lacks it. */
function scan(fileName: string, text: string): { tagged: boolean; violations: Violation[] } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const moduleTagged = [...text.matchAll(MODULE_TAG)].some((match) => match[2] === TAG);
  const blocks: Block[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const block = blockOf(node, source);
      if (block) blocks.push(block);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const anyTagged = moduleTagged || blocks.some((block) => block.tags.includes(TAG));
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;

  const violations: Violation[] = [];
  if (FILE_NAME.test(path.basename(fileName)) && !moduleTagged) {
    violations.push({ line: 1, test: undefined, reason: 'its name says the whole file is about a driver-dependent subject: tag the file' });
  }
  for (const finding of findingsOf(source, blocks)) {
    const around = blocks.filter((block) => block.start <= finding.position && finding.position < block.end);
    // Outside every test (a module-level hook or helper) the file as a whole decides: one tagged test is enough.
    const tagged = moduleTagged || (around.length === 0 ? anyTagged : around.some((block) => block.tags.includes(TAG)));
    if (!tagged) violations.push({ line: lineOf(finding.position), test: around.at(-1)?.title, reason: finding.reason });
  }
  return { tagged: anyTagged, violations };
}

// scripts/test-all.mjs names the PostgreSQL pass's files by this text (its POSTGRES_TAGGED), so a tag written
// otherwise, e.g. through a constant, would leave its file out of that pass.
const TAGGED_TEXT = new RegExp(['(?:\\/\\/|\\*)\\s*', '@module-tag', `\\s+${TAG}\\b|\\btags:\\s*(?:\\[[^\\]]*)?['"]${TAG}['"]`].join(''));

const serverTestFiles = (): string[] =>
  readdirSync(API_TESTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && path.basename(file) !== THIS_FILE)
    .sort();

const report = (file: string, violations: Violation[]) =>
  violations.map(({ line, test, reason }) => `tests/api/${file}:${line}${test ? ` (in "${test.slice(0, 70)}")` : ''}: ${reason}.`);

describe('the postgres tag', () => {
  const files = serverTestFiles().map((file) => {
    const text = readFileSync(path.join(API_TESTS, file), 'utf8');
    return { file, text, ...scan(file, text) };
  });

  it('is on every server test that uses a driver-dependent facility', () => {
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap(({ file, violations }) => report(file, violations));
    expect(problems, `${problems.join('\n')}\n${HOW_TO_TAG}`).toEqual([]);
  });

  it("is written so that the PostgreSQL step of npm test finds the test's file", () => {
    const unseen = files.filter(({ tagged, text }) => tagged && !TAGGED_TEXT.test(text)).map(({ file }) => file);
    expect(unseen, `write the tag as a literal, ${MODULE_TAG_LINE} or { tags: ['${TAG}'] }`).toEqual([]);
  });
});

describe('the rules of the postgres tag check', () => {
  const withTag = (body: string) => `${MODULE_TAG_LINE}\n${body}`;
  const reasons = (text: string, fileName = 'sample.test.ts') => scan(fileName, text).violations.map((violation) => violation.reason);

  it('name a test of concurrent writes, and accept it once the test, its describe or the file is tagged', () => {
    const race = (options: string) => `it('stores one row', ${options}async () => { await Promise.all([send(body, key), send(body, key)]); });`;
    expect(reasons(race(''))).toEqual([expect.stringContaining('makes the same call several times at once') as unknown]);
    expect(reasons(race(`{ tags: ['${TAG}'] }, `))).toEqual([]);
    expect(reasons(`describe('keys', { tags: '${TAG}' }, () => { ${race('')} });`)).toEqual([]);
    expect(reasons(withTag(race('')))).toEqual([]);
    expect(reasons(`it('x', async () => { await Promise.all([1, 2].map(() => add(payload))); });`)).toHaveLength(1);
    expect(reasons(`it('x', async () => { await Promise.all([1, 2].map((n) => page(n))); });`)).toEqual([]);
    expect(reasons(`it('x', async () => { await Promise.all([tokenFor('lawyer1'), tokenFor('lawyer2')]); });`)).toEqual([]);
  });

  it('name what only a server with several connections shows, by title', () => {
    expect(reasons(`it('gives concurrent adds distinct numbers', async () => {});`)).toHaveLength(1);
    expect(reasons(`describe('sessions shared by every server process', () => {});`)).toHaveLength(1);
    expect(reasons(`describe('WORKERS', () => { it('is one process on PGlite', () => {}); });`)).toEqual([]);
  });

  it("name a file's own database, pg, TEST_DATABASE_URL and the migrations; outside every test, one tagged test in the file is enough", () => {
    const ownDatabase = `beforeAll(async () => { db = await createTestDatabase(); await handle.migrate(); });\nit('reads', () => {});`;
    expect(reasons(ownDatabase)).toEqual([expect.stringContaining('database of its own') as unknown, 'runs the migrations']);
    expect(reasons(ownDatabase.replace("it('reads', ", `it('reads', { tags: ['${TAG}'] }, `))).toEqual([]);
    expect(reasons(`import pg from 'pg';`)).toEqual(['imports pg: talks to PostgreSQL directly']);
    expect(reasons(`const url = process.env.TEST_DATABASE_URL;`)).toEqual(['reads TEST_DATABASE_URL']);
    expect(reasons(`if (database.kind === 'postgres') skip();`)).toEqual(['branches on the driver']);
    expect(reasons(`spawn(node, ['x'], { env: { WORKERS: '2' } });`)).toEqual(['starts server processes with WORKERS']);
    expect(reasons(`loadConfig({ DATABASE_URL: 'postgres://db/cw', WORKERS: '12' });`)).toEqual([]);
  });

  it('name locks, LISTEN / NOTIFY, statistics and plans in SQL the test writes, and not the same words elsewhere', () => {
    expect(reasons('it(`x`, async () => { await db.execute(sql`select pg_advisory_xact_lock(1)`); });')).toEqual(['takes an advisory lock in SQL']);
    expect(reasons('it(`x`, async () => { await db.execute(sql`select 1 from t for update`); });')).toHaveLength(1);
    expect(reasons("it(`x`, async () => { await client.query('LISTEN notices'); });")).toEqual(['uses LISTEN / NOTIFY']);
    expect(reasons('it(`x`, async () => { await db.execute(sql`explain (format json) ${query}`); });')).toHaveLength(1);
    expect(reasons("it(`x`, async () => { await db.select().from(t).for('update'); });")).toEqual(["locks rows (.for('update'))"]);
    expect(reasons("it('explains why ANALYZE matters', async () => { await post({ referenceNo: 'TL/NOTIFY/1' }); });")).toEqual([]);
  });

  it('want a file named for a driver-dependent subject tagged as a whole', () => {
    expect(reasons(`it('x', { tags: ['${TAG}'] }, () => {});`, 'login-race.test.ts')).toHaveLength(1);
    expect(reasons(withTag(`it('x', () => {});`), 'migration-upgrade.test.ts')).toEqual([]);
    expect(reasons(`it('x', () => {});`, 'request-trace.test.ts')).toEqual([]);
  });
});
