import type { Context } from 'hono';
import * as v from 'valibot';
import { messages } from '../../domain/messages';
import { BadRequestError } from './errors';

/** A record's edit version as the contract has it (EditVersion): a positive 32-bit integer. */
export const EditVersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** The ETag of a record's version: a strong tag of its number, which If-Match sends back as given. */
export const versionTag = (version: number): string => `"${version}"`;

/** Reads give the version in the body and as the answer's ETag, so a client may send either back. */
export function tagVersion(c: Context, version: number): void {
  c.header('ETag', versionTag(version));
}

function versionFromIfMatch(header: string): number | undefined {
  const match = /^\s*(?:W\/)?"(\d{1,10})"\s*$/.exec(header);
  const parsed = match ? v.safeParse(EditVersionSchema, Number(match[1])) : undefined;
  return parsed?.success ? parsed.output : undefined;
}

/**
 * The version an update says it was made from: `If-Match` or the body's `version` (they must agree when both are
 * sent). Without one the server cannot tell whether the update would overwrite someone's change: 400, never a
 * silent overwrite.
 */
export function sentVersion(c: Context, fromBody: number | undefined): number {
  const header = c.req.header('If-Match');
  const fromHeader = header === undefined ? undefined : versionFromIfMatch(header);
  if (header !== undefined && fromHeader === undefined)
    throw new BadRequestError(['If-Match: not a version this server gave'], messages.editVersionMissing);
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new BadRequestError(['version: differs from If-Match'], messages.editVersionMissing);
  }
  const version = fromHeader ?? fromBody;
  if (version === undefined) throw new BadRequestError(['version: required (or If-Match)'], messages.editVersionMissing);
  return version;
}

/**
 * The version an update names by If-Match alone, when it names one: the assignment calls keep the seed's bodies and
 * paths, so the version they were made from travels in the header. The screens always send it.
 */
export function ifMatchVersion(c: Context): number | undefined {
  const header = c.req.header('If-Match');
  if (header === undefined) return undefined;
  const version = versionFromIfMatch(header);
  if (version === undefined) throw new BadRequestError(['If-Match: not a version this server gave'], messages.editVersionMissing);
  return version;
}

/** The body's `version` of a body read without a schema (the property form's): absent, or a valid version. */
export function bodyVersion(raw: Record<string, unknown>): number | undefined {
  if (raw['version'] === undefined || raw['version'] === null) return undefined;
  const parsed = v.safeParse(EditVersionSchema, raw['version']);
  if (!parsed.success) throw new BadRequestError(['version: not a version this server gave'], messages.editVersionMissing);
  return parsed.output;
}
