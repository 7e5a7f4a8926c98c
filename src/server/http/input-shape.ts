import { printable, unstorableText } from './storable-text';

/**
 * Deeper than any body the product sends (a property with its parties is four levels), shallow enough that
 * nothing after the check (valibot, drizzle's JSON, PostgreSQL's jsonb parser) can run out of stack.
 */
export const MAX_INPUT_DEPTH = 64;

interface Pending {
  value: unknown;
  /** The dotted path to the value, for the error line. */
  where: string;
  /** The top-level field it sits in: too-deep nesting is reported there, not 64 levels down. */
  field: string;
  depth: number;
}

/**
 * The first thing in a parsed input that no schema should even see, as an error line, or undefined: nesting
 * deeper than MAX_INPUT_DEPTH, or a text (a value or a key) that cannot be stored. A loop with its own
 * stack, not recursion: the input decides how deep it goes.
 */
export function inputShapeProblem(input: unknown): string | undefined {
  const pending: Pending[] = [{ value: input, where: '', field: '', depth: 0 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, where, field, depth } = item;
    if (typeof value === 'string') {
      const problem = unstorableText(value);
      if (problem) return `${where || 'value'}: ${problem}`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return `${field || 'body'}: nested deeper than ${MAX_INPUT_DEPTH} levels`;
    for (const [key, inner] of Object.entries(value)) {
      const at = where ? `${where}.${printable(key)}` : printable(key);
      const keyProblem = unstorableText(key);
      if (keyProblem) return `${at}: the field name ${keyProblem}`;
      pending.push({ value: inner, where: at, field: field || at, depth: depth + 1 });
    }
  }
  return undefined;
}
