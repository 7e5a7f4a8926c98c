import type { Context } from 'hono';
import { clientPayloadSchema, type ClientPayload } from '../../domain/contact/schema';
import { normaliseFlags } from '../../domain/property/derive';
import { bodyVersion } from '../http/edit-version';
import { BadRequestError } from '../http/errors';
import { parseOrThrow } from '../http/read-input';

/**
 * The add-client / update-client/ body: JSON, NUL in agentFlag and checkPropAssigned normalised (seed 000 §3,
 * §7), then the shared client schema. Any other NUL or a wrong shape is a 400 before a rule sees it.
 */
export async function readClientBody(c: Context): Promise<ClientPayload> {
  return (await readClientBodyWithVersion(c)).payload;
}

/** The update-client/ body: the same, with the version the update was made from when the body carries one. */
export async function readClientBodyWithVersion(c: Context): Promise<{ payload: ClientPayload; version: number | undefined }> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new BadRequestError(['body: not valid JSON']);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BadRequestError(['body: expected a JSON object']);
  const body = normaliseFlags(raw);
  return { payload: parseOrThrow(clientPayloadSchema, body), version: bodyVersion(body as Record<string, unknown>) };
}
