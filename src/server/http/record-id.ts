import type { Context } from 'hono';
import * as v from 'valibot';
import { BadRequestError } from './errors';

/** Ids are PostgreSQL integers: anything else would fail in the database, so it is a 400 here. */
export const MAX_RECORD_ID = 2_147_483_647;

export const RecordIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_ID));

/** A record id from the request path; text, signs, fractions and out-of-range numbers are a 400. */
export function pathRecordId(c: Context, name: string): number {
  const text = c.req.param(name) ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) throw new BadRequestError([`${name}: not a record id`]);
  return id;
}
