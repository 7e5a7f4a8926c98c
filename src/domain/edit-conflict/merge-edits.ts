/**
 * Three versions of one record meet when a save is refused as stale: the one the person opened (`base`), the one
 * saved meanwhile by someone else (`theirs`) and the person's form (`mine`). Their changes win where both changed
 * the same field differently (the person sees both and decides again); everywhere else the person's edits are
 * re-applied on top of theirs, so nothing anyone typed is lost without being shown.
 *
 * Records nest (a document's metadata and summary): a field is a path to a value that is not a plain object
 * ('metadata.optionMoney'); a list (land lots, MCST rows) is one field, compared by its content.
 */
export interface MergedEdits<T> {
  /** Theirs, with my changes re-applied where they do not collide. */
  values: T;
  /** Paths of the fields they changed since I opened the record, in the record's own order. */
  theirChanges: string[];
  /** Paths of the fields we both changed to different values: theirs is kept in `values`. */
  collisions: string[];
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

export function mergeEdits<T extends object>(base: T, theirs: T, mine: T): MergedEdits<T> {
  const theirChanges: string[] = [];
  const collisions: string[] = [];
  const merge = (b: Plain, t: Plain, m: Plain, prefix: string): Plain => {
    const values: Plain = { ...t };
    for (const key of keysOf(b, t, m)) {
      const path = prefix + key;
      if (isPlain(b[key]) && isPlain(t[key]) && isPlain(m[key])) {
        values[key] = merge(b[key], t[key], m[key], `${path}.`);
        continue;
      }
      const theyChanged = !sameValue(b[key], t[key]);
      const iChanged = !sameValue(b[key], m[key]);
      if (theyChanged) theirChanges.push(path);
      if (!iChanged) continue;
      if (theyChanged && !sameValue(t[key], m[key])) collisions.push(path);
      else values[key] = m[key];
    }
    return values;
  };
  const values = merge(base as Plain, theirs as Plain, mine as Plain, '') as T;
  return { values, theirChanges, collisions };
}

/** The value at a path mergeEdits named ('metadata.optionMoney'). */
export function valueAt(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isPlain(value) ? value[key] : undefined), record);
}

function keysOf(...records: Plain[]): string[] {
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  return [...seen];
}

/** Values are what a form holds: text, numbers, flags, and lists or rows of them (land lots, MCST rows). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const left = a as Plain;
  const right = b as Plain;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}
