import type { Context } from 'hono';
import * as v from 'valibot';
import type { ParsedStampDutyRequest } from '../../domain/stamp-duty/request-schema';
import { BadRequestError } from '../http/errors';
import { readJson } from '../http/read-input';

/**
 * A calculator request: JSON as every route reads it (malformed JSON, unstorable text and deep nesting are a 400
 * there), then the domain's request schema, the one the calculator form checks with. The first problem is the
 * `errormsg`, in the user's words; `errors` lists each, by field.
 */
export async function readStampDutyRequest<Request>(c: Context, parse: (input: unknown) => ParsedStampDutyRequest<Request>): Promise<Request> {
  const parsed = parse(await readJson(c, v.unknown()));
  if (parsed.ok) return parsed.request;
  const errors = parsed.problems.map(({ field, message }) => (field ? `${field}: ${message}` : message));
  throw new BadRequestError(errors, parsed.problems[0]?.message);
}
