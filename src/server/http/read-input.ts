import type { Context } from 'hono';
import * as v from 'valibot';
import { BadRequestError } from './errors';
import { inputShapeProblem } from './input-shape';

type AnySchema = v.GenericSchema;

function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const where = v.getDotPath(issue);
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

export function parseOrThrow<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  // Before valibot: a schema walks the input recursively and a database column cannot store every string.
  const problem = inputShapeProblem(input);
  if (problem) throw new BadRequestError([problem]);
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
