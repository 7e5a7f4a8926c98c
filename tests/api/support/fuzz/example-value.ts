import type { Random } from './prng';
import type { Schema } from './spec';

/** A file part the fuzzer sends where the contract takes a binary: a tiny PDF-looking file. */
export const EXAMPLE_FILE = { name: 'fuzz.pdf', type: 'application/pdf', bytes: '%PDF-1.4\n%fuzz\n%%EOF\n' };

/** Marks a binary field in an example object; multipart cases turn it into a file part. */
export const FILE_FIELD = Symbol('file');

/**
 * What a valid-ish value of a field looks like when the schema has no enum, example or format: real ids of
 * the signed-in user and the demo data where the name says so, so the request gets past the first checks.
 */
export interface ExampleHints {
  /** The login id to send in user-id fields (the signed-in user's, or a stranger's on public calls). */
  userId: string;
  /**
   * Path and query parameters that carry a credential in the address (the checklist stand-in's `token`), by
   * name: a public operation's cases carry a valid one, so they reach past its 401 into the handler.
   */
  addressCredentials?: Readonly<Record<string, string>>;
}

const USER_ID_FIELD = /^(user_?id|login_?id|loginUserId|accountId)$/i;
/** Other string ids (propId, documentId …): the demo data's first record. */
const RECORD_ID_FIELD = /(^id|Id|_id)$/;
const PATTERN_CANDIDATES = ['1', '2024-05-01', '01/05/2024', 'fuzz||fuzz', 'A1', '123456', 'fuzz', ''];

function firstType(schema: Schema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((type) => type !== 'null') ?? types[0];
}

function exampleString(schema: Schema, name: string, hints: ExampleHints): string {
  if (schema.format === 'date') return '2024-05-01';
  if (schema.format === 'date-time') return '2024-05-01T10:00:00Z';
  if (schema.format === 'uri' || schema.format === 'uri-reference') return 'https://example.com/fuzz';
  if (schema.format === 'email' || /mail/i.test(name)) return 'fuzz@example.com';
  if (USER_ID_FIELD.test(name)) return hints.userId;
  if (RECORD_ID_FIELD.test(name)) return '1';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found !== undefined) return found;
  }
  const text = 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
  return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}

function exampleNumber(schema: Schema): number {
  const low = schema.minimum ?? 1;
  return schema.maximum !== undefined ? Math.min(Math.max(1, low), schema.maximum) : Math.max(1, low);
}

/** A value the schema accepts, or close to it; `name` is the field it goes in. */
export function exampleValue(schema: Schema, random: Random, hints: ExampleHints, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum);
  if (schema.examples && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && variants.length > 0) return exampleValue(random.pick(variants), random, hints, name);
  if (schema.allOf) return Object.assign({}, ...(schema.allOf.map((part) => exampleValue(part, random, hints, name)) as object[]));
  switch (firstType(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, exampleValue(inner, random, hints, key)]));
    case 'array':
      return schema.items ? [exampleValue(schema.items, random, hints, name)] : [];
    case 'string':
      return schema.format === 'binary' ? FILE_FIELD : exampleString(schema, name, hints);
    case 'integer':
    case 'number':
      return exampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}
