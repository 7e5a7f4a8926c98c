import { JUNK_BODIES, JUNK_JSON_VALUES, OVERSIZED_STRING, type JunkKind, type JunkValue } from './junk';
import type { Random } from './prng';
import type { FuzzRequest } from './request';
import { requestMaker, type CaseOptions, type Parts } from './request-parts';
import type { Operation } from './spec';

type Key = string | number;
const MARK = '\u0001fuzz\u0001';
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Every path to a value inside the example (object keys and array indexes), the root excluded. */
function pathsIn(value: unknown, prefix: Key[] = []): Key[][] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [Key, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, inner]) => [[...prefix, key], ...pathsIn(inner, [...prefix, key])]);
}

const valueAt = (root: unknown, path: Key[]) => path.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], root);

function cloneWith(value: unknown, path: Key[], change: (parent: Record<Key, unknown>, key: Key) => void): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(value));
  change(valueAt(copy, path.slice(0, -1)) as Record<Key, unknown>, path[path.length - 1]!);
  return copy;
}

/** The example as JSON with the value at `path` swapped for raw JSON text. */
function jsonWith(example: unknown, path: Key[], rawJson: string): string {
  const marked = cloneWith(example, path, (parent, key) => {
    parent[key] = MARK;
  });
  return JSON.stringify(marked).replace(JSON.stringify(MARK), () => rawJson);
}

function jsonWithout(example: unknown, path: Key[]): string {
  const without = cloneWith(example, path, (parent, key) => {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  });
  return JSON.stringify(without);
}

function kindAt(example: unknown, path: Key[]): JunkKind {
  const value = valueAt(example, path);
  const name = String(path[path.length - 1] ?? '');
  if (typeof value === 'string') return /date/i.test(name) || /^\d{4}-\d{2}-\d{2}/.test(value) ? 'date' : 'text';
  if (typeof value === 'number') return 'number';
  return 'structure';
}

/** Junk aimed at the field's kind (a date field gets a date out of range …), now and then a structure instead. */
function aimedJunk(example: unknown, path: Key[], random: Random): JunkValue {
  const kind = random.next() < 0.2 ? 'structure' : kindAt(example, path);
  return random.pick(JUNK_JSON_VALUES.filter((junk) => junk.kind === kind));
}

/** A JSON operation's cases: whole-body junk and content types, then mutations of the example's fields. */
export function jsonBodyCases(operation: Operation, parts: Parts, { random, mutations }: CaseOptions): FuzzRequest[] {
  const request = requestMaker(operation, parts);
  const valid = JSON.stringify(parts.example);
  const fixed = [
    request('well-formed example', valid, JSON_TYPE),
    ...JUNK_BODIES.map(({ label, body }) => request(label, body, JSON_TYPE)),
    request('over 1 MB', `{"fuzz":${OVERSIZED_STRING}}`, JSON_TYPE),
    request('text/plain content type', valid, { 'Content-Type': 'text/plain' }),
    request('no content type', valid),
    request('multipart content type, JSON body', valid, { 'Content-Type': 'multipart/form-data; boundary=fuzz' }),
    request('form content type', 'a=1&b=%00', { 'Content-Type': 'application/x-www-form-urlencoded' }),
  ];

  const paths = pathsIn(parts.example);
  const isObject = typeof parts.example === 'object' && parts.example !== null && !Array.isArray(parts.example);
  const replaced = (path: Key[], junk: JunkValue) =>
    request(`body.${path.join('.')} = ${junk.label}`, jsonWith(parts.example, path, junk.json), JSON_TYPE);
  // First a sample of fields each get junk of their own kind, so the default run reaches each field's own
  // checks; then junk of any kind anywhere, missing fields and extra fields.
  const aimed = random.sample(paths, Math.ceil(mutations * 0.6)).map((path) => replaced(path, aimedJunk(parts.example, path, random)));
  const scattered = Array.from({ length: Math.max(0, mutations - aimed.length) }, (): FuzzRequest => {
    const roll = random.next();
    if (paths.length > 0 && roll < 0.5) return replaced(random.pick(paths), random.pick(JUNK_JSON_VALUES));
    if (paths.length > 0 && roll < 0.75) {
      const path = random.pick(paths);
      return request(`body.${path.join('.')} missing`, jsonWithout(parts.example, path), JSON_TYPE);
    }
    const junk = random.pick(JUNK_JSON_VALUES);
    const extra = random.pick(['fuzzExtra', 'a\\u0000', '\\ud800', '__proto__', 'constructor']);
    const body = isObject ? `{"${extra}":${junk.json},${valid.slice(1)}` : `{"${extra}":${junk.json}}`;
    return request(`extra field ${extra} = ${junk.label}`, body.replace(/,}$/, '}'), JSON_TYPE);
  });
  return [...fixed, ...aimed, ...scattered];
}
