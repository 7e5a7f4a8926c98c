import type { Context } from 'hono';
import * as v from 'valibot';
import { BadRequestError } from './errors';

type AnySchema = v.GenericSchema;

function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const where = v.getDotPath(issue);
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

/** PostgreSQL text cannot hold U+0000; refusing it here keeps such input a 400 instead of a 500. */
function pathOfNul(value: unknown, where: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? where || 'value' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfNul(inner, where ? `${where}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

export function parseOrThrow<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const nulAt = pathOfNul(input, '');
  if (nulAt) throw new BadRequestError([`${nulAt}: contains a NUL character`]);
  const result = v.safeParse(schema, input);
  if (!result.success) throw new BadRequestError(issuesToErrors(result.issues));
  return result.output;
}

/** The JSON body checked against a schema; malformed JSON and a wrong shape are both a 400. */
export async function readJson<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new BadRequestError(['body: not valid JSON']);
  }
  return parseOrThrow(schema, body);
}

export function readQuery<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseOrThrow(schema, c.req.query());
}
