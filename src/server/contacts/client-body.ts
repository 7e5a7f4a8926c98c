import type { Context } from 'hono';
import { clientPayloadSchema, type ClientPayload } from '../../domain/contact/schema';
import { normaliseFlags } from '../../domain/property/derive';
import { BadRequestError } from '../http/errors';
import { parseOrThrow } from '../http/read-input';

/**
 * The add-client / update-client/ body: JSON, NUL in agentFlag and checkPropAssigned normalised (seed 000 §3,
 * §7), then the shared client schema. Any other NUL or a wrong shape is a 400 before a rule sees it.
 */
export async function readClientBody(c: Context): Promise<ClientPayload> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new BadRequestError(['body: not valid JSON']);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BadRequestError(['body: expected a JSON object']);
  return parseOrThrow(clientPayloadSchema, normaliseFlags(raw));
}
