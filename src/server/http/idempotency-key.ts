import type { Context } from 'hono';
import * as v from 'valibot';
import { parseOrThrow } from './read-input';

/** The Idempotency-Key header (openapi/parameters.yaml): absent, or 8 to 100 visible characters. */
const IdempotencyKeyHeader = v.optional(v.pipe(v.string(), v.minLength(8), v.maxLength(100), v.regex(/^[\x21-\x7e]+$/)));

/** The request's Idempotency-Key, or undefined when none was sent; a malformed one is a 400. */
export function idempotencyKeyOf(c: Context): string | undefined {
  return parseOrThrow(v.object({ 'Idempotency-Key': IdempotencyKeyHeader }), { 'Idempotency-Key': c.req.header('Idempotency-Key') })[
    'Idempotency-Key'
  ];
}
